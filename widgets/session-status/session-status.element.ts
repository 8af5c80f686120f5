import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { SessionStatus } from './session-status.component.tsx';
import styles from './session-status.styles.css';

export const attributes = {
  loginHref: { type: 'string', description: 'Where Sign in leads, and where Sign out goes.', default: '/login' },
} as const;

/** `<clinic-session-status>`: a Sign in link, or the signed-in user's account menu, updated live. */
export const sessionStatus = widget({
  tag: 'clinic-session-status',
  className: 'ClinicSessionStatusElement',
  summary: 'A Sign In link, or the signed-in user\'s account menu (initials and name; Open the app when an application address is set, Sign out), updated live across tabs.',
  component: SessionStatus,
  attributes,
  styles: [styles],
  events: { 'clinic-signed-out': 'The user signed out here; the session is cleared on every element and tab.' },
  parts: {
    button: 'The account button of a signed-in user (initials and name), opening the account menu.',
    account: 'The same account button.',
    menu: 'The account menu panel: who is signed in, then its items.',
    menuitem: 'Each item of the account menu (Open the app, Sign out).',
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
