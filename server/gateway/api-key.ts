import type { IncomingMessage } from 'node:http';

export type ApiKeyRole = 'anon' | 'service_role';

export interface ApiKeyOptions {
  /**
   * Without an `apikey`, take the `Authorization: Bearer` token when it is itself one of the project's keys, as
   * Supabase's storage accepts from a StorageClient made with only `Authorization: Bearer <key>`.
   */
  bearerAsKey?: boolean;
}

/**
 * Like Supabase's API gateway, every API request must carry the project's anon or service key (`apikey`
 * header or query parameter). Verified keys are remembered: there are only ever a handful of them.
 */
export function createApiKeyCheck(verify: (key: string) => Promise<ApiKeyRole | null>) {
  const known = new Map<string, ApiKeyRole | null>();
  return async function checkApiKey(
    req: IncomingMessage,
    url: URL,
    options: ApiKeyOptions = {},
  ): Promise<ApiKeyRole | null> {
    const header = req.headers.apikey;
    let key = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
    if (!key && options.bearerAsKey)
      key = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
    if (!key) return null;
    if (known.has(key)) return known.get(key)!;
    const role = await verify(key);
    if (known.size < 1000) known.set(key, role);
    return role;
  };
}

/**
 * The `apikey` query parameter is the gateway's business: like Supabase's gateway, it is taken off before the
 * request reaches PostgREST (which would read it as a filter on a column named apikey). The rest of the query
 * is kept byte for byte.
 */
export function stripApiKeyParam(url: URL): void {
  if (!url.search) return;
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair.split('=')[0] !== 'apikey');
  url.search = kept.length ? `?${kept.join('&')}` : '';
}
