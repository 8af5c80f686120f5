/** The password-reset calls (forgot-password, verify-reset-token, reset-password). */
import { randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { ForgotPassword, ResetPassword, VerifyResetToken } from '../../protocol/index.ts';
import { resetPassword } from '../auth/password-reset.ts';
import { isCommonPassword } from '../auth/passwords.ts';
import { findUserByEmail, normalizeEmail } from '../auth/users.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { catalogFor, DEFAULT_LANGUAGE, matchLanguage, requestedLanguage } from '../languages.ts';
import { resetLink, resetMail } from '../mail/reset-mail.ts';
import { commonErrors, messageAnswer, verifyAnswer } from './answers.ts';
import { body } from './body.ts';
import type { Api, ApiContext } from './index.ts';

/** The forgot-password work starts this long after the answer at most, at a random moment. */
export const FORGOT_WORK_JITTER_MS = 250;

/** Registers the three reset calls. */
export async function passwordResetRoutes(app: Api, ctx: ApiContext): Promise<void> {
  const { config, db, hasher, resetTokens, refreshTokens, mailer, background, limits, now } = ctx;
  const verifyBody = body(VerifyResetToken);

  const forgotSchema = { body: body(ForgotPassword), response: { 200: messageAnswer, ...commonErrors } };
  app.post('/auth/forgot-password', { ...limits.forgotPassword, schema: forgotSchema }, async (request, reply) => {
    const form = request.body;
    const email = normalizeEmail(form.email);
    const { answers } = catalogFor(request, reply);
    // The mail is written in the language the request asks in (its `language`, else its
    // Accept-Language), else the account's; the same choice is made for an unknown address.
    const asked = matchLanguage(form.language) ?? requestedLanguage(request);
    const mayMail = limits.mayMail(request);
    // The lookup, token and mail happen after the answer, so known and unknown addresses get the
    // same answer in the same time; an unknown address gets the same work (a token made and
    // stored in the same statements, the whole mail composed and written), and the work starts
    // at a random moment within FORGOT_WORK_JITTER_MS, so the request that follows cannot tell
    // them apart either. Note: a mail failure is therefore logged, not shown.
    background.run(
      'password reset mail',
      async () => {
        await delay(randomInt(FORGOT_WORK_JITTER_MS));
        const user = await findUserByEmail(db, email);
        // A mailbox that has had its mails for the window gets the unknown address's work instead:
        // the same answer and time, no mail; each link already sent to it is still valid.
        if (!user || !mayMail) {
          // The rehearsal greets the address's local part, a name of about the same length.
          const greeted = email.slice(0, email.lastIndexOf('@'));
          await mailer.rehearse(
            resetMail(email, greeted, resetLink(config.publicUrl, await resetTokens.rehearseCreate(), asked ?? DEFAULT_LANGUAGE), asked ?? DEFAULT_LANGUAGE),
          );
          return;
        }
        const language = asked ?? matchLanguage(user.language) ?? DEFAULT_LANGUAGE;
        const link = resetLink(config.publicUrl, await resetTokens.create(user.id), language);
        const receipt = await mailer.send(resetMail(user.email, user.owner_name, link, language));
        if (receipt.transport === 'outbox') request.log.info({ file: receipt.reference }, 'password reset mail written to the outbox (no SMTP_URL)');
      },
      request.log,
    );
    return { message: answers.resetLinkSent };
  });

  // No body declaration: a missing or malformed token is not a 400 but a dead token like any other.
  const verifySchema = { response: { 200: verifyAnswer, ...commonErrors } };
  app.post('/auth/verify-reset-token', { ...limits.verifyResetToken, schema: verifySchema }, async (request, reply) => {
    // Missing, malformed, unknown, expired and spent tokens all get the same answer.
    const token = verifyBody.check(request.body)?.token;
    const valid = token !== undefined && (await resetTokens.isValid(token));
    return valid ? { valid: true } : { valid: false, message: catalogFor(request, reply).errors.RESET_TOKEN_INVALID };
  });

  // StrongPassword applies the reset rules in order (resetPasswordProblem): length, cases, digit.
  const resetSchema = { body: body(ResetPassword), response: { 200: messageAnswer, ...commonErrors } };
  app.post('/auth/reset-password', { ...limits.resetPassword, schema: resetSchema }, async (request, reply) => {
    const form = request.body;
    if (isCommonPassword(form.password)) throw invalidInput({ password: { key: 'passwordCommon' } });
    const dead = () => new HttpError(400, 'RESET_TOKEN_INVALID');
    // A cheap look first, so a dead token costs no hashing; the consuming UPDATE still decides.
    if (!(await resetTokens.isValid(form.token))) throw dead();
    const passwordHash = await hasher.hash(form.password);
    const email = await resetPassword(db, { resetTokens, refreshTokens, now: now() }, form.token, passwordHash);
    if (email === null) throw dead();
    await limits.passwordReset(email);
    return { message: catalogFor(request, reply).answers.passwordResetDone };
  });
}
