/**
 * The site host, in its own scope: host pages from dist/site under clean
 * URLs, the bundle and manifest from dist/, assets from dist/site/assets; the 404 page with status
 * 404 for the rest. Pages come compressed from memory (see HtmlPages), files precompressed at build
 * (`.br`, `.gz` beside them); nothing is compressed per request. Fingerprinted files are cached for
 * a year; HTML and stable names revalidate with an ETag.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { registerSiteCors } from '../plugins/cors.ts';
import { addPageHeaders, pageContentSecurityPolicy } from '../plugins/security-headers.ts';
import { formNotSentRoute } from './form-not-sent.ts';
import { chooseEncoding, etagMatches } from '../site/encoding.ts';
import { HtmlPages, type HtmlPage } from '../site/html-pages.ts';
import { PUBLIC_URL_FILES, publicUrlFileRoutes } from '../site/public-files.ts';
import { NO_REFERRER_PAGES, isFingerprinted, resolveSitePath, type Pin, type SiteFiles } from '../site/paths.ts';
import { VERSION } from '../version.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** `/v<major>/…`: ten minutes, so a fix of that major line reaches every page soon. */
const MAJOR_LINE = 'public, max-age=600';

/** The cache rule of a file answer: a pinned path's, else by its name. */
function cacheControl(path: string, pin: Pin | undefined): string {
  // A content-hashed name (a chunk of the script) never changes, under any prefix.
  if (pin === 'release' || isFingerprinted(path)) return IMMUTABLE;
  if (pin === 'major') return MAJOR_LINE;
  return REVALIDATE;
}

/** The files at the top of dist/ (the script, its module and chunks, the manifest), served at `/`. */
function topFiles(staticRoot: string): Set<string> {
  try {
    return new Set(
      readdirSync(staticRoot, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    );
  } catch {
    return new Set();
  }
}

/** Registers the site in an encapsulated scope: its headers, CORS, files, pages and 404 page. */
export async function siteRoutes(app: FastifyInstance, options: { staticRoot: string; config: Config }): Promise<void> {
  await app.register(async (site) => {
    const { staticRoot, config } = options;
    const siteRoot = join(staticRoot, 'site');
    const pages = new HtmlPages(
      siteRoot,
      {
        'data-app-url': config.appUrl,
        'data-google-signin-url': config.googleSigninUrl,
        'data-analytics-url': config.analyticsUrl,
        'data-whatsapp-number': config.whatsappNumber,
      },
      config.publicUrl,
      Object.keys(PUBLIC_URL_FILES),
    );

    const files: SiteFiles = { distFiles: topFiles(staticRoot), version: VERSION };
    // The pin of the request a file answers (set just before sendFile; read when its headers are written).
    const pins = new WeakMap<object, Pin>();

    addPageHeaders(site, config);
    await registerSiteCors(site);
    await site.register(fastifyStatic, {
      root: staticRoot,
      serve: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControl(path, pins.get(reply)));
      },
    });

    function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: number, type = 'text/html; charset=utf-8') {
      const encoding = chooseEncoding(request.headers['accept-encoding'], page.encodings);
      const variant = page.variants[encoding] ?? page.variants.identity;
      reply.header('content-type', type).header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding');
      if (page.styleHashes.length > 0 || page.scriptHashes.length > 0) {
        reply.header('content-security-policy', pageContentSecurityPolicy(config, page.styleHashes, page.scriptHashes));
      }
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      if (status !== 200) return reply.code(status).send(variant.body);
      reply.header('etag', variant.etag);
      if (etagMatches(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
      return reply.code(200).send(variant.body);
    }

    async function notFound(request: FastifyRequest, reply: FastifyReply) {
      const page = await pages.get('404.html');
      if (!page) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
      return sendPage(request, reply, page, 404);
    }

    publicUrlFileRoutes(site, pages, sendPage, notFound);
    await formNotSentRoute(site, pages, config);

    site.get('/*', async (request, reply) => {
      const target = resolveSitePath(request.url, files);
      switch (target.kind) {
        case 'redirect':
          return reply.redirect(target.location, 301);
        case 'asset':
          if (target.pin) pins.set(reply, target.pin);
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
    // Any other method on a site path, and paths no route matches, get the 404 page too.
    site.setNotFoundHandler(notFound);
  });
}
