/**
 * The files the site host serves, read once when the server starts: every file of a build folder,
 * with the build's brotli and gzip copies beside it, held in memory. A rebuild, a deletion or a
 * half-written copy of the folder under a running server changes nothing it answers; the server
 * serves one build from start to stop. ETags are taken from the bytes, so a restart, or a second
 * instance of the same build, answers the same tags.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import type { Encoding } from './encoding.ts';

/** One ready-to-send spelling of a file or page. */
export interface Variant {
  body: Buffer;
  /** Distinct per encoding: the bytes differ, so a cache must not mix them up. */
  etag: string;
}

/** A file in every encoding the build wrote for it. */
export interface StoredFile {
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
  encodings: ReadonlySet<Encoding>;
  type: string;
  lastModified: string;
}

/** The strong ETag of a body's bytes (the same bytes answer the same tag on every instance). */
export function contentTag(body: Buffer): string {
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}

/** The suffixes of the build's precompressed copies, and the encoding each is. */
const COPIES: ReadonlyArray<readonly [suffix: string, encoding: Encoding, tag: string]> = [
  ['.br', 'br', '-br'],
  ['.gz', 'gzip', '-gz'],
];

/** The content type of each kind of file a build holds; anything else is sent as bytes. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The files of one folder, by their path under it with forward slashes (`chunks/x-1A2B3C4D.js`). */
export class FileSnapshot {
  readonly #files: ReadonlyMap<string, StoredFile>;

  private constructor(files: ReadonlyMap<string, StoredFile>) {
    this.#files = files;
  }

  /**
   * Reads every file under `root` (none when it does not exist), leaving out the paths `skip`
   * names; a `.br`/`.gz` file is the copy of the file it names, never a file of its own.
   */
  static async read(root: string, skip: (path: string) => boolean = () => false): Promise<FileSnapshot> {
    let entries: string[];
    try {
      entries = (await readdir(root, { recursive: true })).map((entry) => relative(root, join(root, entry)).split(sep).join('/')).sort();
    } catch {
      return new FileSnapshot(new Map());
    }
    const all = new Set(entries);
    const read = async (path: string): Promise<[string, StoredFile] | null> => {
      const info = await stat(join(root, path));
      if (!info.isFile()) return null;
      const identity = await readFile(join(root, path));
      const tag = contentTag(identity);
      const variants: StoredFile['variants'] = { identity: { body: identity, etag: `"${tag}"` } };
      for (const [suffix, encoding, tagSuffix] of COPIES) {
        if (all.has(path + suffix)) variants[encoding] = { body: await readFile(join(root, path + suffix)), etag: `"${tag}${tagSuffix}"` };
      }
      const type = TYPES[extname(path)] ?? 'application/octet-stream';
      return [path, { variants, encodings: new Set(Object.keys(variants) as Encoding[]), type, lastModified: info.mtime.toUTCString() }];
    };
    const wanted = entries.filter((path) => !COPIES.some(([suffix]) => path.endsWith(suffix) && all.has(path.slice(0, -suffix.length))) && !skip(path));
    const files = new Map((await Promise.all(wanted.map(read))).filter((entry) => entry !== null));
    return new FileSnapshot(files);
  }

  /** The file at `path`, or undefined. */
  get(path: string): StoredFile | undefined {
    return this.#files.get(path);
  }

  /** Every path held, sorted. */
  paths(): string[] {
    return [...this.#files.keys()];
  }

  /** The files under `folder` (`site`), by their path below it. */
  under(folder: string): Map<string, Buffer> {
    const prefix = `${folder}/`;
    return new Map(
      [...this.#files].filter(([path]) => path.startsWith(prefix)).map(([path, file]) => [path.slice(prefix.length), file.variants.identity.body]),
    );
  }
}
