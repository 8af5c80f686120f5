/**
 * `ClinicWidgets.registerLanguage(tag, messages)`: a language the elements do not ship, added on
 * the page. Elements whose `lang` names it speak its messages, English for each key they lack; for
 * one of the shipped languages the messages override its catalog's. A chunk of its own, fetched
 * when a page first registers a language: the elements showing it render again once it is in.
 */
import { matchLanguage } from '../../../../protocol/languages.ts';
import { diagnose, type ConfigStore } from './config.ts';

export function registerLanguage(config: ConfigStore, tag: unknown, messages: unknown): void {
  const match = typeof tag === 'string' ? /^\s*([a-z]{2,3})(?:[-_]([a-z]{2}))?\s*$/i.exec(tag) : null;
  if (!match) {
    diagnose((d) => d.reportNotALanguageTag(tag));
    return;
  }
  const primary = match[1]!.toLowerCase();
  const full = `${primary}-${(match[2] ?? 'IN').toUpperCase()}`;
  if (!matchLanguage(primary)) config.added.set(primary, full);
  config.configure({ messages: { [full]: messages } });
}
