import { useLayoutEffect } from 'react';
import { useHost } from '../core/element/context.ts';
import { useSession } from '../core/session/use-session.ts';
import { enhanceHeader } from './enhance-header.ts';

/**
 * The sticky site header. Its links are the page's static markup (they work with JavaScript off);
 * this adds the collapsible mobile menu, the style change past 20px of scroll and scroll-to-top
 * for a link to the current page, and marks the header `data-signed-in` while someone is signed in
 * (the page hides its sign-up offers, `[data-signed-out-only]`, then).
 */
export function SiteHeader() {
  const { host } = useHost();
  const signedIn = useSession((state) => state.status === 'authenticated');
  // A layout effect: the behaviour is attached in the same task the element renders in.
  useLayoutEffect(() => enhanceHeader(host), [host]);
  useLayoutEffect(() => {
    (host.querySelector('header') ?? host).toggleAttribute('data-signed-in', signedIn);
  }, [host, signedIn]);
  return <slot />;
}
