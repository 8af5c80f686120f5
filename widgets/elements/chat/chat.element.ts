import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { chatLeftOpen } from './left-open.ts';

export const attributes = {
  /** Present while the panel is open; set or remove it to open or close the chat. */
  open: { type: 'boolean' },
  /** The demo page linked from replies; default: /demo on site-url. */
  demoHref: { type: 'string', default: '/demo', derived: true },
  /** The contact page linked from replies; default: /contact on site-url. */
  contactHref: { type: 'string', default: '/contact', derived: true },
  /** WhatsApp number with country code (919876543210) for the fallback reply's click-to-chat link; default: the page configuration. */
  whatsappNumber: { type: 'string' },
  /** The site that paths in replies (/pricing) lead to; default: the page configuration's siteUrl (the script's own origin). */
  siteUrl: { type: 'string' },
} as const;

/** `<clinic-chat>`: the floating chat assistant. */
export const chat = widget({
  tag: 'clinic-chat',
  load: () => import('./chat.component.tsx'),
  // The chat's code comes with the first open (or a hand reaching for the launcher).
  hydrate: 'interaction',
  shell: () => import('./chat.shell.ts').then((module) => module.drawClosedChat),
  needsCode: (host) => host.hasAttribute('open') || chatLeftOpen(),
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: chat.docs = {
  className: 'ClinicChatElement',
  summary:
    'The floating chat assistant (automatic): launcher and panel; after 1.5 s answers by quoting and linking the help centre and the handbook (company questions from its topics), says when it does not know and offers the channels; the conversation lasts for the tab.',
  events: { 'clinic-chat-toggle': 'The panel opened or closed.' },
  parts: {
    launcher: 'The round button that opens and closes the panel.',
    panel: 'The panel (a non-modal dialog).',
    close: 'The close button.',
    messages: 'The message list.',
    message: 'Each message; bot messages are also `bot`, the typing indicator `typing`.',
    bot: "Each of the assistant's messages.",
    typing: 'The typing indicator.',
    link: 'Each link in a reply.',
    feedback: 'The "Was this helpful?" Yes and No under an answer, then the thanks.',
    input: 'The message text area.',
    send: 'The send button.',
  },
};

defineWidget(chat);

export type ClinicChatElement = WidgetElement<typeof attributes>;
