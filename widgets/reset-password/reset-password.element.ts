import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import formsCss from '../core/forms/forms.css';
import { ResetPasswordForm } from './reset-password.component.tsx';
import styles from './reset-password.styles.css';

export const attributes = {
  token: { type: 'string', description: "The reset token; default: the page address's ?token= parameter." },
  loginHref: { type: 'string', description: 'Where "Back to Sign In" and "Sign In" lead.', default: '/login' },
  forgotHref: { type: 'string', description: 'Where "Request a New Link" leads from the invalid-link view.', default: '/forgot-password' },
} as const;

/** `<clinic-reset-password>`: the /reset-password views. */
export const resetPassword = widget({
  tag: 'clinic-reset-password',
  className: 'ClinicResetPasswordElement',
  summary: 'Verifies a reset link, then sets a new password under the password rules; shows an invalid-link view and a success view.',
  component: ResetPasswordForm,
  attributes,
  styles: [formsCss, styles],
  events: { 'clinic-password-reset': 'The password was changed; the user must now sign in with it.' },
  parts: {
    form: 'The form.',
    input: 'Each password input.',
    button: 'Each button and button-styled link.',
    submit: 'The Reset Password button.',
    link: 'The Back to Sign In link.',
    banner: 'The error message.',
    panel: 'The verifying, invalid-link and success views.',
  },
});

defineWidget(resetPassword);

export type ClinicResetPasswordElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-reset-password': ClinicResetPasswordElement;
  }
}
