import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { ChatLauncher } from './chat-launcher.component.tsx';
import styles from './chat-launcher.styles.css';

export const attributes = {
  fallbackHref: {
    type: 'string',
    description: 'Where the button goes when the page has no working <clinic-chat>.',
    default: '/support',
  },
} as const;

/** `<clinic-chat-launcher>`: the Start Live Chat button of /contact. */
export const chatLauncher = widget({
  tag: 'clinic-chat-launcher',
  className: 'ClinicChatLauncherElement',
  summary: "Start Live Chat: opens the page's <clinic-chat> by setting its open attribute (or goes to fallback-href when there is none).",
  component: ChatLauncher,
  attributes,
  styles: [styles],
  parts: { button: 'The Start Live Chat button.' },
});

defineWidget(chatLauncher);

export type ClinicChatLauncherElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-chat-launcher': ClinicChatLauncherElement;
  }
}
