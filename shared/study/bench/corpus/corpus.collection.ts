import type { CorpusPassage } from './corpus.types.ts';
import { HUMANITIES_CORPUS } from './humanities.corpus.ts';
import { SCIENCES_CORPUS } from './sciences.corpus.ts';
import { SOCIAL_SCIENCES_CORPUS } from './social-sciences.corpus.ts';

/** All passages of the quality corpus, in a stable order. */
export const STUDY_CORPUS: readonly CorpusPassage[] = [
  ...SCIENCES_CORPUS,
  ...HUMANITIES_CORPUS,
  ...SOCIAL_SCIENCES_CORPUS,
];
