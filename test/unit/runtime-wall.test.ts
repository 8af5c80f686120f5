/**
 * The wall between the classic script and the element code (the chunks): two module graphs that
 * share one page at run time. A module that holds page state (marked `// page-state:` on its first
 * line) must ship in one graph only, or the page would hold two of it (two seams, two caches, two
 * watches), the element code reaching the other copy than the script. Read from esbuild's
 * metafiles of the real build (in memory).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, it } from 'node:test';
import * as esbuild from 'esbuild';
import { findFiles } from '../../scripts/files.ts';
import { root, widgetOptions } from '../../scripts/build-options.ts';
import { buildWidgets } from '../../scripts/widgets.ts';

/** The project's modules that say they hold page state. */
function statefulModules(): string[] {
  return findFiles(root, 'widgets', /\.tsx?$/)
    .map((file) => relative(root, file).split('\\').join('/'))
    .filter((file) => readFileSync(`${root}${file}`, 'utf8').startsWith('// page-state:'));
}

/** The modules with bytes in the classic script, and in any chunk. */
async function graphs(): Promise<{ script: Set<string>; chunks: Set<string> }> {
  const script = await esbuild.build({
    ...widgetOptions,
    write: false,
    sourcemap: false,
    outdir: `${root}dist-wall`,
    plugins: [
      ...widgetOptions.plugins!,
      {
        name: 'chunks-apart',
        setup: (build) => build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)),
      },
    ],
  });
  const used = (outputs: esbuild.Metafile['outputs']) =>
    new Set(
      Object.values(outputs).flatMap((output) => Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : []))),
    );
  const { chunkMetafile } = await buildWidgets({ outdir: `${root}dist-wall`, write: false, sourcemap: false });
  return { script: used(script.metafile!.outputs), chunks: used(chunkMetafile.outputs) };
}

describe('the wall between the script and the element code', () => {
  it('ships every module that holds page state in one graph only', async () => {
    const stateful = statefulModules();
    assert.ok(stateful.length >= 5, `only ${stateful.length} modules are marked // page-state:`);
    const { script, chunks } = await graphs();
    assert.ok(script.size > 20 && chunks.size > 20, 'both graphs were read');
    const twice = stateful.filter((file) => script.has(file) && chunks.has(file));
    assert.deepEqual(twice, [], `modules holding page state in both the script and the chunks: ${twice.join(', ')}`);
    // The session's store, its storage and zustand are the script's: element code reads the page's
    // store through the page handle and never makes one of its own.
    const scriptOnly = [...chunks].filter((file) =>
      /(?:^|\/)node_modules\/zustand\/|^widgets\/runtime\/script\/session\/(?:store|persistence|service)\.ts$/.test(file),
    );
    assert.deepEqual(scriptOnly, [], `the session's modules in the chunks: ${scriptOnly.join(', ')}`);
    assert.ok(script.has('widgets/runtime/script/session/store.ts'), 'the script holds the session store');
  });
});

describe('the two halves of the runtime', () => {
  const sources = (dir: string) => findFiles(root, dir, /\.tsx?$/).map((file) => ({ file, text: readFileSync(`${root}${file}`, 'utf8') }));

  it('widgets/runtime/script/ holds no React (a type is all it may name)', () => {
    const found = sources('widgets/runtime/script').filter(({ text }) => /^import (?!type )[^;]*from '(?:react|react-dom)(?:\/[^']*)?';/m.test(text));
    assert.deepEqual(
      found.map(({ file }) => file),
      [],
    );
  });

  it('the session changes only through its named transitions: nothing outside the store sets its state', () => {
    const found = [...sources('widgets'), ...sources('test/core')].filter(
      ({ file, text }) => !file.endsWith('runtime/script/session/store.ts') && /(?<!this\.)\b(?:session|store)\.setState\(/.test(text),
    );
    assert.deepEqual(
      found.map(({ file }) => file),
      [],
    );
  });

  it("only the session service moves the session: no other module calls the store's transitions", () => {
    const transition = /\.getState\(\)\.(?:startLoading|signIn|updateTokens|fail|clear|follow)\(/;
    const found = sources('widgets').filter(({ file, text }) => !file.endsWith('runtime/script/session/service.ts') && transition.test(text));
    assert.deepEqual(
      found.map(({ file }) => file),
      [],
    );
  });
});
