/**
 * The API: one encapsulated plugin registered with `prefix: '/api'`. Its CORS and origin refusal,
 * its no-store and deny-all CSP, its body checks and its JSON 404 apply to the routes inside it and
 * nowhere else, and they follow the route the router matched, never the spelling of the raw URL:
 * `/%61pi/auth/login` reaches /api/auth/login and is the API, while `/api%2Fauth/login`, `//api/…`
 * or `/API/…` match no API route and get the site's 404 page.
 */
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http-error.ts';
import { assistantRoutes } from './assistant.ts';
import { authRoutes } from './auth.ts';
import { authenticator } from './authenticate.ts';
import { compileBody, type BodyTypeProvider } from './body.ts';
import { addApiCors } from './cors.ts';
import { addApiHeaders } from './headers.ts';
import { healthRoutes } from './health.ts';
import { originCheckRoutes } from './origin-check.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { sessionRoutes } from './session.ts';
import { contactRoutes } from './contact.ts';

/** The API scope as its route modules see it: bodies typed by their declarations. */
export type Api = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, BodyTypeProvider>;

/** What the route modules receive besides the scope: the services, and the signed-in check. */
export interface ApiContext extends AppContext {
  /** The preHandler of the calls that need a signed-in user (see authenticate.ts). */
  authenticate: ReturnType<typeof authenticator>;
}

/** Registers the API under /api. */
export async function registerApi(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(
    async (scope) => {
      scope.setValidatorCompiler(compileBody);
      addApiHeaders(scope);
      addApiCors(scope, ctx.config);
      const api = scope.withTypeProvider<BodyTypeProvider>();
      const context: ApiContext = { ...ctx, authenticate: authenticator(scope, ctx) };
      await authRoutes(api, context);
      await sessionRoutes(api, context);
      await passwordResetRoutes(api, context);
      await contactRoutes(api, context);
      await healthRoutes(api, context);
      await originCheckRoutes(api, context);
      await assistantRoutes(api, context);
      // Every method on /api and on any unknown path below it: the JSON 404.
      const notFound = async () => {
        throw new HttpError(404, 'NOT_FOUND');
      };
      scope.all('/', notFound);
      scope.all('/*', notFound);
    },
    { prefix: '/api' },
  );
}
