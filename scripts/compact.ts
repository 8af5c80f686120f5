/**
 * The second minifier over the files a visitor's page downloads (the classic script and its
 * chunks): terser's compressor and mangler after esbuild's. Over esbuild's output it takes
 * about 1.1 KB brotli off React DOM's chunk and 0.7 KB off the script, which every page loads.
 * License comments (`/*!`, `@license`) stay. Each file's source map is carried through, so it
 * still points at the sources. The ES module's files are left to the bundler of the application
 * that imports them, which minifies its own way.
 */
import { basename } from 'node:path';
import { minify } from 'terser';

/** One file of the build, as text, with its source map (JSON) when the build wrote one. */
export interface Compactable {
  code: string;
  map: string | null;
  /** The file's path: its name is what the map says it maps, and what the comment naming the map names. */
  path: string;
}

/**
 * Minifies `file` again; with a map, the output ends with a comment naming `<file>.map`.
 * `module`: an ES module (a chunk), whose top-level names are its own; else the classic script,
 * kept in ASCII (a classic script is read in the host page's encoding unless its server says
 * UTF-8; a module always in UTF-8).
 */
export async function compact(file: Compactable, options: { module: boolean }): Promise<{ code: string; map: string | null }> {
  const name = basename(file.path);
  const result = await minify(
    { [name]: file.code },
    {
      module: options.module,
      compress: { passes: 2 },
      mangle: true,
      format: { comments: 'some', ascii_only: !options.module },
      ...(file.map ? { sourceMap: { content: file.map, filename: name, url: `${name}.map` } } : {}),
    },
  );
  if (result.code === undefined) throw new Error(`terser wrote nothing for ${file.path}`);
  return { code: result.code, map: typeof result.map === 'string' ? result.map : null };
}
