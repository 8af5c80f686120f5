/**
 * The sections of the /demo product tour: four sections, 9 minutes in all, with overview selected
 * by default. The structure (ids, durations, order) is here; the words are each language's site
 * catalog's `demo-tour` namespace (locales/<tag>/site/demo-tour.json), English the reference.
 */
import english from '../../locales/en-IN/site/demo-tour.json' with { type: 'json' };
import type { DemoSection } from './types.ts';

/** The sections in order, by id and duration; the first (overview) is selected when the page opens. */
const SECTIONS = [
  ['overview', '3 min'],
  ['scheduling', '2 min'],
  ['clients', '2 min'],
  ['analytics', '2 min'],
] as const;

/** How many highlights a section has in the reference catalog. */
const highlightCount = (id: string) => Object.keys(english).filter((key) => key.startsWith(`${id}.highlight_`)).length;

/** The tour's sections in a language, from its words by key. */
export function demoSectionsIn(words: (key: string) => string): DemoSection[] {
  return SECTIONS.map(([id, duration]) => ({
    id,
    title: words(`${id}.title`),
    duration,
    description: words(`${id}.description`),
    highlights: Array.from({ length: highlightCount(id) }, (_, index) => words(`${id}.highlight_${index + 1}`)),
  }));
}

/** The tour's sections in English. */
export const demoSections: DemoSection[] = demoSectionsIn((key) => {
  const text = (english as Record<string, string>)[key];
  if (text === undefined) throw new Error(`demo-tour.${key} is missing from the English catalog`);
  return text;
});
