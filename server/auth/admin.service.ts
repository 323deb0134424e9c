import { inTransaction, normalizeEmail, type AuthDeps } from './auth-context.ts';
import { hashPassword } from './password-hash.ts';
import { AuthError, authErrors } from './auth-error.ts';
import { createEmailToken, sendAuthMail, type EmailAction } from './email-links.ts';
import { deleteFactor, findFactor, listFactors } from './factors.repository.ts';
import { assertStrongPassword } from './password-policy.ts';
import { factorJson, loadUserJson } from './user-response.ts';
import {
  adminUpdateUser,
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listUsers,
  updateUser,
  type AuthUserRow,
} from './users.repository.ts';

const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DURATION_UNITS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/** Supabase's `ban_duration`: a Go duration such as `24h` or `1h30m`, or `none` to lift a ban. */
export function parseBanDuration(value: string): Date | null {
  if (value === 'none') return null;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (!parts.length || parts.map((p) => p[0]).join('') !== value) {
    throw authErrors.validation(`invalid format for ban duration: ${value}`);
  }
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * DURATION_UNITS[p[2]!]!, 0);
  return new Date(Date.now() + ms);
}

export interface AdminUserAttributes {
  email?: string;
  password?: string;
  email_confirm?: boolean;
  phone?: string;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
  ban_duration?: string;
  role?: string;
}

export interface GenerateLinkInput {
  type?: string;
  email?: string;
  password?: string;
  data?: Record<string, unknown>;
  new_email?: string;
  redirect_to?: string;
}

/**
 * `page` / `per_page` as GoTrue reads them (strconv.ParseUint): digits only, else 400 with Go's own message,
 * e.g. `Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax`.
 */
function paginationParam(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const problem = !/^\d+$/.test(raw)
    ? 'invalid syntax'
    : BigInt(raw) > 2n ** 64n - 1n
      ? 'value out of range'
      : null;
  if (problem) {
    throw authErrors.validation(
      `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: ${problem}`,
    );
  }
  return Number(raw);
}

/** The admin users API of Supabase Auth, for service-role callers only. */
export function createAdminService(deps: AuthDeps) {
  const { db, signer, settings } = deps;

  async function userOr404(id: string): Promise<AuthUserRow> {
    const user = UUID.test(id) ? await findUserById(db, id) : null;
    if (!user) throw authErrors.userNotFound();
    return user;
  }

  return {
    /** Refuses anything but a service-role JWT, as GoTrue does (403 not_admin for user and anon tokens). */
    async requireAdmin(bearer: string | null): Promise<void> {
      if (!bearer) throw authErrors.noAuthorization();
      const claims = await signer.verifyAny(bearer);
      if (typeof claims.role !== 'string' || !ADMIN_ROLES.has(claims.role)) throw authErrors.notAdmin();
    },

    async listUsers(pageParam: string | undefined, perPageParam: string | undefined) {
      const page = Math.max(1, paginationParam(pageParam, 1));
      const perPage = Math.min(1000, Math.max(1, paginationParam(perPageParam, 50)));
      const { users, total } = await listUsers(db, page, perPage);
      const json = await Promise.all(users.map((user) => loadUserJson(db, user)));
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const links: string[] = [];
      if (page < lastPage) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
      return { body: { users: json, aud: 'authenticated' }, total, link: links.join(', ') };
    },

    async getUser(id: string) {
      return loadUserJson(db, await userOr404(id));
    },

    async createUser(input: AdminUserAttributes) {
      if (input.phone) throw authErrors.validation('Phone sign-ups are not enabled');
      if (!input.email) throw authErrors.validation('Unable to validate email address: invalid format');
      const email = normalizeEmail(input.email);
      if (input.password !== undefined)
        assertStrongPassword(input.password, { leakedCheck: settings.leakedPasswordCheck });
      const passwordHash = input.password ? await hashPassword(input.password) : null;
      const bannedUntil = input.ban_duration ? parseBanDuration(input.ban_duration) : undefined;
      return inTransaction(db, async (tx) => {
        if (await findUserByEmail(tx, email)) throw authErrors.emailExists();
        let user = await insertUser(tx, {
          email,
          passwordHash,
          userMetadata: input.user_metadata ?? {},
          appMetadata: input.app_metadata ?? {},
          confirmed: input.email_confirm === true,
          provider: 'email',
          role: input.role,
        });
        if (bannedUntil !== undefined) user = await adminUpdateUser(tx, user.id, { bannedUntil });
        return loadUserJson(tx, user);
      });
    },

    async updateUser(id: string, input: AdminUserAttributes) {
      const user = await userOr404(id);
      if (input.password !== undefined)
        assertStrongPassword(input.password, { leakedCheck: settings.leakedPasswordCheck });
      const email = input.email !== undefined ? normalizeEmail(input.email) : undefined;
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return inTransaction(db, async (tx) => {
        if (email && email !== user.email) {
          const taken = await findUserByEmail(tx, email);
          if (taken && taken.id !== user.id) throw authErrors.emailExists();
        }
        const updated = await adminUpdateUser(tx, user.id, {
          email,
          passwordHash,
          emailConfirm: input.email_confirm,
          userMetadata: input.user_metadata,
          appMetadata: input.app_metadata,
          bannedUntil: input.ban_duration !== undefined ? parseBanDuration(input.ban_duration) : undefined,
          role: input.role,
        });
        // A ban ends the user's sessions now rather than at the next refresh.
        if (updated.banned_until && updated.banned_until > new Date()) {
          await tx.query(`delete from auth.sessions where user_id = $1`, [user.id]);
        }
        return loadUserJson(tx, updated);
      });
    },

    async deleteUser(id: string, soft: boolean) {
      const user = await userOr404(id);
      try {
        await deleteUser(db, user.id, soft);
      } catch (error) {
        // A row elsewhere that references the user without ON DELETE CASCADE blocks a hard delete.
        if ((error as { code?: string }).code === '23503') {
          throw new AuthError(500, 'unexpected_failure', 'Database error deleting user');
        }
        throw error;
      }
      return {};
    },

    async listFactors(userId: string) {
      const user = await userOr404(userId);
      return (await listFactors(db, user.id)).map(factorJson);
    },

    async deleteFactor(userId: string, factorId: string) {
      const user = await userOr404(userId);
      const factor = UUID.test(factorId) ? await findFactor(db, user.id, factorId) : null;
      if (!factor) throw authErrors.mfaFactorNotFound();
      await deleteFactor(db, factor.id);
      return factorJson(factor);
    },

    /** POST /invite: creates the user (no password yet) and mails an invitation link. */
    async invite(input: { email?: string; data?: Record<string, unknown> }, redirectTo: string | null) {
      const email = normalizeEmail(input.email);
      return inTransaction(db, async (tx) => {
        let user = await findUserByEmail(tx, email);
        if (user?.email_confirmed_at) throw authErrors.emailExists();
        user ??= await insertUser(tx, {
          email,
          passwordHash: null,
          userMetadata: input.data ?? {},
          confirmed: false,
          invited: true,
          provider: 'email',
        });
        await tx.query(`update auth.users set invited_at = coalesce(invited_at, now()) where id = $1`, [
          user.id,
        ]);
        await sendAuthMail(deps, tx, { user, action: 'invite', email, redirectTo });
        return loadUserJson(tx, (await findUserById(tx, user.id))!);
      });
    },

    /**
     * POST /admin/generate_link: the link and code a mail would carry, without sending it (for custom mail
     * or server-side flows).
     */
    async generateLink(input: GenerateLinkInput, queryRedirect: string | null) {
      const email = normalizeEmail(input.email);
      const redirectTo = input.redirect_to ?? queryRedirect;
      const type = input.type ?? '';
      return inTransaction(db, async (tx) => {
        let user = await findUserByEmail(tx, email);
        let action: EmailAction;
        let tokenEmail = email;
        switch (type) {
          case 'signup': {
            if (!input.password) throw authErrors.validation('Password is required for signup links');
            assertStrongPassword(input.password, { leakedCheck: settings.leakedPasswordCheck });
            const passwordHash = await hashPassword(input.password);
            if (user?.email_confirmed_at) throw authErrors.emailExists();
            user = user
              ? await updateUser(tx, user.id, { passwordHash, userMetadata: input.data ?? {} })
              : await insertUser(tx, {
                  email,
                  passwordHash,
                  userMetadata: input.data ?? {},
                  confirmed: false,
                  provider: 'email',
                });
            action = 'signup';
            break;
          }
          case 'invite':
            if (user?.email_confirmed_at) throw authErrors.emailExists();
            user ??= await insertUser(tx, {
              email,
              passwordHash: null,
              userMetadata: input.data ?? {},
              confirmed: false,
              invited: true,
              provider: 'email',
            });
            await tx.query(`update auth.users set invited_at = coalesce(invited_at, now()) where id = $1`, [
              user.id,
            ]);
            action = 'invite';
            break;
          case 'magiclink':
          case 'recovery':
            if (!user) throw authErrors.userNotFound();
            action = type;
            break;
          case 'email_change_current':
          case 'email_change_new': {
            if (!user) throw authErrors.userNotFound();
            const newEmail = normalizeEmail(input.new_email);
            const taken = await findUserByEmail(tx, newEmail);
            if (taken) throw authErrors.emailExists();
            user = await updateUser(tx, user.id, { emailChange: newEmail });
            action = type;
            if (type === 'email_change_new') tokenEmail = newEmail;
            break;
          }
          default:
            throw authErrors.validation('Invalid email action link type requested');
        }
        const token = await createEmailToken(deps, tx, { user, action, email: tokenEmail, redirectTo });
        const fresh = (await findUserById(tx, user.id))!;
        return {
          ...(await loadUserJson(tx, fresh)),
          action_link: token.link,
          email_otp: token.otp,
          hashed_token: token.hashedToken,
          redirect_to: token.redirectTo,
          verification_type: token.verifyType,
        };
      });
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
