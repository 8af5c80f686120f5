import { validate, type Struct } from 'superstruct';
import { EN_VALIDATION, problemText, type Problem, type ValidationMessages } from './problems.ts';

/** What a form check gives: the cleaned value, or one message per field. */
export type CheckResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** What a check gives before it is put in words: the cleaned value, or one problem per field (see problems.ts). */
export type ProblemsResult<T> = { ok: true; value: T } | { ok: false; problems: Record<string, Problem> };

/**
 * A rule that looks at more than one field; returns the fields it finds wrong, or null. A field's
 * problem is a Problem (written in the check's language) or a message of its own (shown as it is
 * in en-IN, as `invalidValue` in another language).
 */
export type CrossCheck = (value: Record<string, unknown>) => Record<string, Problem | string> | null;

/** How a value is read: as typed (a form), or as a request body (`mask`). */
export interface ProblemsOptions {
  /**
   * Reads the value as a request body: keys the struct does not name are dropped rather than
   * refused, and the struct's coercions apply before its rules (`trimmed` fields are trimmed).
   */
  mask?: boolean;
}

/** How a value is read, and the language of its messages. */
export interface CheckOptions extends ProblemsOptions {
  /** The field messages: a language's `validation` area (protocol/messages/<lang>.ts); default en-IN. */
  messages?: ValidationMessages;
  /** The locale numbers in the messages are written for (default en-IN). */
  locale?: string;
}

/** A superstruct failure's problem, when one of our rules gave it. */
function problemOf(failure: object): Problem | null {
  const problem = (failure as { problem?: unknown }).problem;
  return typeof problem === 'object' && problem !== null ? (problem as Problem) : null;
}

/**
 * Checks a value against a struct and returns the first problem of every field that fails, keyed by
 * field name, then applies the cross-field rules to the fields that passed. A failure none of our
 * rules names (superstruct's own, a value of the wrong JSON type) is `invalidValue` carrying
 * superstruct's words as its en-IN text.
 */
export function checkProblems<T>(
  struct: Struct<T, any>,
  value: Record<string, unknown>,
  crossChecks: CrossCheck[] = [],
  options: ProblemsOptions = {},
): ProblemsResult<T> {
  // Keyed by field name with no prototype, so a field named `constructor` or `toString` reports like any other.
  const problems: Record<string, Problem> = Object.create(null);
  const report = (key: string, problem: Problem) => {
    if (!Object.hasOwn(problems, key)) problems[key] = problem;
  };
  const [error, cleaned] = validate(value, struct, options.mask ? { coerce: true, mask: true } : {});
  if (error) {
    for (const failure of error.failures())
      report(String(failure.path[0] ?? failure.key ?? ''), problemOf(failure) ?? { key: 'invalidValue', text: failure.message });
  }
  for (const check of crossChecks) {
    for (const [key, found] of Object.entries(check(value) ?? {})) report(key, typeof found === 'string' ? { key: 'invalidValue', text: found } : found);
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems: { ...problems } };
  // A value the struct did not produce is a failure, never a silent pass.
  if (cleaned === undefined) return { ok: false, problems: { '': { key: 'invalidInput' } } };
  return { ok: true, value: cleaned as T };
}

/**
 * Checks a form value against a struct and returns the first message of every field that fails,
 * keyed by field name, in `options.messages` (default en-IN), then applies the cross-field rules to
 * the fields that passed.
 */
export function checkForm<T>(
  struct: Struct<T, any>,
  value: Record<string, unknown>,
  crossChecks: CrossCheck[] = [],
  options: CheckOptions = {},
): CheckResult<T> {
  const result = checkProblems(struct, value, crossChecks, options);
  if (result.ok) return result;
  const messages = options.messages ?? EN_VALIDATION;
  const errors = Object.fromEntries(Object.entries(result.problems).map(([key, problem]) => [key, problemText(problem, messages)]));
  return { ok: false, errors };
}
