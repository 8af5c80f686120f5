import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { formUses } from '../../runtime/script/element/form-uses.ts';

export const attributes = {
  /** Where "Back to Sign In" leads. */
  loginHref: { type: 'string', default: '/login' },
} as const;

/** `<clinic-forgot-password>`: the /forgot-password form and its confirmation. */
export const forgotPassword = widget('clinic-forgot-password', () => import('./forgot-password.component.tsx'), {
  uses: formUses,
  hydrate: 'load',
  attributes,
});

defineWidget(forgotPassword);

export type ClinicForgotPasswordElement = WidgetElement<typeof attributes>;
