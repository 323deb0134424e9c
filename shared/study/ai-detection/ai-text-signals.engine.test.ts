import { describe, expect, it } from 'vitest';
import { AI_DETECTION_MESSAGES, analyzeAiText } from './ai-text-signals.engine.ts';
import type { TokenLogprob } from './ai-text-signals.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';
import { BINARY_TEXT, CHINESE_TEXT, GERMAN_TEXT } from '../test-support/sample-texts.fixture.ts';

// Written for this test in the stock register of chat assistants: even sentence lengths, stock connectors.
const ASSISTANT_STYLE = `In today's ever-evolving landscape, photosynthesis plays a crucial role in sustaining life on Earth. Moreover, it is a multifaceted process that showcases the intricate tapestry of biology. Furthermore, plants leverage sunlight to foster robust growth across diverse ecosystems. Additionally, it is important to note that chlorophyll serves as a pivotal pigment in this realm. Notably, the Calvin cycle underscores the seamless integration of energy and matter. Overall, photosynthesis stands as a testament to the comprehensive elegance of nature. In conclusion, understanding this process is paramount for students who navigate the realm of science.`;

function tokens(text: string, logprob: (i: number) => number): TokenLogprob[] {
  return text.split(/(?=\s)/).map((token, i) => ({ token, logprob: logprob(i) }));
}

describe('analyzeAiText', () => {
  it('refuses texts under 50 words with a clear message', () => {
    const result = analyzeAiText('Photosynthesis converts light into chemical energy in plants.');
    expect(result.error?.code).toBe('too-short');
    expect(result.error?.message).toBe(AI_DETECTION_MESSAGES.tooShort);
    expect(analyzeAiText('').error?.code).toBe('too-short');
    expect(analyzeAiText(BINARY_TEXT).error?.code).toBe('binary-input');
  });

  it('leans towards AI for assistant-style prose and towards human for varied prose, never certain', () => {
    const assistant = analyzeAiText(ASSISTANT_STYLE).data;
    const human = analyzeAiText(
      STUDY_CORPUS.slice(0, 3)
        .map((p) => p.text)
        .join('\n\n'),
    ).data;
    expect(assistant?.aiProbability).toBeGreaterThan(human?.aiProbability ?? 1);
    expect(assistant?.signals.stockPhrases.value).toBeGreaterThan(3);
    for (const report of [assistant, human]) {
      expect(report?.aiProbability).toBeGreaterThanOrEqual(0.03);
      expect(report?.aiProbability).toBeLessThanOrEqual(0.97);
      expect(report?.summary).toMatch(/estimated \d+%/);
      expect(report?.summary.toLowerCase()).not.toMatch(/\b(certain|definitely|proves?)\b/);
      expect(report?.disclaimer).toBe(AI_DETECTION_MESSAGES.disclaimer);
      expect(report?.method).toBe('stylometric');
    }
    expect(assistant?.sentences.length).toBe(7);
  });

  it('uses perplexity when token log-probabilities are supplied', () => {
    const text = STUDY_CORPUS[0]?.text ?? '';
    const predictable = analyzeAiText(text, { tokenLogprobs: tokens(text, () => -0.4) }).data;
    const surprising = analyzeAiText(text, { tokenLogprobs: tokens(text, (i) => -3 - (i % 7)) }).data;
    expect(predictable?.method).toBe('stylometric+perplexity');
    expect(predictable?.signals.perplexity?.value).toBeCloseTo(Math.exp(0.4), 5);
    expect(predictable?.aiProbability).toBeGreaterThan(surprising?.aiProbability ?? 1);
    expect(predictable?.sentences.every((s) => s.perplexity !== null)).toBe(true);
    // Too few tokens to say anything: the model-free reading is kept.
    expect(analyzeAiText(text, { tokenLogprobs: tokens('a b c', () => -1) }).data?.method).toBe(
      'stylometric',
    );
  });

  it('handles non-English and huge texts', () => {
    const german = analyzeAiText(`${GERMAN_TEXT} ${GERMAN_TEXT} ${GERMAN_TEXT}`);
    expect(german.data?.confidence).toBe('low');
    expect(
      analyzeAiText(CHINESE_TEXT).error?.code === 'too-short' || analyzeAiText(CHINESE_TEXT).data !== null,
    ).toBe(true);
    const huge = analyzeAiText(
      STUDY_CORPUS.map((p) => p.text)
        .join('\n\n')
        .repeat(4),
    );
    expect(huge.data?.wordCount).toBeGreaterThan(25_000);
  });
});
