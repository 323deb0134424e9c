import type pg from 'pg';
import {
  inTransaction,
  limitPerIp,
  normalizeEmail,
  type AuthDeps,
  type ClientInfo,
  type SessionIssuer,
} from './auth-context.ts';
import { AuthError, authErrors } from './auth-error.ts';
import { requestScoped } from '../process/logger.ts';
import { createAfterResponseQueue } from './after-response.ts';
import { chargeInbox, EMAIL_ACTIONS, PKCE_PREFIX, sendAuthMail, type EmailAction } from './email-links.ts';
import { createFlowState, issueAuthCode, readPkceChallenge } from './flow-state.repository.ts';
import {
  deleteOneTimeToken,
  deleteUserTokens,
  findOneTimeToken,
  findUserToken,
  tokenHash,
  type OneTimeTokenRow,
  type OneTimeTokenType,
} from './one-time-tokens.repository.ts';
import {
  applyEmailChange,
  confirmEmail,
  findUserByEmail,
  insertUser,
  lockUser,
  setEmailChangeConfirmStatus,
  type AuthUserRow,
} from './users.repository.ts';

/** The verification types of /verify and the tokens each may redeem. */
const VERIFY_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token', 'confirmation_token'],
  recovery: ['recovery_token'],
  // `email` is Supabase's current name for "the code from a sign-up or sign-in mail".
  email: ['confirmation_token', 'recovery_token'],
  email_change: ['email_change_token_new', 'email_change_token_current'],
};

const LINK_TYPES = new Set(['signup', 'invite', 'magiclink', 'recovery', 'email_change']);

/** Supabase Auth's answer after the first of the two confirmations of a secure e-mail change. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** The PKCE authentication method recorded for each link type (it becomes the session's amr method). */
const PKCE_METHODS: Record<string, string> = {
  signup: 'email/signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change: 'email_change',
};

type Redeemed =
  | { kind: 'session'; user: AuthUserRow; token: OneTimeTokenRow }
  | { kind: 'half_confirmed'; token: OneTimeTokenRow };

function fragmentOf(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
}

/** Links, codes and mails: confirmation, recovery, magic link/OTP, resend, reauthentication and /verify. */
export function createEmailFlowsService(deps: AuthDeps, issuer: SessionIssuer) {
  const { db, settings } = deps;
  const log = requestScoped(deps.log);
  const afterResponse = createAfterResponseQueue({
    onError: (label, error) => log.error(`auth ${label} failed`, { error }),
  });

  /** Redeems a code: the token is used up and the user confirmed, recovered or moved to the new address. */
  async function redeem(tx: pg.PoolClient, hash: string, type: string): Promise<Redeemed> {
    const types = VERIFY_TYPES[type];
    if (!types) throw authErrors.unsupportedVerificationType();
    const token = await findOneTimeToken(tx, hash, types, settings.emailOtpExpirySeconds);
    if (!token || token.expired) throw authErrors.otpExpired();
    const user = await lockUser(tx, token.user_id);
    if (!user) throw authErrors.otpExpired();
    if (user.banned_until && user.banned_until.getTime() > Date.now()) throw authErrors.userBanned();
    await deleteOneTimeToken(tx, token.id);

    if (token.token_type === 'email_change_token_new' || token.token_type === 'email_change_token_current') {
      if (!user.email_change) throw authErrors.otpExpired();
      const needsBoth = settings.secureEmailChange && user.email && user.email_change_confirm_status === 0;
      const other = await findUserToken(
        tx,
        user.id,
        token.token_type === 'email_change_token_new'
          ? 'email_change_token_current'
          : 'email_change_token_new',
      );
      if (needsBoth && other) {
        await setEmailChangeConfirmStatus(tx, user.id, 1);
        return { kind: 'half_confirmed', token };
      }
      const taken = await findUserByEmail(tx, user.email_change);
      if (taken && taken.id !== user.id) throw authErrors.emailExists();
      await deleteUserTokens(tx, user.id, ['email_change_token_new', 'email_change_token_current']);
      await applyEmailChange(tx, user.id);
    } else {
      // Any of these mails proves the address, so an unconfirmed user becomes confirmed.
      await confirmEmail(tx, user.id);
      if (token.token_type === 'confirmation_token') {
        await deleteUserTokens(tx, user.id, ['confirmation_token']);
      }
    }
    return { kind: 'session', user: (await lockUser(tx, user.id))!, token };
  }

  /** Sends the magic link, or the confirmation mail when the address is not confirmed yet. */
  async function mailSignInLink(
    tx: pg.PoolClient,
    user: AuthUserRow,
    email: string,
    redirectTo: string | null,
    pkce: ReturnType<typeof readPkceChallenge>,
  ) {
    const action: EmailAction = user.email_confirmed_at ? 'magiclink' : 'signup';
    const flow = pkce
      ? await createFlowState(tx, {
          userId: user.id,
          challenge: pkce,
          providerType: 'email',
          authenticationMethod: PKCE_METHODS[action === 'signup' ? 'signup' : 'magiclink']!,
        })
      : null;
    await sendAuthMail(deps, tx, { user, action, email, redirectTo, flowStateId: flow?.id, charged: true });
  }

  /** The sign-up confirmation again; nothing for an unknown or already confirmed address. */
  async function resendConfirmation(tx: pg.PoolClient, email: string, redirectTo: string | null) {
    const user = await findUserByEmail(tx, email);
    if (!user || user.email_confirmed_at) return;
    const previous = await findUserToken(tx, user.id, 'confirmation_token');
    await sendAuthMail(deps, tx, {
      user,
      action: user.invited_at ? 'invite' : 'signup',
      email,
      redirectTo,
      flowStateId: previous?.flow_state_id,
      charged: true,
    });
  }

  /** Both mails of a pending e-mail change again, found by its new address. */
  async function resendEmailChange(tx: pg.PoolClient, redirectTo: string | null, newEmail: string) {
    const { rows } = await tx.query<{ id: string }>(
      `select id from auth.users where lower(email_change) = $1 and deleted_at is null`,
      [newEmail],
    );
    const user = rows[0] ? await lockUser(tx, rows[0].id) : null;
    if (!user?.email_change || !user.email) return;
    const previous = await findUserToken(tx, user.id, 'email_change_token_new');
    const change = { from: user.email, to: user.email_change };
    await setEmailChangeConfirmStatus(tx, user.id, 0);
    await sendAuthMail(deps, tx, {
      user,
      action: 'email_change_new',
      email: user.email_change,
      redirectTo,
      flowStateId: previous?.flow_state_id,
      emailChange: change,
      charged: true,
    });
    if (settings.secureEmailChange) {
      // Rides on the request's charge to the new address, which bounds it: charging the owner's own budget
      // would let anyone who knows the pending address spend it.
      await sendAuthMail(deps, tx, {
        user,
        action: 'email_change_current',
        email: user.email,
        redirectTo,
        flowStateId: previous?.flow_state_id,
        emailChange: change,
        charged: true,
      });
    }
  }

  return {
    /**
     * POST /recover. Known and unknown addresses get the same answer, the same limits (charged for every
     * address) and the same request-path work; finding the account and mailing it happen after the answer.
     * Unlike Supabase Auth, whose max-frequency 429 only known addresses can earn, nothing here tells them apart.
     */
    async recover(
      input: { email?: string; code_challenge?: string | null; code_challenge_method?: string | null },
      redirectTo: string | null,
      client: ClientInfo,
    ) {
      const email = normalizeEmail(input.email);
      const pkce = readPkceChallenge(input);
      await limitPerIp(deps, 'recover', client, settings.rateLimits.recoverPerIp);
      await chargeInbox(deps, email, 'recovery');
      afterResponse.enqueue('recovery mail', () =>
        inTransaction(db, async (tx) => {
          const user = await findUserByEmail(tx, email);
          if (!user) return;
          const flow = pkce
            ? await createFlowState(tx, {
                userId: user.id,
                challenge: pkce,
                providerType: 'email',
                authenticationMethod: 'recovery',
              })
            : null;
          await sendAuthMail(deps, tx, {
            user,
            action: 'recovery',
            email,
            redirectTo,
            flowStateId: flow?.id,
            charged: true,
          });
        }),
      );
      return {};
    },

    /**
     * POST /otp: a magic link and code for an existing user, or a new user and its confirmation mail. Answered
     * before the account is looked up, the same for every address: where Supabase Auth answers `otp_disabled`
     * (create_user false) or `signup_disabled` for an unknown address, and so confirms which addresses have
     * accounts, this answers `{}` and mails nobody.
     */
    async sendOtp(
      input: {
        email?: string;
        data?: Record<string, unknown>;
        create_user?: boolean;
        code_challenge?: string | null;
        code_challenge_method?: string | null;
      },
      redirectTo: string | null,
      client: ClientInfo,
    ) {
      const email = normalizeEmail(input.email);
      const pkce = readPkceChallenge(input);
      const mayCreate = input.create_user !== false && !settings.disableSignup;
      await limitPerIp(deps, 'otp', client, settings.rateLimits.otpPerIp);
      // Any request that could create an account counts as a sign-up, whether or not it turns out to.
      if (mayCreate) await limitPerIp(deps, 'sign_up', client, settings.rateLimits.signUpPerIp);
      await chargeInbox(deps, email, 'magiclink');
      afterResponse.enqueue('sign-in mail', () =>
        inTransaction(db, async (tx) => {
          let user = await findUserByEmail(tx, email);
          if (!user) {
            if (!mayCreate) return;
            // No password: the user signs in through mailed links until setting one with updateUser.
            user = await insertUser(tx, {
              email,
              passwordHash: null,
              userMetadata: input.data ?? {},
              confirmed: false,
              provider: 'email',
            });
          }
          await mailSignInLink(tx, user, email, redirectTo, pkce);
        }),
      );
      return {};
    },

    /**
     * POST /resend: the sign-up confirmation or the e-mail change mails again, with fresh codes. Like
     * /recover, charged and answered the same for every address, and the work done after the answer.
     */
    async resend(input: { email?: string; type?: string }, redirectTo: string | null, client: ClientInfo) {
      const email = normalizeEmail(input.email);
      const type = input.type;
      if (type !== 'signup' && type !== 'email_change') {
        throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
      }
      await limitPerIp(deps, 'otp', client, settings.rateLimits.otpPerIp);
      await chargeInbox(deps, email, type);
      afterResponse.enqueue(`${type} mail`, () =>
        inTransaction(db, (tx) =>
          type === 'signup'
            ? resendConfirmation(tx, email, redirectTo)
            : resendEmailChange(tx, redirectTo, email),
        ),
      );
      return {};
    },

    /** GET /reauthenticate: mails a code the user then sends as `nonce` with a password change. */
    async reauthenticate(user: AuthUserRow) {
      if (!user.email)
        throw authErrors.validation('Reauthentication requires the user to have an email or a phone number');
      if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
      const email = user.email;
      await inTransaction(db, (tx) => sendAuthMail(deps, tx, { user, action: 'reauthentication', email }));
      return {};
    },

    /**
     * GET /verify, the link in a mail: redeems it and redirects to `redirect_to` with the session in the URL
     * fragment, or with `?code=` when the flow was started with PKCE. Failures redirect too, with
     * `error`, `error_code` and `error_description`, which supabase-js reads from the callback URL.
     */
    async verifyLink(query: { token?: string; type?: string; redirect_to?: string }, client: ClientInfo) {
      const type = query.type ?? '';
      const fallback =
        EMAIL_ACTIONS[type === 'email_change' ? 'email_change_new' : (type as EmailAction)]?.fallbackPath;
      const redirectTo = deps.redirects.resolve(query.redirect_to, fallback ?? '/auth/callback');
      const rawToken = query.token ?? '';
      const isPkce = rawToken.startsWith(PKCE_PREFIX);
      const target = new URL(redirectTo);
      try {
        if (!rawToken) throw authErrors.validation('Verify requires a token');
        if (!LINK_TYPES.has(type)) throw authErrors.unsupportedVerificationType();
        await limitPerIp(deps, 'otp', client, settings.rateLimits.otpPerIp);
        const hash = isPkce ? rawToken.slice(PKCE_PREFIX.length) : rawToken;
        const outcome = await inTransaction(db, async (tx) => {
          const redeemed = await redeem(tx, hash, type);
          if (redeemed.kind === 'half_confirmed') return redeemed;
          const flowStateId = redeemed.token.flow_state_id;
          if (isPkce && flowStateId) {
            const code = await issueAuthCode(tx, flowStateId, { userId: redeemed.user.id });
            return { kind: 'code' as const, code };
          }
          return {
            kind: 'session' as const,
            session: await issuer.startSession(tx, redeemed.user, 'otp', client),
          };
        });
        if (outcome.kind === 'half_confirmed') {
          target.searchParams.set('message', SINGLE_CONFIRMATION_ACCEPTED);
          target.hash = fragmentOf({ message: SINGLE_CONFIRMATION_ACCEPTED });
        } else if (outcome.kind === 'code') {
          target.searchParams.set('code', outcome.code);
        } else {
          const s = outcome.session;
          target.hash = fragmentOf({
            access_token: s.access_token,
            expires_at: s.expires_at,
            expires_in: s.expires_in,
            refresh_token: s.refresh_token,
            token_type: s.token_type,
            type,
          });
        }
        return target.toString();
      } catch (error) {
        if (!(error instanceof AuthError) || error.status >= 500) throw error;
        const failure = {
          error: error.status === 429 ? 'too_many_requests' : 'access_denied',
          error_code: error.code,
          error_description:
            error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message,
        };
        target.search = '';
        if (isPkce) for (const [k, v] of Object.entries(failure)) target.searchParams.set(k, v);
        target.hash = fragmentOf(failure);
        return target.toString();
      }
    },

    /** POST /verify: a code from a mail (with the address) or a token hash, answered with a session. */
    async verifyOtp(
      input: { type?: string; token?: string; token_hash?: string; email?: string },
      client: ClientInfo,
    ) {
      const type = input.type ?? '';
      if (!type) throw authErrors.validation('Verify requires a verification type');
      if (!VERIFY_TYPES[type]) throw authErrors.unsupportedVerificationType();
      let hash: string;
      if (input.token_hash) {
        hash = input.token_hash.startsWith(PKCE_PREFIX)
          ? input.token_hash.slice(PKCE_PREFIX.length)
          : input.token_hash;
      } else if (input.email && input.token) {
        hash = tokenHash(normalizeEmail(input.email), input.token.trim().replace(/[\s-]/g, ''));
      } else {
        throw authErrors.validation('Verify requires either a token or a token hash');
      }
      await limitPerIp(deps, 'otp', client, settings.rateLimits.otpPerIp);
      return inTransaction(db, async (tx) => {
        const redeemed = await redeem(tx, hash, type);
        if (redeemed.kind === 'half_confirmed') return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 };
        return issuer.startSession(tx, redeemed.user, 'otp', client);
      });
    },
  };
}

export type EmailFlowsService = ReturnType<typeof createEmailFlowsService>;
