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
