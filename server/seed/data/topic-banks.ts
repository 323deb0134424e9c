import type { SubjectSlug, SubjectTopicBank } from './seed-types.ts';
import {
  BIOLOGY_TOPICS,
  ENVIRONMENTAL_SCIENCE_TOPICS,
  MEDICINE_TOPICS,
  PSYCHOLOGY_TOPICS,
} from './topics-life.data.ts';
import {
  ECONOMICS_TOPICS,
  FINE_ARTS_TOPICS,
  LANGUAGES_TOPICS,
  LAW_TOPICS,
  LITERATURE_TOPICS,
  MUSIC_TOPICS,
} from './topics-humanities.data.ts';
import {
  CHEMISTRY_TOPICS,
  COMPUTER_SCIENCE_TOPICS,
  DATA_SCIENCE_TOPICS,
  ENGINEERING_TOPICS,
  MATHEMATICS_TOPICS,
  PHYSICS_TOPICS,
} from './topics-stem.data.ts';

/** Every subject's topic bank, keyed by subject slug. */
export const TOPIC_BANKS: Readonly<Record<SubjectSlug, SubjectTopicBank>> = {
  mathematics: MATHEMATICS_TOPICS,
  physics: PHYSICS_TOPICS,
  'computer-science': COMPUTER_SCIENCE_TOPICS,
  engineering: ENGINEERING_TOPICS,
  medicine: MEDICINE_TOPICS,
  law: LAW_TOPICS,
  psychology: PSYCHOLOGY_TOPICS,
  biology: BIOLOGY_TOPICS,
  'fine-arts': FINE_ARTS_TOPICS,
  music: MUSIC_TOPICS,
  languages: LANGUAGES_TOPICS,
  literature: LITERATURE_TOPICS,
  economics: ECONOMICS_TOPICS,
  'environmental-science': ENVIRONMENTAL_SCIENCE_TOPICS,
  chemistry: CHEMISTRY_TOPICS,
  'data-science': DATA_SCIENCE_TOPICS,
};
