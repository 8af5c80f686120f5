import { useLayoutEffect } from 'react';
import { useHost } from '../core/element/context.ts';
import { enhanceHeader } from './enhance-header.ts';

/**
 * The sticky site header. Its links are the page's static markup (they work with JavaScript off);
 * this adds the collapsible mobile menu, the style change past 20px of scroll and scroll-to-top
 * for a link to the current page.
 */
export function SiteHeader() {
  const { host } = useHost();
  // A layout effect: the behaviour is attached in the same task the element renders in.
  useLayoutEffect(() => enhanceHeader(host), [host]);
  return <slot />;
}
