import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** Where Sign in leads, and where Sign out goes. */
  loginHref: { type: 'string', default: '/login', derived: true },
} as const;

/** `<clinic-session-status>`: a Sign in link, or the signed-in user's account menu, updated live. */
export const sessionStatus = widget('clinic-session-status', () => import('./session-status.component.tsx'), { hydrate: 'session', attributes });

defineWidget(sessionStatus);

export type ClinicSessionStatusElement = WidgetElement<typeof attributes>;
