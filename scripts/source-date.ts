/**
 * The date a build stamps into what it writes (the pages' copyright year): `SOURCE_DATE_EPOCH`
 * (seconds, the reproducible-builds convention) when set, else the date of the commit being built,
 * else now. Never the wall clock when the source is known, so the same commit builds the same bytes
 * on any day.
 */
import { spawnSync } from 'node:child_process';
import { root } from './build-options.ts';

let cached: Date | null = null;

/** The build's source date (read once per build). */
export function sourceDate(): Date {
  if (cached) return cached;
  const fromEnv = process.env.SOURCE_DATE_EPOCH;
  if (fromEnv !== undefined && fromEnv !== '') {
    if (!/^\d+$/.test(fromEnv)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, not ${JSON.stringify(fromEnv)}`);
    cached = new Date(Number(fromEnv) * 1000);
    return cached;
  }
  // Outside a git checkout (a source tarball) there is no commit: the build's own time stands in.
  const git = spawnSync('git', ['log', '-1', '--format=%ct'], { cwd: root, encoding: 'utf8' });
  const seconds = git.status === 0 ? git.stdout.trim() : '';
  cached = /^\d+$/.test(seconds) ? new Date(Number(seconds) * 1000) : new Date();
  return cached;
}
