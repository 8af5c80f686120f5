import { createElement, type ReactNode } from 'react';

/**
 * A custom element's tag around static markup. Made with createElement rather than JSX, so the
 * build needs no JSX typings for clinic-* tags (the shipped declarations own those).
 */
export function CustomTag({ tag, children }: { tag: `clinic-${string}`; children: ReactNode }) {
  return createElement(tag, null, children);
}
