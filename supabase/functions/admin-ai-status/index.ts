// admin-ai-status (issue 17, back-office settings): POST {} → whether an AI provider is configured, its model and
// endpoint, and a live check of the provider's models endpoint (reachable, answer time, whether the configured
// model is listed). Admins only (role admin, status active). The API key is never returned: only whether one is
// set; the endpoint is shown without credentials or query.
import { adminAiStatusContract, type AiModelsCheck } from '../../../shared/functions/ai.contract.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';

const CHECK_TIMEOUT_MS = 5_000;

/** The endpoint as shown to the admin: scheme, host and path only. */
function shownEndpoint(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return 'an invalid URL';
  }
}

async function checkModels(
  baseUrl: string,
  model: string,
  apiKey: string | undefined,
): Promise<AiModelsCheck> {
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

defineFunction(adminAiStatusContract, async () => {
  const provider = await configuredProvider('homework');
  if (!provider) {
    return {
      configured: false,
      endpoint: null,
      model: null,
      apiKeySet: false,
      check: null,
      fallback: 'The built-in study engines answer.',
    };
  }
  return {
    configured: true,
    endpoint: shownEndpoint(provider.baseUrl),
    model: provider.model,
    apiKeySet: Boolean(provider.apiKey),
    check: await checkModels(provider.baseUrl, provider.model, provider.apiKey),
  };
});
