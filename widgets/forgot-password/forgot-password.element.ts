import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import formsCss from '../core/forms/forms.css';
import { ForgotPasswordForm } from './forgot-password.component.tsx';
import styles from './forgot-password.styles.css';

export const attributes = {
  loginHref: { type: 'string', description: 'Where "Back to Sign In" leads.', default: '/login' },
} as const;

/** `<clinic-forgot-password>`: the /forgot-password form and its confirmation. */
export const forgotPassword = widget({
  tag: 'clinic-forgot-password',
  className: 'ClinicForgotPasswordElement',
  summary: 'Asks for the account e-mail, sends a reset link and confirms where it went.',
  component: ForgotPasswordForm,
  attributes,
  styles: [formsCss, styles],
  events: { 'clinic-reset-link-sent': 'The server accepted the request; the detail has the e-mail it was sent to.' },
  parts: {
    form: 'The form.',
    input: 'The e-mail input.',
    button: 'Each button.',
    submit: 'The Send Reset Link button.',
    link: 'The Back to Sign In links.',
    banner: 'The error message.',
    panel: 'The confirmation view.',
  },
});

defineWidget(forgotPassword);

export type ClinicForgotPasswordElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-forgot-password': ClinicForgotPasswordElement;
  }
}
