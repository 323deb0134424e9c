import { readSseData } from './sse-stream.parser.ts';

/**
 * One client for every OpenAI-compatible chat API: OpenAI, Ollama, vLLM and LM Studio all serve
 * `POST {baseUrl}/chat/completions`. It uses only the web platform's fetch, AbortController, ReadableStream and
 * TextDecoder, so it runs unchanged in the browser, in Electron and on the server. Configuration is passed in;
 * nothing here reads the environment.
 */
export interface ProviderConfig {
  /** e.g. https://api.openai.com/v1, http://127.0.0.1:11434/v1 (Ollama), http://127.0.0.1:1234/v1 (LM Studio). */
  baseUrl: string;
  /** Optional: local servers usually need none. */
  apiKey?: string;
  model: string;
  /** Per attempt; for streams, the longest silence allowed between chunks. Default 60 s. */
  timeoutMs?: number;
  /** Retries after the first attempt on network errors, 408, 409, 429 and 5xx. Default 2. */
  maxRetries?: number;
  /** First backoff delay, doubled on each retry (with jitter). Default 500 ms. */
  retryBaseMs?: number;
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

export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status: number | null;
  readonly retryable: boolean;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: { status?: number; retryable?: boolean } = {},
  ) {
    super(message);
    this.name = 'ProviderError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.retryable = options.retryable ?? false;
  }
}

const RETRYABLE_STATUS = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new ProviderError('aborted', 'The request was cancelled.'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new ProviderError('aborted', 'The request was cancelled.'));
      },
      { once: true },
    );
  });
}

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

/** A timer-backed abort that also follows the caller's signal. */
function attemptController(
  timeoutMs: number,
  outer?: AbortSignal,
): { signal: AbortSignal; arm: () => void; clear: () => void; timedOut: () => boolean } {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let didTimeOut = false;
  const onAbort = (): void => controller.abort();
  outer?.addEventListener('abort', onAbort, { once: true });
  if (outer?.aborted) controller.abort();
  const arm = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      didTimeOut = true;
      controller.abort();
    }, timeoutMs);
  };
  arm();
  return {
    signal: controller.signal,
    arm,
    clear: () => {
      if (timer !== undefined) clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    },
    timedOut: () => didTimeOut,
  };
}

export class OpenAiCompatibleClient {
  private readonly config: Required<Omit<ProviderConfig, 'apiKey' | 'headers' | 'fetch'>> &
    Pick<ProviderConfig, 'apiKey' | 'headers'>;
  private readonly fetchImpl: typeof fetch;

  constructor(config: ProviderConfig) {
    if (!isProviderConfigured(config))
      throw new ProviderError('unsupported', 'An AI provider needs a base URL and a model.');
    this.config = {
      baseUrl: normalizeBaseUrl(config.baseUrl),
      apiKey: config.apiKey,
      model: config.model,
      timeoutMs: config.timeoutMs ?? 60_000,
      maxRetries: config.maxRetries ?? 2,
      retryBaseMs: config.retryBaseMs ?? 500,
      headers: config.headers,
    };
    const f = config.fetch ?? globalThis.fetch;
    // Calling the global fetch as a method of another object throws "Illegal invocation" in browsers.
    this.fetchImpl = config.fetch ?? ((input, init) => f(input, init));
  }

  get model(): string {
    return this.config.model;
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
      ...this.config.headers,
    };
  }

  private body(request: ChatRequest, stream: boolean, jsonMode: 'schema' | 'object' | 'none'): string {
    const body: Record<string, unknown> = {
      model: this.config.model,
      messages: request.messages,
      stream,
    };
    if (request.temperature !== undefined) body.temperature = request.temperature;
    if (request.maxTokens !== undefined) body.max_tokens = request.maxTokens;
    if (jsonMode === 'schema' && request.jsonSchema) {
      body.response_format = {
        type: 'json_schema',
        json_schema: { name: request.jsonSchema.name, schema: request.jsonSchema.schema, strict: true },
      };
    } else if (jsonMode === 'object') {
      body.response_format = { type: 'json_object' };
    }
    return JSON.stringify(body);
  }

  /**
   * POSTs with timeout and retries. Returns the response once its status is OK; the caller reads the body under
   * the same controller so a stalled body also times out.
   */
  private async post(
    path: string,
    body: string,
    signal: AbortSignal | undefined,
  ): Promise<{ response: Response; control: ReturnType<typeof attemptController> }> {
    let lastError: ProviderError | null = null;
    for (let attempt = 0; attempt <= this.config.maxRetries; attempt += 1) {
      if (attempt > 0) {
        const retryAfter = lastError?.status === 429 || lastError?.status === 503 ? this.retryAfterMs : null;
        const backoff = this.config.retryBaseMs * 2 ** (attempt - 1);
        await sleep(retryAfter ?? backoff * (0.75 + Math.random() * 0.5), signal);
      }
      const control = attemptController(this.config.timeoutMs, signal);
      try {
        const response = await this.fetchImpl(`${this.config.baseUrl}${path}`, {
          method: 'POST',
          headers: this.headers(),
          body,
          signal: control.signal,
        });
        if (response.ok) return { response, control };
        const text = await response.text().catch(() => '');
        control.clear();
        this.retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
        lastError = new ProviderError('http', httpMessage(response.status, text), {
          status: response.status,
          retryable: RETRYABLE_STATUS.has(response.status),
        });
        if (!lastError.retryable) throw lastError;
      } catch (error) {
        control.clear();
        if (error instanceof ProviderError && !error.retryable) throw error;
        if (signal?.aborted) throw new ProviderError('aborted', 'The request was cancelled.');
        if (error instanceof ProviderError) lastError = error;
        else if (control.timedOut())
          lastError = new ProviderError(
            'timeout',
            `The AI service did not answer within ${Math.round(this.config.timeoutMs / 1000)} s.`,
            { retryable: true },
          );
        else
          lastError = new ProviderError(
            'network',
            `Could not reach the AI service: ${(error as Error).message}`,
            { retryable: true },
          );
      }
    }
    throw lastError ?? new ProviderError('network', 'Could not reach the AI service.');
  }

  private retryAfterMs: number | null = null;

  /** One complete chat answer. */
  async chat(request: ChatRequest): Promise<ChatResult> {
    return this.chatWithMode(request, request.jsonSchema ? 'schema' : 'none');
  }

  private async chatWithMode(
    request: ChatRequest,
    jsonMode: 'schema' | 'object' | 'none',
  ): Promise<ChatResult> {
    const { response, control } = await this.post(
      '/chat/completions',
      this.body(request, false, jsonMode),
      request.signal,
    );
    try {
      const payload = (await response.json().catch(() => {
        throw new ProviderError('invalid-response', 'The AI service returned something that is not JSON.');
      })) as {
        choices?: Array<{ message?: { content?: string | null }; finish_reason?: string | null }>;
        usage?: { prompt_tokens?: number; completion_tokens?: number };
      };
      const choice = payload.choices?.[0];
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
    } catch (error) {
      if (control.timedOut())
        throw new ProviderError('timeout', 'The AI service stopped responding.', { retryable: true });
      throw error;
    } finally {
      control.clear();
    }
  }

  /** Streams the answer as text deltas. Retries happen only before the first chunk arrives. */
  async *stream(request: ChatRequest): AsyncGenerator<string> {
    const { response, control } = await this.post(
      '/chat/completions',
      this.body(request, true, request.jsonSchema ? 'schema' : 'none'),
      request.signal,
    );
    try {
      if (response.body === null)
        throw new ProviderError('invalid-response', 'The AI service returned an empty stream.');
      for await (const data of readSseData(response.body, control.signal)) {
        control.arm();
        let parsed: {
          choices?: Array<{ delta?: { content?: string | null } }>;
          error?: { message?: string };
        };
        try {
          parsed = JSON.parse(data) as typeof parsed;
        } catch {
          throw new ProviderError('invalid-response', 'The AI service sent a malformed stream event.');
        }
        if (parsed.error)
          throw new ProviderError('http', parsed.error.message ?? 'The AI service reported an error.');
        const delta = parsed.choices?.[0]?.delta?.content;
        if (delta) yield delta;
      }
      if (control.timedOut()) throw new ProviderError('timeout', 'The AI service stopped responding.');
    } catch (error) {
      if (control.timedOut()) throw new ProviderError('timeout', 'The AI service stopped responding.');
      if (request.signal?.aborted) throw new ProviderError('aborted', 'The request was cancelled.');
      if (error instanceof ProviderError) throw error;
      throw new ProviderError('network', `The answer stream broke off: ${(error as Error).message}`);
    } finally {
      control.clear();
    }
  }

  /**
   * Structured output: asks for JSON matching the schema, falls back to plain JSON mode and then to extracting
   * JSON from prose for servers that support neither, and validates the result with `parse`.
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

  /**
   * Log-probabilities of each token of `text` under the model, for perplexity scoring. Uses the completions
   * endpoint with `echo` (vLLM, llama.cpp and other OpenAI-compatible servers); servers without it throw
   * an `unsupported` error and the detector keeps to its model-free signals.
   */
  async scoreText(text: string, signal?: AbortSignal): Promise<Array<{ token: string; logprob: number }>> {
    const body = JSON.stringify({
      model: this.config.model,
      prompt: text,
      max_tokens: 0,
      echo: true,
      logprobs: 0,
      temperature: 0,
    });
    let response: Response;
    let control: ReturnType<typeof attemptController>;
    try {
      ({ response, control } = await this.post('/completions', body, signal));
    } catch (error) {
      if (
        error instanceof ProviderError &&
        error.kind === 'http' &&
        error.status !== null &&
        error.status < 500 &&
        error.status !== 429
      ) {
        throw new ProviderError('unsupported', 'This AI service does not return token log-probabilities.', {
          status: error.status,
        });
      }
      throw error;
    }
    try {
      const payload = (await response.json()) as {
        choices?: Array<{ logprobs?: { tokens?: string[]; token_logprobs?: Array<number | null> } }>;
      };
      const lp = payload.choices?.[0]?.logprobs;
      if (!lp?.tokens || !lp.token_logprobs)
        throw new ProviderError('unsupported', 'This AI service does not return token log-probabilities.');
      return lp.tokens
        .map((token, i) => ({ token, logprob: lp.token_logprobs?.[i] ?? Number.NaN }))
        .filter((t) => Number.isFinite(t.logprob));
    } finally {
      control.clear();
    }
  }
}

function parseRetryAfter(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(0, seconds * 1000), 20_000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.min(Math.max(0, date - Date.now()), 20_000);
}

function httpMessage(status: number, body: string): string {
  let detail = '';
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string };
    detail = typeof parsed.error === 'string' ? parsed.error : (parsed.error?.message ?? '');
  } catch {
    detail = body.slice(0, 200);
  }
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
