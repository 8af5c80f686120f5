/**
 * `npm run dev`: rebuilds dist/ when a source file changes and keeps the server running on the
 * fresh build (restarted after each rebuild).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { watch } from 'node:fs';
import { join } from 'node:path';

export async function watchAndServe({ root, rebuild, serve }: { root: string; rebuild: () => Promise<void>; serve: boolean }) {
  let server: ChildProcess | null = null;
  const start = () => {
    if (!serve) return;
    server = spawn(process.execPath, ['dist/server/server.js'], { cwd: root, stdio: 'inherit' });
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
  start();
  let timer: NodeJS.Timeout | null = null;
  for (const dir of ['protocol', 'widgets', 'pages', 'server']) {
    watch(join(root, dir), { recursive: true }, () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(async () => {
        try {
          await rebuild();
          await restart();
        } catch (error) {
          console.error('rebuild failed:', error instanceof Error ? error.message : error);
        }
      }, 150);
    });
  }
  console.log(`watching protocol/, widgets/, pages/ and server/${serve ? '; serving on http://localhost:' + (process.env.PORT ?? '8080') : ''}`);
}
