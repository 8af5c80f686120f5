/**
 * `npm run dev`: rebuilds dist/ when a source file changes, restarts the server on the fresh
 * build, and reloads the open pages. The server listens on a private loopback port behind a proxy
 * on PORT (default 8080) that adds the live-reload script to pages (scripts/dev-proxy.ts); its
 * JSON logs are printed one readable line each (scripts/pretty-log.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startDevProxy } from './dev-proxy.ts';
import { createLogPrinter } from './pretty-log.ts';
import { freePort } from './free-port.ts';

/** Resolves once the server on `port` answers its health check (or after `ms`). */
async function answering(port: number, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function watchAndServe({ root, rebuild, serve }: { root: string; rebuild: () => Promise<void>; serve: boolean }) {
  const publicPort = Number(process.env.PORT ?? 8080);
  const serverPort = await freePort();
  const print = createLogPrinter({ colour: process.stdout.isTTY });
  let server: ChildProcess | null = null;
  const start = () => {
    if (!serve) return;
    const child = spawn(process.execPath, ['dist/server/server.js'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(serverPort), HOST: '127.0.0.1', PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${publicPort}` },
    });
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        const printed = print(line);
        if (printed !== null) console.log(printed);
      });
    }
    server = child;
  };
  const restart = async () => {
    if (server) {
      const stopping = server;
      await new Promise((resolve) => {
        stopping.once('exit', resolve);
        stopping.kill('SIGTERM');
      });
    }
    start();
  };
  const proxy = serve ? await startDevProxy({ port: publicPort, host: process.env.HOST, upstreamPort: () => serverPort }) : null;
  start();
  // Stopping dev stops the server it started.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server?.kill('SIGTERM');
      void proxy?.close().finally(() => process.exit(0));
    });
  }
  let timer: NodeJS.Timeout | null = null;
  for (const dir of ['widgets', 'pages', 'server', 'protocol']) {
    watch(join(root, dir), { recursive: true }, () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          await rebuild();
          await restart();
          if (serve) await answering(serverPort);
          proxy?.reload();
        } catch (error) {
          console.error('rebuild failed:', error instanceof Error ? error.message : error);
        }
      }, 150);
    });
  }
  console.log(
    `watching widgets/, pages/, server/ and protocol/${serve ? `; serving on http://localhost:${publicPort} (pages reload after each rebuild)` : ''}`,
  );
}
