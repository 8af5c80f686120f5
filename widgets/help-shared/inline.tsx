/**
 * Inline text of the content modules: plain text with links written `[label](/path)`. Links become
 * real <a> elements (React escapes every other character); nothing is ever parsed as HTML. Used by
 * the elements and by the static page generator alike.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** One run of inline text: plain, or a link with its (already checked) target. */
export type InlinePart = { text: string; href?: undefined } | { text: string; href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]*)\)/g;

/**
 * The link targets content may use: a site path (`/x`, not `//x`), an in-page `#id`, `mailto:` or
 * `tel:`. Anything else (`javascript:`, other sites) gives null and is shown as its label only.
 */
export function safeHref(target: string): string | null {
  if (/^\/(?!\/)[^\s\\]*$/.test(target) || /^#[\w-]+$/.test(target)) return target;
  if (/^mailto:[^\s@]+@[^\s@]+$/.test(target) || /^tel:\+?[\d-]+$/.test(target)) return target;
  return null;
}

/** Splits inline text into plain runs and links; unsafe links keep their label as plain text. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > at) parts.push({ text: text.slice(at, index) });
    const label = match[1] ?? '';
    const href = safeHref(match[2] ?? '');
    parts.push(href === null ? { text: label } : { text: label, href });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The text a reader reads: link labels without their targets. */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}

/**
 * How a site path becomes an address: as it is on our own pages; an embed on another site points
 * it at the site the content came from (see SiteLinksProvider in content.tsx).
 */
export const SiteLinks = createContext<(path: string) => string>((path) => path);

/** The address of a site path in the current context. */
export function useSiteHref(): (path: string) => string {
  return useContext(SiteLinks);
}

/** Inline text with its links as <a> elements. */
export function Inline({ text }: { text: string }): ReactNode {
  const site = useSiteHref();
  return parseInline(text).map((part, index) =>
    part.href === undefined ? (
      part.text
    ) : (
      <a key={index} href={part.href.startsWith('/') ? site(part.href) : part.href}>
        {part.text}
      </a>
    ),
  );
}
