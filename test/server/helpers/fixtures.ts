/** Test data and flows shared by the server suites. */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestServer } from './server.ts';

let counter = 0;

/** A unique e-mail for one test. */
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@clinic.example`;
}

/** A password that passes every rule (length, cases, digit, not common). */
export const GOOD_PASSWORD = 'Tulsi-Garden-42';

/** A valid registration payload with both key spellings, as the widget sends it. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const base = {
    clinicName: 'Glow Aesthetics',
    ownerName: 'Dr. Asha Rao',
    email: uniqueEmail(),
    phone: '+91 98765 43210',
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
    clinicType: 'aesthetic',
    location: 'Bengaluru',
    teamSize: '6-15',
    agreeToTerms: true,
  };
  const merged = { ...base, ...overrides };
  return {
    ...merged,
    clinic_name: merged.clinicName,
    owner_name: merged.ownerName,
    clinic_type: merged.clinicType,
    team_size: merged.teamSize,
    agree_to_terms: merged.agreeToTerms,
  };
}

/** Registers a new account and returns its e-mail, password and tokens. */
export async function registerUser(server: TestServer, overrides: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const payload = registration(overrides);
  const answer = await server.post('/api/auth/register', payload, headers);
  if (answer.status !== 201) throw new Error(`registration failed: ${answer.status} ${answer.text}`);
  // The welcome mail is written after the answer; wait for it so later mail counts are exact.
  await server.app.background.idle();
  return {
    email: String(payload.email),
    password: String(payload.password),
    user: answer.body.user,
    token: answer.body.token as string,
    refreshToken: answer.body.refreshToken as string,
  };
}

/** Decodes a quoted-printable MIME part well enough to find a link in it. */
function decodeQuotedPrintable(text: string): string {
  // A run of encoded bytes is one UTF-8 sequence or more ('=E2=82=B9' is '₹').
  return text.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

/** The outbox .eml files, oldest first, as written (none before the first mail). */
async function emlFiles(dataDir: string): Promise<Array<{ file: string; eml: string }>> {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(files.map(async (file) => ({ file, eml: await readFile(join(dir, file), 'utf8') })));
}

/** The outbox .eml files, oldest first, with their decoded text. */
export async function outbox(dataDir: string): Promise<Array<{ file: string; text: string }>> {
  return (await emlFiles(dataDir)).map(({ file, eml }) => ({ file, text: decodeQuotedPrintable(eml) }));
}

/** Requests a reset link for an e-mail and returns the token from the mail written to the outbox. */
export async function requestResetToken(server: TestServer, email: string): Promise<string> {
  const seen = new Set((await outbox(server.config.dataDir)).map((mail) => mail.file));
  const answer = await server.post('/api/auth/forgot-password', { email });
  if (answer.status !== 200) throw new Error(`forgot-password failed: ${answer.status} ${answer.text}`);
  await server.app.background.idle();
  const fresh = (await outbox(server.config.dataDir)).filter((mail) => !seen.has(mail.file));
  if (fresh.length !== 1) throw new Error(`expected one new mail, found ${fresh.length}`);
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(fresh[0]?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

/** A header's MIME encoded-words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) decoded; adjacent words join without the space between them. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

/** A MIME part's body decoded by its Content-Transfer-Encoding. */
function decodePart(headers: string, body: string): string {
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The outbox mails, oldest first, read as a mail client reads them: recipient, subject, and the decoded text and HTML parts. */
export async function outboxMails(dataDir: string): Promise<Array<{ file: string; to: string; subject: string; text: string; html: string }>> {
  return (await emlFiles(dataDir)).map(({ file, eml }) => readMail(file, eml));
}

/** One .eml as a mail client reads it. */
function readMail(file: string, eml: string) {
  const split = eml.indexOf('\n\n');
  const head = eml.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => decodeHeader(new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '');
  const boundary = /boundary="?([^";\n]+)"?/i.exec(head)?.[1] ?? '';
  const parts = eml
    .slice(split + 2)
    .split(`--${boundary}`)
    .map((part) => {
      const end = part.indexOf('\n\n');
      return { headers: part.slice(0, end), body: part.slice(end + 2).replace(/\n$/, '') };
    });
  const part = (type: string) => {
    const found = parts.find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p.headers));
    return found ? decodePart(found.headers, found.body) : '';
  };
  return { file, to: header('To'), subject: header('Subject'), text: part('text/plain'), html: part('text/html') };
}
