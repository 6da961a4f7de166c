/**
 * `npm test` after the typecheck and the linter: runs the vitest suites — unit, component and API, then
 * the browser tests — each whatever the other's outcome, and ends with the total line of
 * summarize-tests.ts, exiting non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { summarize, type SuiteRun, type VitestReport } from './summarize-tests.ts';

const suites = [
  { name: 'test:api', report: '.tmp/results-api.json' },
  { name: 'test:e2e', report: '.tmp/results-e2e.json' },
];

const runs: SuiteRun[] = suites.map(({ name, report }) => {
  // A report an earlier run left behind must not stand in for this one.
  rmSync(report, { force: true });
  const run = spawnSync('npm', ['run', name], { stdio: 'inherit', shell: process.platform === 'win32' });
  return { name, exitCode: run.status, report: existsSync(report) ? (JSON.parse(readFileSync(report, 'utf8')) as VitestReport) : undefined };
});

const summary = summarize(runs);
for (const note of summary.notes) console.error(note);
console.info(summary.total);
process.exitCode = summary.exitCode;
