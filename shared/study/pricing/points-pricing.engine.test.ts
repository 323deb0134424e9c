import { describe, expect, it } from 'vitest';
import {
  aiDetectionCost,
  contentAnalysisCost,
  documentChatCost,
  flashcardsCost,
  improveContentCost,
  plagiarismCheckCost,
  pointsToUsd,
  priceAction,
  referenceSearchCost,
  rewriteContentCost,
  toolbarActionCost,
  wordsCost,
  wordsCostOfText,
} from './points-pricing.engine.ts';
import { TOOLBAR_ACTIONS } from '../../constants/points-costs.ts';
import type { ToolbarAction } from '../../constants/points-costs.ts';

describe('points pricing', () => {
  it('charges 10 points per started block of 100 words', () => {
    expect(wordsCost(0)).toBe(0);
    expect(wordsCost(1)).toBe(10);
    expect(wordsCost(100)).toBe(10);
    expect(wordsCost(101)).toBe(20);
    expect(wordsCost(250)).toBe(30);
    expect(wordsCost(1_000_000)).toBe(100_000);
  });

  it('counts words of real and non-English text before pricing', () => {
    const text =
      'Photosynthesis is the process by which green plants convert light energy into chemical energy. '.repeat(
        8,
      );
    expect(wordsCostOfText(text)).toBe(20); // 14 words x 8 = 112 words
    expect(wordsCostOfText('La fotosíntesis convierte la energía de la luz en energía química.')).toBe(10);
    expect(wordsCostOfText('')).toBe(0);
    expect(wordsCostOfText('\u0000\u0001\u0002 ... !!! ---')).toBe(0);
  });

  it('has the fixed costs of the spec', () => {
    expect(contentAnalysisCost()).toBe(10);
    expect(aiDetectionCost()).toBe(5);
    expect(plagiarismCheckCost()).toBe(5);
    expect(referenceSearchCost()).toBe(5);
    expect(referenceSearchCost(3)).toBe(15);
    expect(rewriteContentCost()).toBe(10);
    expect(improveContentCost()).toBe(10);
    for (const action of TOOLBAR_ACTIONS) expect(toolbarActionCost(action)).toBe(3);
    expect(() => toolbarActionCost('summarise' as ToolbarAction)).toThrow(RangeError);
  });

  it('prices document chat at 5 plus 2 per full 5 messages so far', () => {
    expect(documentChatCost(0)).toBe(5);
    expect(documentChatCost(4)).toBe(5);
    expect(documentChatCost(5)).toBe(7);
    expect(documentChatCost(9)).toBe(7);
    expect(documentChatCost(10)).toBe(9);
    expect(documentChatCost(52)).toBe(25);
  });

  it('prices flashcards by tier', () => {
    expect(flashcardsCost(0)).toBe(0);
    expect(flashcardsCost(1)).toBe(5);
    expect(flashcardsCost(10)).toBe(5);
    expect(flashcardsCost(11)).toBe(7);
    expect(flashcardsCost(20)).toBe(7);
    expect(flashcardsCost(21)).toBe(10);
    expect(flashcardsCost(30)).toBe(10);
    expect(flashcardsCost(31)).toBe(15);
    expect(flashcardsCost(500)).toBe(15);
  });

  it('rejects counts that can only come from a bug', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => wordsCost(bad)).toThrow(RangeError);
      expect(() => documentChatCost(bad)).toThrow(RangeError);
      expect(() => flashcardsCost(bad)).toThrow(RangeError);
    }
  });

  it('prices every action through one entry point and shows dollars with 2 decimals', () => {
    expect(priceAction({ kind: 'words', wordCount: 101 })).toBe(20);
    expect(priceAction({ kind: 'document-chat', messagesSoFar: 5 })).toBe(7);
    expect(priceAction({ kind: 'flashcards', cardCount: 25 })).toBe(10);
    expect(priceAction({ kind: 'toolbar', action: 'shorter' })).toBe(3);
    expect(priceAction({ kind: 'reference-search', searches: 2 })).toBe(10);
    expect(pointsToUsd(25)).toBe('2.50');
  });
});
