import { startResetCheck } from '../../runtime/script/api/early.ts';
import { formUses } from '../../runtime/script/element/form-uses.ts';
import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';

export const attributes = {
  /** The reset token; default: the page address's ?token= parameter. */
  token: { type: 'string' },
  /** Where "Back to Sign In" and "Sign In" lead. */
  loginHref: { type: 'string', default: '/login' },
  /** Where "Request a New Link" leads from the invalid-link view. */
  forgotHref: { type: 'string', default: '/forgot-password' },
} as const;

/** `<clinic-reset-password>`: the /reset-password views. */
export const resetPassword = widget('clinic-reset-password', () => import('./reset-password.component.tsx'), {
  uses: formUses,
  hydrate: 'load',
  attributes,
  // The link is checked while the form's code loads: the token as the form reads it (its
  // attribute, else the address), at the element's API base. The answer is read without the API
  // client when it is the plain one, so the page needs the client only once the visitor acts.
  early(host, page) {
    const attribute = host.getAttribute('token');
    const token = (attribute ?? new URLSearchParams(location.search).get('token') ?? '').trim();
    if (!token) return;
    const apiBase = host.getAttribute('api-base')?.trim() || page.config.get().apiBase;
    startResetCheck(page, apiBase, token);
  },
});

defineWidget(resetPassword);

export type ClinicResetPasswordElement = WidgetElement<typeof attributes>;
