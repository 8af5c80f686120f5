/** The site's CORS: its files are public, any page may read them (the API has its own, in server/api/). */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Lets any origin read the site's files (the bundle, its parts, the help content, the manifest). */
export async function registerSiteCors(site: FastifyInstance): Promise<void> {
  await site.register(cors, { origin: '*', methods: ['GET', 'HEAD'], credentials: false, maxAge: 600 });
}
