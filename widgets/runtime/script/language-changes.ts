// page-state: one observer of `lang` attributes per page.
/**
 * Follows what may change an element's language: a `lang` attribute set, changed or removed
 * anywhere in the document, or the configured language. Mounted elements listen (mount.tsx), so
 * the observer lives with the renderer, not in the classic script.
 */
import type { PageCore } from './page-core.ts';

const watchers = new WeakMap<PageCore, Set<() => void>>();

/** Calls `listener` on every such change on `page`'s document; returns what stops it. */
export function onLanguageChange(page: PageCore, listener: () => void): () => void {
  let listeners = watchers.get(page);
  if (!listeners) {
    const all = new Set<() => void>();
    const notify = () => {
      for (const each of [...all]) each();
    };
    new MutationObserver(notify).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    page.config.subscribe(notify);
    watchers.set(page, all);
    listeners = all;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
