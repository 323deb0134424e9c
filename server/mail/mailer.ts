import nodemailer from 'nodemailer';
import type pg from 'pg';
import type { MailConfig } from '../config/platform-config.ts';
import type { MailMessage } from './mail-message.ts';
import { insertOutboxMail } from './outbox.repository.ts';

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

/** SMTP through nodemailer when configured (SMTP_HOST ...), otherwise the local outbox table. */
export function createMailer(config: MailConfig, db: pg.Pool): Mailer {
  if (!config.smtp) {
    return {
      transport: 'outbox',
      async send(message, tx) {
        await insertOutboxMail(tx ?? db, config.from, message);
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
    async send(message) {
      await transporter.sendMail({
        from: config.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    async close() {
      transporter.close();
    },
  };
}
