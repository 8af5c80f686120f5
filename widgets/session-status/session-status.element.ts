import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { SessionStatus } from './session-status.component.tsx';
import styles from './session-status.styles.css';

export const attributes = {
  loginHref: { type: 'string', description: 'Where Sign in leads, and where Sign out goes.', default: '/login' },
} as const;

/** `<clinic-session-status>`: who is signed in, or a Sign in link, and Sign out, updated live. */
export const sessionStatus = widget({
  tag: 'clinic-session-status',
  className: 'ClinicSessionStatusElement',
  summary: 'Shows who is signed in (or a Sign in link) and a Sign out button, updated live across tabs.',
  component: SessionStatus,
  attributes,
  styles: [styles],
  events: { 'clinic-signed-out': 'The user signed out here; the session is cleared on every element and tab.' },
  parts: {
    panel: 'The signed-in row (name, e-mail, Sign out).',
    button: 'The Sign out button.',
    link: 'The Sign in link shown when nobody is signed in.',
  },
});

defineWidget(sessionStatus);

export type ClinicSessionStatusElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-session-status': ClinicSessionStatusElement;
  }
}
