import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionCreateParamsStreaming,
} from 'openai/resources/chat/completions';
import type { Completion } from 'openai/resources/completions';

/**
 * One client for every OpenAI-compatible chat API (OpenAI, Ollama, vLLM, LM Studio), built on the official
 * `openai` SDK with `baseURL` pointing at the service. The SDK runs on the web platform's fetch, so this module
 * stays isomorphic: browser, Electron and server. Configuration is passed in; nothing here reads the environment.
 */
export interface ProviderConfig {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:1234/v1 (LM Studio). */
  baseUrl: string;
  /** Optional: local servers usually need none. */
  apiKey?: string;
  model: string;
  /** Per attempt (the SDK's timeout); for streams, also the longest silence allowed between chunks. Default 60 s. */
  timeoutMs?: number;
  /**
   * Retries after the first attempt on network errors, timeouts, 408, 409, 429 and 5xx, with the SDK's
   * exponential backoff (honouring Retry-After). Default 2.
   */
  maxRetries?: number;
  /** Injected for tests and custom transports; defaults to the global fetch. */
  fetch?: typeof fetch;
  headers?: Record<string, string>;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface JsonSchemaFormat {
  name: string;
  schema: Record<string, unknown>;
}

export interface ChatRequest {
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  /** Ask for JSON matching a schema (structured output). */
  jsonSchema?: JsonSchemaFormat;
  signal?: AbortSignal;
}

export interface ChatResult {
  content: string;
  finishReason: string | null;
  usage: { promptTokens: number; completionTokens: number } | null;
}

export type ProviderErrorKind =
  'timeout' | 'network' | 'http' | 'invalid-response' | 'aborted' | 'unsupported';

/** What every provider failure becomes, so callers (the assistant's engine fallback) never see SDK types. */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status: number | null;
  readonly retryable: boolean;
  /** Seconds the service asked to wait (a 429's or 503's Retry-After), when it said. */
  readonly retryAfterSeconds: number | null;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: { status?: number; retryable?: boolean; retryAfterSeconds?: number | null } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.retryable = options.retryable ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
  }
}

const RETRYABLE_STATUS = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Adds `/v1` when given a bare server address, the usual mistake with Ollama and LM Studio. */
export function normalizeBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.trim().replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    if (url.pathname === '' || url.pathname === '/') return `${trimmed}/v1`;
  } catch {
    throw new ProviderError('unsupported', `Invalid AI provider base URL: ${baseUrl}`);
  }
  return trimmed;
}

/** Whether a provider configuration is complete enough to try. */
export function isProviderConfigured(
  config: Partial<ProviderConfig> | null | undefined,
): config is ProviderConfig {
  return (
    !!config &&
    typeof config.baseUrl === 'string' &&
    config.baseUrl.trim() !== '' &&
    typeof config.model === 'string' &&
    config.model.trim() !== ''
  );
}

type JsonMode = 'schema' | 'object' | 'none';

export class OpenAiCompatibleClient {
  private readonly sdk: OpenAI;
  private readonly modelName: string;
  private readonly timeoutMs: number;

  constructor(config: ProviderConfig) {
    if (!isProviderConfigured(config))
      throw new ProviderError('unsupported', 'An AI provider needs a base URL and a model.');
    this.modelName = config.model;
    this.timeoutMs = config.timeoutMs ?? 60_000;
    const keyless = !config.apiKey;
    try {
      this.sdk = new OpenAI({
        baseURL: normalizeBaseUrl(config.baseUrl),
        // The SDK insists on a key; keyless local servers get a placeholder that the header below removes.
        apiKey: config.apiKey || 'keyless',
        // Explicit values so the SDK's environment fallbacks (OPENAI_ORG_ID, OPENAI_LOG, …) never apply.
        organization: null,
        project: null,
        adminAPIKey: null,
        webhookSecret: null,
        logLevel: 'warn',
        timeout: this.timeoutMs,
        maxRetries: config.maxRetries ?? 2,
        fetch: config.fetch,
        defaultHeaders: { ...config.headers, ...(keyless ? { Authorization: null } : {}) },
        // Without a key there is no secret to leak, so a local model may be used from the desktop renderer;
        // a keyed provider keeps the SDK's refusal to run in a browser and belongs on the server.
        dangerouslyAllowBrowser: keyless,
      });
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw new ProviderError(
        'unsupported',
        `The AI provider cannot be used here: ${(error as Error).message}`,
      );
    }
  }

  get model(): string {
    return this.modelName;
  }

  private params(request: ChatRequest, jsonMode: JsonMode): ChatCompletionCreateParamsNonStreaming {
    const params: ChatCompletionCreateParamsNonStreaming = {
      model: this.modelName,
      messages: request.messages,
    };
    if (request.temperature !== undefined) params.temperature = request.temperature;
    // `max_tokens`, not `max_completion_tokens`: the only one Ollama, vLLM and LM Studio all understand.
    if (request.maxTokens !== undefined) params.max_tokens = request.maxTokens;
    if (jsonMode === 'schema' && request.jsonSchema) {
      params.response_format = {
        type: 'json_schema',
        json_schema: { name: request.jsonSchema.name, schema: request.jsonSchema.schema, strict: true },
      };
    } else if (jsonMode === 'object') {
      params.response_format = { type: 'json_object' };
    }
    return params;
  }

  /** One complete chat answer. */
  async chat(request: ChatRequest): Promise<ChatResult> {
    return this.chatWithMode(request, request.jsonSchema ? 'schema' : 'none');
  }

  private async chatWithMode(request: ChatRequest, jsonMode: JsonMode): Promise<ChatResult> {
    let payload: ChatCompletion | string | undefined;
    try {
      payload = await this.sdk.chat.completions.create(
        { ...this.params(request, jsonMode), stream: false },
        { signal: request.signal },
      );
    } catch (error) {
      throw this.toProviderError(
        error,
        request.signal,
        'The AI service returned something that is not JSON.',
      );
    }
    // The SDK hands back the body as text when the server does not label it JSON (a proxy's error page).
    if (typeof payload !== 'object' || payload === null)
      throw new ProviderError('invalid-response', 'The AI service returned something that is not JSON.');
    const choice = (payload.choices as ChatCompletion['choices'] | undefined)?.[0];
    if (choice?.message === undefined)
      throw new ProviderError('invalid-response', 'The AI service returned no answer.');
    return {
      content: choice.message.content ?? '',
      finishReason: choice.finish_reason ?? null,
      usage: payload.usage
        ? {
            promptTokens: payload.usage.prompt_tokens ?? 0,
            completionTokens: payload.usage.completion_tokens ?? 0,
          }
        : null,
    };
  }

  /**
   * Streams the answer as text deltas. Retries happen only before the first chunk arrives. The SDK's timeout
   * ends with the response headers, so a server that then falls silent for `timeoutMs` is cut off here; the
   * clock stops while the caller handles a delta.
   */
  async *stream(request: ChatRequest): AsyncGenerator<string> {
    const params: ChatCompletionCreateParamsStreaming = {
      ...this.params(request, request.jsonSchema ? 'schema' : 'none'),
      stream: true,
    };
    const silence = new AbortController();
    const follow = (): void => silence.abort(request.signal?.reason);
    request.signal?.addEventListener('abort', follow, { once: true });
    if (request.signal?.aborted) follow();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stalled = false;
    const arm = (): void => {
      timer = setTimeout(() => {
        stalled = true;
        silence.abort();
      }, this.timeoutMs);
    };
    const stalledError = (): ProviderError =>
      new ProviderError('timeout', 'The AI service stopped responding.', { retryable: true });
    try {
      const chunks = await this.sdk.chat.completions.create(params, { signal: silence.signal });
      arm();
      for await (const chunk of chunks) {
        clearTimeout(timer);
        const delta = chunk.choices?.[0]?.delta?.content;
        if (delta) yield delta;
        arm();
      }
    } catch (error) {
      if (stalled) throw stalledError();
      const failure = this.toProviderError(
        error,
        request.signal,
        'The AI service sent a malformed stream event.',
      );
      if (failure.kind === 'network' && !(error instanceof APIConnectionError))
        throw new ProviderError('network', `The answer stream broke off: ${(error as Error).message}`);
      throw failure;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', follow);
    }
    // The SDK ends a stream quietly when its request is aborted; the caller must still learn it was cut short.
    if (stalled) throw stalledError();
    if (request.signal?.aborted) throw new ProviderError('aborted', 'The request was cancelled.');
  }

  /**
   * Structured output: asks for JSON matching the schema (`response_format: json_schema`), falls back to plain
   * JSON mode and then to extracting JSON from prose for servers that support neither, and validates the result
   * with `parse`.
   */
  async json<T>(
    request: ChatRequest & { jsonSchema: JsonSchemaFormat },
    parse: (value: unknown) => T | null,
  ): Promise<T> {
    let lastError: ProviderError | null = null;
    for (const mode of ['schema', 'object', 'none'] as const) {
      let result: ChatResult;
      try {
        result = await this.chatWithMode(request, mode);
      } catch (error) {
        // A 400 on response_format means the server does not support that mode: try the next one.
        if (
          error instanceof ProviderError &&
          error.kind === 'http' &&
          (error.status === 400 || error.status === 422) &&
          mode !== 'none'
        ) {
          lastError = error;
          continue;
        }
        throw error;
      }
      const value = extractJson(result.content);
      const parsed = value === undefined ? null : parse(value);
      if (parsed !== null) return parsed;
      lastError = new ProviderError(
        'invalid-response',
        'The AI service returned JSON in an unexpected shape.',
      );
    }
    throw lastError ?? new ProviderError('invalid-response', 'The AI service returned no usable JSON.');
  }

  /** The model ids the service offers (`GET /models`). */
  async listModels(signal?: AbortSignal): Promise<string[]> {
    try {
      const ids: string[] = [];
      for await (const model of this.sdk.models.list({ signal })) {
        ids.push(model.id);
        if (ids.length >= 500) break;
      }
      return ids;
    } catch (error) {
      throw this.toProviderError(error, signal, 'The AI service returned something that is not JSON.');
    }
  }

  /**
   * Structured output checked before anything is used: asks for JSON matching the schema (falling back to JSON
   * mode, then to JSON in prose, for servers that refuse `response_format`; that is not a retry), hands the value
   * to `validate`, and when the reply is not valid asks once more, saying what was wrong. A second invalid reply
   * throws an `invalid-response` error: nothing half-parsed is ever returned.
   */
  async structured<T>(
    request: ChatRequest & { jsonSchema: JsonSchemaFormat },
    validate: (value: unknown) => { ok: true; value: T } | { ok: false; problem: string },
  ): Promise<T> {
    const modes: JsonMode[] = ['schema', 'object', 'none'];
    let mode = 0;
    let messages = request.messages;
    let problem = 'no JSON';
    for (let attempt = 0; attempt < 2;) {
      let result: ChatResult;
      try {
        result = await this.chatWithMode({ ...request, messages }, modes[mode]!);
      } catch (error) {
        const refused =
          error instanceof ProviderError &&
          error.kind === 'http' &&
          (error.status === 400 || error.status === 422) &&
          mode < modes.length - 1;
        if (!refused) throw error;
        mode += 1;
        continue;
      }
      attempt += 1;
      const value = extractJson(result.content);
      const checked =
        value === undefined ? { ok: false as const, problem: 'the reply was not JSON' } : validate(value);
      if (checked.ok) return checked.value;
      problem = checked.problem;
      messages = [
        ...request.messages,
        { role: 'assistant', content: result.content.slice(0, 4000) },
        {
          role: 'user',
          content: `That reply cannot be used: ${problem}. Reply again with JSON only, matching the schema "${request.jsonSchema.name}".`,
        },
      ];
    }
    throw new ProviderError('invalid-response', `The AI service returned unusable JSON twice (${problem}).`);
  }

  /**
   * Log-probabilities of each token of `text` under the model, for perplexity scoring. Uses the completions
   * endpoint with `echo` (vLLM, llama.cpp and other OpenAI-compatible servers); servers without it throw
   * an `unsupported` error and the detector keeps to its model-free signals.
   */
  async scoreText(text: string, signal?: AbortSignal): Promise<Array<{ token: string; logprob: number }>> {
    const unsupported = (status?: number): ProviderError =>
      new ProviderError('unsupported', 'This AI service does not return token log-probabilities.', {
        status,
      });
    let payload: Completion | string | undefined;
    try {
      payload = await this.sdk.completions.create(
        { model: this.modelName, prompt: text, max_tokens: 0, echo: true, logprobs: 0, temperature: 0 },
        { signal },
      );
    } catch (error) {
      const failure = this.toProviderError(
        error,
        signal,
        'The AI service returned something that is not JSON.',
      );
      if (
        failure.kind === 'http' &&
        failure.status !== null &&
        failure.status < 500 &&
        failure.status !== 429
      )
        throw unsupported(failure.status);
      throw failure;
    }
    const lp = typeof payload === 'object' && payload !== null ? payload.choices?.[0]?.logprobs : undefined;
    if (!lp?.tokens || !lp.token_logprobs) throw unsupported();
    const logprobs: Array<number | null> = lp.token_logprobs;
    return lp.tokens
      .map((token, i) => ({ token, logprob: logprobs[i] ?? Number.NaN }))
      .filter((t) => Number.isFinite(t.logprob));
  }

  /** Maps whatever the SDK or the transport threw to the one error type callers handle. */
  private toProviderError(error: unknown, signal: AbortSignal | undefined, notJson: string): ProviderError {
    if (error instanceof ProviderError) return error;
    if (signal?.aborted || error instanceof APIUserAbortError)
      return new ProviderError('aborted', 'The request was cancelled.');
    if (error instanceof APIConnectionTimeoutError)
      return new ProviderError(
        'timeout',
        `The AI service did not answer within ${Math.round(this.timeoutMs / 1000)} s.`,
        { retryable: true },
      );
    if (error instanceof APIConnectionError) {
      const cause = error.cause instanceof Error ? error.cause.message : error.message;
      return new ProviderError('network', `Could not reach the AI service: ${cause}`, { retryable: true });
    }
    if (error instanceof APIError) {
      if (error.status === undefined)
        return new ProviderError('http', errorDetail(error) || 'The AI service reported an error.');
      return new ProviderError('http', httpMessage(error.status, errorDetail(error)), {
        status: error.status,
        retryable: RETRYABLE_STATUS.has(error.status),
        retryAfterSeconds: retryAfterOf(error.headers),
      });
    }
    if (error instanceof SyntaxError) return new ProviderError('invalid-response', notJson);
    return new ProviderError('network', `Could not reach the AI service: ${(error as Error).message}`, {
      retryable: true,
    });
  }
}

/** Retry-After in seconds (a number of seconds or an HTTP date), or null. */
function retryAfterOf(headers: Headers | undefined): number | null {
  const value = headers?.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, Math.ceil((date - Date.now()) / 1000)) : null;
}

/** The server's own words about an error: `{ error: { message } }`, `{ error: "…" }` or the raw body. */
function errorDetail(error: APIError): string {
  const body = error.error as { message?: unknown } | string | undefined;
  if (typeof body === 'string') return body.slice(0, 200);
  if (typeof body?.message === 'string') return body.message.slice(0, 200);
  if (error.status === undefined) return error.message.slice(0, 200);
  const text = error.message.replace(/^\d{3}\s*/, '');
  return text === 'status code (no body)' ? '' : text.slice(0, 200);
}

function httpMessage(status: number, detail: string): string {
  if (status === 401 || status === 403) return `The AI service rejected the API key (${status}).`;
  if (status === 429)
    return 'The AI service is busy or the usage limit was reached. Please try again shortly.';
  return `The AI service answered with an error (${status})${detail ? `: ${detail}` : ''}.`;
}

/** The JSON value in a model's reply: the whole reply, a fenced block, or the first balanced object/array. */
export function extractJson(content: string): unknown {
  const attempts = [content.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  if (fenced?.[1]) attempts.push(fenced[1].trim());
  const start = content.search(/[[{]/);
  if (start >= 0) {
    const open = content[start];
    const close = open === '{' ? '}' : ']';
    let depth = 0;
    let inString = false;
    for (let i = start; i < content.length; i += 1) {
      const ch = content[i];
      if (inString) {
        if (ch === '\\') i += 1;
        else if (ch === '"') inString = false;
      } else if (ch === '"') inString = true;
      else if (ch === open) depth += 1;
      else if (ch === close) {
        depth -= 1;
        if (depth === 0) {
          attempts.push(content.slice(start, i + 1));
          break;
        }
      }
    }
  }
  for (const candidate of attempts) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}
