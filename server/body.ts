/** Reading request bodies with the shared superstruct structs (widgets/core/schemas). */
import type { Struct } from 'superstruct';
import { checkForm, type CrossCheck } from '../protocol/index.ts';
import { invalidInput } from './http-error.ts';

/** The body as a plain object (anything else checks as an empty form, so every field reports). */
export function bodyObject(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** Picks the listed keys of a body, so extra keys are ignored rather than refused by `object()`. */
export function pick(body: unknown, keys: readonly string[]): Record<string, unknown> {
  const source = bodyObject(body);
  const picked: Record<string, unknown> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}

/** Checks a value with a shared struct; throws 400 'Invalid input data' with per-field messages. */
export function parseBody<T>(struct: Struct<T, any>, value: Record<string, unknown>, crossChecks: CrossCheck[] = []): T {
  const result = checkForm(struct, value, crossChecks);
  if (!result.ok) throw invalidInput(result.errors);
  return result.value;
}
