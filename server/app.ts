/**
 * The Fastify app: security headers, rate limits, the API routes in their own scope (CORS, no-store,
 * JSON 404), the site host in another, time-outs, and one error handler. Tests build it and call it
 * over real HTTP.
 */
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { normalizeEmail } from '../protocol/index.ts';
import { AccessTokens } from './auth/access-tokens.ts';
import { DeviceTokens } from './auth/device-tokens.ts';
import { PasswordHasher } from './auth/passwords.ts';
import { ProofOfWork } from './auth/proof-of-work.ts';
import { RefreshTokens } from './auth/refresh-tokens.ts';
import { ResetTokens } from './auth/reset-tokens.ts';
import type { Config } from './config.ts';
import { registerApi } from './api/index.ts';
import { setApiHeaders } from './api/headers.ts';
import type { AppContext } from './context.ts';
import type { Db } from './db/connect.ts';
import { DiskFullWatch } from './db/disk-full.ts';
import { errorBody } from './http-error.ts';
import { answerIn, requestLanguage } from './languages.ts';
import { loggerOptions } from './logging.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { Background } from './plugins/background.ts';
import { registerClientBudget } from './plugins/client-budget.ts';
import { installErrorHandler } from './plugins/errors.ts';
import { mergeRateLimits, registerRateLimits, type RateLimitOverrides } from './plugins/rate-limits.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { siteRoutes } from './routes/site.ts';
import { Drain } from './shutdown.ts';

/** Bodies over 1 MB are refused with 413. */
export const BODY_LIMIT = 1024 * 1024;

/** What buildApp needs; everything but config, db and jwtSecret has a production default. */
export interface AppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  db: Db;
  /** The resolved signing secret (see resolveJwtSecret). */
  jwtSecret: string;
  /** The clock, epoch milliseconds; tests move it to expire tokens. */
  now?: () => number;
  /** Per-call rate-limit overrides on top of the defaults; default: the RATE_LIMITS setting. */
  rateLimits?: RateLimitOverrides;
  /** The built dist/ directory; default `<cwd>/dist` (the server always starts from the project root). */
  staticRoot?: string;
  /** Wraps the password hasher the app builds (tests hold a sign-in between its read and its verify). */
  wrapHasher?: (hasher: PasswordHasher) => PasswordHasher;
  /** Wraps the mailer the app builds (tests count what it sends). */
  wrapMailer?: (mailer: Mailer) => Mailer;
  /** Fastify's logger option; default pino at the configured level. URLs are logged redacted either way. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the app with its plugins and routes, ready to listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db, jwtSecret } = options;
  const now = options.now ?? Date.now;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    bodyLimit: BODY_LIMIT,
    // A client has REQUEST_TIMEOUT to send its whole request (a stalled upload is cut with 408), and
    // the check runs often enough for that bound to hold. Idle keep-alive connections close after
    // Fastify's 72 s, longer than a load balancer's usual idle time-out.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    genReqId: () => randomUUID(),
    // A hop count trusts that many proxies nearest the server; a list trusts those addresses.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { maxParamLength: 1024 },
    // A bad URL encoding answers in our error format, not Fastify's.
    frameworkErrors: (_error, request, reply) => {
      const answer = reply as unknown as FastifyReply;
      const language = requestLanguage(request as unknown as FastifyRequest);
      setApiHeaders(answer);
      answerIn(answer, language);
      answer.code(400).send(errorBody('BAD_REQUEST', language));
    },
  });
  // Only JSON bodies: text/plain is a CORS "simple" type that a foreign page could post unasked.
  app.removeContentTypeParser('text/plain');
  const diskFull = new DiskFullWatch(now, config.database.kind === 'sqlite' ? dirname(config.database.file) : 'the PostgreSQL server');
  installErrorHandler(app, diskFull);
  // Before any route and before the body is read: what one client can make the server hold.
  registerClientBudget(app, {
    connections: config.trustProxy === false ? config.clientConnections : null,
    clientBytes: config.clientUploadBytes,
    totalBytes: config.uploadBytes,
    bodyLimit: BODY_LIMIT,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app, config);
  const deviceTokens = new DeviceTokens(jwtSecret, now);
  const limitSettings = mergeRateLimits(options.rateLimits ?? config.rateLimits);
  const limits = registerRateLimits(app, limitSettings, {
    db,
    now,
    // PostgreSQL is how the API scales out, so its instances count addresses in the shared database.
    addressCounters: config.database.kind === 'postgres' ? 'database' : 'memory',
    deviceTokens,
    proofs: new ProofOfWork(jwtSecret, now),
    sessionVersion: async (email) => {
      const row = await db.selectFrom('users').select('session_version').where('email', '=', normalizeEmail(email)).executeTakeFirst();
      return row === undefined ? null : Number(row.session_version);
    },
  });

  const background = new Background(app.log, diskFull);
  const ctx: AppContext = {
    config,
    db,
    now,
    hasher: (options.wrapHasher ?? ((hasher: PasswordHasher) => hasher))(new PasswordHasher()),
    accessTokens: new AccessTokens(jwtSecret, now),
    deviceTokens,
    refreshTokens: new RefreshTokens(db, now),
    resetTokens: new ResetTokens(db, now),
    mailer: (options.wrapMailer ?? ((mailer: Mailer) => mailer))(
      createMailer({
        db,
        smtpUrl: config.smtpUrl,
        outboxDir: join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        replyTo: config.mailReplyTo,
        now,
      }),
    ),
    background,
    limits,
    diskFull,
  };
  app.decorate('background', background);

  await registerApi(app, ctx);
  await siteRoutes(app, { staticRoot: options.staticRoot ?? join(process.cwd(), 'dist'), config, searchLimit: limitSettings?.search.ip ?? null, now });

  // Answers going out once shutdown began end their connection, so keep-alive clients do not hold
  // the server open until their idle time-out.
  const drain = new Drain();
  app.decorate('drain', drain);
  app.addHook('preClose', async () => {
    drain.active = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (drain.active) reply.header('connection', 'close');
  });

  // Close order: the server stops taking requests and lets in-flight ones finish (Fastify), then
  // background mail completes, then the database closes.
  app.addHook('onClose', async () => {
    await background.idle();
    ctx.mailer.close();
    await db.destroy();
  });
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work running after its answer was sent; tests await `background.idle()`. */
    background: Background;
  }
}
