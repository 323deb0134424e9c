export type { MailMessage } from '../../shared/mail/mail-message.ts';
