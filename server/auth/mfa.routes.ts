import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { ClientInfo } from './auth-context.ts';
import type { AuthService } from './auth-service.ts';
import { bearer, readJson, schemas, type AuthContext } from './http-input.ts';
import type { MfaService } from './mfa.service.ts';

/** `/factors`: TOTP enrolment, challenge, verification and removal for the signed-in user. */
export function registerMfaRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  services: { auth: AuthService; mfa: MfaService; client: (c: AuthContext) => ClientInfo },
) {
  const { auth, mfa, client } = services;

  app.post('/factors', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    return c.json(await mfa.enroll(authenticated, await readJson(c, schemas.enrollFactor)));
  });

  app.post('/factors/:factorId/challenge', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    return c.json(await mfa.challenge(authenticated, c.req.param('factorId'), client(c)));
  });

  app.post('/factors/:factorId/verify', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    const body = await readJson(c, schemas.verifyFactor);
    return c.json(await mfa.verify(authenticated, c.req.param('factorId'), body, client(c)));
  });

  app.delete('/factors/:factorId', async (c) => {
    const authenticated = await auth.authenticate(bearer(c));
    return c.json(await mfa.unenroll(authenticated, c.req.param('factorId')));
  });
}
