/** The import map a host page prints for its chunks, and the CSP hash the server allows it by. */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { importMapScript } from '../../scripts/page-import-maps.ts';
import { chunkManifest, manifestIntegrity } from '../../scripts/widgets.ts';
import { inlineScriptHashes } from '../../server/site/html-pages.ts';

const integrity = { 'chunks/a-AAAAAAAA.js': 'sha384-a', 'chunks/b-BBBBBBBB.js': 'sha384-b' };

describe("a host page's import map", () => {
  it("names the page's chunks on the site's origin with their hashes, and no other chunk", () => {
    const script = importMapScript(['chunks/b-BBBBBBBB.js'], integrity);
    assert.equal(script, '<script type="importmap" data-clinic-inline>{"integrity":{"/chunks/b-BBBBBBBB.js":"sha384-b"}}</script>');
  });

  it('refuses a chunk the build has no hash for', () => {
    assert.throws(() => importMapScript(['chunks/c-CCCCCCCC.js'], integrity), /no integrity value for chunks\/c-CCCCCCCC\.js/);
  });

  it('is allowed by its own hash in the CSP, beside the held-actions script', () => {
    const map = importMapScript(['chunks/a-AAAAAAAA.js'], integrity);
    const text = /<script[^>]*>(.*)<\/script>/.exec(map)![1]!;
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    assert.deepEqual(inlineScriptHashes(`<head><script data-clinic-inline>held()</script>${map}<script src="/clinic-widgets.js"></script>`), [
      hash('held()'),
      hash(text),
    ]);
  });
});

describe('the chunk manifest', () => {
  it('is an import map of every chunk relative to the script, which the script names by its sha256', () => {
    const bytes = chunkManifest(integrity);
    assert.deepEqual(JSON.parse(new TextDecoder().decode(bytes)), {
      integrity: { './chunks/a-AAAAAAAA.js': 'sha384-a', './chunks/b-BBBBBBBB.js': 'sha384-b' },
    });
    assert.equal(manifestIntegrity(bytes), `sha256-${createHash('sha256').update(bytes).digest('base64')}`);
  });
});
