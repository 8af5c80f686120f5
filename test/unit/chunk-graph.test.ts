/**
 * The chunk graph the classic script carries: for each chunk file, the files it imports, less
 * those another of its imports already brings (the script follows the graph all the way down), so
 * every entry still asks at once for everything it needs.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { assertReactWhole, chunkGraph } from '../../scripts/widgets.ts';

/** A metafile of chunks under /out/chunks/ with these static imports (file → the files it imports). */
function metafile(imports: Record<string, string[]>): Metafile {
  const outputs: Metafile['outputs'] = {};
  for (const [file, next] of Object.entries(imports)) {
    outputs[`/out/chunks/${file}`] = {
      bytes: 0,
      inputs: {},
      exports: [],
      imports: next.map((path) => ({ path: `/out/chunks/${path}`, kind: 'import-statement' as const })),
    };
  }
  return { inputs: {}, outputs };
}

/** Every file reached from `from` through `graph`. */
function closure(graph: number[][], from: number): number[] {
  const seen = new Set<number>();
  const visit = (at: number) => {
    for (const next of graph[at]!) if (!seen.has(next) && seen.add(next)) visit(next);
  };
  visit(from);
  return [...seen].sort((a, b) => a - b);
}

describe('the chunk graph of the classic script', () => {
  it('leaves out an import that another import of the file brings, and reaches what the imports reach', () => {
    const imports = { 'a.js': ['b.js', 'c.js', 'd.js'], 'b.js': ['c.js'], 'c.js': ['d.js'], 'd.js': [], 'e.js': ['d.js', 'b.js'] };
    const { files, graph } = chunkGraph(metafile(imports), '/out', ['a.js', 'e.js']);
    assert.deepEqual(files, ['a.js', 'b.js', 'c.js', 'd.js', 'e.js']);
    assert.deepEqual(graph, [[1], [2], [3], [], [1]]);
    const direct = files.map((file) => imports[file as keyof typeof imports].map((next) => files.indexOf(next)));
    for (const at of files.keys()) assert.deepEqual(closure(graph, at), closure(direct, at), files[at]);
  });

  it('keeps every file reachable where chunks import one another in a cycle', () => {
    const imports = { 'a.js': ['b.js', 'c.js'], 'b.js': ['a.js'], 'c.js': ['d.js', 'e.js'], 'd.js': ['e.js'], 'e.js': ['d.js'] };
    const { files, graph } = chunkGraph(metafile(imports), '/out', ['a.js']);
    const direct = files.map((file) => imports[file as keyof typeof imports].map((next) => files.indexOf(next)));
    for (const at of files.keys()) assert.deepEqual(closure(graph, at), closure(direct, at), files[at]);
  });
});

describe('React in the chunks', () => {
  const outputs = (react: string, renderer: string): Metafile => ({
    inputs: {},
    outputs: Object.fromEntries(
      [...new Set([react, renderer])].map((file) => [
        `/out/chunks/${file}`,
        {
          bytes: 0,
          exports: [],
          imports: [],
          inputs: Object.fromEntries(
            [
              ...(file === react ? ['node_modules/react/cjs/react.production.js'] : []),
              ...(file === renderer ? ['node_modules/react-dom/cjs/react-dom-client.production.js'] : []),
            ].map((path) => [path, { bytesInOutput: 1 }]),
          ),
        },
      ]),
    ),
  });
  it('passes React and its renderer in one chunk, and fails the build when they were split', () => {
    assert.doesNotThrow(() => assertReactWhole(outputs('a.js', 'a.js')));
    assert.throws(() => assertReactWhole(outputs('a.js', 'b.js')), /split into two chunks/);
  });
});
