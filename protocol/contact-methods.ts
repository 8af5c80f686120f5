/** how the sender prefers to be contacted (default e-mail). */
export const CONTACT_METHODS = ['email', 'phone', 'whatsapp', 'video'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
