/** The contact form and the newsletter sign-up (contact, newsletter). */
import { randomUUID } from 'node:crypto';
import { CONTACT_METHODS, ContactMessage, NewsletterSignup, phoneForMethod } from '../../protocol/index.ts';
import { normalizeEmail } from '../auth/users.ts';
import { catalogFor } from '../languages.ts';
import { commonErrors, messageAnswer } from './answers.ts';
import { body } from './body.ts';
import type { Api, ApiContext } from './index.ts';

/** Registers POST /api/contact and POST /api/newsletter. */
export async function contactRoutes(app: Api, ctx: ApiContext): Promise<void> {
  const { db, limits, now } = ctx;
  // An optional field left empty is stored as no value.
  const optional = (value: string | undefined) => value || null;

  const contactSchema = { body: body(ContactMessage, { crossChecks: [phoneForMethod] }), response: { 201: messageAnswer, ...commonErrors } };
  app.post('/contact', { ...limits.contact, schema: contactSchema }, async (request, reply) => {
    const form = request.body;
    await db
      .insertInto('contact_messages')
      .values({
        id: randomUUID(),
        name: form.name,
        email: normalizeEmail(form.email),
        phone: optional(form.phone),
        clinic_name: optional(form.clinicName),
        message: form.message,
        // E-mail is the default contact method.
        contact_method: form.contactMethod ?? CONTACT_METHODS[0],
        created_at: now(),
      })
      .execute();
    reply.code(201);
    return { message: catalogFor(request, reply).answers.contactThanks };
  });

  const newsletterSchema = { body: body(NewsletterSignup), response: { 201: messageAnswer, ...commonErrors } };
  app.post('/newsletter', { ...limits.newsletter, schema: newsletterSchema }, async (request, reply) => {
    const form = request.body;
    // Stored once; a repeat gets the same answer, so the call reveals nobody's subscription.
    await db
      .insertInto('newsletter_signups')
      .values({ id: randomUUID(), email: normalizeEmail(form.email), created_at: now() })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .execute();
    reply.code(201);
    return { message: catalogFor(request, reply).answers.newsletterThanks };
  });
}
