import { describe, expect, it } from 'vitest';
import {
  OpenAiCompatibleClient,
  ProviderError,
  extractJson,
  normalizeBaseUrl,
} from './openai-compatible.client.ts';
import type { ProviderConfig } from './openai-compatible.client.ts';

interface Call {
  url: string;
  method: string;
  body: Record<string, unknown>;
  headers: Headers;
}

type Handler = (call: Call, signal: AbortSignal) => Response | Promise<Response>;

/**
 * A fake OpenAI-compatible server behind the fetch the SDK calls: each request is answered by the next handler.
 * Aborting a request rejects a pending response and errors a body being read, as the fetch standard requires,
 * so timeouts and cancellation go through the same paths as over a real socket.
 */
function fakeServer(handlers: Handler[]): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const call: Call = {
      url: request.url,
      method: request.method,
      body: JSON.parse(await request.text()) as Record<string, unknown>,
      headers: request.headers,
    };
    calls.push(call);
    const handler = handlers[calls.length - 1];
    if (handler === undefined) throw new TypeError('fetch failed: no handler for this call');
    const signal = init?.signal ?? new AbortController().signal;
    const aborted = (): DOMException => new DOMException('This operation was aborted', 'AbortError');
    if (signal.aborted) throw aborted();
    const response = await Promise.race([
      handler(call, signal),
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(aborted()))),
    ]);
    if (response.body === null) return response;
    const reader = response.body.getReader();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => {
            if (signal.aborted) reject(aborted());
            signal.addEventListener('abort', () => reject(aborted()));
          }),
        ]).catch((error: unknown) => {
          controller.error(error);
          return null;
        });
        if (next === null) return;
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    });
    return new Response(body, { status: response.status, headers: response.headers });
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

const completion = (content: string): Response =>
  Response.json({
    id: 'chatcmpl-1',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 12, completion_tokens: 5 },
  });

/** Server-sent events, written chunk by chunk exactly as given (chunks may split lines and characters). */
function sse(chunks: Array<string | Uint8Array>, delayMs = 0): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
}

const hang: Handler = () => new Promise<Response>(() => undefined);

const client = (server: { fetch: typeof fetch }, config: Partial<ProviderConfig> = {}) =>
  new OpenAiCompatibleClient({ baseUrl: 'http://x.test/v1', model: 'm', fetch: server.fetch, ...config });

const hi = [{ role: 'user' as const, content: 'hi' }];

describe('OpenAiCompatibleClient', () => {
  it('sends an OpenAI chat request with the configured model and key', async () => {
    const server = fakeServer([() => completion('Mitochondria make ATP.')]);
    const result = await client(server, {
      baseUrl: 'https://api.example.test/v1/',
      apiKey: 'sk-test',
      model: 'gpt-test',
    }).chat({ messages: [{ role: 'user', content: 'What do mitochondria do?' }], temperature: 0.1 });
    expect(result).toEqual({
      content: 'Mitochondria make ATP.',
      finishReason: 'stop',
      usage: { promptTokens: 12, completionTokens: 5 },
    });
    expect(server.calls[0]?.method).toBe('POST');
    expect(server.calls[0]?.url).toBe('https://api.example.test/v1/chat/completions');
    expect(server.calls[0]?.headers.get('authorization')).toBe('Bearer sk-test');
    expect(server.calls[0]?.body).toMatchObject({ model: 'gpt-test', temperature: 0.1 });
    expect(server.calls[0]?.body.stream).toBeFalsy();
  });

  it('sends no Authorization header to a keyless local server, and passes custom headers', async () => {
    const server = fakeServer([() => completion('ok')]);
    await client(server, { baseUrl: 'http://127.0.0.1:11434', headers: { 'x-team': 'bio' } }).chat({
      messages: hi,
      maxTokens: 50,
    });
    expect(server.calls[0]?.url).toBe('http://127.0.0.1:11434/v1/chat/completions');
    expect(server.calls[0]?.headers.has('authorization')).toBe(false);
    expect(server.calls[0]?.headers.get('x-team')).toBe('bio');
    expect(server.calls[0]?.body.max_tokens).toBe(50);
  });

  it('adds /v1 to a bare local server address (Ollama, LM Studio)', () => {
    expect(normalizeBaseUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1');
    expect(normalizeBaseUrl('http://localhost:8000/v1/')).toBe('http://localhost:8000/v1');
    expect(() => normalizeBaseUrl('not a url')).toThrow(ProviderError);
    expect(() => new OpenAiCompatibleClient({ baseUrl: '', model: 'm' })).toThrow(ProviderError);
  });

  it('retries 429 and 5xx, honouring Retry-After, then succeeds', async () => {
    const server = fakeServer([
      () =>
        new Response('{"error":{"message":"overloaded"}}', {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after-ms': '1' },
        }),
      () => new Response('slow down', { status: 429, headers: { 'retry-after': '0' } }),
      () => completion('ok'),
    ]);
    expect((await client(server).chat({ messages: hi })).content).toBe('ok');
    expect(server.calls).toHaveLength(3);
    expect(server.calls[2]?.headers.get('x-stainless-retry-count')).toBe('2');
  });

  it('does not retry a rejected key and says why', async () => {
    const server = fakeServer([
      () =>
        new Response('{"error":{"message":"bad key"}}', {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
    ]);
    const failure = client(server, { apiKey: 'sk-wrong' }).chat({ messages: hi });
    await expect(failure).rejects.toBeInstanceOf(ProviderError);
    await expect(failure).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      retryable: false,
      message: 'The AI service rejected the API key (401).',
    });
    expect(server.calls).toHaveLength(1);
  });

  it("reports the server's own error text", async () => {
    const server = fakeServer([
      () =>
        new Response('{"error":{"message":"model \\"m\\" not found"}}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    ]);
    await expect(client(server).chat({ messages: hi })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
      message: 'The AI service answered with an error (404): model "m" not found.',
    });
  });

  it('times out a hanging server and gives up after the retries', async () => {
    const server = fakeServer([hang, hang]);
    await expect(
      client(server, { timeoutMs: 30, maxRetries: 1 }).chat({ messages: hi }),
    ).rejects.toMatchObject({ kind: 'timeout', retryable: true });
    expect(server.calls).toHaveLength(2);
  });

  it('times out a server that sends headers and then stalls the body, retrying it like a timeout', async () => {
    const stalledJson: Handler = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"choices":['));
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    const server = fakeServer([stalledJson, stalledJson]);
    await expect(
      client(server, { timeoutMs: 40, maxRetries: 1 }).chat({ messages: hi }),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(server.calls).toHaveLength(2);
  });

  it('is cancelled by the caller without retrying', async () => {
    const server = fakeServer([hang]);
    const controller = new AbortController();
    const pending = client(server).chat({ messages: hi, signal: controller.signal });
    setTimeout(() => controller.abort(), 5);
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(server.calls).toHaveLength(1);
  });

  it('streams deltas from server-sent events split at awkward places', async () => {
    const bytes = new TextEncoder().encode('data: {"choices":[{"delta":{"content":"é!"}}]}\n\n');
    const split = bytes.indexOf(0xc3) + 1;
    const events = [
      'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n',
      ': keep-alive comment\n\n',
      'data: {"choices":[{"delta":{"content":"Photo"}}]}\r\n\r\ndata: {"choi',
      'ces":[{"delta":{"content":"synthèse"}}]}\n\n',
      // A multi-byte character split between two network chunks.
      bytes.slice(0, split),
      bytes.slice(split),
      'data: [DONE]\n\n',
      'data: {"choices":[{"delta":{"content":"after done"}}]}\n\n',
    ];
    const server = fakeServer([() => sse(events, 1)]);
    const parts: string[] = [];
    for await (const delta of client(server).stream({ messages: hi })) parts.push(delta);
    expect(parts).toEqual(['Photo', 'synthèse', 'é!']);
    expect(server.calls[0]?.body.stream).toBe(true);
  });

  it('times out a stream that stalls between chunks', async () => {
    const encoder = new TextEncoder();
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n'));
      },
    });
    const server = fakeServer([
      () => new Response(stalled, { headers: { 'content-type': 'text/event-stream' } }),
    ]);
    const parts: string[] = [];
    await expect(
      (async () => {
        for await (const delta of client(server, { timeoutMs: 40 }).stream({ messages: hi }))
          parts.push(delta);
      })(),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(parts).toEqual(['Hel']);
  });

  it('reports a stream cancelled by the caller mid-answer', async () => {
    const encoder = new TextEncoder();
    const endless = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: {"choices":[{"delta":{"content":"One"}}]}\n\n'));
      },
    });
    const server = fakeServer([
      () => new Response(endless, { headers: { 'content-type': 'text/event-stream' } }),
    ]);
    const controller = new AbortController();
    const parts: string[] = [];
    await expect(
      (async () => {
        for await (const delta of client(server).stream({ messages: hi, signal: controller.signal })) {
          parts.push(delta);
          controller.abort();
        }
      })(),
    ).rejects.toMatchObject({ kind: 'aborted' });
    expect(parts).toEqual(['One']);
  });

  it('turns an error event inside a stream into a provider error', async () => {
    const server = fakeServer([() => sse(['data: {"error":{"message":"context length exceeded"}}\n\n'])]);
    const stream = client(server).stream({ messages: hi });
    await expect(stream.next()).rejects.toMatchObject({
      kind: 'http',
      message: expect.stringContaining('context length exceeded') as unknown,
    });
  });

  it('asks for structured JSON and falls back when the server lacks json_schema', async () => {
    const server = fakeServer([
      () =>
        new Response('{"error":{"message":"response_format json_schema not supported"}}', {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
      () => completion('Sure! ```json\n{"cards":[{"front":"Q","back":"A"}]}\n```'),
    ]);
    const value = await client(server).json(
      {
        messages: [{ role: 'user', content: 'cards' }],
        jsonSchema: { name: 'cards', schema: { type: 'object' } },
      },
      (v) => ((v as { cards?: unknown }).cards as Array<{ front: string }>) ?? null,
    );
    expect(value).toEqual([{ front: 'Q', back: 'A' }]);
    expect(server.calls[0]?.body.response_format).toEqual({
      type: 'json_schema',
      json_schema: { name: 'cards', schema: { type: 'object' }, strict: true },
    });
    expect(server.calls[1]?.body.response_format).toEqual({ type: 'json_object' });
  });

  it('reads token log-probabilities and reports servers that cannot give them', async () => {
    const server = fakeServer([
      () =>
        Response.json({
          choices: [{ logprobs: { tokens: ['The', ' cell'], token_logprobs: [null, -2.5] } }],
        }),
      () =>
        new Response('{"error":"echo not supported"}', {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    ]);
    const scorer = client(server);
    expect(await scorer.scoreText('The cell')).toEqual([{ token: ' cell', logprob: -2.5 }]);
    await expect(scorer.scoreText('The cell')).rejects.toMatchObject({ kind: 'unsupported', status: 400 });
    expect(server.calls[0]?.url).toBe('http://x.test/v1/completions');
    expect(server.calls[0]?.body).toMatchObject({ echo: true, max_tokens: 0, logprobs: 0 });
  });

  it('reports non-JSON answers as invalid responses', async () => {
    const server = fakeServer([
      () => new Response('<html>proxy error</html>', { headers: { 'content-type': 'text/html' } }),
      () => new Response('{"choices": [', { headers: { 'content-type': 'application/json' } }),
    ]);
    const answering = client(server);
    await expect(answering.chat({ messages: hi })).rejects.toMatchObject({ kind: 'invalid-response' });
    await expect(answering.chat({ messages: hi })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('reports an unreachable server as a network error', async () => {
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await expect(
      new OpenAiCompatibleClient({
        baseUrl: 'http://x.test/v1',
        model: 'm',
        fetch: unreachable,
        maxRetries: 0,
      }).chat({ messages: hi }),
    ).rejects.toMatchObject({ kind: 'network', message: 'Could not reach the AI service: fetch failed' });
  });
});

describe('extractJson', () => {
  it('finds JSON in plain, fenced or chatty replies', () => {
    expect(extractJson('{"a":1}')).toEqual({ a: 1 });
    expect(extractJson('Here you go:\n```json\n[1,2]\n```')).toEqual([1, 2]);
    expect(extractJson('Result: {"t":"a } brace"} thanks')).toEqual({ t: 'a } brace' });
    expect(extractJson('no json here')).toBeUndefined();
  });
});
