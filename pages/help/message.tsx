/**
 * A site message with inline markup as React elements: its text and whitelisted tags
 * (site-catalog.ts), so a component renders it escaped by React's renderer.
 */
import { createElement, Fragment, type ReactNode } from 'react';
import type { MessageNode } from '../site-catalog.ts';

function toReact(nodes: readonly MessageNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === 'string' ? node : createElement(node.tag, { key: index, ...(node.href ? { href: node.href } : {}) }, ...toReact(node.children)),
  );
}

/** The message's nodes, in a fragment. */
export function Message({ nodes }: { nodes: readonly MessageNode[] }) {
  return createElement(Fragment, null, ...toReact(nodes));
}
