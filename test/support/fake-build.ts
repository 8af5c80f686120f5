/**
 * A small fake build of the script directory, as esbuild.config.ts lays it out (the script, the
 * module and the chunks at the top of the folder, the help content under site/), with its
 * integrity.json and brotli/gzip copies: what `npm run release` and the server's release store
 * read, without the real build.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompress } from '../../scripts/precompress.ts';
import { writeIntegrity } from '../../scripts/script-files.ts';

/** The files of a fake release of `version`: every text names the version, padded past the compression threshold. */
export function fakeScriptFiles(version: string, chunks: readonly string[]): Record<string, string> {
  const pad = (text: string) => `${text}/*${'x'.repeat(2000)}*/\n`;
  const files: Record<string, string> = {
    'clinic-widgets.js': pad(`window.release=${JSON.stringify(version)};window.chunks=${JSON.stringify(chunks)};`),
    'clinic-widgets.mjs': pad(`export const release=${JSON.stringify(version)};`),
    'site/assets/help-articles.json': JSON.stringify({ version, padding: 'x'.repeat(2000) }),
  };
  for (const chunk of chunks) files[`chunks/${chunk}`] = pad(`export const chunk=${JSON.stringify(`${version} ${chunk}`)};`);
  return files;
}

/** Writes a fake build of `version` with these chunk files into `dir` (a new temporary folder by default); returns the folder. */
export async function makeFakeBuild(version: string, chunks: readonly string[], dir?: string): Promise<string> {
  const root = dir ?? (await mkdtemp(join(tmpdir(), 'clinic-fake-build-')));
  const files = fakeScriptFiles(version, chunks);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  await writeIntegrity(
    root,
    version,
    Object.keys(files).map((path) => path.replace(/^site\//, '')),
  );
  await precompress(root);
  return root;
}
