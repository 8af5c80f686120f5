import { defineWidget, widget, type WidgetElement } from '../core/element/define.tsx';
import { CONTACT_METHODS } from '../../protocol/index.ts';
import { ContactForm } from './contact-form.component.tsx';
import styles from './contact-form.styles.css';

export const attributes = {
  method: {
    type: 'string',
    values: CONTACT_METHODS,
    description: "The contact method chosen at the start; default: the page's ?method=, else email.",
    default: 'email',
    derived: true,
  },
} as const;

/** `<clinic-contact-form>`: the /contact message form, posting to /api/contact. */
export const contactForm = widget({
  tag: 'clinic-contact-form',
  className: 'ClinicContactFormElement',
  summary:
    'The /contact message form: name, email and message required; phone, clinic name and contact method (default email) optional; posts to /api/contact and confirms.',
  component: ContactForm,
  attributes,
  styles: [styles],
  events: { 'clinic-contact-sent': 'The message was stored by the server.' },
  parts: {
    form: 'The form.',
    input: 'Each text input and the message box.',
    button: 'The Send Message button, and Send another message after sending.',
    error: 'The banner shown when sending fails.',
    panel: 'The confirmation shown after sending.',
  },
});

defineWidget(contactForm);

export type ClinicContactFormElement = WidgetElement<typeof attributes>;

declare global {
  interface HTMLElementTagNameMap {
    'clinic-contact-form': ClinicContactFormElement;
  }
}
