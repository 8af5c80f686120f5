import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { measureBundle } from '../bench/size.ts';

/** The budget of issue 8: React and react-dom alone are about 62 KB brotli. */
const BROTLI_BUDGET = 90 * 1024;

describe('the bundle size budget', () => {
  it(`stays within ${BROTLI_BUDGET} bytes brotli`, async () => {
    const { bundle } = await measureBundle();
    assert.ok(bundle.brotli <= BROTLI_BUDGET, `clinic-widgets.js is ${bundle.brotli} bytes brotli, over the ${BROTLI_BUDGET}-byte budget`);
  });
});
