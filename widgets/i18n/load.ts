/**
 * Fetches a language's catalog: each is a chunk of its own, so a page downloads its own language's
 * and no other. Indian English needs none: every element's code carries its own English messages.
 */
import { LANGUAGES, type Language } from '../../protocol/languages.ts';
import type { Catalog } from './types.ts';

/** Each catalog's fetch, in the order of LANGUAGES (en-IN, first, has none). */
const CATALOGS: (() => Promise<{ default: Catalog }>)[] = [
  () => import('./hi-IN.ts'),
  () => import('./bn-IN.ts'),
  () => import('./ta-IN.ts'),
  () => import('./te-IN.ts'),
  () => import('./mr-IN.ts'),
  () => import('./kn-IN.ts'),
  () => import('./ml-IN.ts'),
  () => import('./gu-IN.ts'),
];

/** The catalog of `language`; null for en-IN, whose messages come with each element's code. */
export async function loadCatalog(language: Language): Promise<Catalog | null> {
  const index = LANGUAGES.indexOf(language);
  return index > 0 ? (await CATALOGS[index - 1]!()).default : null;
}
