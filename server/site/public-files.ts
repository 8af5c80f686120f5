/**
 * robots.txt and sitemap.xml name the site's absolute addresses, so like the pages they are
 * served from memory with the placeholder origin replaced by PUBLIC_URL (see HtmlPages), compressed
 * once, with an ETag; a build without them answers the 404 page as for any missing file.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HtmlPage, HtmlPages } from './html-pages.ts';

/** The files that carry the site's address, and their content types. */
export const PUBLIC_URL_FILES: Readonly<Record<string, string>> = {
  'robots.txt': 'text/plain; charset=utf-8',
  'sitemap.xml': 'application/xml; charset=utf-8',
};

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Registers GET /robots.txt and /sitemap.xml, answered from `pages` with `send`, else `notFound`. */
export function publicUrlFileRoutes(
  app: FastifyInstance,
  pages: HtmlPages,
  send: (request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number, type: string) => unknown,
  notFound: Handler,
): void {
  for (const [file, type] of Object.entries(PUBLIC_URL_FILES)) {
    app.get(`/${file}`, async (request, reply) => {
      const page = await pages.get(file);
      return page ? send(request, reply, page, 200, type) : notFound(request, reply);
    });
  }
}
