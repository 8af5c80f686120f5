import { defineWidget, widget, type WidgetElement } from '../../runtime/script/element/define.tsx';
import { formUses } from '../../runtime/script/element/form-uses.ts';
import { CONTACT_METHODS } from '../../../protocol/contact-methods.ts';

export const attributes = {
  /** The contact method chosen at the start; default: the page's ?method=, else email. */
  method: { type: 'string', values: CONTACT_METHODS, default: 'email', derived: true },
} as const;

/** `<clinic-contact-form>`: the /contact message form, posting to /api/contact. */
export const contactForm = widget({
  tag: 'clinic-contact-form',
  load: () => import('./contact-form.component.tsx'),
  uses: formUses,
  hydrate: 'load',
  attributes,
});

// What the manifest and the editor data say about it; the browser's script leaves this out.
docs: contactForm.docs = {
  className: 'ClinicContactFormElement',
  summary:
    'The /contact message form: name, email and message required; phone, clinic name and contact method (default email) optional; posts to /api/contact and confirms.',
  events: { 'clinic-contact-sent': 'The message was stored by the server.' },
  parts: {
    form: 'The form.',
    input: 'Each text input and the message box.',
    button: 'The Send Message button, and Send another message after sending.',
    error: 'The banner shown when sending fails.',
    panel: 'The confirmation shown after sending.',
  },
};

defineWidget(contactForm);

export type ClinicContactFormElement = WidgetElement<typeof attributes>;
