/** One e-mail ready to send: both an HTML and a plain-text body, and the links it carries. */
export interface MailMessage {
  /** What the mail is for (confirmation, recovery, magic_link, invite, email_change, reauthentication, ...). */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Kept in the e-mail log beside the mail (e.g. the notification it follows, so it can be resent). */
  meta?: Record<string, string>;
}
