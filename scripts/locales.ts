/**
 * The languages the product speaks are the folders of locales/: each folder is named by its BCP 47
 * tag (`hi-IN`) and holds every word of that language, with `language.json` describing it. Every
 * list of languages (the elements' catalogs, the API's and the mails' messages, the site's twins,
 * the language switcher) is read from here at build; adding a language is adding a folder.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the language folders. */
export const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));

/** The reference language: every other folder has exactly its keys. */
export const REFERENCE_LOCALE = 'en-IN';

/** A language, as its folder's language.json describes it. */
export interface LocaleInfo {
  /** The BCP 47 tag, the folder's name: `hi-IN`. */
  tag: string;
  /** The language's name in its own script: हिन्दी. */
  name: string;
  /** Its name in English: Hindi. */
  englishName: string;
  /** The path prefix of its site (`hi` → /hi/pricing); '' for the reference language only. */
  path: string;
  /** Open Graph's spelling of the locale: `hi_IN`. */
  ogLocale: string;
  /** Where it stands in language lists (the reference first). */
  order: number;
  /** Its folder. */
  dir: string;
}

const TAG = /^[a-z]{2,3}-[A-Z]{2}$/;

/** Every language folder under `root`, the reference first, then by `order` and tag. */
export function readLocales(root = LOCALES_DIR): LocaleInfo[] {
  const locales: LocaleInfo[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(root, entry.name);
    const file = join(dir, 'language.json');
    if (!TAG.test(entry.name)) throw new Error(`locales/${entry.name}: a language folder is named by its tag, like hi-IN`);
    if (!existsSync(file)) throw new Error(`locales/${entry.name}: language.json is missing`);
    const info = JSON.parse(readFileSync(file, 'utf8')) as Omit<LocaleInfo, 'tag' | 'dir'>;
    for (const key of ['name', 'englishName', 'path', 'ogLocale'] as const) {
      if (typeof info[key] !== 'string') throw new Error(`locales/${entry.name}/language.json: "${key}" must be a string`);
    }
    // A language's pages are under its primary subtag (/hi/pricing): the elements find them so.
    if (info.path !== (entry.name === REFERENCE_LOCALE ? '' : entry.name.split('-')[0])) {
      throw new Error(`locales/${entry.name}/language.json: "path" is '' for ${REFERENCE_LOCALE} and the tag's language code (hi for hi-IN) for the others`);
    }
    locales.push({ ...info, order: typeof info.order === 'number' ? info.order : 1000, tag: entry.name, dir });
  }
  const reference = locales.find((locale) => locale.tag === REFERENCE_LOCALE);
  if (!reference) throw new Error(`locales/${REFERENCE_LOCALE} is missing: it is the reference language`);
  const others = locales.filter((locale) => locale !== reference).sort((a, b) => a.order - b.order || a.tag.localeCompare(b.tag));
  return [reference, ...others];
}
