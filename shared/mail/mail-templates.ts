import type { MailMessage } from './mail-message.ts';

const PRODUCT = 'Studyloop';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface Section {
  heading: string;
  intro: string;
  action?: { label: string; url: string };
  code?: string;
  outro: string;
}

/** One layout for every auth mail: a heading, a sentence, a button with the link spelled out below, a code. */
function render(kind: string, to: string, subject: string, section: Section): MailMessage {
  const { heading, intro, action, code, outro } = section;
  const text = [
    heading,
    '',
    intro,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(code ? ['', `Or enter this code: ${code}`] : []),
    '',
    outro,
    '',
    `— ${PRODUCT}`,
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, open this link:<br><a href="${escapeHtml(action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const codeBlock = code
    ? `<p>${action ? 'Or enter this code' : 'Your code'}:</p><p style="font-size:28px;letter-spacing:6px;font-weight:700;font-family:monospace">${escapeHtml(code)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<p style="font-size:14px;font-weight:700;color:#4f46e5;margin:0 0 16px">${PRODUCT}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(heading)}</h1>
<p style="line-height:1.5">${escapeHtml(intro)}</p>
${button}
${codeBlock}
<p style="font-size:13px;color:#6b7280;line-height:1.5">${escapeHtml(outro)}</p>
</td></tr></table>
</td></tr></table>
</body></html>
`;
  return { kind, to, subject, text, html, links: action ? [action.url] : [] };
}

const IGNORE = 'If you did not ask for this, you can ignore this e-mail.';

export function confirmationMail(to: string, link: string, code: string): MailMessage {
  return render('confirmation', to, 'Confirm your signup', {
    heading: 'Confirm your signup',
    intro: `Welcome to ${PRODUCT}! Confirm your e-mail address to finish creating your account.`,
    action: { label: 'Confirm your e-mail', url: link },
    code,
    outro: IGNORE,
  });
}

export function recoveryMail(to: string, link: string, code: string): MailMessage {
  return render('recovery', to, 'Reset your password', {
    heading: 'Reset your password',
    intro: 'Someone asked to reset the password of your account. Follow this link to choose a new one.',
    action: { label: 'Reset password', url: link },
    code,
    outro: `${IGNORE} Your password stays as it is.`,
  });
}

export function magicLinkMail(to: string, link: string, code: string): MailMessage {
  return render('magic_link', to, 'Your sign-in link', {
    heading: 'Your sign-in link',
    intro: `Follow this link to sign in to ${PRODUCT}. It works once.`,
    action: { label: 'Sign in', url: link },
    code,
    outro: IGNORE,
  });
}

export function inviteMail(to: string, link: string, code: string): MailMessage {
  return render('invite', to, 'You have been invited', {
    heading: `You have been invited to ${PRODUCT}`,
    intro: 'Accept the invitation to create your account. You will choose a password afterwards.',
    action: { label: 'Accept the invitation', url: link },
    code,
    outro: IGNORE,
  });
}

export function emailChangeMail(
  to: string,
  link: string,
  code: string,
  change: { from: string; to: string },
): MailMessage {
  return render('email_change', to, 'Confirm your new e-mail address', {
    heading: 'Confirm the e-mail change',
    intro: `Confirm that the e-mail address of your ${PRODUCT} account changes from ${change.from} to ${change.to}.`,
    action: { label: 'Confirm the change', url: link },
    code,
    outro: `${IGNORE} The address stays as it is.`,
  });
}

/**
 * Sent to an account's owner when someone signs up with its address: the sign-up answer is the same as for a
 * new address (so it tells nobody the address has an account), and the owner learns of it here.
 */
export function accountExistsMail(to: string, signInLink: string, resetLink: string): MailMessage {
  return render('account_exists', to, 'You already have an account', {
    heading: `You already have a ${PRODUCT} account`,
    intro:
      `Someone just tried to create a ${PRODUCT} account with this e-mail address, which already has one. ` +
      'No new account was made and your password was not changed. If it was you, sign in instead.',
    action: { label: 'Sign in', url: signInLink },
    outro: `Forgot your password? Reset it here: ${resetLink}. If it was not you, you can ignore this e-mail.`,
  });
}

export function reauthenticationMail(to: string, code: string): MailMessage {
  return render('reauthentication', to, 'Confirm it is you', {
    heading: 'Confirm it is you',
    intro: 'Enter this code to confirm the change to your account.',
    code,
    outro: `${IGNORE} Someone may know your password: consider changing it.`,
  });
}

/** The e-mail that follows an in-app notification (document reviewed, a sale, a withdrawal, a sign-in ...). */
export function notificationMail(
  to: string,
  notification: { id?: string; category: string; title: string; body: string; url: string },
): MailMessage {
  const message = render(`notification:${notification.category}`, to, notification.title, {
    heading: notification.title,
    intro: notification.body || 'There is news in your account.',
    action: { label: 'Open Studyloop', url: notification.url },
    outro:
      'You get this e-mail because this kind of notification is on. Turn it off in Settings > Notifications.',
  });
  return notification.id ? { ...message, meta: { notification_id: notification.id } } : message;
}

/** Every template with sample data, for the back office's previews (the same functions the mailer calls). */
export const MAIL_TEMPLATE_PREVIEWS: readonly { kind: string; label: string; render: () => MailMessage }[] = [
  {
    kind: 'confirmation',
    label: 'Confirm signup',
    render: () =>
      confirmationMail('student@example.com', 'https://studyloop.app/auth/callback?token=sample', '123456'),
  },
  {
    kind: 'recovery',
    label: 'Reset password',
    render: () =>
      recoveryMail('student@example.com', 'https://studyloop.app/auth/reset-password?token=sample', '123456'),
  },
  {
    kind: 'magic_link',
    label: 'Sign-in link',
    render: () =>
      magicLinkMail('student@example.com', 'https://studyloop.app/auth/callback?token=sample', '123456'),
  },
  {
    kind: 'invite',
    label: 'Invitation',
    render: () =>
      inviteMail('student@example.com', 'https://studyloop.app/auth/callback?token=sample', '123456'),
  },
  {
    kind: 'email_change',
    label: 'E-mail change',
    render: () =>
      emailChangeMail('new@example.com', 'https://studyloop.app/auth/callback?token=sample', '123456', {
        from: 'old@example.com',
        to: 'new@example.com',
      }),
  },
  {
    kind: 'account_exists',
    label: 'Sign-up for an existing account',
    render: () =>
      accountExistsMail(
        'student@example.com',
        'https://studyloop.app/login',
        'https://studyloop.app/forgot-password',
      ),
  },
  {
    kind: 'reauthentication',
    label: 'Reauthentication code',
    render: () => reauthenticationMail('student@example.com', '123456'),
  },
  {
    kind: 'notification',
    label: 'Notification',
    render: () =>
      notificationMail('seller@example.com', {
        category: 'document-status',
        title: 'Your document "Organic chemistry summary" was approved',
        body: 'It is now listed in the marketplace.',
        url: 'https://studyloop.app/dashboard/seller-documents',
      }),
  },
];
