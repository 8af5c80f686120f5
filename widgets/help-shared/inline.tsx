/**
 * Inline text of the content modules: plain text with links written `[label](/path)`. Links become
 * real <a> elements (React escapes every other character); nothing is ever parsed as HTML. Used by
 * the elements and by the static page generator alike.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { parseInline } from '../runtime/react/links.ts';

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
