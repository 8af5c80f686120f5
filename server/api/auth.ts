/** Registration, sign-in and the signed-in user (register, login, me). */
import { Login, RegisterForm, fromRegisterPayload, passwordNotPersonal, passwordsMatch } from '../../protocol/index.ts';
import { isCommonPassword } from '../auth/passwords.ts';
import { findUserByEmail, insertUser, normalizeEmail, toPublicUser, type UserRow } from '../auth/users.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { HttpError, invalidInput } from '../http-error.ts';
import { matchLanguage, requestLanguage } from '../languages.ts';
import { welcomeMail } from '../mail/welcome-mail.ts';
import { authAnswer, commonErrors, errorAnswer, meAnswer } from './answers.ts';
import { signedInAccount } from './authenticate.ts';
import { emailKey } from '../plugins/rate-limits.ts';
import { body } from './body.ts';
import type { Api, ApiContext } from './index.ts';
import { refreshLifetimeCap, setRefreshCookie, wantsRefreshCookie } from './refresh-cookie.ts';
import { REMEMBER_ME_MS } from '../auth/refresh-tokens.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The registration body in either key spelling (camelCase wins), checked as the form is. */
const registration = body(RegisterForm, { read: fromRegisterPayload, crossChecks: [passwordsMatch, passwordNotPersonal] });

/** Registers POST /api/auth/register, POST /api/auth/login and GET /api/auth/me. */
export async function authRoutes(app: Api, ctx: ApiContext): Promise<void> {
  const { config, db, hasher, accessTokens, deviceTokens, refreshTokens, mailer, background, limits, now, authenticate } = ctx;
  const emailTaken = () => new HttpError(409, 'EMAIL_EXISTS');

  /**
   * The answer of a sign-in or registration, with a fresh device token for this browser. A page on
   * the site's own origin that asked for the cookie gets the refresh token there, not in the answer.
   */
  async function signedIn(user: UserRow, refreshToken: string, request: FastifyRequest, reply: FastifyReply, rememberMe: boolean) {
    const deviceToken = deviceTokens.issue(emailKey(user.email) ?? '', user.session_version);
    const answer = { user: toPublicUser(user), token: await accessTokens.sign(user.id, user.session_version), deviceToken };
    if (!wantsRefreshCookie(request, config)) return { ...answer, refreshToken };
    setRefreshCookie(reply, request, refreshToken, rememberMe ? REMEMBER_ME_MS : null);
    return answer;
  }

  const registerSchema = { body: registration, response: { 201: authAnswer, 409: errorAnswer, ...commonErrors } };
  app.post('/auth/register', { ...limits.register, schema: registerSchema }, async (request, reply) => {
    const form = request.body;
    if (isCommonPassword(form.password)) throw invalidInput({ password: { key: 'passwordCommon' } });
    const email = normalizeEmail(form.email);
    // The account speaks the language it registered in: its `language`, else the request's.
    const language = matchLanguage(form.language) ?? requestLanguage(request);
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
            ownerName: form.ownerName,
            clinicName: form.clinicName,
            phone: form.phone,
            clinicType: form.clinicType,
            location: form.location,
            teamSize: form.teamSize ?? null,
            // A plan chosen without a billing period is billed monthly, as /pricing shows it first.
            plan: form.plan ?? null,
            billing: form.plan ? (form.billing ?? 'monthly') : null,
            language,
          },
          now(),
        );
        return { user, refreshToken: await refreshTokens.issue(user.id, false, trx, refreshLifetimeCap(request, config)) };
      });
      // The welcome mail goes after the answer: a slow or failing mail server never holds up sign-up.
      background.run(
        'welcome mail',
        async () => {
          const welcome = {
            to: user.email,
            ownerName: user.owner_name,
            clinicName: user.clinic_name,
            plan: user.plan,
            billing: user.billing,
            publicUrl: config.publicUrl,
            replyTo: config.mailReplyTo,
            language,
          };
          const receipt = await mailer.send(welcomeMail(welcome));
          if (receipt.transport === 'outbox') request.log.info({ to: user.email, file: receipt.reference }, 'welcome mail written to the outbox (no SMTP_URL)');
        },
        request.log,
      );
      reply.code(201);
      return signedIn(user, refreshToken, request, reply, false);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  const loginSchema = { body: body(Login), response: { 200: authAnswer, 401: errorAnswer, ...commonErrors } };
  app.post('/auth/login', { ...limits.login, schema: loginSchema }, async (request, reply) => {
    const form = request.body;
    const user = await findUserByEmail(db, normalizeEmail(form.email));
    // An unknown e-mail costs the same argon2 verify as a wrong password: no enumeration by timing.
    const valid = user ? await hasher.verify(user.password_hash, form.password) : await hasher.verifyDummy(form.password);
    if (!user || !valid) throw new HttpError(401, 'INVALID_CREDENTIALS');
    // The password was checked against the account as it was read before hashing; a reset that
    // committed meanwhile makes that check stale, so the session is refused, never issued.
    const rememberMe = form.rememberMe === true;
    const refreshToken = await refreshTokens.issueIfUnchanged(user.id, user.session_version, rememberMe, refreshLifetimeCap(request, config));
    if (refreshToken === null) throw new HttpError(401, 'INVALID_CREDENTIALS');
    await limits.signedIn(request);
    return signedIn(user, refreshToken, request, reply, rememberMe);
  });

  const meSchema = { response: { 200: meAnswer, 401: errorAnswer, 404: errorAnswer } };
  app.get('/auth/me', { ...limits.me, preHandler: authenticate, schema: meSchema }, async (request) => {
    return { user: toPublicUser(signedInAccount(request)) };
  });
}
