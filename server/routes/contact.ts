/** The contact form and the newsletter sign-up (contact, newsletter). */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CONTACT_METHODS, ContactMessage, NewsletterSignup } from '../../protocol/index.ts';
import { normalizeEmail } from '../auth/users.ts';
import { parseBody, pick } from '../body.ts';
import type { AppContext } from '../context.ts';
import { commonErrors, messageAnswer } from './answers.ts';

/** The 201 of a stored contact message (answered within 4 hours). */
export const CONTACT_THANKS = "Thanks for your message. We'll get back to you within 4 hours.";
/** The 201 of a newsletter sign-up, new or repeated. */
export const NEWSLETTER_THANKS = "You're subscribed. Watch your inbox for product news.";

const CONTACT_KEYS = ['name', 'email', 'phone', 'clinicName', 'message', 'contactMethod'] as const;

/** Registers POST /api/contact and POST /api/newsletter. */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, limits, now } = ctx;
  const optional = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

  app.post('/api/contact', { preHandler: limits.contact, schema: { response: { 201: messageAnswer, ...commonErrors } } }, async (request, reply) => {
    const form = parseBody(ContactMessage, pick(request.body, CONTACT_KEYS));
    await db
      .insertInto('contact_messages')
      .values({
        id: randomUUID(),
        name: form.name.trim(),
        email: normalizeEmail(form.email),
        phone: optional(form.phone),
        clinic_name: optional(form.clinicName),
        message: form.message.trim(),
        // E-mail is the default contact method.
        contact_method: form.contactMethod ?? CONTACT_METHODS[0],
        created_at: now(),
      })
      .execute();
    reply.code(201);
    return { message: CONTACT_THANKS };
  });

  app.post('/api/newsletter', { preHandler: limits.newsletter, schema: { response: { 201: messageAnswer, ...commonErrors } } }, async (request, reply) => {
    const form = parseBody(NewsletterSignup, pick(request.body, ['email']));
    // Stored once; a repeat gets the same answer, so the call reveals nobody's subscription.
    await db
      .insertInto('newsletter_signups')
      .values({ id: randomUUID(), email: normalizeEmail(form.email), created_at: now() })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    reply.code(201);
    return { message: NEWSLETTER_THANKS };
  });
}
