import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { createAdminService } from './admin.service.ts';
import { createAnonymousSignIn } from './anonymous.service.ts';
import { registerAdminRoutes } from './admin.routes.ts';
import { createSessionIssuer, type AuthDeps } from './auth-context.ts';
import { AuthError, authErrorBody, authErrors } from './auth-error.ts';
import { createAuthService } from './auth-service.ts';
import { createEmailFlowsService } from './email-flows.service.ts';
import { sweepFlowStates } from './flow-state.repository.ts';
import { bearer, clientInfo, readJson, redirectTo, schemas, type AuthContext } from './http-input.ts';
import { createMfaService } from './mfa.service.ts';
import { registerMfaRoutes } from './mfa.routes.ts';
import { createOAuthService } from './oauth.service.ts';
import { registerOAuthClientRoutes } from './oauth-clients.routes.ts';
import { createOAuthClientsService } from './oauth-clients.service.ts';
import { registerPasskeyRoutes } from './passkeys.routes.ts';
import { createPasskeysService } from './passkeys.service.ts';
import { sweepWebAuthnChallenges } from './passkeys.repository.ts';
import { registerUnservedRoutes } from './unserved.routes.ts';
import { createRelyingParty, relyingPartyFrom } from './webauthn-relying-party.ts';
import { requestScoped } from '../process/logger.ts';

const API_VERSION = '2024-01-01';
const SWEEP_EVERY = 200;

/**
 * `/auth/v1`, answering as Supabase Auth does for the calls supabase-js makes. Each endpoint is a thin HTTP
 * layer over a service: accounts and sessions, e-mail flows, OAuth, MFA and the admin API.
 */
export function createAuthRoutes(deps: AuthDeps) {
  const { settings } = deps;
  const issuer = createSessionIssuer(deps.signer);
  const auth = createAuthService(deps, issuer);
  const emailFlows = createEmailFlowsService(deps, issuer);
  const oauth = createOAuthService(deps, issuer);
  const relyingParty = createRelyingParty(
    relyingPartyFrom(settings.webauthn, settings.siteUrl ?? new URL(deps.apiUrl).origin),
  );
  const mfa = createMfaService(deps, issuer, relyingParty);
  const passkeys = createPasskeysService(deps, issuer, relyingParty);
  const admin = createAdminService(deps);
  const signInAnonymously = createAnonymousSignIn(deps, issuer);
  const client = (c: AuthContext) => clientInfo(c, settings.trustProxy);
  const log = requestScoped(deps.log);

  // Abandoned flows (links never clicked, provider sign-ins never finished) are cleared now and then.
  let requestsSinceSweep = 0;
  const maybeSweep = () => {
    if (++requestsSinceSweep < SWEEP_EVERY) return;
    requestsSinceSweep = 0;
    sweepFlowStates(deps.db).catch((error: unknown) => log.error('auth flow state sweep failed', { error }));
    sweepWebAuthnChallenges(deps.db).catch((error: unknown) =>
      log.error('webauthn challenge sweep failed', { error }),
    );
  };

  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', API_VERSION);
  });

  app.onError((error, c) => {
    if (error instanceof AuthError) {
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json(authErrorBody(error), error.status as 400);
    }
    log.error('auth request failed', { error });
    return c.json(
      {
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      },
      500,
    );
  });

  registerUnservedRoutes(app, {
    auth,
    admin,
    manualLinking: settings.manualLinking,
    passkeys: settings.webauthn.passkeys,
    oauthServerClients: settings.oauthServerClients,
  });

  app.get('/health', (c) =>
    c.json({
      version: 'studyloop-auth',
      name: 'GoTrue',
      description: 'Studyloop auth, compatible with Supabase Auth',
    }),
  );

  app.get('/settings', (c) =>
    c.json({
      external: {
        email: true,
        phone: false,
        anonymous_users: settings.anonymousSignIns,
        google: oauth.isEnabled('google'),
      },
      disable_signup: settings.disableSignup,
      mailer_autoconfirm: settings.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    const body = await readJson(c, schemas.signUp);
    maybeSweep();
    if (!body.email && !body.phone) return c.json(await signInAnonymously(body, client(c)));
    const result = await auth.signUp(body, redirectTo(c), client(c));
    return c.json(result.session ?? result.user);
  });

  app.post('/token', async (c) => {
    switch (c.req.query('grant_type')) {
      case 'password':
        return c.json(await auth.signInWithPassword(await readJson(c, schemas.passwordGrant), client(c)));
      case 'refresh_token':
        return c.json(await auth.refresh((await readJson(c, schemas.refreshGrant)).refresh_token));
      case 'pkce':
        return c.json(await auth.exchangeAuthCode(await readJson(c, schemas.pkceGrant), client(c)));
      case 'id_token': {
        const body = await readJson(c, schemas.idTokenGrant);
        const linkUserId = body.link_identity ? (await auth.authenticate(bearer(c))).user.id : null;
        return c.json(await oauth.signInWithIdToken(body, linkUserId, client(c)));
      }
      default:
        throw authErrors.unsupportedGrantType();
    }
  });

  app.get('/user', async (c) => {
    const { user } = await auth.authenticate(bearer(c));
    return c.json(await auth.getUser(user));
  });

  app.put('/user', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    const body = await readJson(c, schemas.updateUser);
    return c.json(await auth.updateUser(authenticated, body, redirectTo(c)));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation('scope must be one of global, local, others');
    }
    await auth.signOut(await auth.authenticate(bearer(c)), scope);
    return c.body(null, 204);
  });

  app.post('/recover', async (c) => {
    const body = await readJson(c, schemas.recover);
    return c.json(await emailFlows.recover(body, redirectTo(c), client(c)));
  });

  app.post('/otp', async (c) => {
    const body = await readJson(c, schemas.otp);
    if (body.phone && !body.email) throw authErrors.validation('Unsupported phone provider');
    maybeSweep();
    return c.json(await emailFlows.sendOtp(body, redirectTo(c), client(c)));
  });

  app.post('/resend', async (c) => {
    const body = await readJson(c, schemas.resend);
    return c.json(await emailFlows.resend(body, redirectTo(c), client(c)));
  });

  app.get('/reauthenticate', async (c) => {
    const { user } = await auth.authenticate(bearer(c));
    return c.json(await emailFlows.reauthenticate(user));
  });

  app.get('/verify', async (c) => {
    const target = await emailFlows.verifyLink(
      { token: c.req.query('token'), type: c.req.query('type'), redirect_to: c.req.query('redirect_to') },
      client(c),
    );
    return c.redirect(target, 303);
  });

  app.post('/verify', async (c) => {
    const body = await readJson(c, schemas.verify);
    if (body.phone && !body.email && !body.token_hash)
      throw authErrors.validation('Unsupported phone provider');
    return c.json(await emailFlows.verifyOtp(body, client(c)));
  });

  const providerQuery = (c: AuthContext) => ({
    provider: c.req.query('provider'),
    redirect_to: c.req.query('redirect_to'),
    scopes: c.req.query('scopes'),
    code_challenge: c.req.query('code_challenge'),
    code_challenge_method: c.req.query('code_challenge_method'),
  });

  app.get('/authorize', async (c) => {
    maybeSweep();
    const url = await oauth.authorizationUrl(providerQuery(c), null);
    if (c.req.query('skip_http_redirect') === 'true') return c.json({ url });
    return c.redirect(url, 302);
  });

  app.get('/callback', async (c) => {
    const search = new URL(c.req.url).searchParams;
    return c.redirect(await oauth.callback(search, client(c)), 302);
  });

  app.get('/user/identities/authorize', async (c) => {
    const { user } = await auth.authenticate(bearer(c));
    const url = await oauth.authorizationUrl(providerQuery(c), user.id);
    if (c.req.query('skip_http_redirect') === 'true') return c.json({ url });
    return c.redirect(url, 302);
  });

  app.delete('/user/identities/:identityId', async (c) => {
    const { user } = await auth.authenticate(bearer(c));
    return c.json(await oauth.unlinkIdentity(user, c.req.param('identityId')));
  });

  registerMfaRoutes(app, { auth, mfa, client });
  if (settings.oauthServerClients) {
    registerOAuthClientRoutes(app, { admin, clients: createOAuthClientsService(deps) });
  }
  if (settings.webauthn.passkeys) {
    registerPasskeyRoutes(app, { auth, admin, passkeys, client, onAnonymousChallenge: maybeSweep });
  }
  registerAdminRoutes(app, admin);

  return app;
}
