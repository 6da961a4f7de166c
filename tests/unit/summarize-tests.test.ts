/** The closing line of `npm test` and its exit status: every kind of failure counts, not only failed tests. */
import { describe, expect, it } from 'vitest';
import { summarize, type SuiteRun, type VitestReport } from '../../scripts/summarize-tests.ts';

function report(passed: number, failed = 0, skipped = 0, files: VitestReport['testResults'] = []): VitestReport {
  return { numPassedTests: passed, numFailedTests: failed, numPendingTests: skipped, numTodoTests: 0, testResults: files };
}
const file = (name: string, status: string, tests: string[] = [], message = '') => ({ name, status, message, assertionResults: tests.map((s) => ({ status: s })) });
const run = (name: string, exitCode: number | null, result: VitestReport | undefined): SuiteRun => ({ name, exitCode, report: result });

describe('summarize', () => {
  it('adds the suites up into N passed, N failed, N skipped, todo tests among the skipped', () => {
    const summary = summarize([run('test:api', 0, { ...report(10, 0, 2), numTodoTests: 1 }), run('test:e2e', 0, report(5))]);
    expect(summary).toEqual({ notes: [], total: '15 passed, 0 failed, 3 skipped', exitCode: 0 });
  });

  it('counts a failed test once, with the non-zero exit it caused', () => {
    const summary = summarize([run('test:api', 1, report(9, 1, 0, [file('a.test.ts', 'failed', ['passed', 'failed'])])), run('test:e2e', 0, report(5))]);
    expect(summary).toEqual({ notes: [], total: '14 passed, 1 failed, 0 skipped', exitCode: 1 });
  });

  it('fails a run that exited non-zero with every test passing (an unhandled error)', () => {
    const summary = summarize([run('test:api', 1, report(157)), run('test:e2e', 0, report(5))]);
    expect(summary.total).toBe('162 passed, 1 failed, 0 skipped');
    expect(summary.exitCode).toBe(1);
    expect(summary.notes).toEqual([expect.stringContaining('test:api: vitest exited with 1 though no test failed')]);
  });

  it('fails a file that failed outside its tests (it could not load, or a hook threw)', () => {
    const summary = summarize([run('test:api', 1, report(3, 0, 0, [file('broken.test.ts', 'failed', [], 'Cannot find module'), file('ok.test.ts', 'passed', ['passed'])]))]);
    expect(summary.total).toBe('3 passed, 1 failed, 0 skipped');
    expect(summary.exitCode).toBe(1);
    expect(summary.notes).toEqual(['test:api: broken.test.ts failed outside its tests: Cannot find module']);
  });

  it('fails a run that wrote no report, or ended by a signal', () => {
    expect(summarize([run('test:api', 0, report(3)), run('test:e2e', 1, undefined)])).toMatchObject({ total: '3 passed, 1 failed, 0 skipped', exitCode: 1 });
    expect(summarize([run('test:api', null, report(3))])).toMatchObject({ total: '3 passed, 1 failed, 0 skipped', exitCode: 1 });
  });

  it('fails a run in which nothing passed', () => {
    expect(summarize([run('test:api', 0, report(0, 0, 4))])).toMatchObject({ total: '0 passed, 0 failed, 4 skipped', exitCode: 1 });
  });
});
