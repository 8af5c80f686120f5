/**
 * The chat's replies with their links as real <a> elements (never HTML). Which targets are links is
 * the one rule of core/text/links.ts; the chat points site paths (`/pricing`) at the site it
 * belongs to, or at the page the element was given for that path (`demo-href`, `contact-href`).
 */
import type { ReactNode } from 'react';
import { parseInline } from '../core/text/links.ts';

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

/** The text with its links as <a> elements. */
export function InlineLinks({ text, resolve }: { text: string; resolve: ResolveLink }): ReactNode {
  return parseInline(text).map((part, index) =>
    part.href === undefined ? (
      part.text
    ) : (
      <a key={index} href={resolve(part.href)} part="link">
        {part.text}
      </a>
    ),
  );
}
