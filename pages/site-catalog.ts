/**
 * The site's words in one language: the JSON files of locales/<tag>/site/, each a namespace
 * (`login.json` → `login.*` keys) of ICU MessageFormat strings, compiled with @messageformat/core
 * for the language with Latin digits. A message is text; the only markup it may hold is the
 * whitelist below, which the build checks and writes out canonically: everything else in a
 * message, and every value filled into one, is escaped. No Node: the widget tests render fragments
 * with it in the browser.
 */
import MessageFormat from '@messageformat/core';
import { messageArguments } from '../scripts/message-arguments.ts';
import { escapeHtml } from '../server/escape-html.ts';

export { messageArguments };

/** A catalog: every key (`namespace.key`) and its message. */
export type SiteCatalog = Record<string, string>;

/**
 * The tags a message may hold: `<strong>`, `<em>`, `<code>`, `<br>` without attributes, and
 * `<a href="…">` whose address is the site's own (`/…`), a fragment (`#…`), or `mailto:`/`tel:`.
 */
const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)([^<>]*)>/g;
const PLAIN_TAGS = new Set(['strong', 'em', 'code', 'br']);
const LINK_HREF = /^\s+href="((?:\/|#|mailto:|tel:)[^"<>\s]*)"\s*$/;

/** What is wrong with a message's markup: tags outside the whitelist, unbalanced tags, stray `<` or `>`. */
export function markupProblems(message: string): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  const rest = message.replace(TAG, (all, rawName: string, attributes: string) => {
    const name = rawName.toLowerCase();
    const closing = all.startsWith('</');
    if (name === 'a' && !closing) {
      if (!LINK_HREF.test(attributes)) problems.push(`<a> takes one href to a site page, #fragment, mailto: or tel: (${all})`);
    } else if (!PLAIN_TAGS.has(name) && name !== 'a') {
      problems.push(`markup not allowed: ${all}`);
      return '';
    } else if (!closing && attributes.replace(/\s*\/$/, '').trim() !== '') problems.push(`attributes not allowed: ${all}`);
    if (name === 'br') return '';
    if (!closing) open.push(name);
    else if (open.pop() !== name) problems.push(`unbalanced </${name}>`);
    return '';
  });
  if (open.length > 0) problems.push(`unclosed <${open.join('>, <')}>`);
  if (/[<>]/.test(rest)) problems.push('a stray < or > (write the character as text only outside markup)');
  return problems;
}

/** Text for HTML content: `&`, `<` and `>` escaped (quotes need no escape outside attributes). */
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** Values a message is filled with: plain text (escaped where it lands) or trusted markup. */
export interface MessageValues {
  text: Record<string, string | number>;
  /** Markup the build wrote (the company's particulars in their spans), placed as it is. */
  markup?: Record<string, string>;
}

/** A message as a tree: text, and the whitelisted elements with their content. */
export type MessageNode = string | { tag: 'strong' | 'em' | 'code' | 'a' | 'br'; href?: string; children: MessageNode[] };

/** One language's compiled site catalog. */
export class SiteMessages {
  readonly #formatter: MessageFormat;
  readonly #compiled = new Map<string, (values: Record<string, unknown>) => string>();

  constructor(
    /** The language's tag: hi-IN. */
    readonly tag: string,
    readonly catalog: SiteCatalog,
    readonly values: MessageValues = { text: {} },
  ) {
    // Latin digits in every language: numbers are written as the site's figures are.
    this.#formatter = new MessageFormat(`${tag}-u-nu-latn`);
  }

  /** Whether the catalog has this key. */
  has(key: string): boolean {
    return Object.hasOwn(this.catalog, key);
  }

  /** The message `key` formatted, with markup values as placeholders `\u0000n\u0000`; an unknown key or value fails. */
  #format(key: string, extra: Record<string, string | number>, where: string): { out: string; markup: string[] } {
    const message = this.catalog[key];
    if (message === undefined) throw new Error(`${where}: no message ${key} in locales/${this.tag}/site/`);
    const markup: string[] = [];
    const values: Record<string, unknown> = { ...this.values.text, ...extra };
    for (const [name, value] of Object.entries(values)) {
      if (/[<>\u0000]/.test(String(value))) throw new Error(`${where}: the value ${name} holds markup; give it as a markup value`);
    }
    for (const [name, html] of Object.entries(this.values.markup ?? {})) {
      values[name] = `\u0000${markup.length}\u0000`;
      markup.push(html);
    }
    for (const name of messageArguments(message)) {
      if (!Object.hasOwn(values, name)) throw new Error(`${where}: ${key} (${this.tag}) uses {${name}}, which no value fills`);
    }
    let compiled = this.#compiled.get(key);
    if (!compiled) {
      compiled = this.#formatter.compile(message) as (values: Record<string, unknown>) => string;
      this.#compiled.set(key, compiled);
    }
    return { out: compiled(values), markup };
  }

  /** The message as plain text (for a title, an attribute or a component); markup in it fails. */
  text(key: string, extra: Record<string, string | number> = {}, where = key): string {
    const { out } = this.#format(key, extra, where);
    if (/[<>]/.test(this.catalog[key]!) || /\u0000/.test(out)) throw new Error(`${where}: ${key} (${this.tag}) holds markup where only text may go`);
    return out;
  }

  /** The message as HTML content: its whitelisted tags written canonically, the rest escaped. */
  html(key: string, extra: Record<string, string | number> = {}, where = key): string {
    const problems = markupProblems(this.catalog[key] ?? '');
    if (problems.length > 0) throw new Error(`${where}: ${key} (${this.tag}): ${problems.join('; ')}`);
    const { out, markup } = this.#format(key, extra, where);
    let html = '';
    let last = 0;
    for (const match of out.matchAll(TAG)) {
      html += escapeText(out.slice(last, match.index));
      const name = match[1]!.toLowerCase();
      const closing = match[0].startsWith('</');
      if (name === 'br') html += '<br />';
      else if (closing) html += `</${name}>`;
      else if (name === 'a') html += `<a href="${escapeHtml(LINK_HREF.exec(match[2]!)![1]!)}">`;
      else html += `<${name}>`;
      last = match.index + match[0].length;
    }
    html += escapeText(out.slice(last));
    return html.replace(/\u0000(\d+)\u0000/g, (_all, index: string) => markup[Number(index)]!);
  }

  /** The message as a tree of text and whitelisted elements (for a component to render). */
  tree(key: string, extra: Record<string, string | number> = {}, where = key): MessageNode[] {
    const problems = markupProblems(this.catalog[key] ?? '');
    if (problems.length > 0) throw new Error(`${where}: ${key} (${this.tag}): ${problems.join('; ')}`);
    const { out } = this.#format(key, extra, where);
    if (/\u0000/.test(out)) throw new Error(`${where}: ${key} (${this.tag}) uses a markup value where only text may go`);
    const root: MessageNode[] = [];
    const stack: MessageNode[][] = [root];
    let last = 0;
    for (const match of out.matchAll(TAG)) {
      const children = stack[stack.length - 1]!;
      if (match.index > last) children.push(out.slice(last, match.index));
      last = match.index + match[0].length;
      const tag = match[1]!.toLowerCase() as 'strong' | 'em' | 'code' | 'a' | 'br';
      if (tag === 'br') children.push({ tag, children: [] });
      else if (match[0].startsWith('</')) stack.pop();
      else {
        const node = { tag, children: [] as MessageNode[], ...(tag === 'a' ? { href: LINK_HREF.exec(match[2]!)![1]! } : {}) };
        children.push(node);
        stack.push(node.children);
      }
    }
    if (last < out.length) stack[stack.length - 1]!.push(out.slice(last));
    return root;
  }
}
