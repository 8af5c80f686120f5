/**
 * The one migration set, kept in code so the bundled server needs no migration files; written with
 * portable types so it runs unchanged on SQLite and PostgreSQL.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { normalizeEmail } from '../../protocol/index.ts';

const initial: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('owner_name', 'text', (c) => c.notNull())
      .addColumn('clinic_name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('clinic_type', 'text', (c) => c.notNull())
      .addColumn('location', 'text', (c) => c.notNull())
      .addColumn('team_size', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('terms_accepted_at', 'bigint', (c) => c.notNull())
      .addColumn('password_changed_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    // E-mails are stored trimmed and lower-cased, so a plain unique index makes them case-insensitive.
    await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();

    await db.schema
      .createTable('refresh_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('family_id', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('remember_me', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('spent_at', 'bigint')
      .addColumn('revoked_at', 'bigint')
      .execute();
    await db.schema.createIndex('refresh_tokens_hash_unique').on('refresh_tokens').column('token_hash').unique().execute();
    await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
    await db.schema.createIndex('refresh_tokens_user').on('refresh_tokens').column('user_id').execute();

    await db.schema
      .createTable('reset_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('spent_at', 'bigint')
      .execute();
    await db.schema.createIndex('reset_tokens_hash_unique').on('reset_tokens').column('token_hash').unique().execute();
    await db.schema.createIndex('reset_tokens_user').on('reset_tokens').column('user_id').execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('clinic_name', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('contact_method', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('newsletter_signups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('newsletter_email_unique').on('newsletter_signups').column('email').unique().execute();

    await db.schema
      .createTable('sent_mail')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('to_address', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('transport', 'text', (c) => c.notNull())
      .addColumn('reference', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['sent_mail', 'newsletter_signups', 'contact_messages', 'reset_tokens', 'refresh_tokens', 'users']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};

/** Exact revocation of access tokens, and rate-limit counters that several instances share. */
const sessionVersionAndLimits: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('resets_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_resets_at').on('rate_limits').column('resets_at').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.dropTable('rate_limits').ifExists().execute();
    await db.schema.alterTable('users').dropColumn('session_version').execute();
  },
};

/**
 * Addresses stored before internationalised domains were kept in their ASCII form get that form,
 * so they keep matching what sign-in looks up. An address whose ASCII spelling is already taken
 * (two accounts for one mailbox) is left as it is, for its owner to sort out with support.
 */
const asciiEmailDomains: Migration = {
  async up(db: Kysely<any>) {
    for (const table of ['users', 'newsletter_signups']) {
      const rows: Array<{ id: string; email: string }> = await db.selectFrom(table).select(['id', 'email']).execute();
      const taken = new Set(rows.map((row) => row.email));
      for (const row of rows) {
        const ascii = normalizeEmail(row.email);
        if (ascii === row.email || taken.has(ascii)) continue;
        await db.updateTable(table).set({ email: ascii }).where('id', '=', row.id).execute();
        taken.add(ascii);
      }
    }
  },
  async down() {},
};

/** The plan chosen on /pricing, kept with the account: `basic` or `pro` and its billing period, or none. */
const chosenPlan: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('plan', 'text').execute();
    await db.schema.alterTable('users').addColumn('billing', 'text').execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('billing').execute();
    await db.schema.alterTable('users').dropColumn('plan').execute();
  },
};

/**
 * The language the account speaks, which its mails are written in. Accounts made before it speak
 * Indian English, as every mail they were sent did.
 */
const accountLanguage: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('users')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en-IN'))
      .execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable('users').dropColumn('language').execute();
  },
};

/** Every migration by name; names sort in the order they run. */
export const migrations: Record<string, Migration> = {
  '2025_01_001_initial': initial,
  '2026_11_002_session_version_and_rate_limits': sessionVersionAndLimits,
  '2026_11_003_ascii_email_domains': asciiEmailDomains,
  '2026_11_004_chosen_plan': chosenPlan,
  '2026_11_005_account_language': accountLanguage,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
}
