/**
 * The notice for an element whose code could not be fetched (offline, a blocked request, a new
 * release): made with plain DOM because React itself may be what did not arrive. It goes above
 * what the element shows, which stays in place and usable where it can be (links follow, fields
 * keep their text); Try Again fetches the code anew.
 */
import { NETWORK_MESSAGE } from '../api/errors.ts';
import type { Catalog } from '../../../i18n/types.ts';

const CSS =
  '.load-failure{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0 0 12px;padding:12px 16px;' +
  'border:1px solid var(--c-color-danger,#b3261e);border-radius:8px;background:var(--c-color-danger-surface,#fdecea)}' +
  '.load-failure button{font:inherit;min-height:44px;padding:0 16px;cursor:pointer}';

let sheet: CSSStyleSheet | null = null;

/** The notice's message: the one every element shows when the network fails it. */
export const LOAD_FAILURE_MESSAGE = NETWORK_MESSAGE;

/**
 * Puts the notice at the top of the shadow root, leaving its content as it is, in the element's
 * language when its catalog came (`words`), else in English; Try Again calls
 * `retry` (a click there is held like any other, and wakes the element's loading too). Returns what removes it (before the element's code renders into the shadow root).
 */
export function showLoadFailure(container: ShadowRoot, retry: () => void, words?: Catalog['common'] | null): () => void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  if (!container.adoptedStyleSheets.includes(sheet)) container.adoptedStyleSheets = [...container.adoptedStyleSheets, sheet];
  const notice = document.createElement('div');
  notice.className = 'load-failure';
  notice.setAttribute('role', 'alert');
  notice.setAttribute('part', 'error');
  const text = document.createElement('span');
  text.textContent = words?.loadFailed ?? LOAD_FAILURE_MESSAGE;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = words?.tryAgain ?? 'Try Again';
  notice.append(text, button);
  button.addEventListener('click', () => {
    notice.remove();
    retry();
  });
  // Above the element's own markup, after the server's stylesheet.
  const first = [...container.childNodes].find((node) => !(node instanceof HTMLStyleElement));
  container.insertBefore(notice, first ?? null);
  return () => {
    notice.remove();
    if (sheet) container.adoptedStyleSheets = container.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}
