import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AdminService } from './admin.service.ts';
import { bearer, readJson } from './http-input.ts';
import { oauthClientSchemas, type OAuthClientsService } from './oauth-clients.service.ts';

/** `/admin/oauth/clients`: the OAuth 2.1 server's registered clients, for service-role callers only. */
export function registerOAuthClientRoutes(
  app: Hono<{ Bindings: HttpBindings }>,
  services: { admin: AdminService; clients: OAuthClientsService },
) {
  const { admin, clients } = services;
  app.use('/admin/oauth/*', async (c, next) => {
    await admin.requireAdmin(bearer(c));
    await next();
  });

  app.post('/admin/oauth/clients', async (c) =>
    c.json(await clients.create(await readJson(c, oauthClientSchemas.create)), 201),
  );

  app.get('/admin/oauth/clients', async (c) => {
    const page = await clients.list(c.req.query('page'), c.req.query('per_page'));
    c.header('X-Total-Count', String(page.total));
    c.header('Link', page.link);
    return c.json(page.body);
  });

  app.get('/admin/oauth/clients/:clientId', async (c) => c.json(await clients.get(c.req.param('clientId'))));

  app.put('/admin/oauth/clients/:clientId', async (c) =>
    c.json(await clients.update(c.req.param('clientId'), await readJson(c, oauthClientSchemas.update))),
  );

  app.delete('/admin/oauth/clients/:clientId', async (c) => {
    await clients.remove(c.req.param('clientId'));
    return c.body(null, 204);
  });

  app.post('/admin/oauth/clients/:clientId/regenerate_secret', async (c) =>
    c.json(await clients.regenerateSecret(c.req.param('clientId'))),
  );
}
