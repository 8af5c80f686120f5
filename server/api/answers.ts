/**
 * The JSON Schemas Fastify serialises each answer with, read off the protocol's structs, so the
 * shape of an answer is described once (protocol/). Serialising by schema means a field the struct
 * does not name (a password hash, say) can never leak into an answer.
 */
import type { Struct } from 'superstruct';
import { AuthResult, ErrorBody, HealthResult, MeResult, MessageResult, OriginCheckResult, RefreshResult, VerifyResult } from '../../protocol/index.ts';

/** The part of JSON Schema fast-json-stringify needs. */
export interface JsonSchema {
  type: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
}

/** A sample value of each JSON type: a struct's JSON types are those whose sample it accepts. */
const SAMPLES: Array<[string, unknown]> = [
  ['string', 'x'],
  ['number', 1],
  ['boolean', true],
  ['null', null],
];

/**
 * The JSON Schema of a struct: an object struct with fields (`type`, `object`) lists them, those
 * not optional required; an object without fields passes its keys through; any other struct is
 * the JSON types it accepts (`optional(nullable(string()))` is string or null, not required).
 */
export function jsonSchemaOf(struct: Struct<any, any>): JsonSchema {
  if ((struct.type === 'type' || struct.type === 'object') && isFieldMap(struct.schema)) {
    const fields = Object.entries(struct.schema);
    return {
      type: 'object',
      properties: Object.fromEntries(fields.map(([key, field]) => [key, jsonSchemaOf(field)])),
      required: fields.filter(([, field]) => !field.is(undefined)).map(([key]) => key),
    };
  }
  if (struct.type === 'object' || struct.type === 'record') return { type: 'object', additionalProperties: true };
  const types = SAMPLES.filter(([, sample]) => struct.is(sample)).map(([type]) => type);
  if (types.length === 0) throw new Error(`no JSON Schema for a ${struct.type} struct`);
  return { type: types.length === 1 ? types[0]! : types };
}

function isFieldMap(schema: unknown): schema is Record<string, Struct<any, any>> {
  return typeof schema === 'object' && schema !== null;
}

/** `{message, fields?}`: every error answer. */
export const errorAnswer = jsonSchemaOf(ErrorBody);
/** `{message}`. */
export const messageAnswer = jsonSchemaOf(MessageResult);
/** `{user, token, refreshToken}`: sign-in and registration. */
export const authAnswer = jsonSchemaOf(AuthResult);
/** `{token, refreshToken}`: a refresh. */
export const refreshAnswer = jsonSchemaOf(RefreshResult);
/** `{valid, message?}`: verify-reset-token. */
export const verifyAnswer = jsonSchemaOf(VerifyResult);
/** `{user}`: /api/auth/me. */
export const meAnswer = jsonSchemaOf(MeResult);
/** `{status, message?}`: health. */
export const healthAnswer = jsonSchemaOf(HealthResult);
/** `{origin, allowed}`: /api/origin-check. */
export const originCheckAnswer = jsonSchemaOf(OriginCheckResult);

/** The error answers a JSON call can give besides its own. */
export const commonErrors = {
  400: errorAnswer,
  403: errorAnswer,
  413: errorAnswer,
  415: errorAnswer,
  429: errorAnswer,
  500: errorAnswer,
  503: errorAnswer,
} as const;
