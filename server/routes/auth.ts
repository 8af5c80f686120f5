/** Registration, sign-in and the signed-in user (register, login, me). */
import type { FastifyInstance } from 'fastify';
import { Login, RegisterForm, fromRegisterPayload, passwordsMatch } from '../../protocol/index.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/passwords.ts';
import { findUserByEmail, findUserById, insertUser, normalizeEmail, toPublicUser, type UserRow } from '../auth/users.ts';
import { bodyObject, parseBody, pick } from '../body.ts';
import type { AppContext } from '../context.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { welcomeMail } from '../mail/welcome-mail.ts';
import { authAnswer, commonErrors, errorAnswer, meAnswer } from './answers.ts';

/** The 409 of a taken e-mail. */
export const EMAIL_TAKEN = 'Email already exists';
/** The one 401 of a failed sign-in, whatever failed. */
export const BAD_CREDENTIALS = 'Invalid email or password';
/** The 401 of a missing, invalid or expired access token. */
export const BAD_ACCESS_TOKEN = 'Invalid or expired access token';

/** Registers POST /api/auth/register, POST /api/auth/login and GET /api/auth/me. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config, db, hasher, accessTokens, refreshTokens, mailer, background, limits, now } = ctx;
  const emailTaken = () => new HttpError(409, EMAIL_TAKEN);

  async function signedIn(user: UserRow, refreshToken: string) {
    return { user: toPublicUser(user), token: await accessTokens.sign(user.id, user.session_version), refreshToken };
  }

  app.post('/api/auth/register', { preHandler: limits.register, schema: { response: { 201: authAnswer, 409: errorAnswer, ...commonErrors } } }, async (request, reply) => {
    // Both key spellings (camelCase and snake_case) are read into the form shape and checked with the widget's struct.
    const form = parseBody(RegisterForm, fromRegisterPayload(bodyObject(request.body)), [passwordsMatch]);
    if (isCommonPassword(form.password)) throw invalidInput({ password: COMMON_PASSWORD_MESSAGE });
    const email = normalizeEmail(form.email);
    // Cheap early answer; the unique index below is what actually decides a race.
    if (await findUserByEmail(db, email)) throw emailTaken();
    const passwordHash = await hasher.hash(form.password);
    try {
      const { user, refreshToken } = await db.transaction().execute(async (trx) => {
        const user = await insertUser(
          trx,
          {
            email,
            passwordHash,
            ownerName: form.ownerName.trim(),
            clinicName: form.clinicName.trim(),
            phone: form.phone.trim(),
            clinicType: form.clinicType,
            location: form.location.trim(),
            teamSize: form.teamSize ?? null,
          },
          now(),
        );
        return { user, refreshToken: await refreshTokens.issue(user.id, false, trx) };
      });
      // The welcome mail goes after the answer: a slow or failing mail server never holds up sign-up.
      background.run(
        'welcome mail',
        async () => {
          const receipt = await mailer.send(welcomeMail(user.email, user.owner_name, user.clinic_name, config.publicUrl));
          if (receipt.transport === 'outbox') request.log.info({ to: user.email, file: receipt.reference }, 'welcome mail written to the outbox (no SMTP_URL)');
        },
        request.log,
      );
      reply.code(201);
      return signedIn(user, refreshToken);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  app.post('/api/auth/login', { preHandler: limits.login, schema: { response: { 200: authAnswer, 401: errorAnswer, ...commonErrors } } }, async (request) => {
    const form = parseBody(Login, pick(request.body, ['email', 'password', 'rememberMe']));
    const user = await findUserByEmail(db, normalizeEmail(form.email));
    // An unknown e-mail costs the same argon2 verify as a wrong password: no enumeration by timing.
    const valid = user ? await hasher.verify(user.password_hash, form.password) : await hasher.verifyDummy(form.password);
    if (!user || !valid) throw new HttpError(401, BAD_CREDENTIALS);
    return signedIn(user, await refreshTokens.issue(user.id, form.rememberMe === true));
  });

  app.get('/api/auth/me', { preHandler: limits.me, schema: { response: { 200: meAnswer, 401: errorAnswer, 404: errorAnswer } } }, async (request) => {
    const unauthorized = new HttpError(401, BAD_ACCESS_TOKEN, undefined, { 'www-authenticate': 'Bearer' });
    const match = /^Bearer ([A-Za-z0-9_.-]+)$/i.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? await accessTokens.verify(match[1]) : null;
    if (!claims) throw unauthorized;
    const user = await findUserById(db, claims.userId);
    if (!user) throw new HttpError(404, 'User not found');
    // A token signed before the last password change no longer counts.
    if (claims.sessionVersion !== user.session_version) throw unauthorized;
    return { user: toPublicUser(user) };
  });
}
