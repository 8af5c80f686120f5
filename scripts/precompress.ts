/**
 * The build's compression step: every text file of dist/ that the server sends as a file (the
 * bundle, its parts, the manifest, styles, help content) gets a brotli (`.br`) and a gzip (`.gz`)
 * copy beside it, made once at maximum quality, so the server never compresses a file per request.
 * A copy is kept only when it is smaller. HTML pages are left out: the server fills in their
 * placeholders at start and compresses them then.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions of the files worth compressing (images other than SVG already are). */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.map', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest', '.ico']);

/** Files smaller than this gain nothing worth a second request path. */
const MIN_BYTES = 1024;

/**
 * A gzip member's header names the operating system that wrote it (byte 9: 3 on Unix, 10 on
 * Windows); it is set to 255, "unknown", so the same file compresses to the same bytes everywhere.
 * (The header's time is already 0: Node's gzip writes none.)
 */
export function sameOnEveryOs(gzipped: Buffer): Buffer {
  gzipped[9] = 255;
  return gzipped;
}

/** Writes `.br` and `.gz` beside each compressible file under `dir` (but not under `skip`); returns the count. */
export async function precompress(dir: string, skip: readonly string[] = ['server']): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let written = 0;
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.has(extname(entry.name)))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((path) => !skip.some((folder) => path.startsWith(`${join(dir, folder)}/`)))
      .map(async (path) => {
        const content = await readFile(path);
        for (const [suffix, compressed] of [
          [
            '.br',
            content.length >= MIN_BYTES
              ? await brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } })
              : null,
          ],
          ['.gz', content.length >= MIN_BYTES ? sameOnEveryOs(await gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION })) : null],
        ] as const) {
          // A stale copy from an earlier build must not outlive its file's change.
          if (compressed && compressed.length < content.length) {
            await writeFile(path + suffix, compressed);
            written += 1;
          } else {
            await rm(path + suffix, { force: true });
          }
        }
      }),
  );
  return written;
}
