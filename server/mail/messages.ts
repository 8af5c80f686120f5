/**
 * The mails' words in every language (locales/<tag>/mail.json, compiled with the product's other
 * catalogs): en-IN is the reference, its text the mails' English word for word.
 */
import type { Language } from '../../protocol/languages.ts';
import { MAIL_MESSAGES } from '../../protocol/locales/server.js';
import { type MailMessages, type MessageValues, writeMessage } from '../../protocol/message.ts';
import { escapeHtml } from '../escape-html.ts';

export { MAIL_MESSAGES, type MailMessages };

/** A mail's words in one language: as text, and as HTML (values escaped; `markup` placeholders take markup that is already safe). */
export interface MailWriter {
  language: Language;
  text(key: keyof MailMessages, values?: MessageValues): string;
  html(key: keyof MailMessages, values?: MessageValues, markup?: Record<string, string>): string;
}

/** The writer of a mail in `language`. */
export function mailWriter(language: Language): MailWriter {
  const words = MAIL_MESSAGES[language];
  const text = (key: keyof MailMessages, values: MessageValues = {}) => writeMessage(words[key], values);
  return {
    language,
    text,
    html(key, values = {}, markup = {}) {
      // Each markup placeholder is first a NUL-delimited marker (no text field holds a NUL), then the markup.
      const names = Object.keys(markup);
      const markers = Object.fromEntries(names.map((name, index) => [name, `\u0000${index}\u0000`]));
      const escaped = escapeHtml(text(key, { ...values, ...markers }));
      return escaped.replace(/\u0000(\d+)\u0000/g, (_, index: string) => markup[names[Number(index)]!] ?? '');
    },
  };
}

/** A mail's HTML opening: it names its language, except en-IN's, which stays as it has always been sent. */
export function htmlOpening(language: Language): string {
  return `<!doctype html><html${language === 'en-IN' ? '' : ` lang="${language}"`}><body style="font-family:sans-serif">`;
}
