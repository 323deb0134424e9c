// admin-ai-status (issue 17, back-office settings): POST {} → whether an AI provider is configured, its model and
// endpoint, and a live check of the provider's models endpoint (reachable, answer time, whether the configured
// model is listed). Admins only (role admin, status active). The API key is never returned: only whether one is
// set; the endpoint is shown without credentials or query.
import { configuredProvider } from '../_shared/ai-provider.ts';
import { corsHeaders, json } from '../_shared/cors.ts';
import { clientForCaller } from '../_shared/supabase-clients.ts';

const CHECK_TIMEOUT_MS = 5_000;

interface LiveCheck {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  modelListed: boolean | null;
  modelCount: number | null;
  error: string | null;
}

/** The endpoint as shown to the admin: scheme, host and path only. */
function shownEndpoint(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return 'an invalid URL';
  }
}

async function checkModels(baseUrl: string, model: string, apiKey: string | undefined): Promise<LiveCheck> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // Whatever a failure says, the key never goes back in it.
  const scrub = (text: string) => (apiKey ? text.split(apiKey).join('[key]') : text).slice(0, 300);
  try {
    const response = await fetch(`${baseUrl.replace(/\/$/, '')}/models`, {
      headers: { accept: 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    const latencyMs = elapsed();
    if (!response.ok) {
      await response.body?.cancel();
      return {
        ok: false,
        status: response.status,
        latencyMs,
        modelListed: null,
        modelCount: null,
        error:
          response.status === 401 || response.status === 403
            ? 'The provider refused the API key'
            : `The provider answered ${response.status}`,
      };
    }
    const body = (await response.json().catch(() => null)) as { data?: { id?: unknown }[] } | null;
    const ids = Array.isArray(body?.data) ? body.data.map((entry) => String(entry?.id ?? '')) : null;
    return {
      ok: true,
      status: response.status,
      latencyMs,
      modelListed: ids ? ids.includes(model) : null,
      modelCount: ids ? ids.length : null,
      error: ids ? null : 'The provider answered without a list of models',
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return {
      ok: false,
      status: null,
      latencyMs: elapsed(),
      modelListed: null,
      modelCount: null,
      error: timedOut
        ? `No answer within ${CHECK_TIMEOUT_MS / 1000} s`
        : scrub(`Could not reach the provider: ${error instanceof Error ? error.message : String(error)}`),
    };
  }
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const caller = clientForCaller(request);
  const { data: auth } = await caller.auth.getUser();
  if (!auth.user) return json({ error: 'User not authenticated' }, 401);
  const { data: profile } = await caller
    .from('users')
    .select('role, status')
    .eq('id', auth.user.id)
    .maybeSingle();
  if (profile?.role !== 'admin' || profile.status !== 'active') {
    return json({ error: 'Unauthorized: Admin access required' }, 403);
  }

  const provider = await configuredProvider('homework');
  if (!provider) {
    return json({
      configured: false,
      endpoint: null,
      model: null,
      apiKeySet: false,
      check: null,
      fallback: 'The built-in study engines answer.',
    });
  }
  return json({
    configured: true,
    endpoint: shownEndpoint(provider.baseUrl),
    model: provider.model,
    apiKeySet: Boolean(provider.apiKey),
    check: await checkModels(provider.baseUrl, provider.model, provider.apiKey),
  });
});
