/**
 * The chat's replies with their links as real <a> elements (never HTML). Which targets are links is
 * the one rule of core/text/links.ts; the chat points site paths (`/pricing`) at the site it
 * belongs to, or at the page the element was given for that path (`demo-href`, `contact-href`).
 */
import type { ReactNode } from 'react';
import { parseInline } from '../../runtime/react/links.ts';

/** Turns an allowed target into the href the chat shows. */
export type ResolveLink = (target: string) => string;

/** Site paths resolve against `siteUrl` (so they lead to our site from a partner's page). */
export function siteLinks(siteUrl: string, routes: Record<string, string> = {}): ResolveLink {
  return (target) => {
    if (!target.startsWith('/')) return target;
    const routed = routes[target];
    if (routed) return routed;
    try {
      return new URL(target, siteUrl).href;
    } catch {
      return target;
    }
  };
}

/** The text with its links as <a> elements; those `newTab` names open in a new tab. */
export function InlineLinks({ text, resolve, newTab = () => false }: { text: string; resolve: ResolveLink; newTab?: (href: string) => boolean }): ReactNode {
  return parseInline(text).map((part, index) => {
    if (part.href === undefined) return part.text;
    const href = resolve(part.href);
    return newTab(href) ? (
      <a key={index} href={href} part="link" target="_blank" rel="noopener">
        {part.text}
      </a>
    ) : (
      <a key={index} href={href} part="link">
        {part.text}
      </a>
    );
  });
}
