// The AI provider client over real sockets: a fake OpenAI-compatible server (what Ollama, vLLM or LM Studio
// would be) on a local port, reached through the openai SDK and Node's own fetch. The unit tests fake fetch
// itself; this checks what only a real connection shows: the headers that go out, chunked streams, and that a
// stalled or cancelled answer closes the connection instead of leaving it open.
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiCompatibleClient } from '../../shared/study/provider/openai-compatible.client.ts';
import { StudyAssistant } from '../../shared/study/provider/study-assistant.service.ts';
import { chunkPages } from '../../shared/study/retrieval/page-chunking.engine.ts';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
  /** Resolves when the client closes the connection before the answer ended. */
  closedEarly: Promise<void>;
}

type Route = (received: Received, res: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let route: Route = (_received, res) => res.writeHead(500).end();
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const closedEarly = new Promise<void>((resolve) =>
        res.on('close', () => {
          if (!res.writableFinished) resolve();
        }),
      );
      const entry = {
        url: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(raw) as Record<string, unknown>,
        closedEarly,
      };
      received.push(entry);
      route(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const event = (content: string): string =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;

describe('AI provider over HTTP', () => {
  it('talks to a keyless local server at its bare address, without an Authorization header', async () => {
    route = (_received, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ index: 0, message: { role: 'assistant', content: 'ATP' }, finish_reason: 'stop' }],
        }),
      );
    };
    const client = new OpenAiCompatibleClient({ baseUrl, model: 'llama3.2' });
    const answer = await client.chat({ messages: [{ role: 'user', content: 'What do mitochondria make?' }] });
    expect(answer.content).toBe('ATP');
    const request = received.at(-1);
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.body).toMatchObject({ model: 'llama3.2' });
  });

  it('streams a chunked answer as it is written', async () => {
    route = (_received, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const parts = ['Red ', 'and blue ', 'light.'];
      const next = (): void => {
        const part = parts.shift();
        if (part === undefined) {
          res.end('data: [DONE]\n\n');
          return;
        }
        res.write(event(part));
        setTimeout(next, 20);
      };
      next();
    };
    const client = new OpenAiCompatibleClient({ baseUrl, model: 'm', apiKey: 'sk-local' });
    const deltas: string[] = [];
    for await (const delta of client.stream({ messages: [{ role: 'user', content: 'Absorbed light?' }] }))
      deltas.push(delta);
    expect(deltas).toEqual(['Red ', 'and blue ', 'light.']);
    expect(received.at(-1)?.headers.authorization).toBe('Bearer sk-local');
  });

  it('gives up on a stream that falls silent and closes the connection', async () => {
    route = (_received, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event('Half an answer'));
    };
    const client = new OpenAiCompatibleClient({ baseUrl, model: 'm', timeoutMs: 200 });
    const deltas: string[] = [];
    await expect(
      (async () => {
        for await (const delta of client.stream({ messages: [{ role: 'user', content: 'hi' }] }))
          deltas.push(delta);
      })(),
    ).rejects.toMatchObject({ kind: 'timeout' });
    expect(deltas).toEqual(['Half an answer']);
    await received.at(-1)?.closedEarly;
  });

  it('closes the connection when the caller cancels mid-answer', async () => {
    route = (_received, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(event('First words'));
    };
    const client = new OpenAiCompatibleClient({ baseUrl, model: 'm' });
    const controller = new AbortController();
    await expect(
      (async () => {
        for await (const _delta of client.stream({
          messages: [{ role: 'user', content: 'hi' }],
          signal: controller.signal,
        }))
          controller.abort();
      })(),
    ).rejects.toMatchObject({ kind: 'aborted' });
    await received.at(-1)?.closedEarly;
  });

  it('tells the study assistant the server failed, after one retry, so the paid action refunds', async () => {
    route = (_received, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after-ms': '1' });
      res.end('{"error":{"message":"model is loading"}}');
    };
    const assistant = new StudyAssistant({ baseUrl, model: 'm', maxRetries: 1 });
    const pages = [
      {
        page: 1,
        text: 'Photosynthesis takes place in the chloroplasts, where chlorophyll absorbs red and blue light. The light reactions split water and release oxygen.',
      },
    ];
    const before = received.length;
    await expect(
      assistant.answerFromDocument('What does chlorophyll absorb?', chunkPages(pages)),
    ).rejects.toMatchObject({
      kind: 'http',
      status: 503,
      message: 'The AI service answered with an error (503): model is loading.',
    });
    expect(received.length - before).toBe(2);
  });
});
