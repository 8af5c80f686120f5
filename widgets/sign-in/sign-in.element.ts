import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import formsCss from '../core/forms/forms.css';
import { SignIn } from './sign-in.component.tsx';
import styles from './sign-in.styles.css';

export const attributes = {
  registerHref: { type: 'string', description: 'Where "Start your free trial" leads.', default: '/register' },
  forgotHref: { type: 'string', description: 'Where "Forgot password?" leads.', default: '/forgot-password' },
  googleSigninUrl: {
    type: 'string',
    description: 'Where "Sign in with Google" starts; without it (and without data-google-signin-url) the button says Google sign-in is not available yet.',
  },
} as const;

/** `<clinic-sign-in>`: the /login form. */
export const signIn = widget({
  tag: 'clinic-sign-in',
  className: 'ClinicSignInElement',
  summary: 'The sign-in form: e-mail, password with show/hide, remember me for 30 days, forgot-password and registration links, Google.',
  component: SignIn,
  attributes,
  styles: [formsCss, styles],
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
});

defineWidget(signIn);

export type ClinicSignInElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-sign-in': ClinicSignInElement;
  }
}
