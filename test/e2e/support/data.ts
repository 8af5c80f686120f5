/** End-to-end helpers that look at the server's data folder: the outbox and the database. */
import Database from 'better-sqlite3';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const dataDir = () => process.env.E2E_DATA_DIR!;

/** A fresh, unique e-mail address for one test. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@e2e.example.in`;
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The reset link of the newest mail in the outbox addressed to `email`, or null. */
export function resetLinkFor(email: string): string | null {
  let files: string[];
  try {
    files = readdirSync(join(dataDir(), 'outbox'))
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return null;
  }
  for (const file of files.reverse()) {
    const mail = decodeQuotedPrintable(readFileSync(join(dataDir(), 'outbox', file), 'utf8'));
    if (!mail.toLowerCase().includes(`to: ${email.toLowerCase()}`)) continue;
    const match = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail);
    if (match) return match[0];
  }
  return null;
}

/** Opens the run's SQLite database (the server keeps it in WAL mode, so reading alongside is safe). */
export function database(): Database.Database {
  const db = new Database(join(dataDir(), 'clinic.sqlite'));
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Stores a reset token for the user that expired an hour ago; returns the token. */
export function insertExpiredResetToken(email: string): string {
  const db = database();
  try {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email.toLowerCase()) as { id: string } | undefined;
    if (!user) throw new Error(`no user ${email}`);
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('base64url');
    const now = Date.now();
    db.prepare('INSERT INTO reset_tokens (id, user_id, token_hash, created_at, expires_at, spent_at) VALUES (?, ?, ?, ?, ?, NULL)').run(
      `expired-${token.slice(0, 8)}`,
      user.id,
      hash,
      now - 25 * 3600_000,
      now - 3600_000,
    );
    return token;
  } finally {
    db.close();
  }
}
