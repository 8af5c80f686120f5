/**
 * The closed chat, drawn where the page has no server-rendered chat (a partner's page): exactly the
 * markup the chat's component renders closed, with its styles, so the launcher shows before the
 * chat's code is fetched, and the code hydrates it when the visitor reaches for it. A chunk of its
 * own (under 2 KB brotli), so the site's pages, whose chat is server-rendered, never fetch it.
 * test/widgets/elements/chat/chat-shell.test.ts holds it to the component's own render.
 */
import resetCss from '../../runtime/styles/reset.css';
import closedTokensCss from './chat.closed-tokens.css';
import closedCss from './chat.closed.css';
import type { Catalog } from '../../i18n/types.ts';

/**
 * The closed chat's markup, a constant of this file (no data goes into it): the launcher with its
 * icon and label, and the polite live region the open chat announces in.
 */
const CLOSED_CHAT =
  '<div class="chat"><button type="button" class="launcher" part="launcher" aria-expanded="false" data-short="Chat">' +
  '<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">' +
  '<path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A2.5 2.5 0 0 1 3 13.5z"></path></svg>' +
  '<span class="visually-hidden">Chat with us</span></button>' +
  '<div class="visually-hidden" aria-live="polite" aria-atomic="true"></div></div>';

type Policy = { createHTML(html: string): unknown };
let policy: Policy | undefined;

/**
 * The markup as the page lets it in: on a page that enforces Trusted Types, through a policy of
 * ours that passes only this constant.
 */
function closedChatHtml(): unknown {
  const types = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createHTML(html: string): string }): Policy } }).trustedTypes;
  if (!types) return CLOSED_CHAT;
  policy ??= types.createPolicy('clinic-widgets-chat', { createHTML: () => CLOSED_CHAT });
  return policy.createHTML(CLOSED_CHAT);
}

let sheets: CSSStyleSheet[] | null = null;

/**
 * Draws the closed chat into the element's empty shadow root; its label in the element's language
 * when that language's catalog is given (as text, never markup).
 */
export function drawClosedChat(container: ShadowRoot, catalog?: Catalog | null): void {
  sheets ??= [closedTokensCss, resetCss, closedCss].map((text) => {
    const made = new CSSStyleSheet();
    made.replaceSync(text);
    return made;
  });
  container.adoptedStyleSheets = sheets;
  const template = document.createElement('template');
  template.innerHTML = closedChatHtml() as string;
  if (catalog) {
    const launcher = template.content.querySelector<HTMLElement>('.launcher')!;
    launcher.querySelector('span')!.textContent = catalog.chat.open;
    launcher.dataset.short = catalog.chat.short;
  }
  container.replaceChildren(template.content);
}
