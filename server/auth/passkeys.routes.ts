import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AdminService } from './admin.service.ts';
import type { ClientInfo } from './auth-context.ts';
import type { AuthService } from './auth-service.ts';
import { bearer, readJson, schemas, type AuthContext } from './http-input.ts';
import type { PasskeysService } from './passkeys.service.ts';

/**
 * `/passkeys` and the admin's `/admin/users/{id}/passkeys`, as GoTrue routes them: the sign-in ceremony is open,
 * everything else needs the user's session (or, for the admin routes, a service-role token).
 */
export function registerPasskeyRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  services: {
    auth: AuthService;
    admin: AdminService;
    passkeys: PasskeysService;
    client: (c: AuthContext) => ClientInfo;
    /** Called when a challenge bound to nobody is stored, so abandoned ones get swept now and then. */
    onAnonymousChallenge: () => void;
  },
) {
  const { auth, admin, passkeys, client, onAnonymousChallenge } = services;

  app.post('/passkeys/authentication/options', async (c) => {
    await readJson(c, schemas.passkeyAuthenticationOptions);
    onAnonymousChallenge();
    return c.json(await passkeys.authenticationOptions(client(c)));
  });

  app.post('/passkeys/authentication/verify', async (c) =>
    c.json(await passkeys.verifyAuthentication(await readJson(c, schemas.webauthnCeremony), client(c))),
  );

  app.post('/passkeys/registration/options', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    return c.json(await passkeys.registrationOptions(authenticated));
  });

  app.post('/passkeys/registration/verify', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    return c.json(
      await passkeys.verifyRegistration(authenticated, await readJson(c, schemas.webauthnCeremony)),
    );
  });

  app.get('/passkeys', async (c) => {
    const { user } = await auth.authenticate(bearer(c));
    return c.json(await passkeys.list(user.id));
  });

  app.patch('/passkeys/:passkeyId', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    const body = await readJson(c, schemas.renamePasskey);
    return c.json(await passkeys.rename(authenticated, c.req.param('passkeyId'), body));
  });

  app.delete('/passkeys/:passkeyId', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    await passkeys.remove(authenticated, c.req.param('passkeyId'));
    return c.body(null, 204);
  });

  app.get('/admin/users/:userId/passkeys', async (c) => {
    await admin.requireAdmin(bearer(c));
    return c.json(await passkeys.adminList(c.req.param('userId')));
  });

  app.delete('/admin/users/:userId/passkeys/:passkeyId', async (c) => {
    await admin.requireAdmin(bearer(c));
    await passkeys.adminRemove(c.req.param('userId'), c.req.param('passkeyId'));
    return c.body(null, 204);
  });
}
