/**
 * Inline links in content text, written `[label](target)`, for every element that shows such text
 * (the help content, the FAQ, the chat's replies) and for the static page generator. Parsing gives
 * plain runs and checked links; the views turn links into real <a> elements, so nothing is ever
 * parsed as HTML.
 */

/** One run of inline text: plain, or a link with its (already checked) target. */
export type InlinePart = { text: string; href?: undefined } | { text: string; href: string };

const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;

/**
 * The link targets text may use: a site path (`/x`, not `//x`), an in-page `#id`, an `http(s)`
 * address, `mailto:` an address or `tel:` a number. Anything else (`javascript:`, `//host`) gives
 * null and is shown as its label only.
 */
export function linkHref(target: string): string | null {
  if (/^\/(?!\/)[^\s\\]*$/.test(target) || /^#[\w-]+$/.test(target)) return target;
  if (/^https?:\/\/[^\s/\\?#@]+(?:[/?#][^\s\\]*)?$/i.test(target)) return target;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(target) || /^tel:\+?[\d-]+$/i.test(target)) return target;
  return null;
}

/** Splits inline text into plain runs and links; a link with a target not allowed keeps its label as plain text. */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index ?? 0;
    if (index > at) parts.push({ text: text.slice(at, index) });
    const label = match[1] ?? '';
    const href = linkHref(match[2] ?? '');
    parts.push(href === null ? { text: label } : { text: label, href });
    at = index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The text a reader reads: link labels without their targets (search, announcements). */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}
