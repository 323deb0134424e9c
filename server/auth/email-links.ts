import type pg from 'pg';
import {
  accountExistsMail,
  confirmationMail,
  emailChangeMail,
  inviteMail,
  magicLinkMail,
  reauthenticationMail,
  recoveryMail,
} from '../mail/mail-templates.ts';
import type { MailMessage } from '../mail/mail-message.ts';
import { requestScoped } from '../process/logger.ts';
import type { AuthDeps } from './auth-context.ts';
import { AuthError, authErrors } from './auth-error.ts';
import {
  generateOtp,
  saveOneTimeToken,
  tokenHash,
  type OneTimeTokenType,
} from './one-time-tokens.repository.ts';
import { stampSentAt, type AuthUserRow, type SentAtColumn } from './users.repository.ts';

/** What an e-mail link or code does; the names are the `type` values of Supabase's /verify. */
export type EmailAction =
  | 'signup'
  | 'invite'
  | 'magiclink'
  | 'recovery'
  | 'email_change_new'
  | 'email_change_current'
  | 'reauthentication';

interface ActionSpec {
  tokenType: OneTimeTokenType;
  verifyType: string;
  sentAt: SentAtColumn;
  /** Where a link lands when the request named no (allowed) redirect_to (spec 1 section 5). */
  fallbackPath: string;
}

export const EMAIL_ACTIONS: Record<EmailAction, ActionSpec> = {
  signup: {
    tokenType: 'confirmation_token',
    verifyType: 'signup',
    sentAt: 'confirmation_sent_at',
    fallbackPath: '/auth/callback',
  },
  invite: {
    tokenType: 'confirmation_token',
    verifyType: 'invite',
    sentAt: 'confirmation_sent_at',
    fallbackPath: '/auth/callback',
  },
  magiclink: {
    tokenType: 'recovery_token',
    verifyType: 'magiclink',
    sentAt: 'recovery_sent_at',
    fallbackPath: '/auth/callback',
  },
  recovery: {
    tokenType: 'recovery_token',
    verifyType: 'recovery',
    sentAt: 'recovery_sent_at',
    fallbackPath: '/reset-password',
  },
  email_change_new: {
    tokenType: 'email_change_token_new',
    verifyType: 'email_change',
    sentAt: 'email_change_sent_at',
    fallbackPath: '/auth/callback',
  },
  email_change_current: {
    tokenType: 'email_change_token_current',
    verifyType: 'email_change',
    sentAt: 'email_change_sent_at',
    fallbackPath: '/auth/callback',
  },
  reauthentication: {
    tokenType: 'reauthentication_token',
    verifyType: 'reauthentication',
    sentAt: 'reauthentication_sent_at',
    fallbackPath: '/',
  },
};

/** Prefix of a link token whose click completes a PKCE flow (answers with `?code=`), as in Supabase Auth. */
export const PKCE_PREFIX = 'pkce_';

export interface EmailToken {
  otp: string;
  hashedToken: string;
  /** The /verify link; reauthentication has only a code. */
  link: string | null;
  redirectTo: string;
  verifyType: string;
}

/** Stores a fresh code for the action (replacing an older one) and builds the link that redeems it. */
export async function createEmailToken(
  deps: AuthDeps,
  tx: pg.PoolClient,
  input: {
    user: AuthUserRow;
    action: EmailAction;
    email: string;
    redirectTo?: string | null;
    flowStateId?: string | null;
  },
): Promise<EmailToken> {
  const spec = EMAIL_ACTIONS[input.action];
  const otp = generateOtp();
  const hashedToken = tokenHash(input.email, otp);
  await saveOneTimeToken(tx, {
    userId: input.user.id,
    type: spec.tokenType,
    hash: hashedToken,
    relatesTo: input.email,
    flowStateId: input.flowStateId,
  });
  await stampSentAt(tx, input.user.id, spec.sentAt);
  const redirectTo = deps.redirects.resolve(input.redirectTo, spec.fallbackPath);
  const link =
    input.action === 'reauthentication'
      ? null
      : `${deps.apiUrl}/verify?${new URLSearchParams({
          token: (input.flowStateId ? PKCE_PREFIX : '') + hashedToken,
          type: spec.verifyType,
          redirect_to: redirectTo,
        }).toString()}`;
  return { otp, hashedToken, link, redirectTo, verifyType: spec.verifyType };
}

/**
 * Limits mail to one address: one mail of a kind per `emailMinIntervalSeconds` (Supabase's max frequency)
 * and `emailsPerAddressPerHour` in all, so the platform cannot be used to flood someone's inbox.
 *
 * Requests anyone may make for any address (recovery, magic link, resend) are charged here on the request
 * path, for every address named, whether it has an account or not: the limits then count requests, and a 429
 * cannot tell a known address from an unknown one.
 */
export async function chargeInbox(deps: AuthDeps, email: string, kind: string): Promise<void> {
  await chargeMailBudget(deps, email, kind, `email_hour:${email}`);
}

/**
 * Mail a signed-in user asks for to their own current address (a reauthentication code, the old-address
 * half of an e-mail change) has a budget of its own: strangers spending the inbox budget with recovery
 * requests must not stop the owner from changing their password.
 */
function chargeOwnAddress(deps: AuthDeps, email: string, kind: string): Promise<void> {
  return chargeMailBudget(deps, email, kind, `email_hour:own:${email}`);
}

async function chargeMailBudget(deps: AuthDeps, email: string, kind: string, hourBucket: string) {
  const limits = deps.settings.rateLimits;
  const interval = await deps.limiter.hit(
    `email_interval:${kind}:${email}`,
    limits.emailMinIntervalSeconds > 0 ? 1 : 0,
    limits.emailMinIntervalSeconds,
  );
  if (!interval.allowed) {
    throw authErrors.overEmailSendRateLimit(
      `For security purposes, you can only request this after ${interval.retryAfterSeconds} seconds.`,
      interval.retryAfterSeconds,
    );
  }
  const hourly = await deps.limiter.hit(hourBucket, limits.emailsPerAddressPerHour, 3600);
  if (!hourly.allowed) {
    throw authErrors.overEmailSendRateLimit('Email rate limit exceeded', hourly.retryAfterSeconds);
  }
}

/**
 * Tells an account's owner that someone signed up with their address (the sign-up itself answered as for a
 * new address). Runs after the answer; over the inbox's mail budget it sends nothing and says nothing, since a
 * rate-limit answer would tell the caller the address has an account. `charged`: the sign-up already paid for it
 * on the request path, as a new address's sign-up pays for its confirmation mail.
 */
export async function mailAccountExists(
  deps: AuthDeps,
  email: string,
  options: { charged?: boolean } = {},
): Promise<void> {
  try {
    if (!options.charged) await chargeInbox(deps, email, 'account_exists');
  } catch (error) {
    if (error instanceof AuthError && error.code === 'over_email_send_rate_limit') return;
    throw error;
  }
  await deps.mailer.send(
    accountExistsMail(
      email,
      deps.redirects.resolve(null, '/login'),
      deps.redirects.resolve(null, '/forgot-password'),
    ),
  );
}

/** The mail-frequency kind an action counts under: both halves of an e-mail change are one kind. */
const mailKind = (action: EmailAction) => (action.startsWith('email_change') ? 'email_change' : action);

/** Creates the action's code and link and mails them, within the caller's transaction. */
export async function sendAuthMail(
  deps: AuthDeps,
  tx: pg.PoolClient,
  input: {
    user: AuthUserRow;
    action: EmailAction;
    email: string;
    redirectTo?: string | null;
    flowStateId?: string | null;
    emailChange?: { from: string; to: string };
    /** The request already paid for this mail with `chargeInbox`. */
    charged?: boolean;
  },
): Promise<void> {
  const kind = mailKind(input.action);
  if (!input.charged) {
    const own = input.action === 'reauthentication' || input.action === 'email_change_current';
    await (own ? chargeOwnAddress : chargeInbox)(deps, input.email, kind);
  }
  const token = await createEmailToken(deps, tx, input);
  const link = token.link ?? '';
  let message: MailMessage;
  switch (input.action) {
    case 'signup':
      message = confirmationMail(input.email, link, token.otp);
      break;
    case 'invite':
      message = inviteMail(input.email, link, token.otp);
      break;
    case 'magiclink':
      message = magicLinkMail(input.email, link, token.otp);
      break;
    case 'recovery':
      message = recoveryMail(input.email, link, token.otp);
      break;
    case 'email_change_new':
    case 'email_change_current':
      message = emailChangeMail(input.email, link, token.otp, input.emailChange!);
      break;
    case 'reauthentication':
      message = reauthenticationMail(input.email, token.otp);
      break;
  }
  try {
    await deps.mailer.send(message, tx);
  } catch (error) {
    requestScoped(deps.log).error('auth mail failed', { error });
    throw authErrors.mailSendFailed(kind === 'signup' ? 'confirmation' : kind.replace('_', ' '));
  }
}
