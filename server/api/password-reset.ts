/** The password-reset calls (forgot-password, verify-reset-token, reset-password). */
import { randomInt } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { ForgotPassword, ResetPassword, VerifyResetToken } from '../../protocol/index.ts';
import { resetPassword } from '../auth/password-reset.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/passwords.ts';
import { findUserByEmail, normalizeEmail } from '../auth/users.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { resetLink, resetMail } from '../mail/reset-mail.ts';
import { commonErrors, messageAnswer, verifyAnswer } from './answers.ts';
import { body } from './body.ts';
import type { Api, ApiContext } from './index.ts';

/** The one answer of forgot-password, known e-mail or not. */
export const RESET_LINK_SENT = 'If an account exists for that email, a password reset link has been sent.';
/** A dead reset token, whatever killed it. */
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';
/** The 200 of a completed reset (the user then signs in). */
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';

/** The forgot-password work starts this long after the answer at most, at a random moment. */
export const FORGOT_WORK_JITTER_MS = 250;

/** Registers the three reset calls. */
export async function passwordResetRoutes(app: Api, ctx: ApiContext): Promise<void> {
  const { config, db, hasher, resetTokens, refreshTokens, mailer, background, limits, now } = ctx;
  const verifyBody = body(VerifyResetToken);

  const forgotSchema = { body: body(ForgotPassword), response: { 200: messageAnswer, ...commonErrors } };
  app.post('/auth/forgot-password', { preValidation: limits.forgotPassword, schema: forgotSchema }, async (request) => {
    const form = request.body;
    const email = normalizeEmail(form.email);
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
        if (!user) {
          // The rehearsal greets the address's local part, a name of about the same length.
          await mailer.rehearse(resetMail(email, email.slice(0, email.lastIndexOf('@')), resetLink(config.publicUrl, await resetTokens.rehearseCreate())));
          return;
        }
        const link = resetLink(config.publicUrl, await resetTokens.create(user.id));
        const receipt = await mailer.send(resetMail(user.email, user.owner_name, link));
        if (receipt.transport === 'outbox') request.log.info({ file: receipt.reference }, 'password reset mail written to the outbox (no SMTP_URL)');
      },
      request.log,
    );
    return { message: RESET_LINK_SENT };
  });

  // No body declaration: a missing or malformed token is not a 400 but a dead token like any other.
  const verifySchema = { response: { 200: verifyAnswer, ...commonErrors } };
  app.post('/auth/verify-reset-token', { preValidation: limits.verifyResetToken, schema: verifySchema }, async (request) => {
    // Missing, malformed, unknown, expired and spent tokens all get the same answer.
    const token = verifyBody.check(request.body)?.token;
    const valid = token !== undefined && (await resetTokens.isValid(token));
    return valid ? { valid: true } : { valid: false, message: INVALID_RESET_TOKEN };
  });

  // StrongPassword applies the reset rules in order (resetPasswordProblem): length, cases, digit.
  const resetSchema = { body: body(ResetPassword), response: { 200: messageAnswer, ...commonErrors } };
  app.post('/auth/reset-password', { preValidation: limits.resetPassword, schema: resetSchema }, async (request) => {
    const form = request.body;
    if (isCommonPassword(form.password)) throw invalidInput({ password: COMMON_PASSWORD_MESSAGE });
    const dead = () => new HttpError(400, INVALID_RESET_TOKEN);
    // A cheap look first, so a dead token costs no hashing; the consuming UPDATE still decides.
    if (!(await resetTokens.isValid(form.token))) throw dead();
    const passwordHash = await hasher.hash(form.password);
    if (!(await resetPassword(db, { resetTokens, refreshTokens, now: now() }, form.token, passwordHash))) throw dead();
    return { message: PASSWORD_RESET_DONE };
  });
}
