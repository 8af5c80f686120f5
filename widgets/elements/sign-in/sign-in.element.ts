import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { formUses } from '../../runtime/script/element/form-uses.ts';

export const attributes = {
  /** Where "Start your free trial" leads. */
  registerHref: { type: 'string', default: '/register' },
  /** Where "Forgot password?" leads. */
  forgotHref: { type: 'string', default: '/forgot-password' },
  /** Where "Sign in with Google" starts; without it (and without data-google-signin-url) the button says Google sign-in is not available yet. */
  googleSigninUrl: { type: 'string' },
} as const;

/** `<clinic-sign-in>`: the /login form. */
export const signIn = widget('clinic-sign-in', () => import('./sign-in.component.tsx'), { uses: formUses, hydrate: 'load', attributes });

defineWidget(signIn);

export type ClinicSignInElement = WidgetElement<typeof attributes>;
