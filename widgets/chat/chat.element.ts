import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { Chat } from './chat.component.tsx';
import styles from './chat.styles.css';

export const attributes = {
  open: {
    type: 'boolean',
    description: 'Present while the panel is open; set or remove it to open or close the chat.',
  },
  demoHref: { type: 'string', description: 'The demo page linked from replies; default: /demo on site-url.', default: '/demo', derived: true },
  contactHref: { type: 'string', description: 'The contact page linked from replies; default: /contact on site-url.', default: '/contact', derived: true },
  whatsappNumber: {
    type: 'string',
    description: 'WhatsApp number with country code (919876543210) for the fallback reply\'s click-to-chat link; default: the page configuration.',
  },
  siteUrl: {
    type: 'string',
    description: "The site that paths in replies (/pricing) lead to; default: the API base's origin, else the page's.",
  },
} as const;

/** `<clinic-chat>`: the floating chat assistant. */
export const chat = widget({
  tag: 'clinic-chat',
  className: 'ClinicChatElement',
  summary:
    'The floating chat assistant (automatic): launcher and panel; answers from keyword topics after 1.5 s, else with help articles and the channels; the conversation lasts for the tab.',
  component: Chat,
  attributes,
  styles: [styles],
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
    input: 'The message text area.',
    send: 'The send button.',
  },

});

defineWidget(chat);

export type ClinicChatElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-chat': ClinicChatElement;
  }
}
