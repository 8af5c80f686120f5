/**
 * The help content's text without React: inline links written `[label](/path)` and the readable
 * text of each block, for the views (inline.tsx, blocks.tsx) and for the search, which the chat
 * loads without any view.
 */
import type { ContentBlock } from '../content/types.ts';

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

/** A block's fields as a newer or older content file may have them: text, a list of texts, steps. */
export const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
export const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every(isText);
export const isSteps = (value: unknown): value is { title: string; description: string }[] =>
  Array.isArray(value) && value.length > 0 && value.every((step) => step && isText(step.title) && isText(step.description));

/** The readable text of a block, in order (search, tests); nothing for a block it does not know. */
export function blockTexts(block: ContentBlock): string[] {
  const loose = block as unknown as Record<string, unknown>;
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return isText(loose.text) ? [block.text] : [];
    case 'list':
      return isTextList(loose.items) ? block.items : [];
    case 'steps':
      return isSteps(loose.steps) ? block.steps.flatMap((step) => [step.title, step.description]) : [];
    case 'info':
    case 'warning':
    case 'success':
      return [block.title, block.text].filter(isText);
    default:
      return [];
  }
}
