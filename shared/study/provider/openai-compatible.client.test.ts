import { describe, expect, it } from 'vitest';
import {
  OpenAiCompatibleClient,
  ProviderError,
  extractJson,
  normalizeBaseUrl,
} from './openai-compatible.client.ts';
import { readSseData } from './sse-stream.parser.ts';

interface Call {
  url: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** A fake server: each call is answered by the next handler. */
function fakeFetch(
  handlers: Array<(call: Call, signal: AbortSignal | undefined) => Response | Promise<Response>>,
): { fetch: typeof fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call = {
      url: String(input),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
      headers: init?.headers as Record<string, string>,
    };
    calls.push(call);
    const handler = handlers[calls.length - 1];
    if (handler === undefined) throw new Error('unexpected call');
    return handler(call, init?.signal ?? undefined);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
}

const completion = (content: string): Response =>
  Response.json({
    choices: [{ message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 12, completion_tokens: 5 },
  });

function sse(chunks: string[], delayMs = 0): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const chunk of chunks) {
        if (delayMs > 0) await new Promise((r) => setTimeout(r, delayMs));
        controller.enqueue(encoder.encode(chunk));
      }
      controller.close();
    },
  });
  return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
}

const hang = (_call: Call, signal: AbortSignal | undefined): Promise<Response> =>
  new Promise((_, reject) =>
    signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );

describe('OpenAiCompatibleClient', () => {
  it('sends an OpenAI chat request with the configured model and key', async () => {
    const server = fakeFetch([() => completion('Mitochondria make ATP.')]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'https://api.example.test/v1/',
      apiKey: 'sk-test',
      model: 'gpt-test',
      fetch: server.fetch,
    });
    const result = await client.chat({
      messages: [{ role: 'user', content: 'What do mitochondria do?' }],
      temperature: 0.1,
    });
    expect(result).toEqual({
      content: 'Mitochondria make ATP.',
      finishReason: 'stop',
      usage: { promptTokens: 12, completionTokens: 5 },
    });
    expect(server.calls[0]?.url).toBe('https://api.example.test/v1/chat/completions');
    expect(server.calls[0]?.headers.authorization).toBe('Bearer sk-test');
    expect(server.calls[0]?.body).toMatchObject({ model: 'gpt-test', stream: false, temperature: 0.1 });
  });

  it('adds /v1 to a bare local server address (Ollama, LM Studio)', () => {
    expect(normalizeBaseUrl('http://127.0.0.1:11434')).toBe('http://127.0.0.1:11434/v1');
    expect(normalizeBaseUrl('http://localhost:8000/v1/')).toBe('http://localhost:8000/v1');
    expect(() => normalizeBaseUrl('not a url')).toThrow(ProviderError);
  });

  it('retries 429 and 5xx with backoff, honouring Retry-After, then succeeds', async () => {
    const server = fakeFetch([
      () => new Response('{"error":{"message":"overloaded"}}', { status: 503 }),
      () => new Response('slow down', { status: 429, headers: { 'retry-after': '0' } }),
      () => completion('ok'),
    ]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
      retryBaseMs: 1,
    });
    expect((await client.chat({ messages: [{ role: 'user', content: 'hi' }] })).content).toBe('ok');
    expect(server.calls).toHaveLength(3);
  });

  it('does not retry a rejected key and says why', async () => {
    const server = fakeFetch([() => new Response('{"error":{"message":"bad key"}}', { status: 401 })]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
      retryBaseMs: 1,
    });
    await expect(client.chat({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      retryable: false,
    });
    expect(server.calls).toHaveLength(1);
  });

  it('times out a hanging server and gives up after the retries', async () => {
    const server = fakeFetch([hang, hang]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
      timeoutMs: 30,
      maxRetries: 1,
      retryBaseMs: 1,
    });
    await expect(client.chat({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(server.calls).toHaveLength(2);
  });

  it('is cancelled by the caller without retrying', async () => {
    const server = fakeFetch([hang]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
      retryBaseMs: 1,
    });
    const controller = new AbortController();
    const pending = client.chat({ messages: [{ role: 'user', content: 'hi' }], signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(server.calls).toHaveLength(1);
  });

  it('streams deltas from server-sent events split at awkward places', async () => {
    const events = [
      'data: {"choices":[{"delta":{"role":"assistant"}}]}\n\n',
      ': keep-alive comment\n\n',
      'data: {"choices":[{"delta":{"content":"Photo"}}]}\r\n\r\ndata: {"choi',
      'ces":[{"delta":{"content":"synthèse"}}]}\n\n',
      'data: [DONE]\n\n',
    ];
    const server = fakeFetch([() => sse(events, 1)]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
    });
    const parts: string[] = [];
    for await (const delta of client.stream({ messages: [{ role: 'user', content: 'hi' }] }))
      parts.push(delta);
    expect(parts).toEqual(['Photo', 'synthèse']);
    expect(server.calls[0]?.body.stream).toBe(true);
  });

  it('decodes a multi-byte character split across chunks', async () => {
    const bytes = new TextEncoder().encode('data: {"x":"é"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 12));
        controller.enqueue(bytes.slice(12));
        controller.close();
      },
    });
    const out: string[] = [];
    for await (const data of readSseData(stream)) out.push(data);
    expect(out).toEqual(['{"x":"é"}']);
  });

  it('times out a stream that stalls between chunks', async () => {
    const encoder = new TextEncoder();
    const stalled = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('data: {"choices":[{"delta":{"content":"Hel"}}]}\n\n'));
      },
    });
    const server = fakeFetch([() => new Response(stalled)]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
      timeoutMs: 40,
    });
    const parts: string[] = [];
    await expect(
      (async () => {
        for await (const delta of client.stream({ messages: [{ role: 'user', content: 'hi' }] }))
          parts.push(delta);
      })(),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(parts).toEqual(['Hel']);
  });

  it('asks for structured JSON and falls back when the server lacks json_schema', async () => {
    const server = fakeFetch([
      () =>
        new Response('{"error":{"message":"response_format json_schema not supported"}}', { status: 400 }),
      () => completion('Sure! ```json\n{"cards":[{"front":"Q","back":"A"}]}\n```'),
    ]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
    });
    const value = await client.json(
      {
        messages: [{ role: 'user', content: 'cards' }],
        jsonSchema: { name: 'cards', schema: { type: 'object' } },
      },
      (v) => ((v as { cards?: unknown }).cards as Array<{ front: string }>) ?? null,
    );
    expect(value).toEqual([{ front: 'Q', back: 'A' }]);
    expect((server.calls[0]?.body.response_format as { type: string }).type).toBe('json_schema');
    expect((server.calls[1]?.body.response_format as { type: string }).type).toBe('json_object');
  });

  it('reads token log-probabilities and reports servers that cannot give them', async () => {
    const server = fakeFetch([
      () =>
        Response.json({
          choices: [{ logprobs: { tokens: ['The', ' cell'], token_logprobs: [null, -2.5] } }],
        }),
      () => new Response('{"error":"echo not supported"}', { status: 400 }),
    ]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
    });
    expect(await client.scoreText('The cell')).toEqual([{ token: ' cell', logprob: -2.5 }]);
    await expect(client.scoreText('The cell')).rejects.toMatchObject({ kind: 'unsupported' });
    expect(server.calls[0]?.url).toBe('http://x.test/v1/completions');
    expect(server.calls[0]?.body).toMatchObject({ echo: true, max_tokens: 0 });
  });

  it('reports non-JSON answers as invalid responses', async () => {
    const server = fakeFetch([() => new Response('<html>proxy error</html>', { status: 200 })]);
    const client = new OpenAiCompatibleClient({
      baseUrl: 'http://x.test/v1',
      model: 'm',
      fetch: server.fetch,
    });
    await expect(client.chat({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
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
