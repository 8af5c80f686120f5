/** GET /api/health: 200 once the database answers a query, 503 otherwise. */
import { sql } from 'kysely';
import { healthAnswer } from './answers.ts';
import type { Api, ApiContext } from './index.ts';

/** Registers the health check. */
export async function healthRoutes(app: Api, ctx: ApiContext): Promise<void> {
  app.get('/health', { schema: { response: { 200: healthAnswer, 503: healthAnswer } } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check: database unavailable');
      reply.code(503);
      return { status: 'unavailable', message: 'The database is not answering.' };
    }
  });
}
