/**
 * The closing line of `npm test` — "N passed, N failed, N skipped" — from the JSON reports the vitest runs
 * wrote and how each run exited, so CI reads one count across all suites. A failure that is no failed test
 * still counts: a missing report, a file that failed outside its tests (an import, a beforeAll), and a run
 * that exited non-zero with every test passing (vitest's unhandled errors are in no report, only in its
 * exit status).
 */

/** The parts of vitest's JSON report read here. */
export interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { name: string; status: string; message: string; assertionResults: { status: string }[] }[];
}

export interface SuiteRun {
  /** The npm script, e.g. test:api. */
  name: string;
  /** Its exit status; null when a signal ended it. */
  exitCode: number | null;
  /** Undefined when the run wrote none (it stopped before the end). */
  report: VitestReport | undefined;
}

export interface Summary {
  /** Why failures were counted that are no failed test, one line each. */
  notes: string[];
  total: string;
  exitCode: 0 | 1;
}

export function summarize(runs: SuiteRun[]): Summary {
  const notes: string[] = [];
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const run of runs) {
    const { report } = run;
    if (!report) {
      notes.push(`${run.name}: no test report (the run stopped before writing it)`);
      failed += 1;
      continue;
    }
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    let failures = report.numFailedTests;
    for (const file of report.testResults) {
      if (file.status !== 'failed' || file.assertionResults.some((test) => test.status === 'failed')) continue;
      notes.push(`${run.name}: ${file.name} failed outside its tests: ${file.message}`);
      failed += 1;
      failures += 1;
    }
    if (run.exitCode !== 0 && failures === 0) {
      notes.push(`${run.name}: vitest exited with ${run.exitCode ?? 'a signal'} though no test failed (an unhandled error: see its output)`);
      failed += 1;
    }
  }
  return { notes, total: `${passed} passed, ${failed} failed, ${skipped} skipped`, exitCode: failed > 0 || passed === 0 ? 1 : 0 };
}
