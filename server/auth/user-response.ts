import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { listFactors, type FactorRow } from './factors.repository.ts';
import { listIdentities, type AuthUserRow, type IdentityRow } from './users.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** A factor as Supabase Auth lists it (`Factor` in supabase-js); the secret never leaves the server. */
export function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    last_challenged_at: iso(factor.last_challenged_at),
  };
}

/** The user object as Supabase Auth returns it (`User` in supabase-js). */
export function userJson(user: AuthUserRow, identities: IdentityRow[], factors: FactorRow[] = []) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    invited_at: iso(user.invited_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    // GoTrue stores '' for no pending change (users seeded for hosted Supabase do too) and leaves it out.
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map(identityJson),
    // Supabase Auth leaves the list out when there is no factor.
    factors: factors.length ? factors.map(factorJson) : undefined,
    banned_until: user.banned_until && user.banned_until > new Date() ? iso(user.banned_until) : undefined,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
    is_sso_user: user.is_sso_user,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** The user with its identities and factors loaded. */
export async function loadUserJson(db: pg.Pool | pg.PoolClient, user: AuthUserRow): Promise<UserJson> {
  const [identities, factors] = await Promise.all([listIdentities(db, user.id), listFactors(db, user.id)]);
  return userJson(user, identities, factors);
}

/**
 * The user a sign-up of a new address answers while confirmation is on (as `insertUser` and the confirmation mail
 * leave it): unconfirmed, one unverified e-mail identity, no session. A sign-up for an address that already has an
 * account answers this with fresh ids, so the two cannot be told apart by their shape.
 */
export function pendingSignUpJson(email: string, userMetadata: Record<string, unknown>): UserJson {
  const now = new Date();
  const id = randomUUID();
  const user: AuthUserRow = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: null,
    encrypted_password: null,
    email_confirmed_at: null,
    phone_confirmed_at: null,
    confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    email_change_confirm_status: 0,
    reauthentication_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: inJsonbKeyOrder(userMetadata),
    banned_until: null,
    created_at: now,
    updated_at: now,
    deleted_at: null,
    is_anonymous: false,
    is_sso_user: false,
  };
  const identity: IdentityRow = {
    id: randomUUID(),
    provider_id: id,
    user_id: id,
    identity_data: { sub: id, email, email_verified: false, phone_verified: false },
    provider: 'email',
    last_sign_in_at: now,
    created_at: now,
    updated_at: now,
    email,
  };
  return userJson(user, [identity]);
}

/** A JSON value with its object keys in the order PostgreSQL's jsonb gives them back (shorter first, then by bytes). */
function inJsonbKeyOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inJsonbKeyOrder) as T;
  if (value === null || typeof value !== 'object') return value;
  const bytes = (key: string) => Buffer.from(key);
  const keys = Object.keys(value).sort(
    (a, b) => bytes(a).length - bytes(b).length || Buffer.compare(bytes(a), bytes(b)),
  );
  return Object.fromEntries(
    keys.map((key) => [key, inJsonbKeyOrder((value as Record<string, unknown>)[key])]),
  ) as T;
}
