import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
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
  it('sends through SMTP with authentication when SMTP is configured, and logs it as sent', async () => {
    const smtp = await startSmtp();
    const logged: [string, unknown[]][] = [];
    const mailer = createMailer(
      {
        smtp: { host: '127.0.0.1', port: smtp.port, user: 'mailer', pass: 'secret', secure: false },
        from: 'Studyloop <no-reply@studyloop.test>',
      },
      { query: async (sql: string, values: unknown[]) => void logged.push([sql, values]) },
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
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toContain('insert into public.email_log');
    expect(logged[0]![1].slice(0, 6)).toEqual([
      'student@example.com',
      'recovery',
      'Reset your password',
      'sent',
      'smtp',
      null,
    ]);
    // The log never holds the mail's link or code.
    expect(JSON.stringify(logged[0]![1])).not.toContain('token=abc');
  });

  it('logs a failed SMTP send as failed with the error, and throws', async () => {
    const logged: unknown[][] = [];
    const mailer = createMailer(
      { smtp: { host: '127.0.0.1', port: 1, secure: false }, from: 'Studyloop <no-reply@studyloop.test>' },
      { query: async (_sql: string, values: unknown[]) => void logged.push(values) },
    );
    await expect(mailer.send(recoveryMail('student@example.com', 'http://x', '1'))).rejects.toThrow();
    await mailer.close();
    expect(logged[0]!.slice(3, 5)).toEqual(['failed', 'smtp']);
    expect(logged[0]![5]).toEqual(expect.any(String));
  });

  it('writes to the outbox table when no SMTP server is configured', async () => {
    const queries: unknown[][] = [];
    const db = { query: async (_sql: string, values: unknown[]) => void queries.push(values) };
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
    expect(queries[1]!.slice(0, 7)).toEqual([
      'student@example.com',
      'recovery',
      'Reset your password',
      'outbox',
      'outbox',
      null,
      '{}',
    ]);
  });
});
