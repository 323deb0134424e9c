import { describe, expect, it } from 'vitest';
import {
  DOCUMENT_CHAT_MESSAGES,
  answerDocumentQuestion,
  bracketPageCitations,
  chunksOfPages,
  coversQuestion,
  questionParts,
} from './document-chat.engine.ts';

const pages = [
  { page: 1, text: 'The water cycle moves water between the oceans, the air and the land.' },
  { page: 2, text: 'Evaporation turns liquid ocean water into vapour when the sun heats the sea surface.' },
  { page: 3, text: 'Condensation forms clouds when rising vapour cools high in the atmosphere.' },
];

describe('document chat answers', () => {
  it('quotes the passage with the page it is on', async () => {
    const answer = await answerDocumentQuestion(
      'How does evaporation turn ocean water into vapour?',
      chunksOfPages(pages),
    );
    expect(answer.found).toBe(true);
    expect(answer.engine).toBe('engine');
    expect(answer.citations[0]).toEqual({ page: 2, text: pages[1]!.text });
    expect(answer.answer).toContain(`"${pages[1]!.text}" [p. 2]`);
  });

  it('declines what the document does not answer, even when two common words match', async () => {
    const answer = await answerDocumentQuestion(
      'When did the first moon landing happen on the land?',
      chunksOfPages(pages),
    );
    expect(answer).toMatchObject({
      found: false,
      citations: [],
      answer: DOCUMENT_CHAT_MESSAGES.notInDocument,
    });
    expect(coversQuestion('first moon landing happen', 'the first thing that happens')).toBe(false);
  });

  it('answers each part of a multi-part question, or says which part the document does not cover', async () => {
    const biology = chunksOfPages([
      { page: 1, text: 'Photosynthesis turns light energy into chemical energy stored in glucose.' },
      { page: 2, text: 'The Calvin cycle happens in the stroma of the chloroplast.' },
      {
        page: 3,
        text: 'The enzyme RuBisCO fixes carbon dioxide to ribulose bisphosphate in the Calvin cycle.',
      },
    ]);
    expect(questionParts('Where does the Calvin cycle happen and which enzyme fixes CO2?')).toEqual([
      'Where does the Calvin cycle happen',
      'which enzyme fixes CO2?',
    ]);
    const both = await answerDocumentQuestion(
      'Where does the Calvin cycle happen and which enzyme fixes CO2?',
      biology,
    );
    expect(both.found).toBe(true);
    expect(both.answer).toContain('stroma of the chloroplast." [p. 2]');
    expect(both.answer).toContain('The enzyme RuBisCO fixes carbon dioxide');
    expect(both.citations.map((c) => c.page)).toEqual([2, 3]);

    const half = await answerDocumentQuestion(
      'Where does the Calvin cycle happen? Who discovered penicillin in 1928?',
      biology,
    );
    expect(half.found).toBe(true);
    expect(half.answer).toContain('[p. 2]');
    expect(half.answer).toContain(
      DOCUMENT_CHAT_MESSAGES.partNotCovered('Who discovered penicillin in 1928?'),
    );
    expect(questionParts('What are the causes and effects of inflation?')).toHaveLength(1);
  });

  it('writes page mentions as the chat links them', () => {
    expect(bracketPageCitations('Clouds form (p. 3); see (page 2) and (pp. 4–5).')).toBe(
      'Clouds form [p. 3]; see [p. 2] and [p. 4] [p. 5].',
    );
  });
});
