/** A @web/test-runner reporter that writes {passed, failed, skipped} to TEST_COUNTS_FILE. */
import { writeFileSync } from 'node:fs';

function count(suite, counts) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) counts.skipped += 1;
    else if (test.passed) counts.passed += 1;
    else counts.failed += 1;
  }
  for (const child of suite.suites ?? []) count(child, counts);
}

export function countsReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const counts = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, counts);
        // A test file that could not load or run counts as one failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) counts.failed += 1;
      }
      if (file) writeFileSync(file, `${JSON.stringify(counts)}\n`);
    },
  };
}
