import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import formsCss from '../core/forms/forms.css';
import { Register } from './register.component.tsx';
import styles from './register.styles.css';

export const attributes = {
  loginHref: { type: 'string', description: 'Where "Sign in" leads.', default: '/login' },
  termsHref: { type: 'string', description: 'The Terms of Service page.', default: '/terms' },
  privacyHref: { type: 'string', description: 'The Privacy Policy page.', default: '/privacy' },
  googleSigninUrl: {
    type: 'string',
    description: 'Where "Sign up with Google" starts; without it the button says Google sign-in is not available yet.',
  },
} as const;

/** `<clinic-register>`: the /register free-trial form. */
export const register = widget({
  tag: 'clinic-register',
  className: 'ClinicRegisterElement',
  summary: 'The free-trial registration form: clinic, owner, contact, password, clinic type, location, team size and terms.',
  component: Register,
  attributes,
  styles: [formsCss, styles],
  events: { 'clinic-registered': 'Registration succeeded; the new user is signed in. Fired before any hand-off to the application.' },
  parts: {
    form: 'The form.',
    heading: 'The heading.',
    input: 'Each input and select.',
    button: 'Each button (submit, show/hide, Google).',
    submit: 'The Start Free Trial button.',
    google: 'The Google button.',
    link: 'The sign-in link.',
    banner: 'The general message (errors).',
    panel: 'The signed-in view.',
  },
});

defineWidget(register);

export type ClinicRegisterElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-register': ClinicRegisterElement;
  }
}
