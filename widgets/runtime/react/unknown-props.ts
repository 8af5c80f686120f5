/**
 * Warns, once per element, of an attribute the element does not take (`registerherf`) and of a
 * property set on it before it was defined that it does not have: a misspelt prop is otherwise
 * dropped without a word. Checked when the element's code arrives (mount.tsx), in a chunk of its
 * own fetched only for an element with attributes or properties, so neither the classic script nor
 * the renderer carries it; the words come in the configuration's diagnostics chunk.
 */

/** The commonest attributes every element takes: any other is looked at in the diagnostics chunk, which knows them all. */
const COMMON_ATTRIBUTE = /^(?:data-|aria-|(?:class|id|style|slot|lang|dir|title|part)$)/;

/** Elements whose props have been checked. */
const checked = new WeakSet<Element>();

/** Checks `host`'s attributes and own properties against its element's `properties`, once. */
export function reportUnknownProps(host: HTMLElement, tag: string, properties: readonly string[]): void {
  if (checked.has(host)) return;
  checked.add(host);
  // Each property, its dashed attribute (`registerHref` → `register-href`) and its spelling as server rendering writes it (`registerhref`).
  const known = new Set(
    properties.flatMap((property) => [property, property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), property.toLowerCase()]),
  );
  const unknown = [
    ...host.getAttributeNames().filter((name) => !known.has(name) && !COMMON_ATTRIBUTE.test(name)),
    // A framework's own bookkeeping on the node (`__reactFiber$…`, `_vei`, `jQuery…`) is not a prop.
    // r2wc keeps the shadow root as `container` on the element.
    ...Object.keys(host).filter((key) => /^[a-z][A-Za-z0-9]*$/.test(key) && !known.has(key) && key !== 'container'),
  ];
  if (unknown.length > 0) {
    import('../script/config/config-diagnostics.ts').then(
      (diagnostics) => diagnostics.reportUnknownProps(tag, unknown, properties, host),
      () => undefined,
    );
  }
}
