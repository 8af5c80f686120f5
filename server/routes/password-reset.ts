/** The password-reset calls (forgot-password, verify-reset-token, reset-password). */
import type { FastifyInstance } from 'fastify';
import { ForgotPassword, ResetPassword, VerifyResetToken, checkForm } from '../../protocol/index.ts';
import { resetPassword } from '../auth/password-reset.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/passwords.ts';
import { findUserByEmail, normalizeEmail } from '../auth/users.ts';
import { parseBody, pick } from '../body.ts';
import type { AppContext } from '../context.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { resetLink, resetMail } from '../mail/reset-mail.ts';
import { commonErrors, messageAnswer, verifyAnswer } from './answers.ts';

/** The one answer of forgot-password, known e-mail or not. */
export const RESET_LINK_SENT = 'If an account exists for that email, a password reset link has been sent.';
/** A dead reset token, whatever killed it. */
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';
/** The 200 of a completed reset (the user then signs in). */
export const PASSWORD_RESET_DONE = 'Your password has been reset. You can now sign in with your new password.';

/** Registers the three reset calls. */
export async function passwordResetRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, db, hasher, resetTokens, refreshTokens, mailer, background, limits, now } = ctx;

  app.post('/api/auth/forgot-password', { preHandler: limits.forgotPassword, schema: { response: { 200: messageAnswer, ...commonErrors } } }, async (request) => {
    const form = parseBody(ForgotPassword, pick(request.body, ['email']));
    const email = normalizeEmail(form.email);
    // The lookup, token and mail happen after the answer, so known and unknown addresses get the
    // same answer in the same time; and an unknown address gets the same work (a token made, the
    // whole mail composed), so the requests that follow cannot tell them apart either. Note: a
    // mail failure is therefore logged, not shown.
    background.run(
      'password reset mail',
      async () => {
        const user = await findUserByEmail(db, email);
        if (!user) {
          await mailer.rehearse(resetMail(email, resetLink(config.publicUrl, await resetTokens.rehearseCreate())));
          return;
        }
        const link = resetLink(config.publicUrl, await resetTokens.create(user.id));
        const receipt = await mailer.send(resetMail(user.email, link));
        if (receipt.transport === 'outbox') request.log.info({ file: receipt.reference }, 'password reset mail written to the outbox (no SMTP_URL)');
      },
      request.log,
    );
    return { message: RESET_LINK_SENT };
  });

  app.post('/api/auth/verify-reset-token', { preHandler: limits.verifyResetToken, schema: { response: { 200: verifyAnswer, ...commonErrors } } }, async (request) => {
    // Missing, malformed, unknown, expired and spent tokens all get the same answer.
    const checked = checkForm(VerifyResetToken, pick(request.body, ['token']));
    const valid = checked.ok && (await resetTokens.isValid(checked.value.token));
    return valid ? { valid: true } : { valid: false, message: INVALID_RESET_TOKEN };
  });

  app.post('/api/auth/reset-password', { preHandler: limits.resetPassword, schema: { response: { 200: messageAnswer, ...commonErrors } } }, async (request) => {
    // StrongPassword applies the reset rules in order (resetPasswordProblem): length, cases, digit.
    const form = parseBody(ResetPassword, pick(request.body, ['token', 'password']));
    if (isCommonPassword(form.password)) throw invalidInput({ password: COMMON_PASSWORD_MESSAGE });
    const dead = () => new HttpError(400, INVALID_RESET_TOKEN);
    // A cheap look first, so a dead token costs no hashing; the consuming UPDATE still decides.
    if (!(await resetTokens.isValid(form.token))) throw dead();
    const passwordHash = await hasher.hash(form.password);
    if (!(await resetPassword(db, { resetTokens, refreshTokens, now: now() }, form.token, passwordHash))) throw dead();
    return { message: PASSWORD_RESET_DONE };
  });
}
