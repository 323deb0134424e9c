import nodemailer from 'nodemailer';
import type pg from 'pg';
import type { MailConfig } from '../config/platform-config.ts';
import type { MailMessage } from './mail-message.ts';
import { insertOutboxMail, type StatementRunner } from './outbox.repository.ts';

export interface Mailer {
  /** `smtp` sends for real; `outbox` stores the mail for the developer page and tests. */
  readonly transport: 'smtp' | 'outbox';
  /**
   * Sends one mail. `db` is the caller's transaction when there is one: an outbox mail then commits or rolls
   * back with the change that caused it. SMTP failures throw, so the caller can undo that change.
   */
  send(message: MailMessage, db?: pg.PoolClient): Promise<void>;
  close(): Promise<void>;
}

/**
 * One row of the back office's e-mail log (public.email_log) per mail sent, stored in the outbox or failed: who,
 * which template, the subject and the mail's `meta` (never its body, whose links and codes are secrets).
 */
async function logMail(
  db: StatementRunner,
  message: MailMessage,
  outcome: {
    status: 'sent' | 'outbox' | 'failed';
    transport: 'smtp' | 'outbox';
    error?: string;
    providerMessageId?: string;
  },
): Promise<void> {
  await db.query(
    `insert into public.email_log
       (user_id, to_email, template, subject, status, transport, error, metadata, provider_message_id, sent_at)
     select (select u.id from public.users u where lower(u.email) = lower($1) limit 1),
            $1, $2, $3, $4, $5, $6, $7::jsonb, $8, case when $4 = 'failed' then null else now() end`,
    [
      message.to,
      message.kind,
      message.subject,
      outcome.status,
      outcome.transport,
      outcome.error ?? null,
      JSON.stringify(message.meta ?? {}),
      outcome.providerMessageId ?? null,
    ],
  );
}

/** SMTP through nodemailer when configured (SMTP_HOST ...), otherwise the local outbox table. */
export function createMailer(config: MailConfig, db: StatementRunner): Mailer {
  if (!config.smtp) {
    return {
      transport: 'outbox',
      async send(message, tx) {
        await insertOutboxMail(tx ?? db, config.from, message);
        await logMail(tx ?? db, message, { status: 'outbox', transport: 'outbox' });
      },
      async close() {},
    };
  }
  const smtp = config.smtp;
  // A pooled transport keeps a few connections open instead of a TLS handshake per mail.
  const transporter = nodemailer.createTransport({
    pool: true,
    maxConnections: 3,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    transport: 'smtp',
    async send(message, tx) {
      let info: { messageId?: string };
      try {
        info = (await transporter.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        })) as { messageId?: string };
      } catch (error) {
        // Outside the caller's transaction, which rolls back on this failure.
        await logMail(db, message, {
          status: 'failed',
          transport: 'smtp',
          error: error instanceof Error ? error.message : String(error),
        }).catch(() => undefined);
        throw error;
      }
      await logMail(tx ?? db, message, {
        status: 'sent',
        transport: 'smtp',
        providerMessageId: info.messageId,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
