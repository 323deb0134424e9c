import type pg from 'pg';
import type { MailMessage } from './mail-message.ts';

export interface OutboxMail extends MailMessage {
  id: number;
  from: string;
  createdAt: string;
}

type Db = pg.Pool | pg.PoolClient;

/** All that writing a mail needs of a database: one statement (a pool, or the caller's transaction). */
export interface StatementRunner {
  query(text: string, values: unknown[]): Promise<unknown>;
}

export async function insertOutboxMail(
  db: StatementRunner,
  from: string,
  message: MailMessage,
): Promise<void> {
  await db.query(
    `insert into studyloop_platform.mail_outbox (kind, to_address, from_address, subject, text_body, html_body, links)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [message.kind, message.to, from, message.subject, message.text, message.html, message.links],
  );
}

/** Newest first; `to` filters by recipient (case-insensitive). */
export async function listOutboxMail(db: Db, options: { to?: string; limit: number }): Promise<OutboxMail[]> {
  const { rows } = await db.query<{
    id: string;
    kind: string;
    to_address: string;
    from_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    links: string[];
    created_at: Date;
  }>(
    `select id, kind, to_address, from_address, subject, text_body, html_body, links, created_at
       from studyloop_platform.mail_outbox
      where $1::text is null or lower(to_address) = lower($1)
      order by id desc limit $2`,
    [options.to ?? null, options.limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.links,
    createdAt: row.created_at.toISOString(),
  }));
}
