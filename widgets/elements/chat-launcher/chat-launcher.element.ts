import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** Where the button goes when the page has no working <clinic-chat>. */
  fallbackHref: { type: 'string', default: '/support' },
} as const;

/** `<clinic-chat-launcher>`: the Start Live Chat button of /contact. */
export const chatLauncher = widget('clinic-chat-launcher', () => import('./chat-launcher.component.tsx'), { hydrate: 'interaction', attributes });

defineWidget(chatLauncher);

export type ClinicChatLauncherElement = WidgetElement<typeof attributes>;
