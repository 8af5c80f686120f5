/** Configuration: defaults, every bad variable named, the generated JWT secret, and a refused start. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { resolveJwtSecret } from '../../server/secret.ts';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/clinic');
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    return error.variables;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    assert.deepEqual(loadConfig({}, '/srv/clinic'), {
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/clinic/data',
      releasesDir: '/srv/clinic/releases',
      database: { kind: 'sqlite', file: '/srv/clinic/data/clinic.sqlite' },
      appUrl: null,
      allowedOrigins: [],
      smtpUrl: null,
      trustProxy: false,
      rateLimits: {},
      publicUrl: 'http://localhost:8080',
      jwtSecret: null,
      googleSigninUrl: null,
      analyticsUrl: null,
      mailFrom: { name: 'ClinicPlatform', address: 'no-reply@localhost' },
      mailReplyTo: { name: 'ClinicPlatform Support', address: 'support@clinicplatform.in' },
      whatsappNumber: null,
      company: {},
      logLevel: 'info',
      requestTimeoutMs: 30_000,
      shutdownTimeoutMs: 10_000,
      clientConnections: 256,
      clientUploadBytes: 4 * 1024 * 1024,
      uploadBytes: 64 * 1024 * 1024,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '3000',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/db',
        RELEASES_DIR: '/srv/store/releases',
        DATABASE_URL: 'postgresql://app:pw@db.internal:5432/clinic',
        APP_URL: 'https://app.clinic.example',
        ALLOWED_ORIGINS: 'https://partner.example, http://localhost:5173/',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        PUBLIC_URL: 'https://clinic.example/',
        JWT_SECRET: 's'.repeat(32),
        GOOGLE_SIGNIN_URL: 'https://accounts.google.example/signin',
        ANALYTICS_URL: 'https://stats.example/collect',
        LOG_LEVEL: 'warn',
      },
      '/srv/clinic',
    );
    assert.equal(config.port, 3000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, '/srv/clinic/var/db');
    assert.equal(config.releasesDir, '/srv/store/releases');
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgresql://app:pw@db.internal:5432/clinic' });
    assert.deepEqual(config.allowedOrigins, ['https://partner.example', 'http://localhost:5173']);
    assert.equal(config.publicUrl, 'https://clinic.example');
    assert.equal(config.smtpUrl, 'smtps://user:pass@mail.example:465');
    assert.equal(config.logLevel, 'warn');
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).database.kind, 'postgres');
    assert.equal(loadConfig({ PORT: '0' }).port, 0);
    assert.deepEqual(loadConfig({ PUBLIC_URL: 'https://kesar.example' }).mailFrom, { name: 'ClinicPlatform', address: 'no-reply@kesar.example' });
    assert.deepEqual(loadConfig({ MAIL_FROM: 'Kesar Clinic <Hello@Kesar.example>' }).mailFrom, { name: 'Kesar Clinic', address: 'hello@kesar.example' });
    assert.deepEqual(loadConfig({ MAIL_FROM: 'hello@kesar.example' }).mailFrom, { name: '', address: 'hello@kesar.example' });
    assert.deepEqual(loadConfig({ MAIL_REPLY_TO: '"Kesar, Support" <care@kesar.example>' }).mailReplyTo, {
      name: 'Kesar, Support',
      address: 'care@kesar.example',
    });
    assert.equal(loadConfig({ PORT: '' }).port, 8080, 'empty counts as unset');
    assert.equal(loadConfig({ REQUEST_TIMEOUT: '2.5' }).requestTimeoutMs, 2500);
    assert.equal(loadConfig({ SHUTDOWN_TIMEOUT: '60' }).shutdownTimeoutMs, 60_000);
  });

  const bad: Array<[string, string]> = [
    ['PORT', 'eighty'],
    ['REQUEST_TIMEOUT', '0'],
    ['REQUEST_TIMEOUT', '30s'],
    ['REQUEST_TIMEOUT', '-1'],
    ['SHUTDOWN_TIMEOUT', '99999'],
    ['SHUTDOWN_TIMEOUT', 'soon'],
    ['CLIENT_CONNECTIONS', '2'],
    ['CLIENT_UPLOAD_MB', '0'],
    ['CLIENT_UPLOAD_MB', '1.5'],
    ['UPLOAD_MB', 'lots'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://db/clinic'],
    ['DATABASE_URL', 'clinic.sqlite'],
    ['APP_URL', 'ftp://files.example'],
    ['APP_URL', 'not a url'],
    ['ALLOWED_ORIGINS', 'https://partner.example/path'],
    ['ALLOWED_ORIGINS', 'partner.example'],
    ['SMTP_URL', 'http://mail.example'],
    ['PUBLIC_URL', 'javascript:alert(1)'],
    ['PUBLIC_URL', 'https://clinic.example/?q=1'],
    ['JWT_SECRET', 'too-short'],
    ['GOOGLE_SIGNIN_URL', 'accounts.google.com'],
    ['ANALYTICS_URL', 'data:text/plain,x'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,example.com'],
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['TRUST_PROXY', '::/0'],
    ['TRUST_PROXY', '10.0.0.1, ::/0'],
    ['TRUST_PROXY', '99'],
    ['TRUST_PROXY', '11'],
    ['RATE_LIMITS', 'login=10'],
    ['RATE_LIMITS', 'login.ip=10'],
    ['RATE_LIMITS', 'signin.ip=10/1m'],
    ['RATE_LIMITS', 'login.cookie=10/1m'],
    ['RATE_LIMITS', 'login.ip=10/0m'],
    ['RATE_LIMITS', 'login.ip=ten/1m'],
    ['RATE_LIMITS', 'login.ip=10/1w'],
    ['MAIL_FROM', 'no-reply'],
    ['MAIL_FROM', 'Kesar <a@b.example>, other@b.example'],
    ['MAIL_FROM', 'Kesar <a@b.example'],
    ['MAIL_REPLY_TO', 'a@b.example, c@d.example'],
    ['MAIL_REPLY_TO', 'Care\u0007 <care@kesar.example>'],
    ['WHATSAPP_NUMBER', '12345'],
    ['WHATSAPP_NUMBER', 'call me'],
    ['WHATSAPP_NUMBER', '+91 98765 4321x'],
    ['WHATSAPP_NUMBER', '0091'],
    ['COMPANY_CIN', 'U72900KA2024PTC12345'],
    ['COMPANY_CIN', 'u72900ka2024ptc123456'],
    ['COMPANY_GSTIN', '29ABCDE1234F1Z'],
    ['COMPANY_GSTIN', '29ABCDE1234F1X5'],
    ['COMPANY_NAME', 'Kesar\u2028Clinics'],
    ['COMPANY_OFFICE', 'x'.repeat(201)],
  ];
  for (const [name, value] of bad) {
    it(`refuses ${name}=${JSON.stringify(value)} and names it`, () => {
      assert.deepEqual(problems({ [name]: value }), [name]);
    });
  }

  it('refuses a TRUST_PROXY that trusts every address with a message saying so, not a stack trace', () => {
    for (const value of ['0.0.0.0/0', '::/0', '99', 'true']) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }),
        (error: Error) => error instanceof ConfigError && /TRUST_PROXY: .*(any client choose|whatever a client writes)/.test(error.message),
        value,
      );
    }
    assert.equal(loadConfig({ TRUST_PROXY: '10' }).trustProxy, 10);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses', () => {
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback,fd00::/8' }).trustProxy, ['10.0.0.0/8', '127.0.0.1', 'loopback', 'fd00::/8']);
  });

  it('reads RATE_LIMITS entries, any spelling of a call, and "off"', () => {
    assert.deepEqual(loadConfig({ RATE_LIMITS: 'register.ip=200/10m, login.email=10/1m,forgot-password.email-ip=3/30s,refresh.ip=5/h' }).rateLimits, {
      register: { ip: { max: 200, timeWindow: 600_000 } },
      login: { email: { max: 10, timeWindow: 60_000 } },
      forgotPassword: { emailIp: { max: 3, timeWindow: 30_000 } },
      refreshToken: { ip: { max: 5, timeWindow: 3_600_000 } },
    });
    assert.equal(loadConfig({ RATE_LIMITS: 'off' }).rateLimits, 'off');
    assert.equal(loadConfig({ RATE_LIMITS: 'OFF' }).rateLimits, 'off');
  });

  it("reads the company's particulars; one not set keeps the pages' example", () => {
    const config = loadConfig(
      { COMPANY_NAME: ' Kesar Health Technologies Private Limited ', COMPANY_CIN: 'U72900KA2024PTC123456', COMPANY_GSTIN: '29ABCDE1234F1Z5' },
      '/srv/clinic',
    );
    assert.deepEqual(config.company, { name: 'Kesar Health Technologies Private Limited', cin: 'U72900KA2024PTC123456', gstin: '29ABCDE1234F1Z5' });
  });

  it('reads WHATSAPP_NUMBER as digits with the country code', () => {
    for (const [raw, digits] of [
      ['+91 98765 43210', '919876543210'],
      ['98765-43210', '919876543210'],
      ['919876543210', '919876543210'],
      ['0091 80 4718 2290', '918047182290'],
      ['+44 20 7946 0958', '442079460958'],
    ]) {
      assert.equal(loadConfig({ WHATSAPP_NUMBER: raw }).whatsappNumber, digits, raw);
    }
  });

  it('names every bad variable at once, without echoing secrets', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'x', LOG_LEVEL: 'x', DATABASE_URL: 'mysql://root:hunter2@db/x', JWT_SECRET: 'hunter3' });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'JWT_SECRET']) assert.match(message, new RegExp(`${name}:`));
    assert.doesNotMatch(message, /hunter2|hunter3/);
  });
});

describe('resolveJwtSecret', () => {
  it('generates a 256-bit secret once, keeps it with mode 600 and reuses it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'clinic-secret-'));
    try {
      const first = await resolveJwtSecret({ jwtSecret: null, dataDir });
      assert.ok(Buffer.byteLength(first) >= 32);
      assert.equal((await stat(join(dataDir, 'jwt-secret'))).mode & 0o777, 0o600);
      assert.equal(await resolveJwtSecret({ jwtSecret: null, dataDir }), first);
      assert.equal((await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim(), first);
      assert.equal(await resolveJwtSecret({ jwtSecret: 'e'.repeat(40), dataDir }), 'e'.repeat(40));
      await writeFile(join(dataDir, 'jwt-secret'), 'short');
      await assert.rejects(resolveJwtSecret({ jwtSecret: null, dataDir }), /shorter than 32 bytes/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('server start', () => {
  it('stops with exit code 1 and a message naming the bad variable', async () => {
    const { NODE_TEST_CONTEXT: _, ...parentEnv } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: { ...parentEnv, PORT: 'not-a-port', DATA_DIR: join(tmpdir(), 'clinic-never-created') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr, /PORT: must be an integer/);
  });
});
