import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hashToken, newToken } from '../../server/auth/secure-token.ts';

describe('refresh and reset tokens', () => {
  it('are 256 random bits in base64url, never the same twice across many refills of the random pool', () => {
    const tokens = Array.from({ length: 1_000 }, () => newToken());
    for (const token of tokens) {
      assert.match(token, /^[A-Za-z0-9_-]{43}$/);
      assert.equal(Buffer.from(token, 'base64url').length, 32);
    }
    assert.equal(new Set(tokens).size, tokens.length);
    // No token is all zeros: a wiped part of the pool is never handed out.
    assert.ok(tokens.every((token) => Buffer.from(token, 'base64url').some((byte) => byte !== 0)));
  });

  it('are stored as their SHA-256, which differs from token to token', () => {
    const token = newToken();
    assert.match(hashToken(token), /^[A-Za-z0-9_-]{43}$/);
    assert.notEqual(hashToken(token), token);
    assert.notEqual(hashToken(token), hashToken(newToken()));
  });
});
