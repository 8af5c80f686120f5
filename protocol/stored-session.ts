import { omit, optional, refine, string, type, type Infer } from 'superstruct';
import { User } from './user.ts';

/*
 * A module apart from the user record, so the answer checks every page's API client runs do not
 * carry this rule: the browser checks a stored session by hand (widgets/runtime/script/session/persistence.ts),
 * held to the same answers as this struct by a unit test.
 */

/**
 * The session as stored in the browser: the user record with its two tokens beside its fields. The
 * plan and billing period are kept with it but not checked (nothing the session restores depends on
 * them; whatever reads them looks the plan up).
 */
const StoredSessionShape = type({ ...omit(User, ['plan', 'billing']).schema, token: optional(string()), refreshToken: optional(string()) });

/** The fields a stored session cannot do without besides its tokens: every user field that is not optional. */
const USER_REQUIRED = Object.entries(StoredSessionShape.schema)
  .filter(([, struct]) => !struct.is(undefined))
  .map(([key]) => key);
const TOKENS = ['token', 'refreshToken'];

/**
 * Ensure that a value is a complete stored session: the user, where id, name, email and role are
 * present and not blank, with token and refreshToken both present and not blank, or with neither
 * (a session whose refresh token is in the API's HttpOnly cookie keeps no token in storage). Anything
 * else is discarded.
 */
export const StoredSession = refine(StoredSessionShape, 'CompleteSession', (value) => {
  const record = value as Record<string, unknown>;
  const filled = (key: string) => (typeof record[key] === 'string' && (record[key] as string).trim() !== '') || typeof record[key] === 'number';
  return USER_REQUIRED.every(filled) && (TOKENS.every(filled) || !TOKENS.some((key) => key in record));
});
export type StoredSession = Infer<typeof StoredSession>;
