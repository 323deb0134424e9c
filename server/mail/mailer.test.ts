import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type pg from 'pg';
import { createMailer } from './mailer.ts';
import { recoveryMail } from './mail-templates.ts';

let server: SMTPServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A real SMTP server on a free loopback port that records what it receives. */
async function startSmtp(): Promise<{
  port: number;
  received: { from: string; to: string[]; data: string }[];
}> {
  const received: { from: string; to: string[]; data: string }[] = [];
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, received };
}

describe('mailer', () => {
  it('sends through SMTP with authentication when SMTP is configured', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer(
      {
        smtp: { host: '127.0.0.1', port: smtp.port, user: 'mailer', pass: 'secret', secure: false },
        from: 'Studyloop <no-reply@studyloop.test>',
      },
      {} as pg.Pool,
    );
    expect(mailer.transport).toBe('smtp');
    const link = 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=recovery&redirect_to=x';
    await mailer.send(recoveryMail('student@example.com', link, '123456'));
    await mailer.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.from).toBe('no-reply@studyloop.test');
    expect(smtp.received[0]!.to).toEqual(['student@example.com']);
    expect(smtp.received[0]!.data).toContain('Subject: Reset your password');
    expect(smtp.received[0]!.data).toContain('text/html');
  });

  it('writes to the outbox table when no SMTP server is configured', async () => {
    const queries: unknown[][] = [];
    const db = {
      query: async (_sql: string, values: unknown[]) => void queries.push(values),
    } as unknown as pg.Pool;
    const mailer = createMailer({ from: 'Studyloop <no-reply@studyloop.test>' }, db);
    expect(mailer.transport).toBe('outbox');
    await mailer.send(recoveryMail('student@example.com', 'http://x/verify', '123456'));
    expect(queries[0]).toEqual([
      'recovery',
      'student@example.com',
      'Studyloop <no-reply@studyloop.test>',
      'Reset your password',
      expect.stringContaining('http://x/verify'),
      expect.stringContaining('href="http://x/verify"'),
      ['http://x/verify'],
    ]);
  });
});
