/**
 * Compiles a partner's message at run time with @messageformat/core, the library that compiles
 * the product's own catalogs at build. A message that does not compile keeps the catalog's, and
 * the console says why.
 */
import MessageFormat from '@messageformat/core';
import type { Message } from '../../protocol/message.ts';

const formats = new Map<string, MessageFormat>();

/** `text` compiled for `language` (numbers in Latin digits, as the catalogs write them). */
export function compileMessage(text: string, language: string, fallback: Message): Message {
  try {
    const mf = formats.get(language) ?? new MessageFormat(`${language}-u-nu-latn`);
    formats.set(language, mf);
    const write = mf.compile(text);
    return (values?: Record<string, unknown>) => String(write(values ?? {}));
  } catch (error) {
    console.warn(`[clinic-widgets] The message "${text}" is not valid ICU MessageFormat (${(error as Error).message}); the catalog's is shown.`);
    return fallback;
  }
}
