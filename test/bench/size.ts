/**
 * `npm run bench:size`: the classic script's raw, gzip and brotli bytes, and the chunks beside it —
 * all of them together, and the renderer chunk with React (from esbuild's metafile of the same build).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildWidgets } from '../../scripts/widgets.ts';

/** Raw, gzip (level 9) and brotli (quality 11) sizes of a buffer. */
export function sizes(buffer: Uint8Array) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

type Sizes = ReturnType<typeof sizes>;

const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });

/** Builds the script and its chunks in memory and measures them. */
export async function measureBundle() {
  const built = await buildWidgets({ write: false, sourcemap: false });
  const script = sizes(built.script.contents);
  const chunkFiles = built.files.filter((file) => file.path.startsWith('chunks/') && file.path.endsWith('.js'));
  let chunks: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of chunkFiles) chunks = add(chunks, sizes(file.contents));
  // React's bytes, wherever esbuild put them.
  let reactBytes = 0;
  for (const output of Object.values(built.chunkMetafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) {
      if (/node_modules\/(react|react-dom|scheduler)\//.test(path)) reactBytes += input.bytesInOutput;
    }
  }
  return { script, chunks, chunkCount: chunkFiles.length, reactBytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const measured = await measureBundle();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const line = (name: string, s: Sizes) =>
    console.log(`${name.padEnd(34)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(8)}  brotli ${kb(s.brotli).padStart(8)}`);
  line('dist/clinic-widgets.js', measured.script);
  line(`dist/chunks/ (${measured.chunkCount} chunks, all of them)`, measured.chunks);
  console.log(`React + react-dom + scheduler: ${kb(measured.reactBytes)} raw, all in the chunks; a page fetches only the chunks its elements need.`);
}
