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
export const register = widget({
  tag: 'clinic-register',
  load: () => import('./register.component.tsx'),
  uses: formUses,
  hydrate: 'load',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: register.docs = {
  className: 'ClinicRegisterElement',
  summary: 'The free-trial registration form: clinic, owner, contact, password, clinic type, location, team size and terms.',
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
};

defineWidget(register);

export type ClinicRegisterElement = WidgetElement<typeof attributes>;
