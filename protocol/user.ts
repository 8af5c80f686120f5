import { nullable, number, optional, string, type, union, type Infer } from 'superstruct';

/**
 * The signed-in user every sign-in, registration and `/api/auth/me` answer carries:
 * `{id, name, email, role, avatar, clinicName, plan, billing, language}`. The reference server always sends all
 * nine (id a string, avatar null, clinicName the registered clinic, plan and billing the plan chosen
 * on /pricing, `basic` or `pro` and `monthly` or `annually`, or null) and the account's language (one of
 * LANGUAGES); a client also accepts a numeric
 * id and a missing or null avatar, clinicName, plan and billing, as other servers of the same API send them.
 */
export const User = type({
  id: union([string(), number()]),
  name: string(),
  email: string(),
  role: string(),
  avatar: optional(nullable(string())),
  clinicName: optional(nullable(string())),
  plan: optional(nullable(string())),
  billing: optional(nullable(string())),
  language: optional(nullable(string())),
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
  /** The plan chosen on /pricing when registering (`basic`, `pro`), if any. */
  plan?: string | null;
  /** Its billing period (`monthly`, `annually`), if a plan was chosen. */
  billing?: string | null;
  /** The language the account speaks (a tag such as `hi-IN`), if the server says. */
  language?: string | null;
}
