/**
 * The second minifier over the files a visitor downloads (scripts/compact.ts): it keeps what the
 * code does, the license comments, the chunks' export names and a source map that still leads
 * to the sources; the classic script stays ASCII.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { transform } from 'esbuild';
import { SourceMap } from 'node:module';
import { compact } from '../../scripts/compact.ts';

const SOURCE = `/*! @license Example 1.0 (MIT) */
export function greet(name: string): string {
  const greeting = 'नमस्ते';
  const price = '₹7,500';
  return greeting + ', ' + name + ' ' + price;
}
`;

async function built(): Promise<{ code: string; map: string }> {
  const { code, map } = await transform(SOURCE, {
    loader: 'ts',
    format: 'esm',
    minify: true,
    sourcemap: 'external',
    sourcefile: 'greet.ts',
    legalComments: 'inline',
  });
  return { code, map };
}

/** Runs an ES module's text (without its map's comment, which names a file beside it) and returns its exports. */
async function run(code: string): Promise<Record<string, (name: string) => string>> {
  const alone = code.replace(/\/\/# sourceMappingURL=.*$/, '');
  return import(`data:text/javascript;base64,${Buffer.from(alone).toString('base64')}`);
}

describe('the second minifier', () => {
  it('keeps what a chunk does, its export names and its license comment, and writes its text in UTF-8', async () => {
    const input = await built();
    const { code } = await compact({ path: 'chunks/ABC.js', code: input.code, map: input.map }, { module: true });
    assert.equal((await run(code)).greet!('Asha'), 'नमस्ते, Asha ₹7,500');
    assert.match(code, /@license Example 1\.0/);
    assert.match(code, /नमस्ते/, 'a module is read in UTF-8: its text needs no escapes');
    assert.match(code, /\/\/# sourceMappingURL=ABC\.js\.map\s*$/);
  });

  it('keeps the classic script in ASCII, which any page encoding reads alike', async () => {
    const input = await built();
    const { code } = await compact({ path: 'clinic-widgets.js', code: input.code, map: null }, { module: false });
    assert.ok(/^[\x00-\x7f]*$/.test(code), 'only ASCII');
    assert.equal((await run(code)).greet!('Asha'), 'नमस्ते, Asha ₹7,500');
    assert.doesNotMatch(code, /sourceMappingURL/, 'no map, no comment');
  });

  it('gives a source map that leads from the output back to the source', async () => {
    const input = await built();
    const { code, map } = await compact({ path: 'chunks/ABC.js', code: input.code, map: input.map }, { module: true });
    assert.ok(map);
    const line = code.split('\n').findIndex((text) => text.includes('नमस्ते'));
    const column = code.split('\n')[line]!.indexOf('नमस्ते');
    const entry = new SourceMap(JSON.parse(map)).findEntry(line, column) as { originalSource?: string; originalLine?: number };
    assert.equal(entry.originalSource, 'greet.ts');
    assert.equal(entry.originalLine, 2, 'the greeting is on the third line of the source (counted from 0)');
  });
});
