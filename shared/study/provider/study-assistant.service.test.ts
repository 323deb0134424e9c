import { describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, StudyAssistant } from './study-assistant.service.ts';
import { chunkPages } from '../retrieval/page-chunking.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';

const pages = STUDY_CORPUS.slice(0, 4).map((p, i) => ({ text: p.text, page: i + 1 }));

function fetchReturning(...responses: Array<() => Response>): typeof fetch {
  let i = 0;
  return (async () => {
    const next = responses[Math.min(i, responses.length - 1)];
    i += 1;
    if (next === undefined) throw new TypeError('fetch failed');
    return next();
  }) as typeof fetch;
}

const completion = (content: string): Response =>
  Response.json({ choices: [{ message: { content }, finish_reason: 'stop' }] });
const offline = (): Response => {
  throw new TypeError('fetch failed');
};

describe('StudyAssistant', () => {
  it('uses the engines when no provider is configured', async () => {
    const assistant = new StudyAssistant(null);
    expect(assistant.hasProvider).toBe(false);
    const cards = await assistant.flashcards(pages);
    expect(cards.source).toBe('engine');
    expect(cards.data?.length).toBeGreaterThan(5);
    const math = await assistant.homework('2x + 3 = 7');
    expect(math.data?.answer).toBe('x = 2');
    const chat = await assistant.answerFromDocument('What does chlorophyll absorb?', chunkPages(pages));
    expect(chat.source).toBe('engine');
    expect(chat.data?.answer).toContain('(p. 1)');
    expect((await assistant.homework('Explain the causes of the French Revolution')).error?.code).toBe(
      'unsupported',
    );
  });

  it('keeps only model cards whose quoted sentence is really in the material', async () => {
    const reply = JSON.stringify({
      cards: [
        {
          front: 'Where does photosynthesis happen?',
          back: 'In the chloroplasts',
          sourceQuote:
            'It takes place mainly in the chloroplasts of leaf cells, where the pigment chlorophyll absorbs red and blue light while reflecting most of the green.',
        },
        {
          front: 'Who discovered chlorophyll?',
          back: 'Pelletier and Caventou',
          sourceQuote: 'Chlorophyll was isolated in 1817 by Pelletier and Caventou.',
        },
      ],
    });
    const assistant = new StudyAssistant({
      baseUrl: 'http://ai.test/v1',
      model: 'm',
      fetch: fetchReturning(() => completion(reply)),
    });
    const cards = await assistant.flashcards(pages);
    expect(cards.source).toBe('model');
    expect(cards.data?.map((c) => c.front)).toEqual(['Where does photosynthesis happen?']);
    expect(cards.data?.[0]?.source?.page).toBe(1);
  });

  it('throws a provider failure for the paid action to refund, instead of selling an engine answer', async () => {
    const assistant = new StudyAssistant({
      baseUrl: 'http://ai.test/v1',
      model: 'm',
      fetch: fetchReturning(offline),
      maxRetries: 0,
    });
    await expect(assistant.flashcards(pages)).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringContaining('Could not reach the AI service'),
    });
    await expect(assistant.practiceQuestions(pages)).rejects.toMatchObject({ kind: 'network' });
    await expect(
      assistant.answerFromDocument('What does chlorophyll absorb?', chunkPages(pages)),
    ).rejects.toMatchObject({ kind: 'network' });
    // The detector keeps its model-free signals when the model cannot score the text (issue 27's part).
    const detection = await assistant.detectAiText(pages[0]?.text ?? '');
    expect(detection.source).toBe('engine');
    expect(detection.data?.method).toBe('stylometric');
  });

  it('asks again once when the model’s cards are not valid JSON of the schema, and gives up after that', async () => {
    const replies = ['not json at all', JSON.stringify({ cards: [{ front: 'Q' }] })];
    let calls = 0;
    const assistant = new StudyAssistant({
      baseUrl: 'http://ai.test/v1',
      model: 'm',
      fetch: fetchReturning(() => completion(replies[calls++] ?? '')),
    });
    await expect(assistant.flashcards(pages)).rejects.toMatchObject({ kind: 'invalid-response' });
    expect(calls).toBe(2);
  });

  it('streams a model answer from retrieved passages', async () => {
    const body = 'data: {"choices":[{"delta":{"content":"Red and blue light (p. 1)."}}]}\n\ndata: [DONE]\n\n';
    const assistant = new StudyAssistant({
      baseUrl: 'http://ai.test/v1',
      model: 'm',
      fetch: fetchReturning(() => new Response(body)),
    });
    const deltas: string[] = [];
    const chat = await assistant.answerFromDocument('What does chlorophyll absorb?', chunkPages(pages), {
      onDelta: (d) => deltas.push(d),
    });
    expect(chat.source).toBe('model');
    expect(chat.data?.answer).toBe('Red and blue light (p. 1).');
    expect(deltas).toEqual(['Red and blue light (p. 1).']);
    expect(chat.data?.passages[0]?.page).toBe(1);
  });

  it('runs the writing tools on the model, streaming, and says they are unavailable without one', async () => {
    const offlineAssistant = new StudyAssistant(null);
    const unavailable = await offlineAssistant.write({
      kind: 'rewrite',
      text: 'Plants make sugar from light.',
    });
    expect(unavailable.error).toEqual({
      code: 'unsupported',
      message: ASSISTANT_MESSAGES.writingUnavailable,
    });
    expect((await offlineAssistant.write({ kind: 'analyse', text: '  ' })).error?.code).toBe('empty-text');

    const sent: Array<{ messages: Array<{ role: string; content: string }> }> = [];
    const stream =
      'data: {"choices":[{"delta":{"content":"Green plants turn "}}]}\n\n' +
      'data: {"choices":[{"delta":{"content":"light into sugar."}}]}\n\ndata: [DONE]\n\n';
    const assistant = new StudyAssistant({
      baseUrl: 'http://ai.test/v1',
      model: 'm',
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)) as (typeof sent)[number]);
        return new Response(stream, { headers: { 'content-type': 'text/event-stream' } });
      }) as typeof fetch,
    });
    const deltas: string[] = [];
    const rewritten = await assistant.write(
      {
        kind: 'toolbar',
        action: 'custom-query',
        passage: 'Plants make sugar from light.',
        instruction: 'Say it simply',
      },
      { onDelta: (d) => deltas.push(d) },
    );
    expect(rewritten.source).toBe('model');
    expect(rewritten.data?.text).toBe('Green plants turn light into sugar.');
    expect(deltas).toEqual(['Green plants turn ', 'light into sugar.']);
    expect(sent[0]?.messages.at(-1)?.content).toContain('Instruction: Say it simply');

    const failing = new StudyAssistant({
      baseUrl: 'http://ai.test/v1',
      model: 'm',
      fetch: fetchReturning(offline),
      maxRetries: 0,
    });
    const failed = await failing.write({ kind: 'improve', text: 'Plants make sugar from light.' });
    expect(failed.error?.code).toBe('provider-failed');
    expect(failed.providerError).toContain('Could not reach the AI service');
  });
});
