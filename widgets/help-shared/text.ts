/**
 * The help content's text without React: the readable text of each block, for the views
 * (blocks.tsx) and for the search, which the chat loads without any view.
 */
import type { ContentBlock } from '../content/types.ts';

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
