/**
 * The tables as Kysely sees them. Ids are text UUIDs and times integer epoch milliseconds, so the
 * same queries run on SQLite and PostgreSQL; flags are 0/1 integers for the same reason.
 */
import type { Generated } from 'kysely';

/** An account: the clinic owner who registered (the registration form). */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  owner_name: string;
  clinic_name: string;
  phone: string;
  clinic_type: string;
  location: string;
  team_size: string | null;
  /** The plan chosen on /pricing (`basic`, `pro`) and its billing period (`monthly`, `annually`); null when none was. */
  plan: string | null;
  billing: string | null;
  /** The language the account speaks (one of LANGUAGES): its mails are written in it. */
  language: Generated<string>;
  role: string;
  terms_accepted_at: number;
  password_changed_at: number;
  /** Raised by every password change; an access token signed under an older version is refused. */
  session_version: number;
  created_at: number;
}

/** One refresh token, stored only as its SHA-256; tokens rotated from one sign-in share a family. */
export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  remember_me: number;
  created_at: number;
  expires_at: number;
  /** When it was exchanged for its successor; a spent token presented again means reuse. */
  spent_at: number | null;
  revoked_at: number | null;
}

/** One password-reset token, stored only as its SHA-256. */
export interface ResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
  /** When it was used, or superseded by a newer request or a password change. */
  spent_at: number | null;
}

/** A message from the contact form. */
export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  clinic_name: string | null;
  message: string;
  contact_method: string;
  created_at: number;
}

/** One newsletter address, stored once. */
export interface NewsletterSignupsTable {
  id: string;
  email: string;
  created_at: number;
}

/** A record of every mail sent (never its body: that holds a live reset link). */
export interface SentMailTable {
  id: string;
  to_address: string;
  subject: string;
  kind: string;
  transport: string;
  /** The SMTP message id, or the .eml file written to the outbox. */
  reference: string | null;
  created_at: number;
}

/** One rate-limit count: every e-mail count on both databases, and the per-address counts on PostgreSQL (shared by its instances). */
export interface RateLimitsTable {
  key: string;
  count: number;
  /** When the current window ends, epoch milliseconds. */
  resets_at: number;
}

/** The whole schema. */
export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  reset_tokens: ResetTokensTable;
  contact_messages: ContactMessagesTable;
  newsletter_signups: NewsletterSignupsTable;
  sent_mail: SentMailTable;
  rate_limits: RateLimitsTable;
}
