/**
 * A node:test reporter that writes one JSON line of counts ({passed, failed, skipped}) to its
 * destination, so scripts/test.ts can print one summary over every suite.
 */
export default async function* countsReporter(source) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { details } = event.data;
    if (details?.type === 'suite') {
      // A suite that failed outside its tests (a hook, a load error) still counts as one failure.
      if (event.type === 'test:fail' && details.error?.failureType !== 'subtestsFailed') counts.failed += 1;
      continue;
    }
    if (event.data.skip || event.data.todo) counts.skipped += 1;
    else if (event.type === 'test:pass') counts.passed += 1;
    else counts.failed += 1;
  }
  yield `${JSON.stringify(counts)}\n`;
}
