/**
 * Inline links in content text: `[label](target)` becomes a real <a> element (never HTML). Only
 * site paths (`/pricing`), `mailto:`, `tel:` and WhatsApp click-to-chat (`https://wa.me/<digits>`)
 * are links; any other target shows its label as text.
 */
import type { ReactNode } from 'react';

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;

/** Turns a target into an href, or null when it is not allowed (then the label stays text). */
export type ResolveLink = (target: string) => string | null;

/** Site paths resolve against `siteUrl` (so they lead to our site from a partner's page). */
export function siteLinks(siteUrl: string, routes: Record<string, string> = {}): ResolveLink {
  return (target) => {
    if (/^(mailto|tel):/i.test(target) || /^https:\/\/wa\.me\/\d{8,15}$/.test(target)) return target;
    if (!/^\/(?!\/)/.test(target)) return null;
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
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [all, label, target] = match as unknown as [string, string, string];
    out.push(text.slice(last, match.index));
    const href = resolve(target);
    out.push(
      href ? (
        <a key={match.index} href={href} part="link">
          {label}
        </a>
      ) : (
        label
      ),
    );
    last = match.index + all.length;
  }
  out.push(text.slice(last));
  return out;
}

/** The text with each link replaced by its label (for announcements). */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}
