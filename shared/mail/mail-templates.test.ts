import { describe, expect, it } from 'vitest';
import { MAIL_TEMPLATE_PREVIEWS, notificationMail } from './mail-templates.ts';

describe('mail template previews', () => {
  it('renders every template the mailer sends with sample data: subject, HTML with the heading, plain text', () => {
    expect(MAIL_TEMPLATE_PREVIEWS.map((entry) => entry.kind)).toEqual([
      'confirmation',
      'recovery',
      'magic_link',
      'invite',
      'email_change',
      'account_exists',
      'reauthentication',
      'notification',
    ]);
    for (const entry of MAIL_TEMPLATE_PREVIEWS) {
      const message = entry.render();
      expect(message.subject).not.toBe('');
      expect(message.html).toContain(`<title>${message.subject.replace(/"/g, '&quot;')}</title>`);
      expect(message.text).toContain('— Studyloop');
    }
  });

  it('a notification mail names its notification so the log can resend it', () => {
    const message = notificationMail('a@example.com', {
      id: '3f0c1d2e-0000-4000-8000-000000000001',
      category: 'sales',
      title: 'You sold a document',
      body: '',
      url: 'https://studyloop.app/dashboard',
    });
    expect(message.kind).toBe('notification:sales');
    expect(message.meta).toEqual({ notification_id: '3f0c1d2e-0000-4000-8000-000000000001' });
    expect(message.text).toContain('There is news in your account.');
  });
});
