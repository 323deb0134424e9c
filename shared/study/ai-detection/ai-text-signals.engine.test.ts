import { describe, expect, it } from 'vitest';
import { AI_DETECTION_MESSAGES, analyzeAiText } from './ai-text-signals.engine.ts';
import type { TokenLogprob } from './ai-text-signals.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';
import { BINARY_TEXT, CHINESE_TEXT, GERMAN_TEXT } from '../test-support/sample-texts.fixture.ts';
import { AI_STYLE_SAMPLES, ASSISTANT_STYLE } from './ai-style-samples.fixture.ts';

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

  it('reads every hand-made assistant-register sample as likely AI, with most of its words flagged', () => {
    for (const sample of AI_STYLE_SAMPLES) {
      const report = analyzeAiText(sample.text).data;
      expect(report?.verdict, sample.id).toBe('likely-ai');
      expect(report?.aiProbability, sample.id).toBeGreaterThanOrEqual(0.65);
    }
    const strongest = analyzeAiText(ASSISTANT_STYLE).data;
    expect(strongest?.flaggedShare).toBeGreaterThan(0.9);
    expect(strongest?.sentences.every((s) => s.aiLean >= 0.7)).toBe(true);
  });

  it('reads plain expository passages as likely human and highlights none of their sentences with confidence', () => {
    // The study corpus: plain textbook-style passages without assistant vocabulary (real human prose is measured
    // by `npm run quality:writing`, on documentation installed from packages).
    for (const passage of STUDY_CORPUS.slice(0, 8)) {
      const report = analyzeAiText(passage.text).data;
      expect(report, passage.id).not.toBeNull();
      if (report === null) continue;
      expect(report.verdict, passage.id).toBe('likely-human');
      expect(report.flaggedShare, passage.id).toBe(0);
      expect(report.sentences.every((s) => s.aiLean < 0.7)).toBe(true);
    }
  });

  it('reads a human text with an assistant-style passage pasted in as mixed, flagging the pasted part', () => {
    const human = STUDY_CORPUS.slice(0, 2)
      .map((p) => p.text)
      .join('\n\n');
    const pasted = AI_STYLE_SAMPLES[2]!.text;
    const report = analyzeAiText(`${human}\n\n${pasted}`).data!;
    expect(report.verdict).not.toBe('likely-human');
    const boundary = human.length;
    const pastedLeans = report.sentences.filter((s) => s.start > boundary).map((s) => s.aiLean);
    const humanLeans = report.sentences.filter((s) => s.end < boundary - 200).map((s) => s.aiLean);
    expect(Math.min(...pastedLeans.slice(1, -1))).toBeGreaterThan(Math.max(...humanLeans));
    expect(report.flaggedShare).toBeGreaterThanOrEqual(0.3);
  });

  it('needs content evidence for "likely AI": evenly sized sentences alone read mixed at most', () => {
    // Reference-manual style: repeated sentence frames of equal length, no assistant vocabulary.
    const manual = Array.from(
      { length: 12 },
      (_, i) =>
        `Option number ${i + 1} sets the size of buffer ${i + 1} in bytes and is read once when the server starts.`,
    ).join(' ');
    const report = analyzeAiText(manual).data!;
    expect(report.signals.burstiness.aiLean).toBeGreaterThan(0.8);
    expect(report.aiProbability).toBeGreaterThan(0.5);
    expect(report.verdict).toBe('mixed');
  });

  it('counts ordinary academic connectors for less than assistant vocabulary', () => {
    const base = STUDY_CORPUS[1]!.text;
    const plain = analyzeAiText(base).data!;
    const mild = analyzeAiText(`Moreover, ${base}`).data!;
    const strong = analyzeAiText(`Delving into this rich tapestry, ${base}`).data!;
    expect(mild.signals.stockPhrases.value).toBeGreaterThan(plain.signals.stockPhrases.value);
    expect(strong.signals.stockPhrases.value).toBeGreaterThan(mild.signals.stockPhrases.value);
    expect(strong.aiProbability).toBeGreaterThan(mild.aiProbability);
    expect(mild.aiProbability).toBeGreaterThan(plain.aiProbability);
  });
});
