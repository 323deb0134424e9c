import { Hono } from 'hono';
import type pg from 'pg';
import { listOutboxMail, type OutboxMail } from './outbox.repository.ts';
import { createDevPagesGuard, type DevPagesAccess } from './dev-pages-guard.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function limitOf(value: string | undefined): number {
  const parsed = Number(value ?? 50);
  return Number.isInteger(parsed) && parsed > 0 ? Math.min(parsed, 500) : 50;
}

function mailCard(mail: OutboxMail): string {
  const links = mail.links
    .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
    .join('');
  return `<article>
  <header><strong>${escapeHtml(mail.subject)}</strong> <span class="kind">${escapeHtml(mail.kind)}</span></header>
  <p class="meta">To ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)} · <time>${escapeHtml(mail.createdAt)}</time></p>
  ${links ? `<ul class="links">${links}</ul>` : ''}
  <details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
  <details><summary>HTML</summary><iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}"></iframe></details>
</article>`;
}

/**
 * `/_dev/mail`: what the platform would have e-mailed, for a developer without an SMTP server. Mounted only
 * outside production, and readable only with a credential no other web page can have (the mail holds sign-in
 * links for every account, admins included).
 */
export function createDevMailRoutes(db: pg.Pool, access: DevPagesAccess) {
  const app = new Hono();
  app.use('*', createDevPagesGuard(access));

  app.get('/mail.json', async (c) => {
    const mails = await listOutboxMail(db, { to: c.req.query('to'), limit: limitOf(c.req.query('limit')) });
    c.header('cache-control', 'no-store');
    return c.json(mails);
  });

  app.get('/mail', async (c) => {
    const to = c.req.query('to');
    const mails = await listOutboxMail(db, { to, limit: limitOf(c.req.query('limit')) });
    c.header('cache-control', 'no-store');
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'");
    return c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outbox · Studyloop</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:900px;padding:24px;color:#111827;background:#f9fafb}
article{background:#fff;border:1px solid #e5e7eb;border-radius:8px;padding:16px;margin:12px 0}
.kind{font-size:12px;background:#eef2ff;color:#4338ca;border-radius:4px;padding:2px 6px;margin-left:6px}
.meta{color:#6b7280;font-size:13px;margin:4px 0 8px}.links a{word-break:break-all}
pre{white-space:pre-wrap;background:#f3f4f6;padding:12px;border-radius:6px}
iframe{width:100%;height:480px;border:1px solid #e5e7eb;border-radius:6px;background:#fff}
</style></head><body>
<h1>Outbox</h1>
<p>Mail the platform sent while no SMTP server is configured (<code>SMTP_HOST</code>), newest first${
      to ? `, to ${escapeHtml(to)}` : ''
    }. <a href="mail.json${to ? `?to=${encodeURIComponent(to)}` : ''}">JSON</a></p>
${mails.length ? mails.map(mailCard).join('\n') : '<p>No mail yet.</p>'}
</body></html>`);
  });

  return app;
}
