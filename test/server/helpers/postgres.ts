/**
 * A throw-away PostgreSQL cluster for the server suite: initdb in a temporary directory owned by the
 * `postgres` user (PostgreSQL refuses to run as root), listening on a free loopback port.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.ts';

const run = promisify(execFile);

/** A running cluster, or why there is none. */
export type PostgresCluster = { url: string; stop(): Promise<void> } | { skipped: string };

const BIN_DIRS = ['/usr/lib/postgresql/17/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/15/bin', '/usr/local/bin', '/usr/bin'];

function findBinDir(): string | null {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  return BIN_DIRS.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

/** Starts a cluster with trust authentication; resolves with its admin URL or a skip reason. */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = findBinDir();
  if (!bin) return { skipped: 'no initdb/pg_ctl found (install Debian package "postgresql" or set PG_BIN_DIR)' };
  const asRoot = userInfo().uid === 0;
  let pgUid = -1;
  let pgGid = -1;
  if (asRoot) {
    try {
      const { stdout } = await run('id', ['-u', 'postgres']);
      pgUid = Number(stdout.trim());
      pgGid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    } catch {
      return { skipped: 'running as root and there is no "postgres" user to run the cluster as' };
    }
  }
  // As root the commands run as `postgres`; otherwise as ourselves.
  const as = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));

  const dir = await mkdtemp(join(tmpdir(), 'clinic-pg-'));
  if (asRoot) await chown(dir, pgUid, pgGid);
  const data = join(dir, 'data');
  try {
    await as(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    const port = await freePort();
    // fsync off: the cluster is thrown away; our durability test kills the app, not PostgreSQL.
    const settings = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;
    await as(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-o', settings, '-w', '-t', '60', 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      async stop() {
        await as(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await as(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: string }).stderr?.trim() || (error as Error).message;
    return { skipped: `PostgreSQL did not start: ${detail.split('\n').slice(-3).join(' ')}` };
  }
}
