/**
 * The closed chat, drawn where the page has no server-rendered chat (a partner's page): exactly the
 * markup the chat's component renders closed, with its styles, so the launcher shows before the
 * chat's code is fetched, and the code hydrates it when the visitor reaches for it. A chunk of its
 * own (under 2 KB brotli), so the site's pages, whose chat is server-rendered, never fetch it.
 * test/widgets/elements/chat/chat-shell.test.ts holds it to the component's own render.
 */
import hostCss from '../../runtime/styles/host.css';
import { shadowTokensCss } from '../../runtime/styles/tokens.ts';
import closedCss from './chat.closed.css';

const SVG = 'http://www.w3.org/2000/svg';
const CHAT_ICON = 'M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A2.5 2.5 0 0 1 3 13.5z';

function element(tag: string, attributes: Record<string, string>, namespace?: string): Element {
  const made = namespace ? document.createElementNS(namespace, tag) : document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

let sheets: CSSStyleSheet[] | null = null;

/** Draws the closed chat into the element's empty shadow root. */
export function drawClosedChat(container: ShadowRoot): void {
  sheets ??= [shadowTokensCss(), hostCss, closedCss].map((text) => {
    const made = new CSSStyleSheet();
    made.replaceSync(text);
    return made;
  });
  container.adoptedStyleSheets = sheets;
  const svg = element('svg', { viewBox: '0 0 24 24', width: '28', height: '28', 'aria-hidden': 'true', focusable: 'false' }, SVG);
  svg.append(element('path', { d: CHAT_ICON }, SVG));
  const label = element('span', { class: 'visually-hidden' });
  label.textContent = 'Chat with us';
  const launcher = element('button', { type: 'button', class: 'launcher', part: 'launcher', 'aria-expanded': 'false' });
  launcher.append(svg, label);
  const chat = element('div', { class: 'chat' });
  chat.append(launcher, element('div', { class: 'visually-hidden', 'aria-live': 'polite', 'aria-atomic': 'true' }));
  container.replaceChildren(chat);
}
