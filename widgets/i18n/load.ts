/**
 * Fetches a language's catalog: its interface messages are a chunk of their own, and each content
 * area (the pricing table's texts) another, so a page downloads its own language's and no other,
 * and only the content its elements show. Indian English needs none: every element's code carries
 * its own English messages and content. The loaders are keyed by language, one per folder of locales/.
 */
import { ELEMENT_CATALOGS, PRICING_CATALOGS } from '../../protocol/locales/catalogs.js';
import { DEFAULT_LANGUAGE, type Language } from '../../protocol/languages.ts';
import type { ContentArea } from './types.ts';

/** Each content area's loaders. */
const CONTENT: Record<ContentArea, typeof PRICING_CATALOGS> = { pricingContent: PRICING_CATALOGS };

/** What a part of a catalog is: the interface messages, or a content area. */
export type CatalogPart = 'ui' | ContentArea;

/** One part of `language`'s catalog, as areas to merge into it; null for en-IN. */
export async function loadCatalogPart(language: Language, part: CatalogPart): Promise<Partial<Record<string, unknown>> | null> {
  if (language === DEFAULT_LANGUAGE) return null;
  const other = language as Exclude<Language, 'en-IN'>;
  if (part !== 'ui') return { [part]: (await CONTENT[part][other]()).default };
  // The interface and the API's messages the browser shows: one chunk.
  return { ...(await ELEMENT_CATALOGS[other]()).default };
}
