import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** Where the button goes when the page has no working <clinic-chat>. */
  fallbackHref: { type: 'string', default: '/support' },
} as const;

/** `<clinic-chat-launcher>`: the Start Live Chat button of /contact. */
export const chatLauncher = widget({
  tag: 'clinic-chat-launcher',
  load: () => import('./chat-launcher.component.tsx'),
  hydrate: 'interaction',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: chatLauncher.docs = {
  className: 'ClinicChatLauncherElement',
  summary: "Start Live Chat: opens the page's <clinic-chat> by setting its open attribute (or goes to fallback-href when there is none).",
  parts: { button: 'The Start Live Chat button.' },
};

defineWidget(chatLauncher);

export type ClinicChatLauncherElement = WidgetElement<typeof attributes>;
