/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise an .eml file in
 * DATA_DIR/outbox (development). Every mail sent is recorded in the sent_mail table.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import type { Mailbox } from '../config.ts';
import type { Db } from '../db/connect.ts';

/** One message to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for, recorded in sent_mail (e.g. 'password-reset'). */
  kind: string;
}

/** Where a sent mail went: the SMTP message id or the .eml file written. */
export interface MailReceipt {
  transport: 'smtp' | 'outbox';
  reference: string;
}

/** Sends mail and records it. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<MailReceipt>;
  /**
   * Does the work of sending (composes the whole message) and sends nothing: answering for an
   * address without an account costs what answering for one with an account does.
   */
  rehearse(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Builds the mailer for the configuration: every mail comes `from` the sender, and replies go to `replyTo`. */
export function createMailer(options: { db: Db; smtpUrl: string | null; outboxDir: string; from: Mailbox; replyTo: Mailbox; now: () => number }): Mailer {
  const { db, smtpUrl, outboxDir, from, replyTo, now } = options;
  const smtp = smtpUrl === null ? null : nodemailer.createTransport(smtpUrl);
  // newline 'unix' keeps the .eml readable; buffer gives us the bytes to write in one go.
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  let outboxReady: Promise<unknown> | undefined;
  const message = (mail: OutgoingMail) => ({ from, replyTo, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  const compose = (mail: OutgoingMail) => stream.sendMail(message(mail));

  async function deliver(mail: OutgoingMail): Promise<MailReceipt> {
    if (smtp) {
      const info = await smtp.sendMail(message(mail));
      return { transport: 'smtp', reference: info.messageId };
    }
    const info = await compose(mail);
    outboxReady ??= mkdir(outboxDir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
      outboxReady = undefined;
      throw error;
    });
    await outboxReady;
    const file = join(outboxDir, `${new Date(now()).toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    return { transport: 'outbox', reference: file };
  }

  let rehearsalReady: Promise<unknown> | undefined;
  const rehearsalDir = join(outboxDir, '.rehearsal');

  return {
    async send(mail) {
      const receipt = await deliver(mail);
      await db
        .insertInto('sent_mail')
        .values({
          id: randomUUID(),
          to_address: mail.to,
          subject: mail.subject,
          kind: mail.kind,
          transport: receipt.transport,
          reference: receipt.reference,
          created_at: now(),
        })
        .execute();
      return receipt;
    },
    async rehearse(mail) {
      const info = await compose(mail);
      // Without SMTP, sending writes a file: the rehearsal writes one as large where no one reads
      // it and removes it, then records nothing with a statement of the same shape.
      if (!smtp) {
        rehearsalReady ??= mkdir(rehearsalDir, { recursive: true, mode: 0o700 }).catch((error: unknown) => {
          rehearsalReady = undefined;
          throw error;
        });
        await rehearsalReady;
        const file = join(rehearsalDir, `${randomUUID()}.eml`);
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
        await unlink(file);
      }
      await sql`insert into sent_mail (id, to_address, subject, kind, transport, reference, created_at) select ${randomUUID()}, ${mail.to}, ${mail.subject}, ${mail.kind}, ${'outbox'}, ${rehearsalDir}, ${now()} where 1 = 0`.execute(
        db,
      );
    },
    close() {
      smtp?.close();
    },
  };
}
