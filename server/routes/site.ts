/**
 * The site host (INTERFACE.md, Routes): host pages from dist/site under clean URLs, the bundle and
 * manifest from dist/, assets from dist/site/assets; the 404 page with status 404 for the rest.
 * Fingerprinted files are cached for a year; HTML and stable names revalidate with an ETag.
 */
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isApiPath } from '../plugins/security-headers.ts';
import { HtmlPages, type HtmlPage } from '../site/html-pages.ts';
import { PUBLIC_URL_FILES, publicUrlFileRoutes } from '../site/public-files.ts';
import { NO_REFERRER_PAGES, isFingerprinted, resolveSitePath } from '../site/paths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The site's handlers; `notFound` also answers unknown paths for other methods. */
export interface SiteHost {
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** Registers @fastify/static (for files) and the catch-all GET route for the site. */
export async function siteRoutes(app: FastifyInstance, options: { staticRoot: string; config: Config }): Promise<SiteHost> {
  const { staticRoot, config } = options;
  const siteRoot = join(staticRoot, 'site');
  const pages = new HtmlPages(siteRoot, {
    'data-app-url': config.appUrl,
    'data-google-signin-url': config.googleSigninUrl,
    'data-analytics-url': config.analyticsUrl,
    'data-whatsapp-number': config.whatsappNumber,
  }, config.publicUrl);
  await pages.preload(Object.keys(PUBLIC_URL_FILES));

  await app.register(fastifyStatic, {
    root: staticRoot,
    serve: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', isFingerprinted(path) ? IMMUTABLE : REVALIDATE);
    },
  });

  function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number) {
    reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', REVALIDATE);
    if (status !== 200) return reply.code(status).send(page.body);
    reply.header('etag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.code(200).send(page.body);
  }

  async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const page = await pages.get('404.html');
    if (!page) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return sendPage(request, reply, page, 404);
  }

  publicUrlFileRoutes(app, pages, notFound);

  app.get('/*', async (request, reply) => {
    // Unknown API paths fall into this wildcard; they get JSON, not the 404 page.
    if (isApiPath(request.url)) return reply.callNotFound();
    const target = resolveSitePath(request.url);
    switch (target.kind) {
      case 'redirect':
        return reply.redirect(target.location, 301);
      case 'asset':
        return reply.sendFile(target.file, target.area === 'dist' ? staticRoot : siteRoot);
      case 'page': {
        if (NO_REFERRER_PAGES.has(target.file)) reply.header('referrer-policy', 'no-referrer');
        const page = await pages.get(target.file);
        if (page) return sendPage(request, reply, page, 200);
        const fallback = target.fallback ? await pages.get(target.fallback) : null;
        return fallback ? sendPage(request, reply, fallback, target.fallbackStatus ?? 200) : notFound(request, reply);
      }
      case 'not-found':
        return notFound(request, reply);
    }
  });

  return { notFound };
}
