import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { z } from 'zod';
import type { ClientInfo } from './auth-context.ts';
import { bodyWithin } from '../process/body-within.ts';
import { authErrors } from './auth-error.ts';

export type AuthContext = Context<{ Bindings: HttpBindings }>;

/**
 * Largest auth request body. Auth reads a body whole on the thread that serves every request, before anyone is
 * signed in, so without a bound an anonymous client could make it buffer and parse hundreds of megabytes (a
 * 200 MB sign-up body); and user_metadata sent with a sign-up or an update is stored and carried in every token.
 * The largest real body (a passkey's attestation, a sign-up with metadata) is a few kilobytes.
 */
export const AUTH_BODY_LIMIT = 64 * 1024;

const bodyTexts = new WeakMap<Request, Promise<string>>();

/** The request's body as text, read once per request and no further than AUTH_BODY_LIMIT (else 413). */
export function bodyText(c: Context): Promise<string> {
  let text = bodyTexts.get(c.req.raw);
  if (!text) {
    text = bodyWithin(c.req.raw, AUTH_BODY_LIMIT).then((bytes) => {
      if (bytes === null) throw authErrors.bodyTooLarge(AUTH_BODY_LIMIT);
      return new TextDecoder().decode(bytes);
    });
    bodyTexts.set(c.req.raw, text);
  }
  return text;
}

/** Parses a JSON body against a schema, answering Supabase's bad_json / validation_failed errors. */
export async function readJson<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const text = await bodyText(c);
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : {};
  } catch {
    throw authErrors.badJson();
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw authErrors.validation(parsed.error.issues.map((i) => i.message).join('; '));
  return parsed.data;
}

/**
 * The caller's address. X-Forwarded-For is honoured only when configured (behind a proxy that sets it);
 * otherwise a client could pick its own address and walk around per-IP rate limits. With a proxy, its own
 * entry is the last one, the only one a client cannot forge.
 */
export function clientInfo(c: AuthContext, trustProxy: boolean): ClientInfo {
  let ip: string | null = c.env?.incoming?.socket?.remoteAddress ?? null;
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const last = forwarded?.[forwarded.length - 1];
    if (last) ip = last;
  }
  if (ip?.startsWith('::ffff:')) ip = ip.slice(7);
  return {
    userAgent: c.req.header('user-agent')?.slice(0, 1000) ?? null,
    ip: ip && isIP(ip) ? ip : null,
  };
}

export function bearer(c: Context): string | null {
  const header = c.req.header('authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim() || null;
}

/** `redirect_to` as supabase-js sends it: a query parameter (some calls repeat it in the body). */
export function redirectTo(c: Context, body?: { redirect_to?: string | null }): string | null {
  return c.req.query('redirect_to') || body?.redirect_to || null;
}

const pkceFields = {
  code_challenge: z.string().nullish(),
  code_challenge_method: z.string().nullish(),
};
const metadata = z.record(z.string(), z.unknown());
const captcha = { gotrue_meta_security: z.unknown().optional() };

export const schemas = {
  signUp: z.object({
    email: z.string().optional(),
    phone: z.string().optional(),
    password: z.string().optional(),
    data: metadata.nullish().transform((v) => v ?? undefined),
    ...pkceFields,
    ...captcha,
  }),
  passwordGrant: z.object({ email: z.string().optional(), password: z.string().optional(), ...captcha }),
  refreshGrant: z.object({ refresh_token: z.string().optional() }),
  pkceGrant: z.object({ auth_code: z.string().optional(), code_verifier: z.string().optional() }),
  idTokenGrant: z.object({
    provider: z.string().optional(),
    id_token: z.string().optional(),
    access_token: z.string().nullish(),
    nonce: z
      .string()
      .nullish()
      .transform((v) => v ?? undefined),
    link_identity: z.boolean().optional(),
    ...captcha,
  }),
  updateUser: z.object({
    email: z.string().optional(),
    password: z.string().optional(),
    nonce: z.string().optional(),
    data: metadata.nullable().optional(),
    ...pkceFields,
  }),
  recover: z.object({ email: z.string().optional(), ...pkceFields, ...captcha }),
  otp: z.object({
    email: z.string().optional(),
    phone: z.string().optional(),
    data: metadata.nullish().transform((v) => v ?? undefined),
    create_user: z.boolean().optional(),
    ...pkceFields,
    ...captcha,
  }),
  resend: z.object({ email: z.string().optional(), type: z.string().optional(), ...captcha }),
  verify: z.object({
    type: z.string().optional(),
    token: z.string().optional(),
    token_hash: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    redirect_to: z.string().optional(),
    ...captcha,
  }),
  enrollFactor: z.object({
    factor_type: z.string().optional(),
    friendly_name: z.string().optional(),
    issuer: z.string().optional(),
    phone: z.string().optional(),
  }),
  verifyFactor: z.object({
    challenge_id: z.string().optional(),
    code: z.string().optional(),
    webauthn: z
      .object({ type: z.string().optional(), credential_response: z.unknown().optional() })
      .optional(),
  }),
  /** Passkey ceremonies: the challenge a step answers and the browser's credential JSON (checked later). */
  webauthnCeremony: z.object({ challenge_id: z.unknown().optional(), credential: z.unknown().optional() }),
  passkeyAuthenticationOptions: z.object({ ...captcha }),
  renamePasskey: z.object({ friendly_name: z.unknown().optional() }),
  adminUser: z.object({
    email: z.string().optional(),
    password: z.string().optional(),
    email_confirm: z.boolean().optional(),
    phone: z.string().optional(),
    phone_confirm: z.boolean().optional(),
    user_metadata: metadata.optional(),
    app_metadata: metadata.optional(),
    ban_duration: z.string().optional(),
    role: z.string().optional(),
  }),
  adminDelete: z.object({ should_soft_delete: z.boolean().optional() }),
  invite: z.object({ email: z.string().optional(), data: metadata.optional() }),
  generateLink: z.object({
    type: z.string().optional(),
    email: z.string().optional(),
    password: z.string().optional(),
    data: metadata.optional(),
    new_email: z.string().optional(),
    redirect_to: z.string().optional(),
  }),
};
