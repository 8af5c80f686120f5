import hostCss from './host.css';
import { shadowTokensCss } from './tokens.ts';

const cache = new Map<string, CSSStyleSheet>();

/** Makes (once per text) a constructable stylesheet to adopt into shadow roots; no <style> markup. */
export function sheet(cssText: string): CSSStyleSheet {
  let made = cache.get(cssText);
  if (!made) {
    made = new CSSStyleSheet();
    made.replaceSync(cssText);
    cache.set(cssText, made);
  }
  return made;
}

/** The stylesheet texts every element starts with: the tokens and the host reset. */
export function baseStyleTexts(): string[] {
  return [shadowTokensCss(), hostCss];
}

/** The sheets every element starts with: the tokens and the host reset. */
export function baseSheets(): CSSStyleSheet[] {
  return baseStyleTexts().map(sheet);
}
