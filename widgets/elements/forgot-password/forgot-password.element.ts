import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { formUses } from '../../runtime/script/element/form-uses.ts';

export const attributes = {
  /** Where "Back to Sign In" leads. */
  loginHref: { type: 'string', default: '/login' },
} as const;

/** `<clinic-forgot-password>`: the /forgot-password form and its confirmation. */
export const forgotPassword = widget({
  tag: 'clinic-forgot-password',
  load: () => import('./forgot-password.component.tsx'),
  uses: formUses,
  hydrate: 'load',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: forgotPassword.docs = {
  className: 'ClinicForgotPasswordElement',
  summary: 'Asks for the account e-mail, sends a reset link and confirms where it went.',
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
};

defineWidget(forgotPassword);

export type ClinicForgotPasswordElement = WidgetElement<typeof attributes>;
