import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** Where Sign in leads, and where Sign out goes. */
  loginHref: { type: 'string', default: '/login', derived: true },
} as const;

/** `<clinic-session-status>`: a Sign in link, or the signed-in user's account menu, updated live. */
export const sessionStatus = widget({
  tag: 'clinic-session-status',
  load: () => import('./session-status.component.tsx'),
  hydrate: 'session',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: sessionStatus.docs = {
  className: 'ClinicSessionStatusElement',
  summary: 'A Sign In link, or the account menu (Open the app, Sign out), updated live across tabs.',
  events: { 'clinic-signed-out': 'The user signed out here; the session is cleared on every element and tab.' },
  parts: {
    button: 'The account button (initials and name).',
    menu: 'The account menu.',
    menuitem: 'Each menu item.',
    link: 'The Sign in link shown when nobody is signed in.',
  },
};

defineWidget(sessionStatus);

export type ClinicSessionStatusElement = WidgetElement<typeof attributes>;
