import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { SessionStatus } from './session-status.component.tsx';
import styles from './session-status.styles.css';

export const attributes = {
  loginHref: {
    type: 'string',
    description: 'Where Sign in leads, and where Sign out goes.',
    default: '/login',
    derived: true,
  },
} as const;

/** `<clinic-session-status>`: a Sign in link, or the signed-in user's account menu, updated live. */
export const sessionStatus = widget({
  tag: 'clinic-session-status',
  className: 'ClinicSessionStatusElement',
  summary: 'A Sign In link, or the account menu (Open the app, Sign out), updated live across tabs.',
  component: SessionStatus,
  attributes,
  styles: [styles],
  events: { 'clinic-signed-out': 'The user signed out here; the session is cleared on every element and tab.' },
  parts: {
    button: 'The account button (initials and name).',
    menu: 'The account menu.',
    menuitem: 'Each menu item.',
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
