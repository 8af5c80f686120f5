/**
 * The render-failure screen for an element whose code could not be fetched (offline, a blocked
 * request): the same words as the one React shows around a failing component (boundary.tsx),
 * made here with plain DOM because React itself may be what did not arrive.
 */

const CSS =
  '.render-failure{display:flex;flex-direction:column;gap:12px;padding:24px;border:1px solid var(--clinic-color-danger,#b3261e);' +
  'border-radius:var(--clinic-radius,10px);background:var(--clinic-color-danger-surface,#fdecea);font-family:var(--clinic-font,system-ui,sans-serif)}' +
  '.render-failure h2{margin:0;font-size:1.25em;color:var(--clinic-color-danger,#b3261e)}.render-failure p{margin:0}' +
  '.row{display:flex;flex-wrap:wrap;gap:16px;align-items:center}';

let sheet: CSSStyleSheet | null = null;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.textContent = text;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/** Replaces the shadow root's content with the failure screen; Try Again calls `retry`. */
export function showLoadFailure(container: ShadowRoot, retry: () => void): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  if (!container.adoptedStyleSheets.includes(sheet)) container.adoptedStyleSheets = [...container.adoptedStyleSheets, sheet];
  const button = element('button', 'Try Again', { type: 'button', class: 'button' });
  const row = element('div', '', { class: 'row' });
  row.append(button, element('a', 'Home', { href: '/' }), element('a', 'Support', { href: '/support' }));
  const section = element('section', '', { class: 'render-failure', role: 'alert', 'aria-labelledby': 'render-failure-title', part: 'error' });
  section.append(
    element('h2', 'Something went wrong', { id: 'render-failure-title' }),
    element('p', 'We encountered an unexpected error. Our team has been notified and is working on a fix.'),
    row,
  );
  button.addEventListener('click', () => {
    section.remove();
    retry();
  });
  container.replaceChildren(section);
}
