/**
 * A partner's own words for a message (`configure({ messages })`, a registered language): ICU
 * MessageFormat text. Text without placeholders is used as it is; text with placeholders is
 * compiled by @messageformat/core, fetched as a chunk of its own the first time a page needs it,
 * and the elements showing it render again once it is ready (until then they show the catalog's).
 */
import type { Message } from '../../protocol/message.ts';

/** Compiled overrides, by language and text; texts on their way are `null`. */
const compiled = new Map<string, Message | null>();

/** Whether an override needs compiling: it holds an ICU placeholder, plural, select or quote. */
const needsCompiling = (text: string): boolean => /[{}']/.test(text);

/**
 * The message an override gives in place of `base`: its text, a function of the same values when
 * `base` is one, or `base` itself while the override is being compiled (`ready` is called once it
 * is) or when it does not compile.
 */
export function overrideMessage(text: string, base: Message, language: string, ready: () => void): Message {
  if (!needsCompiling(text)) return typeof base === 'function' ? () => text : text;
  const key = `${language}\u0000${text}`;
  const done = compiled.get(key);
  if (done) return done;
  if (done === undefined) {
    compiled.set(key, null);
    import('./compile-message.ts').then(
      ({ compileMessage }) => {
        compiled.set(key, compileMessage(text, language, base));
        ready();
      },
      () => compiled.delete(key),
    );
  }
  return base;
}
