import { describe, expect, it } from 'vitest';
import { DETECTOR_MODEL } from './detector-model.data.ts';
import { HUMAN_SPEECH } from './detector-samples.fixture.ts';
import { FEATURE_NAMES, WordBands, WordProfile, textFeatures } from './style-features.engine.ts';
import type { FeatureName } from './style-features.engine.ts';
import { StyleNgramModel } from './style-ngram.model.ts';
import { writingUnits } from './writing-units.util.ts';

const resources = {
  ngram: new StyleNgramModel(DETECTOR_MODEL.ngram),
  modelNgram: new StyleNgramModel(DETECTOR_MODEL.modelNgram),
  bands: new WordBands(DETECTOR_MODEL.bands),
  profile: new WordProfile(DETECTOR_MODEL.profile),
};
const read = (text: string) => {
  const values = textFeatures(writingUnits(text), resources);
  return (name: FeatureName) => values[FEATURE_NAMES.indexOf(name)] ?? Number.NaN;
};

// Sentences of one length and one build, as a text with no burstiness reads.
const UNIFORM = [
  'The river carries the sand from the hills to the sea.',
  'The farmer carries the grain from the field to the mill.',
  'The teacher carries the books from the office to the class.',
  'The worker carries the tools from the truck to the house.',
  'The nurse carries the trays from the kitchen to the ward.',
  'The child carries the shells from the beach to the car.',
].join(' ');

describe('features fitted on human text only', () => {
  it('read uniform sentences as less bursty and more repetitive in build than a human speech', () => {
    const uniform = read(UNIFORM);
    const speech = read(HUMAN_SPEECH);
    expect(uniform('sentence_length_quartile_ratio')).toBeLessThan(speech('sentence_length_quartile_ratio'));
    expect(uniform('opening_structure_repeat_share')).toBe(1);
    expect(speech('opening_structure_repeat_share')).toBeLessThan(0.5);
    expect(uniform('punctuation_entropy')).toBeLessThan(speech('punctuation_entropy'));
    expect(uniform('ngram_sentence_outlier_gap')).toBeLessThan(speech('ngram_sentence_outlier_gap'));
  });

  it('measure how far the frequent words depart from human prose, and count hedges', () => {
    const skewed = read(
      'The the the of the. The of the the of. Of the of the the. The of of the the. The the of the of the of the.',
    );
    const speech = read(HUMAN_SPEECH);
    expect(speech('function_word_divergence')).toBeGreaterThan(0);
    expect(skewed('function_word_divergence')).toBeGreaterThan(speech('function_word_divergence') + 0.5);
    expect(
      read('Results often vary. They typically depend on the soil and generally on the rain.')('hedge_rate'),
    ).toBeCloseTo(3 / 14);
    expect(speech('hedge_rate')).toBe(0);
  });

  it('say how far a text falls short of 150 words: 0 from 150, 1 at 60 or fewer, in between by the word', () => {
    // Ten words a sentence.
    const words = (n: number) =>
      Array.from({ length: n / 10 }, () => 'This sentence has exactly ten words in it for counting.').join(
        ' ',
      );
    expect(read(words(200))('short_text_shortfall')).toBe(0);
    expect(read(words(150))('short_text_shortfall')).toBe(0);
    expect(read(words(120))('short_text_shortfall')).toBeCloseTo(30 / 90);
    expect(read(words(60))('short_text_shortfall')).toBe(1);
    expect(read(words(30))('short_text_shortfall')).toBe(1);
  });
});
