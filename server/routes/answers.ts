/**
 * JSON schemas of every answer (the README's HTTP API table). Fastify serialises with them, so a field
 * not listed here (a password hash, say) can never leak into an answer.
 */

const message = { type: 'string' } as const;

/** `{message, fields?}`: every error answer. */
export const errorAnswer = {
  type: 'object',
  required: ['message'],
  properties: { message, fields: { type: 'object', additionalProperties: { type: 'string' } } },
} as const;

/** `{message}`. */
export const messageAnswer = { type: 'object', required: ['message'], properties: { message } } as const;

/** The `user` record: {id, name, email, role, avatar, clinicName}. */
export const userSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'role', 'avatar', 'clinicName'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
    avatar: { type: ['string', 'null'] },
    clinicName: { type: 'string' },
  },
} as const;

/** `{user, token, refreshToken}`: sign-in and registration. */
export const authAnswer = {
  type: 'object',
  required: ['user', 'token', 'refreshToken'],
  properties: { user: userSchema, token: { type: 'string' }, refreshToken: { type: 'string' } },
} as const;

/** `{token, refreshToken}`: a refresh. */
export const refreshAnswer = {
  type: 'object',
  required: ['token', 'refreshToken'],
  properties: { token: { type: 'string' }, refreshToken: { type: 'string' } },
} as const;

/** `{valid, message?}`: verify-reset-token. */
export const verifyAnswer = { type: 'object', required: ['valid'], properties: { valid: { type: 'boolean' }, message } } as const;

/** `{user}`: /api/auth/me. */
export const meAnswer = { type: 'object', required: ['user'], properties: { user: userSchema } } as const;

/** `{status, message?}`: health. */
export const healthAnswer = { type: 'object', required: ['status'], properties: { status: { type: 'string' }, message } } as const;

/** The error answers a JSON call can give besides its own. */
export const commonErrors = { 400: errorAnswer, 403: errorAnswer, 413: errorAnswer, 415: errorAnswer, 429: errorAnswer, 500: errorAnswer } as const;
