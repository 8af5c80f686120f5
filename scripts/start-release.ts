/**
 * The release step of `npm start`, between the build and the server. In production
 * (`NODE_ENV=production`) the deploy path is a release: the build is added to the releases store
 * (RELEASES_DIR, default `releases/`) before the server starts, so every version a page can pin is
 * served from the store and never changes; a build whose version the store already holds with
 * other bytes stops the start ("bump the version") instead of breaking the pages pinned to it.
 * Elsewhere it does nothing: a development server serves its build unreleased, revalidated on
 * every use. RELEASES.md is left alone: `npm run release` in the repository writes its rows.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dist, root } from './build-options.ts';
import { release, ReleaseError, type Released } from './release.ts';

/** Releases the build at `from` into `store` when `env` says production; null when it does not. */
export async function releaseForStart(env: NodeJS.ProcessEnv, from = dist): Promise<Released | null> {
  if (env.NODE_ENV !== 'production') return null;
  const store = resolve(env.RELEASES_DIR ?? join(root, 'releases'));
  await mkdir(store, { recursive: true });
  return release({ from, store });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  try {
    const done = await releaseForStart(process.env);
    if (done === null) {
      console.log('not production (NODE_ENV is not "production"): the server serves this build unreleased');
    } else {
      console.log(`${done.outcome === 'added' ? 'released' : 'already released, the same bytes:'} ${done.version} → ${done.folder}`);
    }
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
