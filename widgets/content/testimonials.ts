/**
 * The testimonials, written once: every page that quotes a clinic shows the same words with the
 * same name, role and city. (Invented for this build; replace them with real, consented quotes.)
 * The words are each language's site catalog's `testimonials` namespace
 * (locales/<tag>/site/testimonials.json), English the reference.
 */
import english from '../../locales/en-IN/site/testimonials.json' with { type: 'json' };

export interface Testimonial {
  id: string;
  quote: string;
  name: string;
  role: string;
  city: string;
}

/** The testimonials' ids, in the order the home page lists them. */
const IDS = ['ananya', 'rohan', 'kavya'] as const;

/** The testimonials in a language, from its words by key. */
export function testimonialsIn(words: (key: string) => string): Testimonial[] {
  return IDS.map((id) => ({ id, quote: words(`${id}.quote`), name: words(`${id}.name`), role: words(`${id}.role`), city: words(`${id}.city`) }));
}

/** The testimonials in English. */
export const testimonials: readonly Testimonial[] = testimonialsIn((key) => {
  const text = (english as Record<string, string>)[key];
  if (text === undefined) throw new Error(`testimonials.${key} is missing from the English catalog`);
  return text;
});

/** The testimonial with this id (a wrong id fails the build). */
export function testimonial(id: string): Testimonial {
  const found = testimonials.find((item) => item.id === id);
  if (!found) throw new Error(`no testimonial ${id}`);
  return found;
}
