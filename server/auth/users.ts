/** Accounts: creating, finding and the public `user` record the API answers with. */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { UsersTable } from '../db/schema.ts';
import type { User } from '../../protocol/index.ts';
import type { Language } from '../../protocol/languages.ts';

/** A stored account row. */
export type UserRow = Selectable<UsersTable>;

/** What registration stores besides the password hash. */
export interface NewUser {
  email: string;
  passwordHash: string;
  ownerName: string;
  clinicName: string;
  phone: string;
  clinicType: string;
  location: string;
  teamSize: string | null;
  plan: string | null;
  billing: string | null;
  /** The language the account speaks (one of LANGUAGES). */
  language: Language;
}

/** Every account registers as its clinic's owner; staff roles are not offered here. */
export const OWNER_ROLE = 'owner';

/** E-mails are stored and compared in one spelling (NFC, trimmed, lower-cased), the browser's too. */
export { normalizeEmail } from '../../protocol/index.ts';

/** The `user` of every API answer (the protocol's User): every field sent, avatar null, plan and billing null when none was chosen, the account's language. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.owner_name,
    email: row.email,
    role: row.role,
    avatar: null,
    clinicName: row.clinic_name,
    plan: row.plan,
    billing: row.billing,
    language: row.language,
  };
}

/** Inserts an account; a taken e-mail fails with the driver's unique-violation error. */
export async function insertUser(db: Db, user: NewUser, now: number): Promise<UserRow> {
  const row: UserRow = {
    id: randomUUID(),
    email: user.email,
    password_hash: user.passwordHash,
    owner_name: user.ownerName,
    clinic_name: user.clinicName,
    phone: user.phone,
    clinic_type: user.clinicType,
    location: user.location,
    team_size: user.teamSize,
    plan: user.plan,
    billing: user.billing,
    language: user.language,
    role: OWNER_ROLE,
    terms_accepted_at: now,
    password_changed_at: now,
    session_version: 0,
    created_at: now,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

/** The account with this (normalised) e-mail, if any. */
export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The account with this id, if any. */
export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
