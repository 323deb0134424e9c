import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AdminService } from './admin.service.ts';
import type { AuthService } from './auth-service.ts';
import { AuthError, authErrorBody, authErrors } from './auth-error.ts';
import { bearer, bodyText, type AuthContext } from './http-input.ts';

/**
 * The answers Supabase Auth (GoTrue) gives for features switched off, with its codes and messages
 * (internal/api/middleware.go, web3.go), so a client calling one gets the same JSON error it would from a hosted
 * project with that feature off, never a plain-text 404.
 */
export const featureDisabled = {
  saml: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  passkeys: () => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled'),
  oauthServer: () => new AuthError(404, 'feature_disabled', 'OAuth server is disabled'),
  customProviders: () => new AuthError(404, 'feature_disabled', 'Custom OAuth providers are disabled'),
  scim: () => new AuthError(404, 'feature_disabled', 'SCIM server is disabled'),
  web3: () => new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled'),
  notFound: () => new AuthError(404, 'not_found', 'Not Found'),
};

const E164 = /^[1-9][0-9]{1,14}$/;

export const phoneErrors = {
  invalidFormat: () =>
    new AuthError(400, 'validation_failed', 'Invalid phone number format (E.164 required)'),
};

/**
 * Routes of Supabase Auth that Studyloop does not serve (SAML SSO, the OAuth 2.1 server, custom providers, SCIM,
 * Web3 sign-in), passkeys when AUTH_PASSKEYS is off, identity linking when AUTH_MANUAL_LINKING is off, and every
 * unknown path. As in GoTrue, the admin routes check the admin token
 * first and the user routes the session, then answer that the feature is off.
 */
export function registerUnservedRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  services: {
    auth: AuthService;
    admin: AdminService;
    manualLinking: boolean;
    passkeys: boolean;
    oauthServerClients: boolean;
  },
) {
  const { auth, admin, manualLinking, passkeys, oauthServerClients } = services;
  const off = (error: () => AuthError) => () => {
    throw error();
  };
  const asAdmin = (error: () => AuthError) => async (c: AuthContext) => {
    await admin.requireAdmin(bearer(c));
    throw error();
  };
  const asUser = (error: () => AuthError) => async (c: AuthContext) => {
    await auth.authenticate(bearer(c));
    throw error();
  };

  // As GoTrue's requireManualLinkingEnabled on /user/identities/*: the session first, then the setting.
  app.use('/user/identities/*', async (c, next) => {
    if (!manualLinking) {
      await auth.authenticate(bearer(c));
      throw authErrors.manualLinkingDisabled();
    }
    await next();
  });

  // Phone sign-in has no SMS provider here, so no phone code can be right: GoTrue's answers for a malformed number
  // and for a wrong or expired code (internal/api/phone.go, verify.go).
  app.use('/verify', async (c, next) => {
    if (c.req.method !== 'POST') return next();
    let body: { phone?: unknown; email?: unknown; token_hash?: unknown };
    const text = await bodyText(c);
    try {
      body = JSON.parse(text || '{}') as typeof body;
    } catch {
      return next();
    }
    if (typeof body.phone !== 'string' || body.email || body.token_hash) return next();
    if (!E164.test(body.phone.replace(/[+\s]/g, ''))) throw phoneErrors.invalidFormat();
    throw authErrors.otpExpired();
  });

  // Web3 (Sign in with Solana / Ethereum) is a grant of POST /token.
  app.use('/token', async (c, next) => {
    if (c.req.method === 'POST' && c.req.query('grant_type') === 'web3') throw featureDisabled.web3();
    await next();
  });

  app.all('/sso', off(featureDisabled.saml));
  app.all('/sso/*', off(featureDisabled.saml));
  if (!passkeys) {
    app.all('/passkeys', off(featureDisabled.passkeys));
    app.all('/passkeys/*', off(featureDisabled.passkeys));
    app.all('/admin/users/:userId/passkeys', asAdmin(featureDisabled.passkeys));
    app.all('/admin/users/:userId/passkeys/*', asAdmin(featureDisabled.passkeys));
  }
  app.all('/oauth/*', off(featureDisabled.oauthServer));
  app.all('/.well-known/oauth-authorization-server', off(featureDisabled.oauthServer));
  app.all('/scim/*', off(featureDisabled.scim));
  app.all('/user/oauth/grants', asUser(featureDisabled.oauthServer));
  if (!oauthServerClients) app.all('/admin/oauth/*', asAdmin(featureDisabled.oauthServer));
  app.all('/admin/sso/*', asAdmin(featureDisabled.saml));
  app.all('/admin/custom-providers', asAdmin(featureDisabled.customProviders));
  app.all('/admin/custom-providers/*', asAdmin(featureDisabled.customProviders));

  app.notFound((c) => c.json(authErrorBody(featureDisabled.notFound()), 404));
}
