import type { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { AdminService } from './admin.service.ts';
import { bearer, readJson, redirectTo, schemas } from './http-input.ts';

/** Supabase Auth's admin API (`supabase.auth.admin.*`); every route requires a service-role token. */
export function registerAdminRoutes(app: Hono<{ Bindings: HttpBindings }>, admin: AdminService) {
  app.use('/admin/*', async (c, next) => {
    await admin.requireAdmin(bearer(c));
    await next();
  });
  app.use('/invite', async (c, next) => {
    await admin.requireAdmin(bearer(c));
    await next();
  });

  app.get('/admin/users', async (c) => {
    const page = await admin.listUsers(c.req.query('page'), c.req.query('per_page'));
    c.header('X-Total-Count', String(page.total));
    c.header('Link', page.link);
    return c.json(page.body);
  });

  app.post('/admin/users', async (c) => c.json(await admin.createUser(await readJson(c, schemas.adminUser))));

  app.get('/admin/users/:userId', async (c) => c.json(await admin.getUser(c.req.param('userId'))));

  app.put('/admin/users/:userId', async (c) =>
    c.json(await admin.updateUser(c.req.param('userId'), await readJson(c, schemas.adminUser))),
  );

  app.delete('/admin/users/:userId', async (c) => {
    const body = await readJson(c, schemas.adminDelete);
    return c.json(await admin.deleteUser(c.req.param('userId'), body.should_soft_delete === true));
  });

  app.get('/admin/users/:userId/factors', async (c) =>
    c.json(await admin.listFactors(c.req.param('userId'))),
  );

  app.delete('/admin/users/:userId/factors/:factorId', async (c) =>
    c.json(await admin.deleteFactor(c.req.param('userId'), c.req.param('factorId'))),
  );

  app.post('/admin/generate_link', async (c) => {
    const body = await readJson(c, schemas.generateLink);
    return c.json(await admin.generateLink(body, redirectTo(c)));
  });

  app.post('/invite', async (c) => {
    const body = await readJson(c, schemas.invite);
    return c.json(await admin.invite(body, redirectTo(c)));
  });
}
