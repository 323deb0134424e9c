import { describe, expect, it } from 'vitest';
import { AI_DETECTION_MESSAGES, analyzeAiText } from './ai-text-signals.engine.ts';
import type { AiTextReport, TokenLogprob } from './ai-text-signals.engine.ts';
import { DETECTOR_MODEL } from './detector-model.data.ts';
import { HUMAN_SPEECH, MODEL_WRITTEN } from './detector-samples.fixture.ts';
import { BINARY_TEXT, CHINESE_TEXT, GERMAN_TEXT } from '../test-support/sample-texts.fixture.ts';

function tokens(text: string, logprob: (i: number) => number): TokenLogprob[] {
  return text.split(/(?=\s)/).map((token, i) => ({ token, logprob: logprob(i) }));
}

function report(text: string): AiTextReport {
  const result = analyzeAiText(text);
  if (result.data === null) throw new Error(result.error.message);
  return result.data;
}

/** Every highlight agrees with the verdict: none on a 'likely human' text, and a 'mixed' one shows where. */
function expectHighlightsAgree(r: AiTextReport) {
  if (r.verdict === 'likely-human') expect(r.sentences.every((s) => s.level === 'none')).toBe(true);
  else expect(r.sentences.some((s) => s.level !== 'none')).toBe(true);
  if (r.verdict !== 'likely-ai') expect(r.flaggedShare).toBeLessThan(1);
  for (const s of r.sentences) {
    expect(s.aiLean).toBeGreaterThanOrEqual(0.01);
    expect(s.aiLean).toBeLessThanOrEqual(0.99);
  }
}

describe('analyzeAiText', () => {
  it('refuses texts under 50 words and binary input with clear messages', () => {
    const result = analyzeAiText('Photosynthesis converts light into chemical energy in plants.');
    expect(result.error?.code).toBe('too-short');
    expect(result.error?.message).toBe(AI_DETECTION_MESSAGES.tooShort);
    expect(analyzeAiText('').error?.code).toBe('too-short');
    expect(analyzeAiText(BINARY_TEXT).error?.code).toBe('binary-input');
  });

  it('refuses a text of formulas and tables with fewer than 50 words of prose, and scores only the prose of one with more', () => {
    const working = [
      'EU1(U) = qL - 2 qC - 2 (1 - qL - qC) = 3 qL - 2',
      'EU1(M) = -2 qL + qC - (1 - qL - qC) = - qL + 2 qC - 1',
      'EU1(D) = -2 qL - qC + 1 - qL - qC = - 2 qL - 2 qC + 1',
      '3 qL - 2 = -qL + 2 qC - 1 so qL = 1/2 qC + 1/4 and qR = 3/4 - 3/2 qC',
    ].join('\n');
    const equations = `${working}\nPlayer two must mix over all three columns.\n${working}\n${working}`;
    const refused = analyzeAiText(equations);
    expect(refused.error?.code).toBe('not-prose');
    expect(refused.error?.message).toBe(AI_DETECTION_MESSAGES.notProse);

    const r = report(`${HUMAN_SPEECH}\n${working}`);
    expect(r.sentences.some((s) => s.text.includes('qL'))).toBe(false);
    expect(r.verdict).toBe(report(HUMAN_SPEECH).verdict);
  });

  it('reads a human speech as likely human, with no sentence highlighted', () => {
    const r = report(HUMAN_SPEECH);
    expect(r.verdict).toBe('likely-human');
    expect(r.aiProbability).toBeLessThan(0.5);
    expect(r.summary).toMatch(/score \d+%/);
    expectHighlightsAgree(r);
  });

  it('reads texts a language model wrote (held out from training) as AI, most of their words highlighted', () => {
    for (const sample of MODEL_WRITTEN) {
      const r = report(sample.text);
      expect(r.verdict, sample.id).toBe('likely-ai');
      expect(r.aiProbability, sample.id).toBeGreaterThanOrEqual(r.calibration.likelyAiFrom);
      expect(r.flaggedShare, sample.id).toBeGreaterThan(0.5);
      expectHighlightsAgree(r);
    }
  });

  it('highlights the model-written part of a text more than the human part', () => {
    // The speech's first two paragraphs, then a model-written answer twice as long.
    const human = HUMAN_SPEECH.split('\n\n').slice(0, 2).join('\n\n');
    const text = `${human}\n\n${MODEL_WRITTEN[0]!.text}`;
    const r = report(text);
    expect(r.verdict).not.toBe('likely-human');
    const lit = (inside: (start: number) => boolean) =>
      r.sentences.filter((s) => inside(s.start) && s.level !== 'none').reduce((a, s) => a + s.words, 0) /
      Math.max(
        1,
        r.sentences.filter((s) => inside(s.start)).reduce((a, s) => a + s.words, 0),
      );
    expect(lit((start) => start > human.length)).toBeGreaterThan(lit((start) => start < human.length));
    expectHighlightsAgree(r);
  });

  it('states what the score means and the error rates measured on held-out texts', () => {
    const r = report(HUMAN_SPEECH);
    const m = DETECTOR_MODEL.measured;
    expect(r.calibration.measured).toEqual(m);
    expect(r.calibration.mixedFrom).toBe(0.5);
    expect(r.calibration.likelyAiFrom).toBe(0.8);
    expect(r.meaning).toContain(`${m.humanTexts} human texts`);
    expect(r.meaning).toContain(
      `${Math.round(m.aiLikelyAi * 1000) / 10}% of AI-written texts were called likely AI`,
    );
    expect(r.meaning).toMatch(/not a probability/);
    // One paragraph per measurement, so the report reads as short paragraphs rather than one block.
    const paragraphs = r.meaning.split('\n\n');
    expect(paragraphs[0]).toMatch(/not a probability/);
    expect(paragraphs[1]).toMatch(/^Measured on /);
    expect(paragraphs[2]).toMatch(/^On AI writers it was never trained on/);
    const unseen = DETECTOR_MODEL.unseenWriters ?? [];
    expect(unseen.length).toBeGreaterThanOrEqual(3);
    const meanLikely = unseen.reduce((a, u) => a + u.likelyAi, 0) / unseen.length;
    expect(r.meaning).toContain(
      `On AI writers it was never trained on (retrained without each of ${unseen.length} in turn), ${Math.round(meanLikely * 1000) / 10}% were called likely AI`,
    );
    // The weaker cases are stated too: short texts of those writers, pooled over the writers' texts, beside all of
    // their texts pooled the same way.
    const allTexts = unseen.reduce((a, u) => a + u.texts, 0);
    const allLikely = unseen.reduce((a, u) => a + u.likelyAi * u.texts, 0) / allTexts;
    expect(r.meaning).toContain(
      `Pooled over those writers' ${allTexts} texts, ${Math.round(allLikely * 1000) / 10}% were called likely AI`,
    );
    const short = unseen.flatMap((u) => u.byLength.filter((b) => (b.minWords ?? 0) === 0));
    const shortTexts = short.reduce((a, b) => a + b.texts, 0);
    const shortLikely = short.reduce((a, b) => a + b.likelyAi * b.texts, 0) / shortTexts;
    expect(r.meaning).toContain(
      `of their texts under 150 words ${Math.round(shortLikely * 1000) / 10}% were called likely AI`,
    );
    expect(r.disclaimer).toBe(AI_DETECTION_MESSAGES.disclaimer);
    expect(`${r.summary} ${r.meaning}`.toLowerCase()).not.toMatch(/\b(certain|definitely|proves?)\b/);
  });

  it('adds the provider perplexity reading when token log-probabilities are supplied, and says so', () => {
    const text = MODEL_WRITTEN[1]!.text;
    const predictable = report(text);
    const withPredictable = analyzeAiText(text, { tokenLogprobs: tokens(text, () => -0.4) }).data!;
    const withSurprising = analyzeAiText(text, { tokenLogprobs: tokens(text, (i) => -3 - (i % 7)) }).data!;
    expect(predictable.method).toBe('stylometric');
    expect(withPredictable.method).toBe('stylometric+perplexity');
    expect(withPredictable.signals.perplexity?.value).toBeCloseTo(Math.exp(0.4), 5);
    expect(withPredictable.signals.perplexity?.explanation).toMatch(/configured AI provider/);
    expect(withPredictable.aiProbability).toBeGreaterThan(withSurprising.aiProbability);
    expect(withPredictable.sentences.every((s) => s.perplexity !== null)).toBe(true);
    // Too few tokens to say anything: the model-free reading is kept.
    expect(analyzeAiText(text, { tokenLogprobs: tokens('a b c', () => -1) }).data?.method).toBe(
      'stylometric',
    );
  });

  it('reports each group of signals with a lean and an explanation', () => {
    const r = report(MODEL_WRITTEN[2]!.text);
    for (const reading of Object.values(r.signals)) {
      if (reading === null) continue;
      expect(reading.aiLean).toBeGreaterThan(0);
      expect(reading.aiLean).toBeLessThan(1);
      expect(reading.explanation.length).toBeGreaterThan(10);
    }
  });

  it('handles markdown, non-English and huge texts', () => {
    const markdown = report(`## Causes\n\n- ${MODEL_WRITTEN[0]!.text.split('\n').join('\n- ')}`);
    expect(markdown.sentences.every((s) => !s.text.includes('\n- '))).toBe(true);
    const german = analyzeAiText(`${GERMAN_TEXT} ${GERMAN_TEXT} ${GERMAN_TEXT}`);
    expect(german.data).not.toBeNull();
    expect(
      analyzeAiText(CHINESE_TEXT).error?.code === 'too-short' || analyzeAiText(CHINESE_TEXT).data !== null,
    ).toBe(true);
    const huge = report(
      MODEL_WRITTEN.map((s) => s.text)
        .join('\n\n')
        .repeat(20),
    );
    expect(huge.wordCount).toBeGreaterThan(10_000);
    expectHighlightsAgree(huge);
  });
});
