import { boolean, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { User } from './user.ts';

/**
 * Ensure that a value is a sign-in or registration answer: the user and both tokens, and the
 * browser's new device token (to keep under DEVICE_TOKEN_STORAGE_KEY and send with the next sign-in).
 * The refresh token is absent when the server set it in its HttpOnly cookie instead (a page on the
 * API's own origin that asked for that).
 */
export const AuthResult = type({ user: User, token: string(), refreshToken: optional(string()), deviceToken: optional(string()) });
export type AuthResult = Infer<typeof AuthResult>;

/** The same answer as some servers send it, under a `data` wrapper; the client accepts both. */
export const WrappedAuthResult = type({ data: AuthResult });

/**
 * Ensure that a value is a proof-of-work challenge: find a `nonce` whose SHA-256 of `<id>:<nonce>`
 * starts with `bits` zero bits, and send `<id>:<nonce>` as the sign-in's `proof`.
 */
export const ProofChallenge = type({ id: string(), bits: number() });
export type ProofChallenge = Infer<typeof ProofChallenge>;

/** Ensure that a value is a refresh answer; the refresh token is absent when it went in the cookie (as for AuthResult). */
export const RefreshResult = type({ token: string(), refreshToken: optional(string()) });
export type RefreshResult = Infer<typeof RefreshResult>;

/** Ensure that a value is a verify-reset-token answer. */
export const VerifyResult = type({ valid: boolean(), message: optional(string()) });
export type VerifyResult = Infer<typeof VerifyResult>;

/** Ensure that a value is a plain `{message}` answer (the message may be absent). */
export const MessageResult = type({ message: optional(string()) });
export type MessageResult = Infer<typeof MessageResult>;

/** Ensure that a value is the `/api/auth/me` answer. */
export const MeResult = type({ user: User });

/** Ensure that a value is a health answer: `{status: 'ok'}`, or 'unavailable' with a message. */
export const HealthResult = type({ status: string(), message: optional(string()) });
export type HealthResult = Infer<typeof HealthResult>;

/**
 * Ensure that a value is an origin check's answer: whether `origin` (the caller's Origin, or the one
 * it asked about; null when it sent none) may call the API from a browser.
 */
export const OriginCheckResult = type({ origin: nullable(string()), allowed: boolean() });
export type OriginCheckResult = Infer<typeof OriginCheckResult>;

/**
 * Ensure that a value is an error body: `{code, message, fields?, fieldCodes?}`. `code` names the
 * error (INVALID_INPUT, EMAIL_EXISTS… — an `errors` catalog key; optional, as an older server sends
 * none); `fields` maps a field name to its message and `fieldCodes` the same names to their
 * problem's code (fieldCode: 'EMAIL_INVALID', 'TOO_LONG'). A sign-in held by its account's per-e-mail
 * ceiling carries a `challenge`: a proof of work that lets the same sign-in through when solved.
 */
export const ErrorBody = type({
  code: optional(string()),
  message: optional(string()),
  fields: optional(object()),
  fieldCodes: optional(object()),
  challenge: optional(ProofChallenge),
});
