/**
 * A tenth language for the tests: Punjabi (pa-IN), written into a copy of locales/ as a translator
 * starts one, from English with the words translated so far (test/fixtures/locales/pa-IN/overlay.json)
 * over it, so the folder is complete and every check passes.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const FIXTURE = fileURLToPath(new URL('../fixtures/locales/pa-IN/', import.meta.url));

type Tree = { [key: string]: string | Tree };

/** `base` with `over`'s keys put in, key by key. */
function overlay(base: Tree, over: Tree | undefined): Tree {
  if (!over) return base;
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = typeof value === 'string' || typeof base[key] === 'string' ? value : overlay(base[key] as Tree, value);
  }
  return out;
}

/** Writes `<root>/pa-IN/` from `<root>/en-IN/` and the fixture; returns its folder. */
export function addPunjabi(root: string): string {
  const dir = join(root, 'pa-IN');
  mkdirSync(dir, { recursive: true });
  cpSync(join(FIXTURE, 'language.json'), join(dir, 'language.json'));
  cpSync(join(FIXTURE, 'REVIEW.md'), join(dir, 'REVIEW.md'));
  // Each catalog of English (site/pricing.json is `site/pricing` in the overlay), with the words translated so far.
  const translated = JSON.parse(readFileSync(join(FIXTURE, 'overlay.json'), 'utf8')) as Record<string, Tree>;
  const english = join(root, 'en-IN');
  const files = readdirSync(english, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json') && name !== 'language.json');
  for (const file of files) {
    const messages = JSON.parse(readFileSync(join(english, file), 'utf8')) as Tree;
    const key = relative('.', file)
      .split('\\')
      .join('/')
      .replace(/\.json$/, '');
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `${JSON.stringify(overlay(messages, translated[key]), null, 2)}\n`);
  }
  return dir;
}
