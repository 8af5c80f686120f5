/**
 * Chunk names as the real build makes them: two small entries that share a module, split by
 * esbuild with the project's own chunk options (the classic script's and the module's), so a test
 * of the cache rules uses the names the build really writes, not names made up to look like them.
 */
import * as esbuild from 'esbuild';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { chunkOptions, layout, moduleChunkOptions } from '../../scripts/build-options.ts';

/** The files under chunks/ (`3KV2B6NG.js`, `esm-…`, and their maps) that the build's options name for a small split program. */
export async function realChunkNames(): Promise<{ classic: string[]; module: string[] }> {
  const dir = await mkdtemp(join(tmpdir(), 'clinic-chunk-names-'));
  try {
    await writeFile(join(dir, 'shared.ts'), 'export const shared = (x: number) => x * 2;\n');
    await writeFile(join(dir, 'a.ts'), "import { shared } from './shared.ts';\nexport const a = shared(1);\n");
    await writeFile(join(dir, 'b.ts'), "import { shared } from './shared.ts';\nexport const b = shared(2);\n");
    const entryPoints = [join(dir, 'a.ts'), join(dir, 'b.ts')];
    const names = async (options: esbuild.BuildOptions) => {
      const built = await esbuild.build({ ...options, entryPoints, outdir: join(layout, 'chunks'), write: false, logLevel: 'silent' });
      return built.outputFiles.map((file) => basename(file.path)).sort();
    };
    return { classic: await names(chunkOptions), module: await names(moduleChunkOptions) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
