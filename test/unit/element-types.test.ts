/** The tag maps in the repository are what the element definitions write: none is edited by hand, none is stale. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { globalsSource, loadingTableSource, publicElementsSource, withLoadingTable } from '../../scripts/element-types.ts';
import type { Documented } from '../../scripts/documented.ts';
import { loadDefinitions } from '../../scripts/manifest.ts';
import { root } from '../../scripts/build-options.ts';

describe('the tag maps, written from the definitions', () => {
  let definitions: Documented[] = [];
  before(async () => {
    ({ definitions } = await loadDefinitions(join(tmpdir(), 'clinic-element-types')));
  });

  it('widgets/public/elements.ts is what the definitions write (run npm run build after changing an element)', () => {
    assert.equal(readFileSync(join(root, 'widgets/public/elements.ts'), 'utf8'), publicElementsSource(definitions));
  });

  it('widgets/globals.ts is what the definitions write', () => {
    assert.equal(readFileSync(join(root, 'widgets/globals.ts'), 'utf8'), globalsSource(definitions));
  });

  it("docs/decisions.md's loading table is what the definitions say", () => {
    const decisions = readFileSync(join(root, 'docs/decisions.md'), 'utf8');
    assert.equal(decisions, withLoadingTable(decisions, loadingTableSource(definitions)));
    assert.match(loadingTableSource(definitions), /\| `interaction, scroll` \| `<clinic-handbook-nav>` \|/);
  });

  it('names every element of the registry once, with its summary as the doc comment', () => {
    const source = publicElementsSource(definitions);
    for (const definition of definitions) {
      assert.equal(source.split(`  '${definition.tag}': {`).length, 2, definition.tag);
      assert.ok(source.includes(`/** ${definition.summary} */\nexport interface ${definition.className} `), definition.tag);
    }
  });
});
