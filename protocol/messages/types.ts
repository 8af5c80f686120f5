/**
 * The shape every language's catalog has: the keys of the reference catalog (en-IN.ts), each a
 * message in ICU MessageFormat (format.ts). A language module declares its areas with
 * `satisfies ValidationMessages` (and the others), so a missing or extra key fails typecheck.
 */
import type { answers, errors, validation } from './en-IN.ts';

/** The problem keys of the form checks. */
export type ValidationKey = keyof typeof validation;
/** The API's error codes, and the browser's status fallbacks. */
export type ErrorCode = keyof typeof errors;
/** The successful answers' messages. */
export type AnswerKey = keyof typeof answers;

export type ValidationMessages = Record<ValidationKey, string>;
export type ErrorMessages = Record<ErrorCode, string>;
export type AnswerMessages = Record<AnswerKey, string>;

/** One language's catalog, as the server holds them all. */
export interface Catalog {
  validation: ValidationMessages;
  errors: ErrorMessages;
  answers: AnswerMessages;
}
