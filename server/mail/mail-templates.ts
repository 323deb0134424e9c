// The templates live in shared/ so the back office previews them with the renderer the mailer uses.
export * from '../../shared/mail/mail-templates.ts';
