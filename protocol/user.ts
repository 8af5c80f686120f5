import { nullable, number, optional, string, type, union, type Infer } from 'superstruct';

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
