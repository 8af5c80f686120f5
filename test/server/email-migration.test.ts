/** Addresses stored with a Unicode domain get its ASCII form, unless that spelling already has an account. */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { Migrator } from 'kysely';
import { openDatabase, type Db } from '../../server/db/connect.ts';
import { migrateToLatest, migrations } from '../../server/db/migrations.ts';
import { describeEachDatabase } from './helpers/databases.ts';

describeEachDatabase('the ASCII e-mail domain migration', (target) => {
  let db: Db;
  before(async () => {
    db = openDatabase(target().database);
  });
  after(async () => {
    await db?.destroy();
  });

  it('rewrites u@münchen.test to u@xn--mnchen-3ya.test, and leaves a spelling whose ASCII form is taken', async () => {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const { error } = await migrator.migrateTo('2026_11_002_session_version_and_rate_limits');
    assert.equal(error, undefined);
    const user = (id: string, email: string) => ({
      id,
      email,
      password_hash: 'x',
      owner_name: 'A',
      clinic_name: 'C',
      phone: '9876543210',
      clinic_type: 'other',
      location: 'Pune',
      team_size: null,
      role: 'owner',
      terms_accepted_at: 0,
      password_changed_at: 0,
      session_version: 0,
      created_at: 0,
    });
    await db
      .insertInto('users')
      .values([user('1', 'u@münchen.test'), user('2', 'v@münchen.test'), user('3', 'v@xn--mnchen-3ya.test'), user('4', 'w@x.test')])
      .execute();
    await migrateToLatest(db);
    const emails = await db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
    assert.deepEqual(
      emails.map((row) => row.email),
      ['u@xn--mnchen-3ya.test', 'v@münchen.test', 'v@xn--mnchen-3ya.test', 'w@x.test'],
    );
  });
});
