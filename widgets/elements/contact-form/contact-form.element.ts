import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { formUses } from '../../runtime/script/element/form-uses.ts';
import { CONTACT_METHODS } from '../../../protocol/contact-methods.ts';

export const attributes = {
  /** The contact method chosen at the start; default: the page's ?method=, else email. */
  method: { type: 'string', values: CONTACT_METHODS, default: 'email', derived: true },
} as const;

/** `<clinic-contact-form>`: the /contact message form, posting to /api/contact. */
export const contactForm = widget('clinic-contact-form', () => import('./contact-form.component.tsx'), { uses: formUses, hydrate: 'load', attributes });

defineWidget(contactForm);

export type ClinicContactFormElement = WidgetElement<typeof attributes>;
