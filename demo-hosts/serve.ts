/**
 * The demo hosts (`npm run demo`): pages the project does not control, on two loopback origins,
 * next to the real API server, all loading the built dist/clinic-widgets.js.
 *
 * - The site origin (default http://127.0.0.1:5173) is "our site": everything is proxied to the
 *   reference server (started here as a child, with a temporary DATA_DIR and ALLOWED_ORIGINS naming
 *   the partner origin), except /demo-hosts/, which holds the hostile CMS page, the strict-CSP page
 *   and the playground, and /examples/, the React 19 and plain examples of demo-hosts/examples/.
 * - The partner origin (default http://localhost:5174) is a partner's site that embeds the chat,
 *   the pricing table and the sign-in form from the site origin, themed with --clinic-* and ::part().
 *
 * Plain node:http; `startDemoHosts()` is exported for the end-to-end tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { toRegisterPayload } from '../protocol/index.ts';
import { buildExamples } from './examples/build.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '..');

/** The strictest policy a host page may set: nothing inline; connect-src is covered by default-src (the API is proxied on this origin). */
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'";

/** The account the demo API is seeded with, so the sign-in forms can be tried at once. */
export const DEMO_ACCOUNT = { email: 'demo@clinicplatform.test', password: 'Demo-Clinic-2025', name: 'Dr. Meera Iyer' };

export interface DemoHostsOptions {
  sitePort?: number;
  partnerPort?: number;
  /** Port of the reference server behind the site origin (loopback only). */
  apiPort?: number;
  /** Name the partner origin in ALLOWED_ORIGINS (default true). */
  allowPartner?: boolean;
  /** Let the API server write to this process's console (default true). */
  logs?: boolean;
}

export interface DemoHosts {
  siteUrl: string;
  partnerUrl: string;
  apiUrl: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** Starts the API server, the site origin and the partner origin; resolves once all answer. */
export async function startDemoHosts(options: DemoHostsOptions = {}): Promise<DemoHosts> {
  const sitePort = options.sitePort ?? 5173;
  const partnerPort = options.partnerPort ?? 5174;
  const apiPort = options.apiPort ?? 5175;
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const partnerUrl = `http://localhost:${partnerPort}`;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  for (const file of ['dist/clinic-widgets.js', 'dist/server/server.js']) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }

  const api = await startApiServer({
    port: apiPort,
    publicUrl: siteUrl,
    allowedOrigins: options.allowPartner === false ? [] : [partnerUrl],
    logs: options.logs !== false,
  });
  const servers: Server[] = [];
  const close = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.close(resolve);
            server.closeAllConnections();
          }),
      ),
    );
    await api.close();
  };

  try {
    await seedAccount(apiUrl);
    const vars = { SITE: siteUrl, PARTNER: partnerUrl };
    servers.push(await listen(createServer(siteHandler(apiPort, vars)), sitePort, '127.0.0.1'));
    servers.push(await listen(createServer(partnerHandler(vars)), partnerPort, 'localhost'));
  } catch (error) {
    await close();
    throw error;
  }
  return { siteUrl, partnerUrl, apiUrl, close };
}

/** A reference server (dist/server/server.js) on loopback with its own temporary data folder. */
export async function startApiServer(options: { port: number; publicUrl?: string; allowedOrigins?: string[]; logs?: boolean }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'clinic-demo-'));
  const api = spawn(process.execPath, ['dist/server/server.js'], {
    cwd: root,
    stdio: ['ignore', options.logs ? 'inherit' : 'ignore', options.logs ? 'inherit' : 'ignore'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${options.port}`,
      ALLOWED_ORIGINS: (options.allowedOrigins ?? []).join(','),
      DATABASE_URL: '',
      APP_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  const close = async () => {
    if (api.exitCode === null && api.signalCode === null) {
      api.kill('SIGTERM');
      await once(api, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForApi(api, `http://127.0.0.1:${options.port}/api/health`);
  } catch (error) {
    await close();
    throw error;
  }
  return { url: `http://127.0.0.1:${options.port}`, close };
}

async function waitForApi(api: ChildProcess, healthUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (api.exitCode !== null) throw new Error(`The API server stopped (exit code ${api.exitCode}).`);
    try {
      if ((await fetch(healthUrl)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The API server did not answer ${healthUrl} within 30 s.`);
}

async function seedAccount(apiUrl: string): Promise<void> {
  const payload = toRegisterPayload({
    clinicName: 'Lotus Skin & Laser',
    ownerName: DEMO_ACCOUNT.name,
    email: DEMO_ACCOUNT.email,
    phone: '+91 98450 12345',
    password: DEMO_ACCOUNT.password,
    confirmPassword: DEMO_ACCOUNT.password,
    clinicType: 'dermatology',
    location: 'Bengaluru',
    teamSize: '6-15',
    agreeToTerms: true,
  });
  const answer = await fetch(`${apiUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (answer.status !== 201 && answer.status !== 409) throw new Error(`Could not seed the demo account: ${answer.status} ${await answer.text()}`);
}

function listen(server: Server, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

type Vars = Record<'SITE' | 'PARTNER', string>;

/** Our site: /demo-hosts/ from this folder, everything else from the reference server. */
function siteHandler(apiPort: number, vars: Vars) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/demo-hosts') return redirect(res, '/demo-hosts/');
    // The React 19 and plain examples, built once per run, beside the bundle they use.
    if (path.startsWith('/examples/')) return serveExample(res, path.slice('/examples/'.length));
    if (path.startsWith('/demo-hosts/')) {
      const name = path.slice('/demo-hosts/'.length) || 'index.html';
      // The hostile page carries its own <style> block, so it alone goes without the policy.
      return serveFile(res, 'site', name, vars, name === 'cms.html' ? null : STRICT_CSP);
    }
    const upstream = request({ host: '127.0.0.1', port: apiPort, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('The API server is not answering.');
    });
    req.pipe(upstream);
  };
}

/** The partner's site: its own pages only; the widgets come from the site origin. */
function partnerHandler(vars: Vars) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    return serveFile(res, 'partner', path === '/' ? 'index.html' : path.slice(1), vars, null);
  };
}

let examples: ReturnType<typeof buildExamples> | null = null;

async function serveExample(res: ServerResponse, name: string) {
  examples ??= buildExamples();
  const file = (await examples)[name];
  if (!file) return notFound(res, { 'Cache-Control': 'no-store' });
  res.writeHead(200, { 'Content-Type': file.contentType, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
  res.end(file.body);
}

const compiled = new Map<string, Promise<string>>();

/** A TypeScript file of this folder as one browser script (bundled once per run). */
function browserScript(file: string): Promise<string> {
  let made = compiled.get(file);
  if (!made) {
    made = esbuild
      .build({ entryPoints: [file], bundle: true, format: 'iife', target: 'chrome111', write: false, logLevel: 'silent' })
      .then((result) => result.outputFiles[0]!.text);
    compiled.set(file, made);
  }
  return made;
}

async function serveFile(res: ServerResponse, folder: 'site' | 'partner', name: string, vars: Vars, csp: string | null) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  if (csp) headers['Content-Security-Policy'] = csp;
  if (!/^[a-z0-9-]+\.(html|css|js|svg)$/.test(name)) return notFound(res, headers);
  const ext = extname(name);
  try {
    let body: string;
    const source = join(here, folder, name.replace(/\.js$/, '.ts'));
    if (ext === '.js') {
      body = await browserScript(existsSync(source) ? source : join(here, 'shared', name.replace(/\.js$/, '.ts')));
    } else {
      body = await readFile(join(here, folder, name), 'utf8').catch(() => readFile(join(here, 'shared', name), 'utf8'));
      if (ext === '.html') body = body.replace(/\{\{(SITE|PARTNER)\}\}/g, (_all, key: keyof Vars) => vars[key]);
    }
    res.writeHead(200, { ...headers, 'Content-Type': TYPES[ext]! });
    res.end(body);
  } catch {
    notFound(res, headers);
  }
}

function notFound(res: ServerResponse, headers: Record<string, string>) {
  res.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not found on this demo host.');
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(302, { Location: location });
  res.end();
}

/** Parses `--site-port=5173`-style flags. */
function flag(name: string): number | undefined {
  const value = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return value ? Number(value) : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const hosts = await startDemoHosts({
    ...(flag('site-port') ? { sitePort: flag('site-port')! } : {}),
    ...(flag('partner-port') ? { partnerPort: flag('partner-port')! } : {}),
    ...(flag('api-port') ? { apiPort: flag('api-port')! } : {}),
  });
  console.log(`Demo hosts (the widgets of dist/; run \`npm run build\` after a change):
  Hostile CMS page    ${hosts.siteUrl}/demo-hosts/cms.html
  Strict CSP page     ${hosts.siteUrl}/demo-hosts/strict-csp.html
  Playground          ${hosts.siteUrl}/demo-hosts/playground.html
  Partner site        ${hosts.partnerUrl}/   (another origin; API allowed by ALLOWED_ORIGINS)
  Our site            ${hosts.siteUrl}/       (the reference server, API at ${hosts.apiUrl})
  Demo account        ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}
Ctrl+C stops them.`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void hosts.close().then(() => process.exit(0)));
  }
}
