import { Hono, type Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { z } from 'zod';
import { AuthError, authErrorBody, authErrors } from './auth-error.ts';
import type { AuthService, AuthSettings, ClientInfo } from './auth-service.ts';

const API_VERSION = '2024-01-01';

const signUpBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
const passwordGrantBody = z.object({ email: z.string().optional(), password: z.string().optional() });
const refreshGrantBody = z.object({ refresh_token: z.string().optional() });
const updateUserBody = z.object({
  email: z.string().optional(),
  password: z.string().optional(),
  data: z.record(z.string(), z.unknown()).nullable().optional(),
});

async function readJson<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    const text = await c.req.text();
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw authErrors.badJson();
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw authErrors.validation(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

function clientInfo(c: Context<{ Bindings: HttpBindings }>): ClientInfo {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return {
    userAgent: c.req.header('user-agent') ?? null,
    ip: forwarded || c.env?.incoming?.socket?.remoteAddress || null,
  };
}

function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

/**
 * `/auth/v1`, answering as Supabase Auth does for the calls supabase-js makes. Each endpoint is a thin HTTP
 * layer over the auth service; further flows (PKCE, OAuth, MFA, admin) mount as more routes here.
 */
export function createAuthRoutes(service: AuthService, settings: AuthSettings) {
  const app = new Hono<{ Bindings: HttpBindings }>();

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Supabase-Api-Version', API_VERSION);
  });

  app.onError((error, c) => {
    if (error instanceof AuthError) {
      return c.json(authErrorBody(error), error.status as 400);
    }
    console.error(error);
    return c.json(
      {
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      },
      500,
    );
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
      external: { email: true, phone: false, anonymous_users: false, google: false },
      disable_signup: settings.disableSignup,
      mailer_autoconfirm: settings.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );

  app.post('/signup', async (c) => {
    const body = await readJson(c, signUpBody);
    const result = await service.signUp(body, clientInfo(c));
    return c.json(result.session ?? result.user);
  });

  app.post('/token', async (c) => {
    const grantType = c.req.query('grant_type');
    if (grantType === 'password') {
      return c.json(await service.signInWithPassword(await readJson(c, passwordGrantBody), clientInfo(c)));
    }
    if (grantType === 'refresh_token') {
      return c.json(await service.refresh((await readJson(c, refreshGrantBody)).refresh_token));
    }
    throw authErrors.unsupportedGrantType();
  });

  app.get('/user', async (c) => {
    const { user } = await service.authenticate(bearer(c));
    return c.json(await service.getUser(user));
  });

  app.put('/user', async (c) => {
    const { user } = await service.authenticate(bearer(c));
    return c.json(await service.updateUser(user, await readJson(c, updateUserBody)));
  });

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global';
    if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
      throw authErrors.validation('scope must be one of global, local, others');
    }
    const { claims } = await service.authenticate(bearer(c));
    await service.signOut(claims, scope);
    return c.body(null, 204);
  });

  return app;
}
