/**
 * Request bodies declared on their routes with the protocol's structs: `schema: { body: body(Login) }`.
 * The body is read as superstruct's `mask` reads it (keys the struct does not name are dropped,
 * `trimmed` fields are trimmed) and checked before the handler runs; the handler receives the
 * cleaned, typed value as `request.body`. A failing body answers 400 INVALID_INPUT with each field's
 * problem, written by the error handler in the request's language.
 */
import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { Struct } from 'superstruct';
import { checkProblems, type CrossCheck } from '../../protocol/index.ts';
import { invalidInput } from '../http-error.ts';

/** How a route's body is read and checked. */
export class Body<T> {
  constructor(
    readonly struct: Struct<T, any>,
    /** Turns the body object into the struct's shape first (registration's two key spellings). */
    readonly read: (body: Record<string, unknown>) => Record<string, unknown>,
    /** Rules over more than one field, applied like the struct's own. */
    readonly crossChecks: CrossCheck[],
  ) {}

  /** Reads a body: the cleaned value, or the 400 naming each field that fails. */
  parse(body: unknown): T {
    const result = this.#check(body);
    if (!result.ok) throw invalidInput(result.problems);
    return result.value;
  }

  /** Reads a body: the cleaned value, or null when it fails. */
  check(body: unknown): T | null {
    const result = this.#check(body);
    return result.ok ? result.value : null;
  }

  #check(body: unknown) {
    return checkProblems(this.struct, this.#known(this.read(bodyObject(body))), this.crossChecks, { mask: true });
  }

  /** Only the fields the struct names, read as own properties: a key such as `constructor` or `toString` is dropped, never looked up on a prototype. */
  #known(value: Record<string, unknown>): Record<string, unknown> {
    const fields = this.struct.schema;
    if (typeof fields !== 'object' || fields === null) return value;
    const known: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) if (Object.hasOwn(value, key)) known[key] = value[key];
    return known;
  }
}

/** Declares a route's body: its struct, and optionally a reader and cross-field rules. */
export function body<T>(struct: Struct<T, any>, options: { read?: Body<T>['read']; crossChecks?: CrossCheck[] } = {}): Body<T> {
  return new Body(struct, options.read ?? ((value) => value), options.crossChecks ?? []);
}

/**
 * The body's own properties in an object without a prototype, so a reader looking up a field the
 * client left out finds nothing (not `Object.prototype.toString`); anything but an object checks as
 * an empty form, so every field reports.
 */
function bodyObject(body: unknown): Record<string, unknown> {
  const own: Record<string, unknown> = Object.create(null);
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) for (const [key, value] of Object.entries(body)) own[key] = value;
  return own;
}

/** The validator compiler of the API scope: runs a route's Body declaration. */
export const compileBody: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart !== 'body' || !(schema instanceof Body)) throw new Error(`only bodies declared with body() are checked, not ${httpPart}`);
  return (data: unknown) => {
    try {
      return { value: schema.parse(data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
};

/** Types `request.body` as the declared struct's value. */
export interface BodyTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends Body<infer T> ? T : unknown;
  serializer: unknown;
}
