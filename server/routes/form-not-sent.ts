/**
 * POST /form-not-sent: where the site's server-rendered forms go when they are submitted before
 * the script has taken them over, or with JavaScript off. The body is never read (it may hold a
 * password or a token), so nothing of it reaches a log or the database; the answer is the page
 * that says the form needs JavaScript, with a link back to the page the form was on (with the plan
 * it was opened with, if any), in the language of that page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { escapeHtml } from '../escape-html.ts';
import { answerIn, DEFAULT_LANGUAGE, matchLanguage, requestedLanguage } from '../languages.ts';
import { pageContentSecurityPolicy } from '../plugins/security-headers.ts';
import type { HtmlPages } from '../site/html-pages.ts';
import { languageFolder, resolveSitePath } from '../site/paths.ts';

export const FORM_NOT_SENT_PATH = '/form-not-sent';
const PAGE_FILE = 'form-not-sent.html';
/** The way back in the built page: its language's home (`/`, `/hi/`) until the form's page is known. */
const BACK_LINK = /href="[^"]*" data-back-link/;

/**
 * Query parameters the way back keeps: the choice a page was opened with (the plan and billing
 * /pricing hands to /register), never a secret. Any other (a reset token, say) is left out.
 */
const KEPT_PARAMETERS = ['plan', 'billing'];

/** The path of the site page a form was sent from (its Referer), with only its kept query parameters; else null. */
export function formPagePath(referer: string | undefined, ownOrigins: readonly string[]): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (!ownOrigins.includes(url.origin)) return null;
  // Only a path the site answers with a page.
  if (resolveSitePath(url.pathname).kind !== 'page') return null;
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.size > 0 ? `${url.pathname}?${kept}` : url.pathname;
}

/**
 * The folder of the language the form was written in (`hi`; '' for the default language): its
 * page's, when the Referer names one of ours; without one (a page sent with `no-referrer`, as the
 * password pages are, or a browser that sends none) the language the request's Accept-Language
 * prefers among ours.
 */
export function formLanguageFolder(formPath: string | null, request: FastifyRequest): string {
  if (formPath !== null) return languageFolder(formPath);
  const language = requestedLanguage(request);
  return language === null || language === DEFAULT_LANGUAGE ? '' : language.slice(0, language.indexOf('-'));
}

/** Registers the route in its own scope, whose content-type parser never reads a body. */
export async function formNotSentRoute(site: FastifyInstance, pages: HtmlPages, config: Config): Promise<void> {
  await site.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Any body, of any type, is left unread; Node discards it once the answer is sent.
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.post(FORM_NOT_SENT_PATH, async (request, reply) => {
      const ownOrigins = [new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`];
      const formPath = formPagePath(request.headers.referer, ownOrigins);
      // The page in the form's language where the build has it, else the default language's.
      const folder = formLanguageFolder(formPath, request);
      const translated = folder === '' ? null : await pages.get(`${folder}/${PAGE_FILE}`);
      const page = translated ?? (await pages.get(PAGE_FILE));
      if (!page) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
      answerIn(reply, (translated && matchLanguage(folder)) || DEFAULT_LANGUAGE);
      let html = page.variants.identity.body.toString('utf8');
      if (formPath !== null) html = html.replace(BACK_LINK, `href="${escapeHtml(formPath)}" data-back-link`);
      return reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', pageContentSecurityPolicy(config, page.styleHashes, page.scriptHashes))
        .send(html);
    });
  });
}
