/**
 * `npm run bench:size`: the bundle's raw, gzip and brotli bytes, and how much of it React and
 * react-dom account for (from esbuild's metafile of the same build options).
 */
import * as esbuild from 'esbuild';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { widgetOptions } from '../../scripts/build-options.ts';

/** Raw, gzip (level 9) and brotli (quality 11) sizes of a buffer. */
export function sizes(buffer: Buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Builds the bundle in memory and measures it, with React's share. */
export async function measureBundle() {
  const result = await esbuild.build({ ...widgetOptions, write: false, sourcemap: false });
  const js = result.outputFiles!.find((file) => file.path.endsWith('.js'))!;
  const output = Object.values(result.metafile!.outputs).find((o) => o.entryPoint)!;
  let react = 0;
  for (const [path, input] of Object.entries(output.inputs)) {
    if (/node_modules\/(react|react-dom|scheduler)\//.test(path)) react += input.bytesInOutput;
  }
  const bundle = sizes(Buffer.from(js.contents));
  const share = react / bundle.raw;
  return { bundle, reactBytes: react, reactShare: share, estimatedReactBrotli: Math.round(bundle.brotli * share) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const measured = await measureBundle();
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log('dist/clinic-widgets.js');
  console.log(`  raw     ${measured.bundle.raw} bytes (${kb(measured.bundle.raw)})`);
  console.log(`  gzip    ${measured.bundle.gzip} bytes (${kb(measured.bundle.gzip)})`);
  console.log(`  brotli  ${measured.bundle.brotli} bytes (${kb(measured.bundle.brotli)})`);
  console.log(`  react + react-dom + scheduler: ${measured.reactBytes} raw bytes, ${(measured.reactShare * 100).toFixed(1)}% of the bundle`);
}
