/**
 * The access log never holds a live secret: URLs are logged with the values of token-like query
 * parameters replaced, whatever their spelling, on pages and API calls alike.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { REDACTED, redactUrl } from '../../server/logging.ts';
import { describeEachDatabase } from './helpers/databases.ts';
import { registerUser, requestResetToken } from './helpers/fixtures.ts';
import { startServer, type TestServer } from './helpers/server.ts';
import { makeStaticRoot } from './helpers/static-root.ts';

describe('redactUrl', () => {
  it('replaces the values of token-like parameters and keeps everything else as sent', () => {
    assert.equal(redactUrl('/reset-password?token=abc123'), `/reset-password?token=${REDACTED}`);
    assert.equal(
      redactUrl('/x?a=1&refreshToken=r&b=%20&TOKEN=t&reset_token=u'),
      `/x?a=1&refreshToken=${REDACTED}&b=%20&TOKEN=${REDACTED}&reset_token=${REDACTED}`,
    );
    assert.equal(
      redactUrl('/x?t%6Fken=abc&access_token=z&password=p&api_key=k'),
      `/x?t%6Fken=${REDACTED}&access_token=${REDACTED}&password=${REDACTED}&api_key=${REDACTED}`,
    );
    assert.equal(redactUrl('/x?token'), `/x?token=${REDACTED}`);
    assert.equal(redactUrl('/x?to%zzken=1&page=2'), '/x?to%zzken=1&page=2');
    assert.equal(redactUrl('/features?ref=mail'), '/features?ref=mail');
    assert.equal(redactUrl('/features'), '/features');
  });
});

describeEachDatabase('the access log', (target) => {
  let server: TestServer;
  const lines: string[] = [];
  before(async () => {
    server = await startServer(target(), {
      staticRoot: await makeStaticRoot(),
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
  });
  after(async () => {
    await server?.close();
  });

  it('logs the reset page and token-carrying calls without the token', async () => {
    const { email } = await registerUser(server);
    const token = await requestResetToken(server, email);
    assert.ok(token.length > 20);
    lines.length = 0;
    for (const path of [
      `/reset-password?token=${token}`,
      `/reset-password?ref=mail&t%6Fken=${token}`,
      `/api/auth/me?refreshToken=${token}`,
      `/api/nope?token=${token}`,
      `/nope?Token=${token}`,
      `/bad%zz?token=${token}`,
    ]) {
      await server.get(path);
    }
    const log = lines.join('');
    assert.ok(!log.includes(token), 'no line holds the token');
    const urls = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    assert.deepEqual(urls, [
      `/reset-password?token=${REDACTED}`,
      `/reset-password?ref=mail&t%6Fken=${REDACTED}`,
      `/api/auth/me?refreshToken=${REDACTED}`,
      `/api/nope?token=${REDACTED}`,
      `/nope?Token=${REDACTED}`,
      `/bad%zz?token=${REDACTED}`,
    ]);
  });
});
