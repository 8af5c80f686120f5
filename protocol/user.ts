import { assign, nullable, number, object, optional, refine, string, type, union, type Infer } from 'superstruct';

/**
 * The signed-in user every sign-in, registration and `/api/auth/me` answer carries:
 * `{id, name, email, role, avatar, clinicName}`. The reference server always sends all six (id a
 * string, avatar null, clinicName the registered clinic); a client also accepts a numeric id and a
 * missing or null avatar and clinicName, as other servers of the same API send them.
 */
export const User = type({
  id: union([string(), number()]),
  name: string(),
  email: string(),
  role: string(),
  avatar: optional(nullable(string())),
  clinicName: optional(nullable(string())),
});
export type User = Infer<typeof User>;

/** The user as the elements hand it to a page (the session, the events): the same record, `id` always a string. */
export interface ClinicUser {
  id: string;
  name: string;
  email: string;
  role: string;
  avatar?: string | null;
  clinicName?: string | null;
}

/** The session as stored in the browser: the user record with its two tokens beside its fields. */
const StoredSessionShape = assign(User, object({ token: string(), refreshToken: string() }));

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
