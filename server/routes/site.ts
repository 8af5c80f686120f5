/**
 * The site host, in its own scope: host pages from dist/site under clean URLs, the bundle and
 * manifest from dist/, assets from dist/site/assets, every released version's files from the
 * releases store under `/<version>/` and `/v<major>/`; the 404 page with status 404 for the rest.
 * Everything is read once at start (snapshot.ts, releases.ts) and answered from memory: pages
 * compressed once (see HtmlPages), files in the build's precompressed copies (`.br`, `.gz`);
 * nothing is compressed or read from disk per request. Content-named files and released versions
 * are cached for a year; HTML, stable names and an unreleased version's files revalidate with an ETag.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Config } from '../config.ts';
import { registerSiteCors } from '../plugins/cors.ts';
import { addPageHeaders, pageContentSecurityPolicy } from '../plugins/security-headers.ts';
import { formNotSentRoute } from './form-not-sent.ts';
import { chooseEncoding, etagMatches, type Encoding } from '../site/encoding.ts';
import { HtmlPages, type HtmlPage } from '../site/html-pages.ts';
import { PUBLIC_URL_FILES, publicUrlFileRoutes } from '../site/public-files.ts';
import { NO_REFERRER_PAGES, isFingerprinted, languageFolder, pageName, resolveSitePath, type Pin, type SiteFiles } from '../site/paths.ts';
import { compareVersions, newestOfMajor, readReleases } from '../site/releases.ts';
import { SearchCache } from '../site/search-cache.ts';
import { searchQuery, SupportSearch } from '../site/support-search.ts';
import { clientKey } from '../plugins/client-address.ts';
import type { LimitRule } from '../plugins/rate-limit-settings.ts';
import { memoryCounters } from '../plugins/rate-limit-store.ts';
import { FileSnapshot, type StoredFile } from '../site/snapshot.ts';
import { VERSION } from '../version.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** `/v<major>/…`: ten minutes, so a fix of that major line reaches every page soon. */
const MAJOR_LINE = 'public, max-age=600';

/**
 * The cache rule of a file answer. A content-named file (a chunk of the script) never changes,
 * under any prefix. A released version's files never change either (the store refuses other bytes
 * under its version); the newest release of a line may move on within minutes. A version this
 * build serves unreleased may be rebuilt under the same number at the next deploy, so its other
 * files revalidate: a cached loader never outlives the chunks it names.
 */
function cacheControl(path: string, pin: Pin | undefined, released: boolean): string {
  if (isFingerprinted(path)) return IMMUTABLE;
  if (!released) return REVALIDATE;
  return pin === 'major' ? MAJOR_LINE : IMMUTABLE;
}

/** The Help Center, whose search box sends `?q=` without JavaScript. */
const SUPPORT_PAGE = 'support.html';
const SEARCH_ENCODINGS: ReadonlySet<Encoding> = new Set(['br', 'gzip']);

/**
 * A search page compressed fast and on the event loop: brotli at quality 4 (about 1.3 ms for
 * /support, 12.8 KB), gzip at level 6. Synchronous on purpose: zlib's asynchronous calls take a
 * thread of libuv's pool, which argon2 (every sign-in) needs, and a page this size costs less than
 * the hand-off.
 */
function compressQuickly(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/**
 * Says at start what the pinned URLs serve: the releases in the store and where each major line
 * points, and a warning when this build's own version is not released (it is then served with a
 * short cache: the deploy path is `npm run release`, which `npm start` runs in production) or
 * differs from its release (the release wins).
 */
function reportReleases(log: FastifyBaseLogger, releases: ReadonlyMap<string, FileSnapshot>, build: FileSnapshot, store: string): void {
  const versions = [...releases.keys()];
  if (versions.length > 0) {
    const majors = [...new Set(versions.map((version) => version.split('.')[0]!))];
    const lines = majors.map((major) => `/v${major}/ → ${newestOfMajor(versions, major) ?? 'none (pre-releases only)'}`);
    log.info({ releases: versions, store }, `serving releases ${versions.join(', ')} from ${store} (${lines.join(', ')})`);
  } else {
    log.info({ releases: [], store }, `serving no release: ${store} holds none`);
  }
  const ownRelease = releases.get(VERSION)?.get('integrity.json')?.variants.identity.body;
  const ownBuild = build.get('integrity.json')?.variants.identity.body;
  if (!ownRelease) {
    log.warn(
      `${VERSION} is not released: /${VERSION}/ serves this build, revalidated on every use (Cache-Control: no-cache; chunks, named by content, are cached for good). Release it with npm run release (npm start does in production) so pages can pin it for good.`,
    );
  } else if (ownBuild && !ownRelease.equals(ownBuild)) {
    log.warn(`this build differs from the released ${VERSION} in ${store}: /${VERSION}/ serves the release; bump the version in package.json for a new one`);
  }
}

/** What the build folder holds that is not served: the server's own code and the package tarball. */
const NOT_SERVED = (path: string) => path.startsWith('server/') || path.endsWith('.tgz');

/**
 * A chunk a `/v<major>/` script asked for, from any release of that major line, newest first: a
 * loader cached before the line moved on still gets every chunk it names (names are content hashes).
 */
function chunkOfMajorLine(releases: ReadonlyMap<string, FileSnapshot>, version: string, file: string): StoredFile | undefined {
  const major = version.split('.')[0];
  const line = [...releases.keys()]
    .filter((other) => other.split('.')[0] === major)
    .sort(compareVersions)
    .reverse();
  for (const other of line) {
    const found = releases.get(other)!.get(file);
    if (found) return found;
  }
  return undefined;
}

/** Registers the site in an encapsulated scope: its headers, CORS, files, pages and 404 page. */
export async function siteRoutes(
  app: FastifyInstance,
  options: {
    staticRoot: string;
    config: Config;
    /** Uncached /support?q= searches per address; null when limits are off. */
    searchLimit?: LimitRule | null;
    now?: () => number;
  },
): Promise<void> {
  await app.register(async (site) => {
    const { staticRoot, config } = options;
    const build = await FileSnapshot.read(staticRoot, NOT_SERVED);
    const releases = await readReleases(config.releasesDir);
    reportReleases(site.log, releases, build, config.releasesDir);
    const pages = new HtmlPages(
      build.under('site'),
      {
        'data-app-url': config.appUrl,
        'data-google-signin-url': config.googleSigninUrl,
        'data-analytics-url': config.analyticsUrl,
        'data-whatsapp-number': config.whatsappNumber,
      },
      config.publicUrl,
      Object.keys(PUBLIC_URL_FILES),
      config.whatsappNumber,
      config.company,
    );

    const search = new SupportSearch(() => build.get('site/assets/help-articles.json')?.variants.identity.body);
    const searchCache = new SearchCache();
    const { searchLimit = null, now = Date.now } = options;
    const searchCounts = memoryCounters(now);
    site.addHook('onClose', async () => searchCounts.stop());

    const files: SiteFiles = {
      distFiles: new Set(build.paths().filter((path) => !path.includes('/'))),
      version: VERSION,
      releases: new Set(releases.keys()),
    };

    addPageHeaders(site, config);
    await registerSiteCors(site);

    function sendFile(request: FastifyRequest, reply: FastifyReply, file: StoredFile, cache: string) {
      const encoding = chooseEncoding(request.headers['accept-encoding'], file.encodings);
      const variant = file.variants[encoding] ?? file.variants.identity;
      reply
        .header('content-type', file.type)
        .header('cache-control', cache)
        .header('vary', 'Accept-Encoding')
        .header('etag', variant.etag)
        .header('last-modified', file.lastModified);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      if (etagMatches(request.headers['if-none-match'], variant.etag)) return reply.code(304).send();
      return reply.code(200).send(variant.body);
    }

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

    /**
     * /support?q=…: the Help Center with that search answered (support-search.ts), compressed
     * quickly (brotli at a low quality) when the client takes it, and kept in a bounded cache, so a
     * repeated search costs a lookup. A search not in the cache counts toward its address's limit;
     * past it the Help Center is answered without the search (429, `Retry-After`). Browsers keep
     * none of it (`no-store`).
     */
    async function sendSearchPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, query: string) {
      const encoding = chooseEncoding(request.headers['accept-encoding'], SEARCH_ENCODINGS);
      const key = `${page.variants.identity.etag}|${encoding}|${query}`;
      let answer = searchCache.get(key);
      if (answer === undefined) {
        if (searchLimit) {
          const { count, resetsAt } = await searchCounts.hit(`search|ip|${clientKey(request.ip)}`, searchLimit.timeWindow);
          if (count > searchLimit.max) {
            reply.header('retry-after', String(Math.max(1, Math.ceil((resetsAt - now()) / 1000))));
            return sendPage(request, reply, page, 429);
          }
        }
        const body = await search.page(page.variants.identity.body, query);
        if (body === null) return sendPage(request, reply, page, 200);
        answer = encoding === 'identity' ? body : compressQuickly(body, encoding);
        searchCache.set(key, answer);
      }
      reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('vary', 'Accept-Encoding')
        .header('content-security-policy', pageContentSecurityPolicy(config, page.styleHashes, page.scriptHashes));
      if (encoding === 'identity') return reply.send(answer);
      return reply.header('content-encoding', encoding).send(answer);
    }

    /** The 404 page, in the language of the address asked for (`/hi/…`: the Hindi one) when the build has it. */
    async function notFound(request: FastifyRequest, reply: FastifyReply) {
      const folder = languageFolder(request.url);
      const page = (folder !== '' ? await pages.get(`${folder}/404.html`) : null) ?? (await pages.get('404.html'));
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
        case 'asset': {
          const file = build.get(target.area === 'dist' ? target.file : `site/${target.file}`);
          return file ? sendFile(request, reply, file, cacheControl(target.file, target.pin, false)) : notFound(request, reply);
        }
        case 'release': {
          const release = releases.get(target.version)!;
          const file =
            release.get(target.file) ??
            (target.pin === 'major' && target.file.startsWith('chunks/') ? chunkOfMajorLine(releases, target.version, target.file) : undefined);
          return file ? sendFile(request, reply, file, cacheControl(target.file, target.pin, true)) : notFound(request, reply);
        }
        case 'page': {
          if (NO_REFERRER_PAGES.has(pageName(target.file))) reply.header('referrer-policy', 'no-referrer');
          const page = await pages.get(target.file);
          const query = pageName(target.file) === SUPPORT_PAGE ? searchQuery(request.url) : '';
          if (page && query !== '') return sendSearchPage(request, reply, page, query);
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
