/**
 * The API's error answers: `{code, message, fields?, fieldCodes?}` with a status. `code` is stable
 * (an `errors` catalog key: INVALID_INPUT, EMAIL_EXISTS…); `message` is its text in the request's
 * language; a 400 of field problems names each field's message (`fields`) and code (`fieldCodes`,
 * fieldCode: 'EMAIL_INVALID', 'TOO_LONG').
 */
import { fieldCode, problemText, type Problem } from '../protocol/problems.ts';
import type { ErrorCode } from '../protocol/message.ts';
import { CATALOGS, DEFAULT_LANGUAGE, type Language } from './languages.ts';

/** An error answer's body. */
export interface ErrorAnswer {
  code: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  fieldCodes?: Record<string, string>;
  /** A proof of work that lets a sign-in past its account's per-e-mail ceiling (see proof-of-work.ts). */
  challenge?: { id: string; bits: number };
}

/** The body of the error `code` in `language`, with its fields' problems if any. */
export function errorBody(code: ErrorCode, language: Language = DEFAULT_LANGUAGE, problems?: Record<string, Problem>): ErrorAnswer {
  const catalog = CATALOGS[language];
  const body: ErrorAnswer = { code, message: catalog.errors[code] };
  if (!problems) return body;
  const entries = Object.entries(problems);
  body.fields = Object.fromEntries(entries.map(([field, problem]) => [field, problemText(problem, catalog.validation)]));
  body.fieldCodes = Object.fromEntries(entries.map(([field, problem]) => [field, fieldCode(problem.key)]));
  return body;
}

/** An error whose code, message and fields are safe to show the client; its `message` is the en-IN text (for logs). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly problems: Record<string, Problem> | undefined;
  readonly headers: Record<string, string>;
  readonly challenge: ErrorAnswer['challenge'];

  constructor(
    statusCode: number,
    code: ErrorCode,
    options: { problems?: Record<string, Problem>; headers?: Record<string, string>; challenge?: ErrorAnswer['challenge'] } = {},
  ) {
    super(CATALOGS[DEFAULT_LANGUAGE].errors[code]);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.problems = options.problems;
    this.headers = options.headers ?? {};
    this.challenge = options.challenge;
  }

  /** The JSON body of the answer in `language` (default en-IN). */
  body(language: Language = DEFAULT_LANGUAGE): ErrorAnswer {
    const body = errorBody(this.code, language, this.problems);
    return this.challenge ? { ...body, challenge: this.challenge } : body;
  }

  toJSON(): ErrorAnswer {
    return this.body();
  }
}

/** A 400 INVALID_INPUT naming each field's problem. */
export function invalidInput(problems: Record<string, Problem>): HttpError {
  return new HttpError(400, 'INVALID_INPUT', { problems });
}
