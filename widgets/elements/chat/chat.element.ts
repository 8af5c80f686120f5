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
export const chat = widget('clinic-chat', () => import('./chat.component.tsx'), {
  // The chat's code comes with the first open (or a hand reaching for the launcher).
  hydrate: 'interaction',
  shell: () => import('./chat.shell.ts').then((module) => module.drawClosedChat),
  needsCode: (host) => host.hasAttribute('open') || chatLeftOpen(),
  // On a phone (under 480 px, where the launcher is the "Chat" pill) it keeps clear of the page's
  // controls; that code is a chunk of its own, fetched on a phone only.
  connected: (host) => void (innerWidth < 480 && import('./launcher-guard.ts').then((guard) => guard.guardLauncher(host))),
  attributes,
});

defineWidget(chat);

export type ClinicChatElement = WidgetElement<typeof attributes>;
