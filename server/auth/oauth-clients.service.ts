import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { AuthDeps } from './auth-context.ts';
import { AuthError, authErrors } from './auth-error.ts';
import {
  findOAuthClient,
  insertOAuthClient,
  listOAuthClients,
  setOAuthClientSecret,
  softDeleteOAuthClient,
  updateOAuthClient,
  type OAuthClientChanges,
  type OAuthClientRow,
} from './oauth-clients.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const GRANT_TYPES = ['authorization_code', 'refresh_token'];
const AUTH_METHODS = {
  public: ['none'],
  confidential: ['client_secret_basic', 'client_secret_post'],
} as const;
const DANGEROUS_SCHEMES = ['javascript:', 'data:', 'file:', 'vbscript:', 'about:', 'blob:'];
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];
const MAX_REDIRECT_URIS = 10;

const optionalText = z.string().nullish();
export const oauthClientSchemas = {
  create: z.object({
    redirect_uris: z.array(z.string()).nullish(),
    client_type: optionalText,
    token_endpoint_auth_method: optionalText,
    grant_types: z.array(z.string()).nullish(),
    client_name: optionalText,
    client_uri: optionalText,
    logo_uri: optionalText,
  }),
  update: z.object({
    redirect_uris: z.array(z.string()).optional(),
    grant_types: z.array(z.string()).optional(),
    client_name: z.string().optional(),
    client_uri: z.string().optional(),
    logo_uri: z.string().optional(),
    token_endpoint_auth_method: z.string().optional(),
  }),
};

const invalid = (message: string) => authErrors.validation(message);
const clientNotFound = () => new AuthError(404, 'oauth_client_not_found', 'OAuth client not found');

/**
 * GoTrue's redirect URI rules for OAuth clients: an absolute URL with a host, no fragment, no script or data
 * scheme, and plain http only to the loopback host (a native app's local listener).
 */
function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'invalid URL format';
  }
  if (!url.host) return 'must have scheme and host';
  if (DANGEROUS_SCHEMES.includes(url.protocol.toLowerCase())) {
    return `scheme '${url.protocol.slice(0, -1)}' is not allowed for security reasons`;
  }
  if (url.protocol === 'http:' && !LOOPBACK.includes(url.hostname))
    return 'HTTP scheme only allowed for localhost';
  if (uri.includes('#')) return 'fragment not allowed in redirect URI';
  return null;
}

function checkRedirectUris(uris: string[] | null | undefined): string[] {
  if (!uris || uris.length === 0) throw invalid('redirect_uris is required');
  if (uris.length > MAX_REDIRECT_URIS)
    throw invalid(`redirect_uris cannot exceed ${MAX_REDIRECT_URIS} items`);
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) throw invalid(`invalid redirect_uri '${uri}': ${problem}`);
  }
  return uris;
}

function checkGrantTypes(grantTypes: string[]): string[] {
  if (grantTypes.length === 0) throw invalid('grant_types cannot be empty');
  if (grantTypes.some((g) => !GRANT_TYPES.includes(g))) {
    throw invalid("grant_types must only contain 'authorization_code' and/or 'refresh_token'");
  }
  return grantTypes;
}

function checkUri(field: 'client_uri' | 'logo_uri', value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.length > 2048) throw invalid(`${field} cannot exceed 2048 characters`);
  try {
    new URL(value);
  } catch {
    throw invalid(`${field} must be a valid URL`);
  }
  return value;
}

function checkName(value: string | null | undefined): string | null {
  if (value && value.length > 1024) throw invalid('client_name cannot exceed 1024 characters');
  return value || null;
}

/** A client's secret: 256 random bits, stored as its SHA-256 only. */
function newSecret() {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('base64url') };
}

/** A client as GoTrue answers it (`OAuthClient` in supabase-js); the secret only when it was just made. */
function clientJson(row: OAuthClientRow, secret?: string) {
  return {
    client_id: row.id,
    ...(secret ? { client_secret: secret } : {}),
    client_type: row.client_type,
    redirect_uris: row.redirect_uris,
    token_endpoint_auth_method: row.token_endpoint_auth_method,
    grant_types: row.grant_types,
    response_types: ['code'],
    client_name: row.client_name ?? undefined,
    client_uri: row.client_uri ?? undefined,
    logo_uri: row.logo_uri ?? undefined,
    registration_type: row.registration_type,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * The admin API of Supabase Auth's OAuth 2.1 server (`supabase.auth.admin.oauth.*`): registering, listing,
 * changing and removing the third-party apps that may ask users for access, and rotating their secrets.
 */
export function createOAuthClientsService(deps: AuthDeps) {
  const { db } = deps;

  async function existing(clientId: string): Promise<OAuthClientRow> {
    if (!UUID.test(clientId)) throw invalid('invalid client_id format');
    const client = await findOAuthClient(db, clientId);
    if (!client) throw clientNotFound();
    return client;
  }

  return {
    async create(input: z.infer<typeof oauthClientSchemas.create>) {
      const redirectUris = checkRedirectUris(input.redirect_uris);
      const grantTypes = input.grant_types?.length ? checkGrantTypes(input.grant_types) : GRANT_TYPES;
      const clientName = checkName(input.client_name);
      const clientUri = checkUri('client_uri', input.client_uri);
      const logoUri = checkUri('logo_uri', input.logo_uri);
      if (input.client_type && input.client_type !== 'public' && input.client_type !== 'confidential') {
        throw invalid("client_type must be 'public' or 'confidential'");
      }
      const method = input.token_endpoint_auth_method || null;
      const allMethods: string[] = [...AUTH_METHODS.public, ...AUTH_METHODS.confidential];
      if (method && !allMethods.includes(method)) {
        throw invalid(`token_endpoint_auth_method must be one of: ${allMethods.join(', ')}`);
      }
      const clientType: OAuthClientRow['client_type'] =
        input.client_type === 'public' || (!input.client_type && method === 'none')
          ? 'public'
          : 'confidential';
      const validMethods: readonly string[] = AUTH_METHODS[clientType];
      if (method && !validMethods.includes(method)) {
        throw invalid(`token_endpoint_auth_method '${method}' is not valid for client_type '${clientType}'`);
      }
      const secret = clientType === 'confidential' ? newSecret() : null;
      const row = await insertOAuthClient(
        db,
        {
          registration_type: 'manual',
          client_type: clientType,
          token_endpoint_auth_method: (method ??
            validMethods[0]) as OAuthClientRow['token_endpoint_auth_method'],
          redirect_uris: redirectUris,
          grant_types: grantTypes,
          client_name: clientName,
          client_uri: clientUri,
          logo_uri: logoUri,
        },
        secret?.hash ?? null,
      );
      return clientJson(row, secret?.secret);
    },

    async get(clientId: string) {
      return clientJson(await existing(clientId));
    },

    async list(pageParam: string | undefined, perPageParam: string | undefined) {
      const page = Math.max(1, Number.parseInt(pageParam ?? '', 10) || 1);
      const perPage = Math.min(1000, Math.max(1, Number.parseInt(perPageParam ?? '', 10) || 50));
      const { clients, total } = await listOAuthClients(db, page, perPage);
      const lastPage = Math.max(1, Math.ceil(total / perPage));
      const links: string[] = [];
      if (page < lastPage)
        links.push(`</admin/oauth/clients?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      links.push(`</admin/oauth/clients?page=${lastPage}&per_page=${perPage}>; rel="last"`);
      return { body: { clients: clients.map((c) => clientJson(c)) }, total, link: links.join(', ') };
    },

    async update(clientId: string, input: z.infer<typeof oauthClientSchemas.update>) {
      if (Object.values(input).every((value) => value === undefined)) {
        throw invalid('No fields provided for update');
      }
      const client = await existing(clientId);
      const changes: OAuthClientChanges = {};
      if (input.redirect_uris !== undefined) changes.redirect_uris = checkRedirectUris(input.redirect_uris);
      if (input.grant_types !== undefined) changes.grant_types = checkGrantTypes(input.grant_types);
      if (input.client_name !== undefined) changes.client_name = checkName(input.client_name);
      if (input.client_uri !== undefined) changes.client_uri = checkUri('client_uri', input.client_uri);
      if (input.logo_uri !== undefined) changes.logo_uri = checkUri('logo_uri', input.logo_uri);
      if (input.token_endpoint_auth_method !== undefined) {
        const valid: readonly string[] = AUTH_METHODS[client.client_type];
        if (!valid.includes(input.token_endpoint_auth_method)) {
          throw invalid(
            `token_endpoint_auth_method '${input.token_endpoint_auth_method}' is not valid for client_type ` +
              `'${client.client_type}'; valid methods: ${valid.join(', ')}`,
          );
        }
        changes.token_endpoint_auth_method =
          input.token_endpoint_auth_method as OAuthClientRow['token_endpoint_auth_method'];
      }
      return clientJson(await updateOAuthClient(db, client.id, changes));
    },

    async regenerateSecret(clientId: string) {
      const client = await existing(clientId);
      if (client.client_type !== 'confidential') throw invalid('Cannot regenerate secret for public client');
      const secret = newSecret();
      return clientJson(await setOAuthClientSecret(db, client.id, secret.hash), secret.secret);
    },

    async remove(clientId: string) {
      const client = await existing(clientId);
      await softDeleteOAuthClient(db, client.id);
    },
  };
}

export type OAuthClientsService = ReturnType<typeof createOAuthClientsService>;
