/**
 * The registry lists every element once, each entry true to its definition (tag, and when its
 * code loads), and the bundle's entry defines every tag at once.
 */
import { expect } from '@open-wc/testing';
import type { WidgetDefinition } from '../../widgets/runtime/script/element/define.tsx';
import '../../widgets/index.ts';
import { registry } from '../../widgets/registry.ts';

describe('the element registry', () => {
  it('lists each tag once, with its own definition and load rule', () => {
    const tags = registry.map((entry) => entry.tag);
    expect(new Set(tags).size).to.equal(tags.length);
    for (const entry of registry) {
      expect(entry.definition.tag, entry.tag).to.equal(entry.tag);
      expect(entry.loads, entry.tag).to.equal((entry.definition as WidgetDefinition<any>).hydrate ?? 'script');
    }
  });

  it('has every tag defined by the bundle at once', async () => {
    for (const { tag } of registry) expect(customElements.get(tag), tag).to.not.equal(undefined);
  });
});
