import type { ProviderConfig } from '../../../shared/study/provider/openai-compatible.client.ts';

/**
 * The configured OpenAI-compatible provider (OpenAI, Ollama, vLLM, LM Studio), or null: then the built-in study
 * engines answer. Set AI_BASE_URL and AI_MODEL (and AI_API_KEY when the service needs one) as function secrets.
 */
export function configuredProvider(): ProviderConfig | null {
  const baseUrl = Deno.env.get('AI_BASE_URL')?.trim();
  const model = Deno.env.get('AI_MODEL')?.trim();
  if (!baseUrl || !model) return null;
  const apiKey = Deno.env.get('AI_API_KEY')?.trim();
  const timeout = Number(Deno.env.get('AI_TIMEOUT_MS'));
  return {
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
    // A paid request must answer in time; the charge is refunded when it does not.
    maxRetries: 1,
  };
}
