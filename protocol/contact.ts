import { object, optional, trimmed, type Infer } from 'superstruct';
import { CONTACT_METHODS } from './contact-methods.ts';
import { asE164Phone, Email, oneOf, optionalIndianPhone, optionalText, requiredText } from './fields.ts';

export { CONTACT_METHODS, type ContactMethod } from './contact-methods.ts';

/**
 * The contact form and the body of POST /api/contact: name, e-mail and message required; phone,
 * clinic name and contact method optional.
 * The server stores the text fields trimmed.
 */
export const ContactMessage = object({
  name: trimmed(requiredText('Please enter your name')),
  email: Email,
  phone: asE164Phone(optionalIndianPhone()),
  clinicName: trimmed(optionalText(200)),
  message: trimmed(requiredText('Please enter a message', 5000, true)),
  contactMethod: optional(oneOf(CONTACT_METHODS, 'Please choose how we should contact you')),
});
export type ContactMessage = Infer<typeof ContactMessage>;

/** The message when the sender asks to be called or messaged on WhatsApp but gives no number. */
export const PHONE_FOR_METHOD = 'Please enter a phone number so we can call or message you';

/**
 * The contact form's cross-field rule: asking to be called or messaged on WhatsApp needs a phone
 * number (the team has no other way to reach them). The same rule in the browser and the server.
 */
export function phoneForMethod(value: { contactMethod?: unknown; phone?: unknown }): Record<string, string> | null {
  const needsPhone = value.contactMethod === 'phone' || value.contactMethod === 'whatsapp';
  const phone = typeof value.phone === 'string' ? value.phone.trim() : '';
  return needsPhone && phone === '' ? { phone: PHONE_FOR_METHOD } : null;
}

/** The footer's Subscribe box and the body of POST /api/newsletter. */
export const NewsletterSignup = object({ email: Email });
export type NewsletterSignup = Infer<typeof NewsletterSignup>;
