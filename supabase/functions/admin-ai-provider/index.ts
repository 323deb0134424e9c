// admin-ai-provider (issue 26): the back office's AI provider settings. Active admins only. POST with
//   { action: 'status' }   the settings in force (environment variables win over the saved ones) and the saved
//                          ones, each without its key (only whether one is set), and a live check of the provider
//   { action: 'save', base_url, model, toolbar_model?, draft_model?, timeout_ms?, api_key? }
//                          saves the settings server-side (public.ai_provider_settings, service role only);
//                          api_key absent keeps the saved key, '' or null removes it
//   { action: 'clear' }    removes the saved settings (the tools then need the environment's, or run without)
//   { action: 'test', base_url?, model?, api_key? }
//                          lists the provider's models and runs one short completion, on the values given (not
//                          yet saved) or on those in force. The saved key is used only for the saved base URL,
//                          so a typed URL can never receive it.
// The key never leaves the server: no answer carries it, and provider errors are scrubbed of it.
import {
  adminAiProviderContract,
  type AiConnectionTest,
  type AiProviderSettingsShown,
  type AiProviderState,
} from '../../../shared/functions/ai.contract.ts';
import {
  OpenAiCompatibleClient,
  ProviderError,
  normalizeBaseUrl,
} from '../../../shared/study/provider/openai-compatible.client.ts';
import {
  DEFAULT_TIMEOUT_MS,
  providerSettings,
  savedSettings,
  type ProviderSettings,
} from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

const TEST_TIMEOUT_MS = 20_000;

/** Settings as the browser may see them: everything but the key. */
function shown(settings: ProviderSettings | null): AiProviderSettingsShown | null {
  if (!settings) return null;
  return {
    base_url: settings.baseUrl,
    model: settings.model,
    toolbar_model: settings.toolbarModel,
    draft_model: settings.draftModel,
    timeout_ms: settings.timeoutMs,
    api_key_set: Boolean(settings.apiKey),
    origin: settings.origin,
  };
}

/** Lists the models and runs one short completion; every failure is a message with the key scrubbed out. */
async function testConnection(
  baseUrl: string,
  model: string,
  apiKey: string | null,
): Promise<AiConnectionTest> {
  const started = performance.now();
  const scrub = (text: string) => (apiKey ? text.split(apiKey).join('[key]') : text).slice(0, 300);
  const client = new OpenAiCompatibleClient({
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    timeoutMs: TEST_TIMEOUT_MS,
    maxRetries: 0,
  });
  let models: string[] | null = null;
  let listError: string | null = null;
  try {
    models = await client.listModels();
  } catch (error) {
    listError = scrub(error instanceof Error ? error.message : String(error));
  }
  try {
    const answer = await client.chat({
      messages: [
        { role: 'system', content: 'This is a connection test. Reply with the word OK.' },
        { role: 'user', content: 'Reply with the word OK.' },
      ],
      maxTokens: 5,
      temperature: 0,
    });
    return {
      ok: answer.content.trim().length > 0,
      models,
      modelListed: models ? models.includes(model) : null,
      completion: answer.content.trim().slice(0, 200),
      latencyMs: Math.round(performance.now() - started),
      error: answer.content.trim() ? listError : 'The model answered with an empty completion.',
    };
  } catch (error) {
    const message = error instanceof ProviderError || error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      models,
      modelListed: models ? models.includes(model) : null,
      completion: null,
      latencyMs: Math.round(performance.now() - started),
      error: scrub(message),
    };
  }
}

async function status(): Promise<AiProviderState> {
  const active = await providerSettings();
  const saved = await savedSettings();
  return {
    active: shown(active),
    saved: shown(saved),
    environment: active?.origin === 'environment',
    default_timeout_ms: DEFAULT_TIMEOUT_MS,
    check: active ? await testConnection(active.baseUrl, active.model, active.apiKey) : null,
  };
}

defineFunction(adminAiProviderContract, async ({ input, user }) => {
  switch (input.action) {
    case undefined:
    case 'status':
      return await status();
    case 'save': {
      try {
        normalizeBaseUrl(input.base_url);
      } catch (error) {
        throw new FunctionError(400, error instanceof Error ? error.message : String(error), {
          code: 'bad_request',
        });
      }
      const saved = await savedSettings();
      const apiKey = input.api_key === undefined ? (saved?.apiKey ?? null) : input.api_key || null;
      const { error } = await serviceClient()
        .from('ai_provider_settings')
        .upsert({
          id: true,
          base_url: input.base_url,
          model: input.model,
          toolbar_model: input.toolbar_model || null,
          draft_model: input.draft_model || null,
          timeout_ms: input.timeout_ms ?? null,
          api_key: apiKey,
          updated_at: new Date().toISOString(),
          updated_by: user.id,
        });
      if (error) throw new FunctionError(400, error.message);
      return await status();
    }
    case 'clear': {
      const { error } = await serviceClient().from('ai_provider_settings').delete().eq('id', true);
      if (error) throw new FunctionError(400, error.message);
      return await status();
    }
    case 'test': {
      const active = await providerSettings();
      const baseUrl = input.base_url ?? active?.baseUrl;
      const model = input.model ?? active?.model;
      if (!baseUrl || !model)
        throw new FunctionError(400, 'Give a base URL and a model to test', { code: 'bad_request' });
      // The key in force goes only to the URL it belongs to.
      const apiKey =
        input.api_key ||
        (active && normalizeBaseUrl(active.baseUrl) === normalizeBaseUrl(baseUrl) ? active.apiKey : null);
      return await testConnection(baseUrl, model, apiKey);
    }
  }
});
