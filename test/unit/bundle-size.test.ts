import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { measureBundle } from '../bench/size.ts';

/**
 * The whole bundle stays within 96 KiB brotli. React and react-dom alone are about 62 KB; the
 * one e-mail rule shared with the server (validator's isEmail) costs about 1.7 KB, the account
 * menu and the chat's article answers about 3 KB.
 */
const BROTLI_BUDGET = 96 * 1024;

describe('the bundle size budget', () => {
  it(`stays within ${BROTLI_BUDGET} bytes brotli`, async () => {
    const { bundle } = await measureBundle();
    assert.ok(bundle.brotli <= BROTLI_BUDGET, `clinic-widgets.js is ${bundle.brotli} bytes brotli, over the ${BROTLI_BUDGET}-byte budget`);
  });
});
