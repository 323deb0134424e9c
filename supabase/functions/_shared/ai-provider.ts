// Which OpenAI-compatible provider (OpenAI, Ollama, vLLM, LM Studio) the AI tools use, or none: then the built-in
// engines answer what they can and the tools that need a model say so before anything is charged.
// Environment variables win (deployments set them as function secrets): AI_BASE_URL and AI_MODEL (AI_API_KEY when
// the service needs one, AI_TIMEOUT_MS, and AI_TOOLBAR_MODEL / AI_DRAFT_MODEL for a smaller model on the editor's
// toolbar and a larger one for drafts). Without them, the settings an admin saved in the back office
// (public.ai_provider_settings, readable by the service role only) apply.
import type { ProviderConfig } from '../../../shared/study/provider/openai-compatible.client.ts';
import type { AiTool } from '../../../shared/study/provider/ai-tools.ts';
import { serviceClient } from './supabase-clients.ts';

export interface ProviderSettings {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  toolbarModel: string | null;
  draftModel: string | null;
  timeoutMs: number | null;
  /** Where they came from: the environment wins over the back office's saved row. */
  origin: 'environment' | 'settings';
}

/** Default per attempt; a paid request must answer in time, and its charge is refunded when it does not. */
export const DEFAULT_TIMEOUT_MS = 60_000;

const env = (name: string): string | null => Deno.env.get(name)?.trim() || null;

function fromEnvironment(): ProviderSettings | null {
  const baseUrl = env('AI_BASE_URL');
  const model = env('AI_MODEL');
  if (!baseUrl || !model) return null;
  const timeout = Number(env('AI_TIMEOUT_MS'));
  return {
    baseUrl,
    model,
    apiKey: env('AI_API_KEY'),
    toolbarModel: env('AI_TOOLBAR_MODEL'),
    draftModel: env('AI_DRAFT_MODEL'),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : null,
    origin: 'environment',
  };
}

/** The back office's saved row, when it names a base URL and a model. */
export async function savedSettings(): Promise<ProviderSettings | null> {
  const { data, error } = await serviceClient()
    .from('ai_provider_settings')
    .select('base_url, api_key, model, toolbar_model, draft_model, timeout_ms')
    .maybeSingle();
  if (error || !data?.base_url || !data.model) return null;
  return {
    baseUrl: data.base_url,
    model: data.model,
    apiKey: data.api_key,
    toolbarModel: data.toolbar_model,
    draftModel: data.draft_model,
    timeoutMs: data.timeout_ms,
    origin: 'settings',
  };
}

/** The settings in force: the environment's when set, else the back office's, else none. */
export async function providerSettings(): Promise<ProviderSettings | null> {
  return fromEnvironment() ?? (await savedSettings());
}

/** The model a tool asks: the toolbar's small model for quick rewrites, the draft model for whole papers. */
export function modelFor(settings: ProviderSettings, tool: AiTool): string {
  if (tool === 'writing-toolbar' && settings.toolbarModel) return settings.toolbarModel;
  if (tool === 'paper-draft' && settings.draftModel) return settings.draftModel;
  return settings.model;
}

export function providerConfigOf(settings: ProviderSettings, tool: AiTool): ProviderConfig {
  return {
    baseUrl: settings.baseUrl,
    model: modelFor(settings, tool),
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    // One retry (honouring Retry-After) on 429, 5xx and network errors; then the charge is refunded.
    maxRetries: 1,
  };
}

/** The provider for one tool, or null when none is configured. */
export async function configuredProvider(tool: AiTool): Promise<ProviderConfig | null> {
  const settings = await providerSettings();
  return settings ? providerConfigOf(settings, tool) : null;
}
