import { describe, expect, it } from 'vitest';
import { parseStudyUnits } from './study-units.ts';
import type { StudyUnit } from './study-units.ts';
import {
  answerTypeOf,
  checkItem,
  distractorsMatchType,
  duplicateIndexes,
  isCutTerm,
} from './study-item.validators.ts';
import type { CheckableItem } from './study-item.validators.ts';

const doc = parseStudyUnits([
  {
    page: 1,
    text: 'French Revolution Study Guide\n\nThe Committee of Public Safety governed France during the Reign of Terror. The storming of the Bastille on 14 July 1789 began the revolution. Napoleon Bonaparte seized power in 1799.',
  },
]);
const unit = (needle: string): StudyUnit => doc.units.find((u) => u.text.includes(needle))!;
const item = (u: StudyUnit, shown: string[], answer: string, options?: string[]): CheckableItem => ({
  shown,
  answer,
  answerPhrase: answer,
  source: { sentence: u.text, section: u.section, start: u.start, end: u.end },
  options,
});

describe('study item validators', () => {
  it('finds a term cut in half and accepts the whole phrase', () => {
    const committee = unit('Committee');
    expect(isCutTerm('Committee of Public', committee)).toBe(true);
    expect(isCutTerm('Committee of Public Safety', committee)).toBe(false);
    expect(isCutTerm('Reign of Terror', committee)).toBe(false);
  });

  it('passes a grounded item and flags the ungrounded, the title fragment and the cut term', () => {
    const committee = unit('Committee');
    expect(
      checkItem(
        item(
          committee,
          ['Who governed France during the Reign of Terror?', 'Committee of Public Safety'],
          'Committee of Public Safety',
        ),
        doc,
      ),
    ).toEqual([]);
    expect(checkItem({ ...item(committee, ['Q?', 'Robespierre'], 'Robespierre') }, doc)).toContain(
      'answer-not-in-source',
    );
    expect(checkItem({ ...item(committee, ['x', 'y'], 'France'), source: null }, doc)).toContain(
      'ungrounded',
    );
    expect(
      checkItem(item(committee, ['French Revolution Study Guide: the Committee', 'France'], 'France'), doc),
    ).toContain('structural-fragment');
    expect(checkItem(item(committee, ['_____ 4: Limiting factors', 'Page'], 'France'), doc)).toContain(
      'structural-fragment',
    );
    expect(
      checkItem(item(committee, ['Explain "Committee of Public"', 'x'], 'Committee of Public'), doc),
    ).toContain('cut-term');
  });

  it('types answers and their distractors', () => {
    expect(answerTypeOf('14 July 1789', doc)).toBe('date');
    expect(answerTypeOf('1799', doc)).toBe('date');
    expect(answerTypeOf('Napoleon Bonaparte', doc)).toBe('name');
    expect(distractorsMatchType('1799', ['1799', '1789', '1793', '1804'], doc)).toBe(true);
    expect(distractorsMatchType('1799', ['1799', 'releases', 'cells', '1789'], doc)).toBe(false);
  });

  it('finds two items that test the same fact', () => {
    const napoleon = unit('Napoleon');
    const a = item(napoleon, ['In which year did Napoleon Bonaparte seize power?', '1799'], '1799');
    const b = item(napoleon, ['Napoleon Bonaparte seized power in _____.', '1799'], '1799');
    const c = item(unit('Bastille'), ['When was the Bastille stormed?', '14 July 1789'], '14 July 1789');
    expect(duplicateIndexes([a, c, b])).toEqual([2]);
  });
});
