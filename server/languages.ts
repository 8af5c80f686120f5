/**
 * The server's side of the nine languages: every language's API messages (locales/<tag>/api.json), the language a
 * request asks for (its Accept-Language, else en-IN), and the headers of an answer whose text
 * follows it (`Content-Language`, and `Vary: Accept-Language` so a cache keeps one copy per language).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, matchLanguage, negotiateLanguage, preferredLanguage, type Language } from '../protocol/languages.ts';
import { API_MESSAGES } from '../protocol/locales/server.js';
import type { ApiMessages } from '../protocol/message.ts';

export { DEFAULT_LANGUAGE, matchLanguage, type Language };

/** Every language's API messages (locales/<tag>/api.json). */
export const CATALOGS: Record<Language, ApiMessages> = API_MESSAGES;

/** One language's API messages. */
export type Catalog = ApiMessages;

/** The request's Accept-Language header as one string (a repeated header joined), or undefined. */
function acceptLanguage(request: FastifyRequest): string | undefined {
  const header: unknown = request.headers['accept-language'];
  return Array.isArray(header) ? header.join(',') : typeof header === 'string' ? header : undefined;
}

/** The language a request's answers are written in: its Accept-Language among ours, else en-IN. */
export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(acceptLanguage(request));
}

/** The language a request's Accept-Language names among ours, or null when it names none (absent, `*`, unknown tags). */
export function requestedLanguage(request: FastifyRequest): Language | null {
  return preferredLanguage(acceptLanguage(request));
}

/** Marks an answer as written in `language`, chosen by the request's Accept-Language. */
export function answerIn(reply: FastifyReply, language: Language): void {
  reply.header('content-language', language);
  const vary = reply.getHeader('vary');
  const listed = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : [];
  if (!listed.includes('accept-language')) reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Language` : 'Accept-Language');
}

/** The catalog of the request's language, the answer marked as written in it. */
export function catalogFor(request: FastifyRequest, reply: FastifyReply): Catalog & { language: Language } {
  const language = requestLanguage(request);
  answerIn(reply, language);
  return { ...CATALOGS[language], language };
}
