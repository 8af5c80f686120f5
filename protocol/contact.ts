import { object, optional, trimmed, type Infer } from 'superstruct';
import { CONTACT_METHODS } from './contact-methods.ts';
import { EN_VALIDATION, type Problem } from './problems.ts';
import { asE164Phone, Email, oneOf, optionalIndianPhone, optionalText, requiredText } from './fields.ts';

export { CONTACT_METHODS, type ContactMethod } from './contact-methods.ts';

/**
 * The contact form and the body of POST /api/contact: name, e-mail and message required; phone,
 * clinic name and contact method optional.
 * The server stores the text fields trimmed.
 */
export const ContactMessage = object({
  name: trimmed(requiredText('nameRequired')),
  email: Email,
  phone: asE164Phone(optionalIndianPhone()),
  clinicName: trimmed(optionalText(200)),
  message: trimmed(requiredText('messageRequired', 5000, true)),
  contactMethod: optional(oneOf(CONTACT_METHODS, 'contactMethodInvalid')),
});
export type ContactMessage = Infer<typeof ContactMessage>;

/** The message when the sender asks to be called or messaged on WhatsApp but gives no number. */
export const PHONE_FOR_METHOD = EN_VALIDATION.phoneForMethod;

/**
 * The contact form's cross-field rule: asking to be called or messaged on WhatsApp needs a phone
 * number (the team has no other way to reach them). The same rule in the browser and the server.
 */
export function phoneForMethod(value: { contactMethod?: unknown; phone?: unknown }): { phone: Problem } | null {
  const needsPhone = value.contactMethod === 'phone' || value.contactMethod === 'whatsapp';
  const phone = typeof value.phone === 'string' ? value.phone.trim() : '';
  return needsPhone && phone === '' ? { phone: { key: 'phoneForMethod' } } : null;
}

/** The footer's Subscribe box and the body of POST /api/newsletter. */
export const NewsletterSignup = object({ email: Email });
export type NewsletterSignup = Infer<typeof NewsletterSignup>;
