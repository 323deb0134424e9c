import { describe, expect, it } from 'vitest';
import { StyleNgramModel, encodeEntries, unitSymbols, wordClass } from './style-ngram.model.ts';
import { writingUnits } from './writing-units.util.ts';

describe('style n-gram model', () => {
  it('turns words into kept words or shape classes', () => {
    const [unit] = writingUnits('The Romans quickly built 12 roads, connecting provinces.');
    const kept = new Set(['the', 'built']);
    expect(unitSymbols(unit!, kept)).toEqual([
      '<s>',
      '<s>',
      'the',
      '#Name',
      '#ly',
      'built',
      '#num',
      '#s',
      ',',
      '#ing',
      '#s',
      '.',
      '</s>',
    ]);
    expect(wordClass('nation', 'Nation', true)).toBe('#tion');
    expect(wordClass("don't", "don't", false)).toBe("#n't");
  });

  it('decodes the shipped delta/base-36 form and backs off from trigrams to bigrams to unigrams', () => {
    const symbols = ['<s>', '</s>', 'a', 'b'];
    const V = symbols.length;
    const model = new StyleNgramModel({
      symbols,
      unigrams: [-20, -20, -10, -15],
      unigramBackoffs: [-3, -3, -5, -7],
      bigrams: encodeEntries([
        [0 * V + 2, [-0.5, -0.2]],
        [2 * V + 3, [-0.7, -0.4]],
      ]),
      trigrams: encodeEntries([[(0 * V + 0) * V + 2, [-0.1]]]),
    });
    const lp = model.logProbs(['<s>', '<s>', 'a', 'b', 'a']);
    expect(lp[0]).toBeCloseTo(-0.1); // trigram <s> <s> a
    expect(lp[1]).toBeCloseTo(-0.2 + -0.7); // backoff of (<s> a), then bigram a b
    expect(lp[2]).toBeCloseTo(-0.4 + -0.7 + -1.0); // backoff of (a b), b's unigram backoff, unigram a
  });
});
