/**
 * Fetches a language's catalog: its interface messages are a chunk of their own, and each content
 * area (the pricing table's texts) another, so a page downloads its own language's and no other,
 * and only the content its elements show. Indian English needs none: every element's code carries
 * its own English messages and content.
 */
import { LANGUAGES, type Language } from '../../protocol/languages.ts';
import type { Catalog, ContentArea, ContentCatalog, ProtocolArea, UiCatalog } from './types.ts';

/** Each language's interface catalog, in the order of LANGUAGES (en-IN, first, has none). */
const CATALOGS: (() => Promise<{ default: UiCatalog }>)[] = [
  () => import('./hi-IN/index.ts'),
  () => import('./bn-IN/index.ts'),
  () => import('./ta-IN/index.ts'),
  () => import('./te-IN/index.ts'),
  () => import('./mr-IN/index.ts'),
  () => import('./kn-IN/index.ts'),
  () => import('./ml-IN/index.ts'),
  () => import('./gu-IN/index.ts'),
];

/** The API's messages of each language (the checks' and the error codes'), shared with the server, in the same order. */
const PROTOCOL: (() => Promise<Pick<Catalog, ProtocolArea>>)[] = [
  () => import('../../protocol/messages/hi-IN.ts'),
  () => import('../../protocol/messages/bn-IN.ts'),
  () => import('../../protocol/messages/ta-IN.ts'),
  () => import('../../protocol/messages/te-IN.ts'),
  () => import('../../protocol/messages/mr-IN.ts'),
  () => import('../../protocol/messages/kn-IN.ts'),
  () => import('../../protocol/messages/ml-IN.ts'),
  () => import('../../protocol/messages/gu-IN.ts'),
];

/** Each content area's translations, in the same order. */
const CONTENT: Record<ContentArea, (() => Promise<{ default: ContentCatalog }>)[]> = {
  pricingContent: [
    () => import('./hi-IN/pricing.ts'),
    () => import('./bn-IN/pricing.ts'),
    () => import('./ta-IN/pricing.ts'),
    () => import('./te-IN/pricing.ts'),
    () => import('./mr-IN/pricing.ts'),
    () => import('./kn-IN/pricing.ts'),
    () => import('./ml-IN/pricing.ts'),
    () => import('./gu-IN/pricing.ts'),
  ],
};

/** What a part of a catalog is: the interface messages, or a content area. */
export type CatalogPart = 'ui' | ContentArea;

/** One part of `language`'s catalog, as areas to merge into it; null for en-IN. */
export async function loadCatalogPart(language: Language, part: CatalogPart): Promise<Partial<Record<string, unknown>> | null> {
  const index = LANGUAGES.indexOf(language) - 1;
  if (index < 0) return null;
  if (part !== 'ui') return { [part]: (await CONTENT[part][index]!()).default };
  // The interface and the API's messages come together, in one wave.
  const [ui, { validation, errors }] = await Promise.all([CATALOGS[index]!(), PROTOCOL[index]!()]);
  return { ...ui.default, validation, errors };
}
