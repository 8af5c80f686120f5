import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { formUses } from '../../runtime/script/element/form-uses.ts';

export const attributes = {
  /** Where "Sign in" leads. */
  loginHref: { type: 'string', default: '/login' },
  /** The Terms of Service page. */
  termsHref: { type: 'string', default: '/terms' },
  /** The Privacy Policy page. */
  privacyHref: { type: 'string', default: '/privacy' },
  /** Where "Sign up with Google" starts; without it the button says Google sign-in is not available yet. */
  googleSigninUrl: { type: 'string' },
} as const;

/** `<clinic-register>`: the /register free-trial form. */
export const register = widget('clinic-register', () => import('./register.component.tsx'), { uses: formUses, hydrate: 'load', attributes });

defineWidget(register);

export type ClinicRegisterElement = WidgetElement<typeof attributes>;
