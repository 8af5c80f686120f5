/**
 * esbuild's runtime helpers (CommonJS interop for React) sit in a chunk of no source module, which
 * esbuild has chunks import bare. Only the chunks that use a helper may fetch it: a bare import is
 * blanked (same length, so the source maps stay true) and left out of the script's chunk graph.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildWidgets, isRuntimeChunk } from '../../scripts/widgets.ts';
import { root } from '../../scripts/build-options.ts';

describe("esbuild's runtime helpers chunk", () => {
  it('is fetched only by chunks that use a helper: the chat closed state no longer asks for it', async () => {
    const build = await buildWidgets({ outdir: `${root}dist-helpers`, write: false, sourcemap: false });
    const text = (path: string) => new TextDecoder().decode(build.files.find((file) => file.path === path)!.contents);
    const runtime = Object.entries(build.chunkMetafile.outputs)
      .filter(([output, meta]) => output.endsWith('.js') && isRuntimeChunk(meta))
      .map(([output]) => output.split('/').pop()!);
    assert.equal(runtime.length, 1, 'one chunk of helpers');
    const helper = runtime[0]!;
    const chunks = build.files.filter((file) => file.path.startsWith('chunks/') && file.path.endsWith('.js'));
    for (const chunk of chunks) assert.ok(!text(chunk.path).includes(`import"./${helper}";`), `${chunk.path} imports ${helper} bare`);
    const users = chunks.filter((chunk) => text(chunk.path).includes(`"./${helper}"`));
    assert.ok(users.length > 0, 'React still imports its helpers');
    const shell = chunks.find((chunk) => chunk.path === build.entries.get('widgets/elements/chat/chat.shell.ts'))!;
    assert.ok(!text(shell.path).includes(helper), 'the chat closed state does not name the helpers');
    // The script's chunk graph, followed all the way down as the script follows it: the helpers are
    // reached only from their users and the chunks that import a user.
    const script = new TextDecoder().decode(build.script.contents);
    const files = JSON.parse(script.slice(script.indexOf('["'), script.indexOf('],[[') + 1)) as string[];
    const graph = JSON.parse(script.slice(script.indexOf('],[[') + 2, script.indexOf(']]);') + 2)) as number[][];
    const at = files.indexOf(helper);
    const below = (from: number, seen = new Set<number>()): Set<number> => {
      for (const next of graph[from]!) if (!seen.has(next) && seen.add(next)) below(next, seen);
      return seen;
    };
    const importers = files.filter((_, index) => below(index).has(at)).sort();
    // What each chunk imports statically, as its text says.
    const imports = (name: string) => [...text(`chunks/${name}`).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!);
    const usesHelper = (name: string, seen = new Set<string>()): boolean =>
      imports(name).some((next) => next === helper || (!seen.has(next) && seen.add(next) && usesHelper(next, seen)));
    // A chunk that element code imports on demand itself (a view shown later) is the browser's to
    // fetch, not in the script's graph.
    const listed = users.map((chunk) => chunk.path.replace(/^chunks\//, '')).filter((name) => files.includes(name));
    assert.ok(
      listed.every((name) => importers.includes(name)),
      'every user reaches the helpers',
    );
    assert.deepEqual(importers, files.filter((name) => usesHelper(name)).sort());
  });
});
