/**
 * The README's list of message keys (`configure({ messages })`), made from the en-IN catalogs: one
 * line per area with its keys. `npx tsx scripts/message-keys.ts --write` rewrites the list between
 * its markers; the unit tests check that the README's list is this one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pricingContent, readCatalog } from './compile-locales.ts';
import { readLocales } from './locales.ts';
import { root } from './build-options.ts';

export const START = '<!-- message-keys: start -->';
export const END = '<!-- message-keys: end -->';

/** The list, as Markdown. */
export function messageKeyList(): string {
  const english = readLocales()[0]!;
  const api = readCatalog(english, 'api');
  const areas = {
    ...readCatalog(english, 'elements'),
    pricingContent: pricingContent(readCatalog(english, 'pricing')),
    validation: api.validation!,
    errors: api.errors!,
  };
  const lines = Object.entries(areas).map(
    ([area, messages]) =>
      `- \`${area}.\`: ${Object.keys(messages)
        .map((key) => `\`${key}\``)
        .join(', ')}.`,
  );
  return `${START}\n${lines.join('\n')}\n${END}`;
}

/** The README with its list replaced by `list`. */
export function withKeyList(readme: string, list = messageKeyList()): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
  if (readme.indexOf(START, end) >= 0) throw new Error(`README.md has a second ${START} block`);
  return readme.slice(0, start) + list + readme.slice(end + END.length);
}

if (process.argv.includes('--write')) {
  const file = `${root}README.md`;
  writeFileSync(file, withKeyList(readFileSync(file, 'utf8')));
}
