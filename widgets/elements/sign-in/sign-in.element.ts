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
export const signIn = widget({
  tag: 'clinic-sign-in',
  load: () => import('./sign-in.component.tsx'),
  uses: formUses,
  hydrate: 'load',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: signIn.docs = {
  className: 'ClinicSignInElement',
  summary: 'The sign-in form: e-mail, password with show/hide, remember me for 30 days, forgot-password and registration links, Google.',
  events: { 'clinic-signed-in': 'Sign-in succeeded; the session is stored. Fired before any hand-off to the application.' },
  parts: {
    form: 'The form.',
    input: 'Each text input.',
    button: 'Each button (submit, show/hide, Google).',
    submit: 'The Sign In button.',
    google: 'The Google button.',
    link: 'The forgot-password and registration links.',
    banner: 'The general message (errors).',
    panel: 'The signed-in view.',
  },
};

defineWidget(signIn);

export type ClinicSignInElement = WidgetElement<typeof attributes>;
