import { createHash } from 'node:crypto';
import type pg from 'pg';
import * as oidc from 'openid-client';
import { createRemoteJWKSet, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import {
  inTransaction,
  normalizeEmail,
  type AuthDeps,
  type ClientInfo,
  type SessionIssuer,
} from './auth-context.ts';
import { AuthError, authErrors } from './auth-error.ts';
import { sendAuthMail } from './email-links.ts';
import { createFlowState, issueAuthCode, readPkceChallenge } from './flow-state.repository.ts';
import {
  confirmEmail,
  deleteIdentity,
  findIdentity,
  findUserByEmail,
  insertIdentity,
  insertUser,
  listIdentities,
  lockUser,
  syncProviders,
  updateIdentityData,
  type AuthUserRow,
} from './users.repository.ts';

const GOOGLE = 'google';
/** How long a user may take at the provider between /authorize and /callback. */
const OAUTH_REQUEST_TTL_SECONDS = 600;
const BASE_SCOPES = ['openid', 'email', 'profile'];

interface ProviderProfile {
  provider: string;
  issuer: string;
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

interface OAuthRequestRow {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  redirect_to: string;
  link_user_id: string | null;
  flow_state_id: string | null;
  expired: boolean;
}

const str = (value: unknown) => (typeof value === 'string' && value ? value : null);

function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function fragmentOf(params: Record<string, string | number | null | undefined>): string {
  return new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
}

/** What Supabase Auth keeps of a provider profile, in identity data and user metadata alike. */
function identityData(profile: ProviderProfile): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries({
      iss: profile.issuer,
      sub: profile.sub,
      provider_id: profile.sub,
      email: profile.email,
      email_verified: profile.emailVerified,
      phone_verified: false,
      name: profile.name,
      full_name: profile.name,
      picture: profile.picture,
      avatar_url: profile.picture,
    }).filter(([, v]) => v !== null),
  );
}

/**
 * Sign-in with Google through OpenID Connect: the authorization-code flow (`/authorize` → Google →
 * `/callback`) with openid-client, ID-token sign-in (One Tap) verified against the provider's JWKS, and
 * linking and unlinking identities. The provider's issuer, client id and secret come from the environment.
 */
export function createOAuthService(deps: AuthDeps, issuer: SessionIssuer) {
  const { db, settings } = deps;
  const google = settings.google;
  const issuerUrl = new URL(google.issuer);
  let discovered: Promise<oidc.Configuration> | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  /** Discovery runs on first use (the provider need not be up when the platform starts) and is cached. */
  function providerConfig(): Promise<oidc.Configuration> {
    if (!google.clientId) throw authErrors.providerDisabled(GOOGLE);
    discovered ??= oidc
      .discovery(issuerUrl, google.clientId, google.clientSecret, undefined, {
        // Plain HTTP only for a provider on this machine (development, the tests' provider).
        execute: isLoopbackHttp(issuerUrl) ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  function assertProvider(provider: string | undefined, forCodeFlow: boolean) {
    if (provider !== GOOGLE) {
      throw authErrors.validation(`Unsupported provider: Provider ${provider ?? ''} could not be found`);
    }
    if (!google.clientId || (forCodeFlow && !google.clientSecret)) throw authErrors.providerDisabled(GOOGLE);
  }

  /** Finds, links or creates the user a provider profile belongs to. */
  async function userForProfile(
    tx: pg.PoolClient,
    profile: ProviderProfile,
    options: { linkUserId: string | null; redirectTo: string | null },
  ): Promise<AuthUserRow | 'needs_verification'> {
    const data = identityData(profile);
    const identity = await findIdentity(tx, profile.provider, profile.sub);
    if (options.linkUserId) {
      if (identity && identity.user_id !== options.linkUserId) {
        throw authErrors.identityAlreadyExists('Identity is already linked to another user');
      }
      if (identity) await updateIdentityData(tx, identity.id, data);
      else
        await insertIdentity(tx, {
          userId: options.linkUserId,
          provider: profile.provider,
          providerId: profile.sub,
          identityData: data,
        });
      await syncProviders(tx, options.linkUserId);
      const linked = await lockUser(tx, options.linkUserId);
      if (!linked) throw authErrors.userNotFound();
      return linked;
    }
    if (identity) {
      await updateIdentityData(tx, identity.id, data);
      await mergeProviderMetadata(tx, identity.user_id, data);
      const user = await lockUser(tx, identity.user_id);
      if (!user) throw authErrors.userNotFound();
      if (!user.email_confirmed_at && profile.emailVerified && profile.email === user.email) {
        await confirmEmail(tx, user.id);
      }
      return (await lockUser(tx, user.id))!;
    }
    if (!profile.email) {
      throw authErrors.validation(`Error getting user email from external provider ${profile.provider}`);
    }
    const email = normalizeEmail(profile.email);
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      // Linking by e-mail only on the provider's word that it verified the address.
      if (!profile.emailVerified) throw authErrors.emailExists();
      if (!existing.email_confirmed_at) {
        // Nobody proved this address before; a password set by whoever signed up with it must not survive
        // (account pre-hijacking).
        await tx.query(`update auth.users set encrypted_password = null where id = $1`, [existing.id]);
        await confirmEmail(tx, existing.id);
      }
      await insertIdentity(tx, {
        userId: existing.id,
        provider: profile.provider,
        providerId: profile.sub,
        identityData: data,
      });
      await syncProviders(tx, existing.id);
      await mergeProviderMetadata(tx, existing.id, data);
      return (await lockUser(tx, existing.id))!;
    }
    if (settings.disableSignup) throw authErrors.signupDisabled();
    const confirmed = profile.emailVerified || settings.autoconfirm;
    const user = await insertUser(tx, {
      email,
      passwordHash: null,
      userMetadata: data,
      confirmed,
      provider: profile.provider,
    });
    await insertIdentity(tx, {
      userId: user.id,
      provider: profile.provider,
      providerId: profile.sub,
      identityData: data,
    });
    if (!confirmed) {
      // Returned rather than thrown: the new user and its confirmation mail must commit.
      await sendAuthMail(deps, tx, { user, action: 'signup', email, redirectTo: options.redirectTo });
      return 'needs_verification';
    }
    return user;
  }

  async function mergeProviderMetadata(tx: pg.PoolClient, userId: string, data: Record<string, unknown>) {
    await tx.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now() where id = $1`,
      [userId, data],
    );
  }

  async function verifyIdToken(idToken: string, nonce: string | undefined): Promise<ProviderProfile> {
    const config = await providerConfig();
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw authErrors.badIdToken('the provider publishes no JWKS');
    jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(idToken, jwks, {
        // Google issues tokens with and without the scheme in `iss`.
        issuer: [metadata.issuer, metadata.issuer.replace(/^https?:\/\//, '')],
        audience: google.clientId!,
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw authErrors.badIdToken(error.message);
      throw error;
    }
    const tokenNonce = str(payload.nonce);
    if (tokenNonce || nonce) {
      if (!tokenNonce || !nonce) {
        throw authErrors.badIdToken('Passed nonce and nonce in id_token should either both exist or not.');
      }
      // One Tap puts the SHA-256 of the nonce in the token and the client passes the raw nonce.
      const hashed = createHash('sha256').update(nonce).digest('hex');
      if (tokenNonce !== hashed && tokenNonce !== nonce) throw authErrors.badIdToken('Nonces mismatch');
    }
    if (!payload.sub) throw authErrors.badIdToken('missing sub claim');
    return {
      provider: GOOGLE,
      issuer: metadata.issuer,
      sub: payload.sub,
      email: str(payload.email)?.toLowerCase() ?? null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      name: str(payload.name),
      picture: str(payload.picture),
    };
  }

  async function takeRequest(state: string): Promise<OAuthRequestRow | null> {
    const { rows } = await db.query<OAuthRequestRow>(
      `delete from studyloop_platform.oauth_requests where state = $1
       returning state, provider, code_verifier, nonce, redirect_to, link_user_id, flow_state_id,
                 created_at < now() - make_interval(secs => $2) as expired`,
      [state, OAUTH_REQUEST_TTL_SECONDS],
    );
    return rows[0] ?? null;
  }

  function errorRedirect(redirectTo: string, error: AuthError, pkce: boolean): string {
    const target = new URL(redirectTo);
    const failure = {
      error: error.status >= 500 ? 'server_error' : 'access_denied',
      error_code: error.code,
      error_description: error.message,
    };
    target.search = '';
    if (pkce) for (const [k, v] of Object.entries(failure)) target.searchParams.set(k, v);
    target.hash = fragmentOf(failure);
    return target.toString();
  }

  return {
    isEnabled(provider: string) {
      return provider === GOOGLE && Boolean(google.clientId && google.clientSecret);
    },

    /** GET /authorize and GET /user/identities/authorize: the provider's sign-in URL for this request. */
    async authorizationUrl(
      query: {
        provider?: string;
        redirect_to?: string;
        scopes?: string;
        code_challenge?: string;
        code_challenge_method?: string;
      },
      linkUserId: string | null,
    ): Promise<string> {
      assertProvider(query.provider, true);
      if (linkUserId && !settings.manualLinking) throw authErrors.manualLinkingDisabled();
      const pkce = readPkceChallenge(query);
      const redirectTo = deps.redirects.resolve(query.redirect_to, '/auth/callback');
      const config = await providerConfig();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      await inTransaction(db, async (tx) => {
        const flow = pkce
          ? await createFlowState(tx, {
              userId: linkUserId,
              challenge: pkce,
              providerType: GOOGLE,
              authenticationMethod: 'oauth',
            })
          : null;
        await tx.query(
          `insert into studyloop_platform.oauth_requests
             (state, provider, code_verifier, nonce, redirect_to, link_user_id, flow_state_id)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [state, GOOGLE, verifier, nonce, redirectTo, linkUserId, flow?.id ?? null],
        );
      });
      const extraScopes = (query.scopes ?? '').split(/[\s,]+/).filter(Boolean);
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${deps.apiUrl}/callback`,
        scope: [...new Set([...BASE_SCOPES, ...extraScopes])].join(' '),
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }).href;
    },

    /**
     * GET /callback: completes the code flow with the provider, signs the user in (creating or linking as
     * needed) and returns where to send the browser: `redirect_to` with tokens in the fragment, or `?code=`
     * for PKCE, or the error.
     */
    async callback(search: URLSearchParams, client: ClientInfo): Promise<string> {
      const fallback = deps.redirects.resolve(null, '/auth/callback');
      const state = search.get('state');
      if (!state)
        return errorRedirect(fallback, authErrors.badOAuthState('OAuth state parameter missing'), false);
      const request = await takeRequest(state);
      if (!request)
        return errorRedirect(fallback, authErrors.badOAuthState('OAuth state has expired'), false);
      const pkce = Boolean(request.flow_state_id);
      try {
        if (request.expired) throw authErrors.badOAuthState('OAuth state has expired');
        const providerError = search.get('error');
        if (providerError) {
          throw authErrors.badOAuthCallback(search.get('error_description') || providerError);
        }
        if (!search.get('code'))
          throw authErrors.badOAuthCallback('OAuth callback with missing authorization code');
        const config = await providerConfig();
        const current = new URL(`${deps.apiUrl}/callback`);
        current.search = search.toString();
        let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
        try {
          tokens = await oidc.authorizationCodeGrant(config, current, {
            pkceCodeVerifier: request.code_verifier,
            expectedState: request.state,
            expectedNonce: request.nonce,
          });
        } catch (error) {
          throw authErrors.badOAuthCallback(
            `Unable to exchange external code: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
        const claims = tokens.claims()!;
        // The ID token may carry only `sub`; the profile (e-mail, name, picture) comes from userinfo.
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
        const merged = { ...claims, ...(info ?? {}) } as Record<string, unknown>;
        const profile: ProviderProfile = {
          provider: GOOGLE,
          issuer: claims.iss,
          sub: claims.sub,
          email: str(merged.email)?.toLowerCase() ?? null,
          emailVerified: merged.email_verified === true || merged.email_verified === 'true',
          name: str(merged.name),
          picture: str(merged.picture),
        };
        const target = new URL(request.redirect_to);
        const outcome = await inTransaction(db, async (tx) => {
          const user = await userForProfile(tx, profile, {
            linkUserId: request.link_user_id,
            redirectTo: request.redirect_to,
          });
          if (user === 'needs_verification') return user;
          if (request.flow_state_id) {
            const code = await issueAuthCode(tx, request.flow_state_id, {
              userId: user.id,
              providerAccessToken: tokens.access_token,
              providerRefreshToken: tokens.refresh_token ?? null,
            });
            target.searchParams.set('code', code);
            return 'signed_in';
          }
          const session = await issuer.startSession(tx, user, 'oauth', client, {
            provider_token: tokens.access_token,
            provider_refresh_token: tokens.refresh_token ?? null,
          });
          target.hash = fragmentOf({
            access_token: session.access_token,
            expires_at: session.expires_at,
            expires_in: session.expires_in,
            provider_refresh_token: session.provider_refresh_token,
            provider_token: session.provider_token,
            refresh_token: session.refresh_token,
            token_type: session.token_type,
          });
          return 'signed_in';
        });
        if (outcome === 'needs_verification') throw authErrors.providerEmailNeedsVerification(GOOGLE);
        return target.toString();
      } catch (error) {
        if (error instanceof AuthError) return errorRedirect(request.redirect_to, error, pkce);
        throw error;
      }
    },

    /** POST /token?grant_type=id_token: sign in (or link, with `link_identity`) with a provider's ID token. */
    async signInWithIdToken(
      input: { provider?: string; id_token?: string; nonce?: string; link_identity?: boolean },
      linkUserId: string | null,
      client: ClientInfo,
    ) {
      assertProvider(input.provider, false);
      if (!input.id_token) throw authErrors.validation('id_token required');
      if (linkUserId && !settings.manualLinking) throw authErrors.manualLinkingDisabled();
      const profile = await verifyIdToken(input.id_token, input.nonce);
      const outcome = await inTransaction(db, async (tx) => {
        const user = await userForProfile(tx, profile, { linkUserId, redirectTo: null });
        return user === 'needs_verification' ? user : issuer.startSession(tx, user, 'oauth', client);
      });
      if (outcome === 'needs_verification') throw authErrors.providerEmailNeedsVerification(GOOGLE);
      return outcome;
    },

    /** DELETE /user/identities/{id}: a user keeps at least one way to sign in. */
    async unlinkIdentity(user: AuthUserRow, identityId: string) {
      await inTransaction(db, async (tx) => {
        const locked = (await lockUser(tx, user.id)) ?? user;
        const identities = await listIdentities(tx, locked.id);
        const target = identities.find((identity) => identity.id === identityId);
        if (!target) throw authErrors.identityNotFound();
        if (identities.length <= 1) throw authErrors.singleIdentityNotDeletable();
        await deleteIdentity(tx, target.id);
        const remaining = identities.filter((identity) => identity.id !== target.id);
        if (target.email && target.email === locked.email) {
          const replacement = remaining.find((identity) => identity.email)?.email;
          if (replacement && replacement !== locked.email) {
            const taken = await findUserByEmail(tx, replacement);
            if (!taken || taken.id === locked.id) {
              await tx.query(`update auth.users set email = $2, updated_at = now() where id = $1`, [
                locked.id,
                replacement,
              ]);
            }
          }
        }
        await syncProviders(tx, locked.id);
      });
      return {};
    },
  };
}

export type OAuthService = ReturnType<typeof createOAuthService>;
