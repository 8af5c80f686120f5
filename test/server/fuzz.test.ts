/**
 * Fuzzing every API call with generated bad bodies: prototype keys, NUL and control characters,
 * format characters, huge strings, deep nesting, wrong types, duplicate keys in the raw JSON text,
 * roots that are not objects. No answer may be a 5xx, and neither memory nor the `rate_limits`
 * table may grow past a bound. The generator is seeded (FUZZ_SEED to replay one); a failure
 * prints the seed and the request.
 */
import assert from 'node:assert/strict';
import { seeded } from '../support/seeded.ts';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from './helpers/databases.ts';
import { startServer, type TestServer } from './helpers/server.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed2026);
const BODIES = 2000;

const CALLS: Array<{ method: 'POST' | 'GET'; url: string }> = [
  { method: 'POST', url: '/api/auth/register' },
  { method: 'POST', url: '/api/auth/login' },
  { method: 'POST', url: '/api/auth/forgot-password' },
  { method: 'POST', url: '/api/auth/verify-reset-token' },
  { method: 'POST', url: '/api/auth/reset-password' },
  { method: 'POST', url: '/api/auth/refresh-token' },
  { method: 'POST', url: '/api/auth/logout' },
  { method: 'POST', url: '/api/contact' },
  { method: 'POST', url: '/api/newsletter' },
  { method: 'GET', url: '/api/auth/me' },
  { method: 'GET', url: '/api/health' },
];

const FIELDS = [
  'email',
  'password',
  'rememberMe',
  'deviceToken',
  'token',
  'refreshToken',
  'name',
  'message',
  'phone',
  'clinicName',
  'clinic_name',
  'ownerName',
  'owner_name',
  'confirmPassword',
  'confirm_password',
  'clinicType',
  'clinic_type',
  'location',
  'teamSize',
  'team_size',
  'agreeToTerms',
  'agree_to_terms',
  'contactMethod',
];
const PROTOTYPE_KEYS = ['constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__', '__defineGetter__'];
/** A few valid addresses, so some bodies reach the e-mail limits and the handlers. */
const VALID_EMAILS = ['fuzz.one@clinic.example', 'fuzz.two@clinic.example', 'FUZZ.three@Clinic.Example'];

/** Builds one bad request: raw JSON text (or not), a content type and headers. */
function generator(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (p: number) => random() < p;
  const json = (value: unknown) => JSON.stringify(value);

  function weirdString(): string {
    switch (Math.floor(random() * 12)) {
      case 0:
        return 'a\u0000b@x.test';
      case 1:
        return String.fromCharCode(...Array.from({ length: 8 }, () => Math.floor(random() * 32)));
      case 2:
        return 'x'.repeat(chance(0.1) ? 900_000 : 1 + Math.floor(random() * 20_000));
      case 3:
        return `${'a'.repeat(Math.floor(random() * 5000))}@x.test`;
      case 4:
        return pick(['vic\u202etim@x.test', 'a\u200bb@x.test', 'a\u00adb@x.test', '\ufeff', '\u2066x\u2069']);
      case 5:
        return '\ud800\udc00\ud800';
      case 6:
        return pick(VALID_EMAILS);
      case 7:
        return pick(['"victim"@x.test', 'u@münchen.test', 'a@[127.0.0.1]', 'x@x.in, y@y.in', 'Asha <a@b.in>']);
      case 8:
        return pick(['Tulsi-Garden-42', 'password', '', ' ', 'd1.99999999999.AAAA']);
      case 9:
        return pick(PROTOTYPE_KEYS);
      case 10:
        return `%00%0d%0a\${jndi:ldap://x}<script>'"`;
      default:
        return 'x'.repeat(Math.floor(random() * 64));
    }
  }

  function value(depth: number): unknown {
    switch (Math.floor(random() * (depth > 3 ? 6 : 9))) {
      case 0:
        return random() * 1e308 * (chance(0.5) ? -1 : 1);
      case 1:
        return pick([true, false, null, 0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2]);
      case 2:
      case 3:
      case 4:
      case 5:
        return weirdString();
      case 6:
        return Array.from({ length: Math.floor(random() * 5) }, () => value(depth + 1));
      case 7:
        return object(depth + 1);
      default:
        return { toString: weirdString(), valueOf: 1 };
    }
  }

  function object(depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    const count = Math.floor(random() * 8);
    for (let i = 0; i < count; i++) out[chance(0.25) ? pick(PROTOTYPE_KEYS.filter((k) => k !== '__proto__')) : pick(FIELDS)] = value(depth);
    return out;
  }

  function deep(levels: number): string {
    const array = chance(0.5);
    return array ? `${'['.repeat(levels)}1${']'.repeat(levels)}` : `${'{"email":'.repeat(levels)}1${'}'.repeat(levels)}`;
  }

  /** The raw text of one body. */
  function body(): string {
    switch (Math.floor(random() * 10)) {
      case 0:
        return deep(1 + Math.floor(random() * 5000));
      case 1: {
        // Duplicate keys: the text names a field twice, with different types.
        const key = pick(FIELDS);
        return `{${json(key)}:${json(value(0))},${json(key)}:${json(value(0))},"email":"${pick(VALID_EMAILS)}","email":${json(value(0))}}`;
      }
      case 2:
        return json(value(0));
      case 3:
        return `{"__proto__":${json(object(1))}}`;
      case 4:
        return `{"constructor":{"prototype":{"polluted":true}},${json(pick(FIELDS))}:${json(weirdString())}}`;
      case 5:
        return pick(['', '{', '{"email":', 'null', '[]', '"x"', '{"a":1}}', '\u0000', '{"email":"a@b.in"'.repeat(3)]);
      default:
        return json(object(0));
    }
  }

  return () => {
    const call = pick(CALLS);
    const headers: Record<string, string> = {
      'content-type': chance(0.9)
        ? 'application/json'
        : pick(['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'multipart/form-data']),
    };
    if (call.url === '/api/auth/me' || chance(0.1))
      headers.authorization = pick(['Bearer x', `Bearer ${'a'.repeat(4000)}`, 'Bearer a.b.c', 'Basic Zm9v', 'Bearer eyJhbGciOiJub25lIn0.e30.']);
    return { ...call, headers, payload: call.method === 'POST' ? body() : undefined };
  };
}

describeEachDatabase('fuzzing the API', (target) => {
  let server: TestServer;
  before(async () => {
    server = await startServer(target());
  });
  after(async () => {
    await server?.close();
  });

  async function rows(): Promise<number> {
    const row = await server.db
      .selectFrom('rate_limits')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Sends `count` generated requests from the given addresses; fails with the seed on a 5xx. */
  async function fuzz(app: TestServer['app'], seed: number, count: number, addresses: string[]) {
    const random = seeded(seed);
    const next = generator(random);
    const statuses = new Map<number, number>();
    for (let i = 0; i < count; i++) {
      const request = next();
      const answer = await app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        remoteAddress: addresses[i % addresses.length] as string,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      if (answer.statusCode >= 500) {
        assert.fail(
          `FUZZ_SEED=${seed} request ${i}: ${request.method} ${request.url} answered ${answer.statusCode} ${answer.body}\nbody: ${String(request.payload).slice(0, 300)}`,
        );
      }
    }
    await app.background.idle();
    return statuses;
  }

  it(`answers ${BODIES} generated bad bodies to every call without a 5xx, with bounded memory and table`, async () => {
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const rowsBefore = await rows();
    const statuses = await fuzz(server.app, SEED, BODIES, ['203.0.113.7']);
    gc();
    const grown = process.memoryUsage().heapUsed - heapBefore;
    assert.ok(grown < 48 * 1024 * 1024, `FUZZ_SEED=${SEED}: heap grew by ${(grown / 1048576).toFixed(1)} MB`);
    // Only the few valid addresses are counted: per call, an e-mail row and an e-mail-and-address
    // row for each, and (PostgreSQL) one per-address row per call.
    const bound = CALLS.length * (2 * VALID_EMAILS.length + 1);
    assert.ok((await rows()) - rowsBefore <= bound, `FUZZ_SEED=${SEED}: ${(await rows()) - rowsBefore} rate_limits rows`);
    assert.ok((statuses.get(400) ?? 0) > BODIES / 4, `mostly refused as bad input: ${JSON.stringify([...statuses])}`);
    console.log(`FUZZ_SEED=${SEED}: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  });

  it('does the same with the production limits on, refusing with 429 instead', async () => {
    const limited = await startServer(target(), { rateLimits: {} });
    try {
      const rowsBefore = await rows();
      const statuses = await fuzz(limited.app, SEED + 1, 600, ['203.0.113.8', '203.0.113.9', '2001:db8:1::1']);
      assert.ok((statuses.get(429) ?? 0) > 0, JSON.stringify([...statuses]));
      assert.ok((await rows()) - rowsBefore <= 3 * CALLS.length * (2 * VALID_EMAILS.length + 1), `${(await rows()) - rowsBefore} rows`);
    } finally {
      await limited.close();
    }
  });
});
