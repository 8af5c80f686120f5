/**
 * robots.txt and sitemap.xml name the site's absolute addresses, so like the pages they are
 * served from memory with the placeholder origin replaced by PUBLIC_URL (see HtmlPages), with an
 * ETag; a build without them answers the 404 page as for any missing file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HtmlPages } from './html-pages.ts';

/** The files that carry the site's address, and their content types. */
export const PUBLIC_URL_FILES: Readonly<Record<string, string>> = {
  'robots.txt': 'text/plain; charset=utf-8',
  'sitemap.xml': 'application/xml; charset=utf-8',
};

/** Registers GET /robots.txt and /sitemap.xml, answered from `pages` (null: fall through). */
export function publicUrlFileRoutes(
  app: FastifyInstance,
  pages: HtmlPages,
  notFound: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  for (const [file, type] of Object.entries(PUBLIC_URL_FILES)) {
    app.get(`/${file}`, async (request, reply) => {
      const page = await pages.get(file);
      if (!page) return notFound(request, reply);
      reply.header('content-type', type).header('cache-control', 'no-cache').header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      return reply.send(page.body);
    });
  }
}
