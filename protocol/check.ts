import { validate, type Struct } from 'superstruct';

/** What a form check gives: the cleaned value, or one message per field. */
export type CheckResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

/** A rule that looks at more than one field; returns the fields it finds wrong, or null. */
export type CrossCheck = (value: Record<string, unknown>) => Record<string, string> | null;

/** How a value is read: as typed (a form), or as a request body (`mask`). */
export interface CheckOptions {
  /**
   * Reads the value as a request body: keys the struct does not name are dropped rather than
   * refused, and the struct's coercions apply before its rules (`trimmed` fields are trimmed).
   */
  mask?: boolean;
}

/**
 * Checks a form value against a struct and returns the first message of every field that fails,
 * keyed by field name, then applies the cross-field rules to the fields that passed.
 */
export function checkForm<T>(
  struct: Struct<T, any>,
  value: Record<string, unknown>,
  crossChecks: CrossCheck[] = [],
  options: CheckOptions = {},
): CheckResult<T> {
  // Keyed by field name with no prototype, so a field named `constructor` or `toString` reports like any other.
  const errors: Record<string, string> = Object.create(null);
  const [error, cleaned] = validate(value, struct, options.mask ? { coerce: true, mask: true } : {});
  if (error) {
    for (const failure of error.failures()) {
      const key = String(failure.path[0] ?? failure.key ?? '');
      if (!Object.hasOwn(errors, key)) errors[key] = failure.message;
    }
  }
  for (const check of crossChecks) {
    for (const [key, message] of Object.entries(check(value) ?? {})) {
      if (!Object.hasOwn(errors, key)) errors[key] = message;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors: { ...errors } };
  // A value the struct did not produce is a failure, never a silent pass.
  if (cleaned === undefined) return { ok: false, errors: { '': 'Invalid input data' } };
  return { ok: true, value: cleaned as T };
}
