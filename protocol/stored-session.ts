import { assign, object, omit, refine, string, type, type Infer } from 'superstruct';
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
const StoredSessionShape = assign(omit(User, ['plan', 'billing']), object({ token: string(), refreshToken: string() }));

/** The fields a stored session cannot do without: every field that is not optional. */
const STORED_SESSION_REQUIRED = Object.entries(StoredSessionShape.schema)
  .filter(([, struct]) => !struct.is(undefined))
  .map(([key]) => key);

/**
 * Ensure that a value is a complete stored session: the user with its tokens, where id, name,
 * email, role, token and refreshToken are all present and not blank. Anything else is discarded.
 */
export const StoredSession = refine(type(StoredSessionShape.schema), 'CompleteSession', (value) =>
  STORED_SESSION_REQUIRED.every((key) => {
    const field = (value as Record<string, unknown>)[key];
    return (typeof field === 'string' && field.trim() !== '') || typeof field === 'number';
  }),
);
export type StoredSession = Infer<typeof StoredSession>;
