/** GET /api/health: 200 once the database answers a query, 503 otherwise. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.ts';
import { healthAnswer } from './answers.ts';

/** Registers the health check. */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/health', { schema: { response: { 200: healthAnswer, 503: healthAnswer } } }, async (request, reply) => {
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
