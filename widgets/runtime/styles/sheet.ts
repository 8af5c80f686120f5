// page-state: the constructed stylesheets, shared by every element with the same text.
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
