import { describe, expect, it } from 'vitest';
import {
  CITATION_MESSAGES,
  CITATION_STYLES,
  citationStyleFromPaper,
  formatReference,
  formatReferences,
} from './citation-formatter.engine.ts';
import type { Reference } from './citation-formatter.engine.ts';

const article: Reference = {
  id: 'karpicke2011',
  type: 'article-journal',
  title: 'Retrieval practice produces more learning than elaborative studying with concept mapping',
  author: [
    { family: 'Karpicke', given: 'Jeffrey D.' },
    { family: 'Blunt', given: 'Janell R.' },
  ],
  'container-title': 'Science',
  volume: 331,
  issue: 6018,
  page: '772-775',
  issued: { 'date-parts': [[2011]] },
  DOI: '10.1126/science.1199327',
};
const book: Reference = {
  id: 'kahneman2011',
  type: 'book',
  title: 'Thinking, fast and slow',
  author: [{ family: 'Kahneman', given: 'Daniel' }],
  publisher: 'Farrar, Straus and Giroux',
  'publisher-place': 'New York',
  issued: { 'date-parts': [[2011]] },
};
const web: Reference = {
  id: 'who2023',
  type: 'webpage',
  title: 'Antimicrobial resistance',
  author: [{ literal: 'World Health Organization' }],
  'container-title': 'WHO Fact Sheets',
  issued: { 'date-parts': [[2023, 11, 21]] },
  URL: 'https://www.who.int/news-room/fact-sheets/detail/antimicrobial-resistance',
  accessed: { 'date-parts': [[2024, 3, 2]] },
};
const foreign: Reference = {
  id: 'garcia',
  type: 'book',
  title: 'La fotosíntesis y el clima',
  author: [
    { family: 'García Márquez', given: 'Ána' },
    { family: '王', given: '小明' },
  ],
  publisher: 'Editorial Científica',
  issued: { 'date-parts': [[2019]] },
};

// citeproc-js is a megabyte of JavaScript and APA a 66 kB style: the first format of a run is slow on a busy
// two-core CI machine, so these tests get more than the default five seconds.
describe('formatReferences', { timeout: 30_000 }, () => {
  it('formats every style the style picker offers', () => {
    for (const { id } of CITATION_STYLES) {
      const result = formatReferences([article], { style: id, citations: [[{ id: 'karpicke2011' }]] });
      expect(result.error).toBeNull();
      expect(result.data?.bibliography[0]).toContain('Karpicke');
    }
  });

  it('names the reference of each bibliography entry', () => {
    const result = formatReferences([article, book], { style: 'apa' });
    expect(result.data?.bibliographyIds).toEqual(['kahneman2011', 'karpicke2011']);
  });

  it('formats APA 7 by default', () => {
    const result = formatReferences([article, book], {
      citations: [[{ id: 'karpicke2011', locator: '773' }]],
    });
    expect(result.data?.bibliography).toEqual([
      'Kahneman, D. (2011). Thinking, fast and slow. Farrar, Straus and Giroux.',
      'Karpicke, J. D., & Blunt, J. R. (2011). Retrieval practice produces more learning than elaborative studying with concept mapping. Science, 331(6018), 772–775. https://doi.org/10.1126/science.1199327',
    ]);
    expect(result.data?.citations).toEqual(['(Karpicke & Blunt, 2011, p. 773)']);
  });

  it('formats MLA 9', () => {
    const result = formatReferences([article, web], {
      style: 'mla',
      citations: [[{ id: 'karpicke2011', locator: '773' }]],
    });
    expect(result.data?.bibliography).toEqual([
      'Karpicke, Jeffrey D., and Janell R. Blunt. “Retrieval Practice Produces More Learning than Elaborative Studying with Concept Mapping.” Science, vol. 331, no. 6018, 2011, pp. 772–75, https://doi.org/10.1126/science.1199327.',
      'World Health Organization. “Antimicrobial Resistance.” WHO Fact Sheets, 21 Nov. 2023, https://www.who.int/news-room/fact-sheets/detail/antimicrobial-resistance.',
    ]);
    expect(result.data?.citations).toEqual(['(Karpicke and Blunt 773)']);
  });

  it('formats Chicago author-date', () => {
    const result = formatReferences([book, article], {
      style: 'chicago',
      citations: [[{ id: 'kahneman2011', locator: '45' }]],
    });
    expect(result.data?.bibliography[0]).toBe(
      'Kahneman, Daniel. 2011. Thinking, Fast and Slow. New York: Farrar, Straus and Giroux.',
    );
    expect(result.data?.bibliography[1]).toContain('Science 331 (6018): 772–75.');
    expect(result.data?.citations).toEqual(['(Kahneman 2011, 45)']);
  });

  it('formats Harvard', () => {
    const result = formatReferences([article], { style: 'harvard', citations: [[{ id: 'karpicke2011' }]] });
    expect(result.data?.bibliography[0]).toMatch(/^Karpicke, J\.D\. and Blunt, J\.R\. \(2011\)/);
    expect(result.data?.citations).toEqual(['(Karpicke and Blunt, 2011)']);
  });

  it('formats IEEE with numbers in order of citation', () => {
    const result = formatReferences([article, book, web], {
      style: 'ieee',
      citations: [[{ id: 'kahneman2011' }], [{ id: 'karpicke2011', locator: '773' }]],
    });
    expect(result.data?.citations).toEqual(['[1]', '[2, p. 773]']);
    expect(result.data?.bibliography[0]).toBe(
      '[1] D. Kahneman, Thinking, fast and slow. New York: Farrar, Straus and Giroux, 2011.',
    );
    expect(result.data?.bibliography[1]).toBe(
      '[2] J. D. Karpicke and J. R. Blunt, “Retrieval practice produces more learning than elaborative studying with concept mapping,” Science, vol. 331, no. 6018, pp. 772–775, 2011, doi: 10.1126/science.1199327.',
    );
  });

  it('renders HTML for the editor and keeps non-English names intact', () => {
    const html = formatReferences([foreign], { output: 'html' });
    expect(html.data?.bibliography[0]).toContain('<i>La fotosíntesis y el clima</i>');
    expect(formatReference(foreign, 'mla').data?.entry).toContain('García Márquez, Ána');
    expect(formatReference(foreign, 'apa').data?.entry).toContain('王');
  });

  it('returns errors as values for bad references', () => {
    expect(formatReferences([{ ...book, title: '  ' }]).error?.message).toBe(CITATION_MESSAGES.missingTitle);
    expect(formatReferences([book, book]).error?.message).toBe(CITATION_MESSAGES.duplicateId);
    expect(formatReferences([book], { citations: [[{ id: 'nope' }]] }).error?.message).toBe(
      CITATION_MESSAGES.unknownReference,
    );
    expect(formatReferences([{ ...book, issued: { 'date-parts': [['twenty']] } }]).error?.message).toBe(
      CITATION_MESSAGES.invalidDate,
    );
    expect(formatReferences([]).data).toEqual({ bibliography: [], citations: [], bibliographyIds: [] });
  });

  it('maps the paper citation_style values, defaulting to APA', () => {
    expect(citationStyleFromPaper('APA_7')).toBe('apa');
    expect(citationStyleFromPaper('MLA_9')).toBe('mla');
    expect(citationStyleFromPaper('Chicago')).toBe('chicago');
    expect(citationStyleFromPaper('IEEE')).toBe('ieee');
    expect(citationStyleFromPaper(null)).toBe('apa');
  });
});
