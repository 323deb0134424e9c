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
import { z } from 'zod';
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
import { corsHeaders, json } from '../_shared/cors.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase-clients.ts';

const TEST_TIMEOUT_MS = 20_000;

const MODEL = z.string().trim().min(1).max(200);
const SAVE = z.object({
  action: z.literal('save'),
  base_url: z
    .string()
    .trim()
    .url()
    .regex(/^https?:\/\//, 'The base URL must start with http:// or https://'),
  model: MODEL,
  toolbar_model: MODEL.nullish(),
  draft_model: MODEL.nullish(),
  timeout_ms: z.number().int().min(1000).max(600_000).nullish(),
  api_key: z.string().trim().max(500).nullish(),
});
const TEST = z.object({
  action: z.literal('test'),
  base_url: z.string().trim().url().optional(),
  model: MODEL.optional(),
  api_key: z.string().trim().max(500).optional(),
});

/** Settings as the browser may see them: everything but the key. */
function shown(settings: ProviderSettings | null) {
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

interface ConnectionTest {
  ok: boolean;
  models: string[] | null;
  modelListed: boolean | null;
  completion: string | null;
  latencyMs: number;
  error: string | null;
}

/** Lists the models and runs one short completion; every failure is a message with the key scrubbed out. */
async function testConnection(
  baseUrl: string,
  model: string,
  apiKey: string | null,
): Promise<ConnectionTest> {
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

async function status() {
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
  if (profile?.role !== 'admin' || profile.status !== 'active')
    return json({ error: 'Unauthorized: Admin access required' }, 403);

  let body: { action?: unknown };
  try {
    body = (await request.json()) as { action?: unknown };
  } catch {
    return json({ error: 'The body must be JSON' }, 400);
  }

  if (body.action === 'status' || body.action === undefined) return json(await status());

  if (body.action === 'save') {
    const parsed = SAVE.safeParse(body);
    if (!parsed.success)
      return json({ error: parsed.error.issues[0]?.message ?? 'Invalid settings', code: 'bad_request' }, 400);
    const input = parsed.data;
    try {
      normalizeBaseUrl(input.base_url);
    } catch (error) {
      return json({ error: (error as Error).message, code: 'bad_request' }, 400);
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
        updated_by: auth.user.id,
      });
    if (error) return json({ error: error.message }, 400);
    return json(await status());
  }

  if (body.action === 'clear') {
    const { error } = await serviceClient().from('ai_provider_settings').delete().eq('id', true);
    if (error) return json({ error: error.message }, 400);
    return json(await status());
  }

  if (body.action === 'test') {
    const parsed = TEST.safeParse(body);
    if (!parsed.success)
      return json({ error: parsed.error.issues[0]?.message ?? 'Invalid settings', code: 'bad_request' }, 400);
    const active = await providerSettings();
    const baseUrl = parsed.data.base_url ?? active?.baseUrl;
    const model = parsed.data.model ?? active?.model;
    if (!baseUrl || !model)
      return json({ error: 'Give a base URL and a model to test', code: 'bad_request' }, 400);
    // The key in force goes only to the URL it belongs to.
    const apiKey =
      parsed.data.api_key ||
      (active && normalizeBaseUrl(active.baseUrl) === normalizeBaseUrl(baseUrl) ? active.apiKey : null);
    return json(await testConnection(baseUrl, model, apiKey));
  }

  return json({ error: 'action must be status, save, clear or test', code: 'bad_request' }, 400);
});
