import { z } from 'zod';
import { notificationMail } from '../mail/mail-templates.ts';
import { defineTask } from './task-definition.ts';

/** One mailbox queue: notification mails go out one at a time, in the order their rows were written. */
const NOTIFICATION_MAIL_QUEUE = 'notification-email';

/** The mail's sentence for a notification that quotes another user: the words themselves stay in the app. */
export const QUOTED_TEXT_STAYS_IN_APP = 'Open Studyloop to read it.';

interface NotificationForMail {
  id: string;
  category: string;
  title: string;
  body: string;
  link: string | null;
  quotes_user_text: boolean;
  email: string | null;
  enabled: boolean;
  emailed_at: Date | null;
}

/**
 * Enqueued by a trigger for every new row of public.notifications (private.notify writes none for a category
 * the user switched off). The preference is read again here, so a category switched off between the event
 * and the mail also stops the mail. Idempotent: the row is stamped `emailed_at` in the transaction that sends
 * an outbox mail, and a stamped row is skipped.
 */
export const notificationSendEmail = defineTask({
  name: 'notifications:send-email',
  payload: z.object({ notificationId: z.uuid() }),
  queueName: NOTIFICATION_MAIL_QUEUE,
  async run({ notificationId }, { db, log, services }) {
    const client = await db.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<NotificationForMail>(
        `select n.id, n.category, n.title, n.body, n.link, n.quotes_user_text, u.email,
                coalesce(np.enabled, true) as enabled, m.emailed_at
           from public.notifications n
           join public.users u on u.id = n.user_id
           left join public.notification_preferences np
             on np.user_id = n.user_id and np.preference_id = n.category
           left join private.notification_emails m on m.notification_id = n.id
          where n.id = $1
          for update of n`,
        [notificationId],
      );
      const row = rows[0];
      if (!row || row.emailed_at || !row.enabled || !row.email) {
        await client.query('rollback');
        return;
      }
      const url = `${services.siteUrl()}${row.link ?? '/dashboard'}`;
      const message = notificationMail(row.email, {
        id: row.id,
        category: row.category,
        title: row.title,
        // What another user wrote (a review, a display name) is shown in the app only: in a mail from the
        // product it would read as if Studyloop said it.
        body: row.quotes_user_text ? QUOTED_TEXT_STAYS_IN_APP : row.body,
        url,
      });
      await client.query(
        `insert into private.notification_emails (notification_id) values ($1) on conflict do nothing`,
        [row.id],
      );
      // An outbox mail commits with the stamp; an SMTP failure throws and rolls the stamp back for a retry.
      await services.mailer.send(message, client);
      await client.query('commit');
      log.info('notification e-mail sent', { notificationId, category: row.category });
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  },
});
