import { describe, expect, it } from 'vitest';
import { itemsHoldingPassage, splitAtPassage } from './passage-match';

describe('itemsHoldingPassage', () => {
  const items = [
    'Chapter 2. Cells',
    'The mitochondrion is the power-',
    'house of the cell: it makes ATP',
    'by oxidative phosphorylation.',
    'Ribosomes make proteins.',
  ];

  it('finds the items that hold the passage, whatever the spacing, case and hyphenation', () => {
    expect(
      itemsHoldingPassage(
        items,
        'the mitochondrion is the powerhouse of the cell: it makes ATP by oxidative',
      ),
    ).toEqual([1, 2, 3]);
    expect(itemsHoldingPassage(items, 'Ribosomes   make PROTEINS')).toEqual([4]);
  });

  it('falls back to the start of a passage that runs on past this page', () => {
    expect(
      itemsHoldingPassage(
        items,
        'Ribosomes make proteins. The next page goes on about something else entirely',
      ),
    ).toEqual([4]);
  });

  it('finds nothing for a passage that is not on the page', () => {
    expect(itemsHoldingPassage(items, 'Photosynthesis happens in chloroplasts')).toEqual([]);
    expect(itemsHoldingPassage(items, '')).toEqual([]);
  });
});

describe('splitAtPassage', () => {
  it('splits the page text around the passage, keeping the page’s own spacing', () => {
    expect(
      splitAtPassage('Intro.\nThe cell  is\nthe unit of life. End.', 'the cell is the unit of life'),
    ).toEqual(['Intro.\n', 'The cell  is\nthe unit of life', '. End.']);
    expect(splitAtPassage('Nothing here', 'the cell')).toBeNull();
  });
});
