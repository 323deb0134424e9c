import { describe, expect, it } from 'vitest';
import { formatReferences } from './citation-formatter.engine.ts';
import type { Reference } from './citation-formatter.engine.ts';
import {
  REFERENCE_FORMAT_MESSAGES,
  normaliseDoi,
  normaliseIsbn,
  parseBibtex,
  parseName,
  parseReferenceFile,
  parseRis,
  toBibtex,
  toRis,
} from './reference-formats.engine.ts';

// As Google Scholar and Zotero export them: braces, quotes, LaTeX accents, an organisation in double braces.
const BIBTEX = `
@comment{exported by a reference manager}
@article{karpicke2011retrieval,
  title={Retrieval practice produces more learning than elaborative studying with concept mapping},
  author={Karpicke, Jeffrey D. and Blunt, Janell R.},
  journal={Science},
  volume={331},
  number={6018},
  pages={772--775},
  year={2011},
  publisher={American Association for the Advancement of Science},
  doi = "10.1126/science.1199327"
}

@book{kahneman2011,
  author    = {Daniel Kahneman},
  title     = {Thinking, Fast and Slow},
  publisher = {Farrar, Straus and Giroux},
  address   = {New York},
  year      = 2011,
  isbn      = {9780374275631}
}

@misc{who2023,
  author = {{World Health Organization}},
  title  = {Antimicrobial resistance},
  year   = {2023},
  url    = {https://www.who.int/news-room/fact-sheets/detail/antimicrobial-resistance}
}

@book{garcia,
  author = {Garc{\\'i}a M{\\'a}rquez, Gabriel},
  title = {Cien a{\\~n}os de soledad},
  year = {1967},
  publisher = {Sudamericana}
}
`;

// An EndNote / Web of Science style RIS export.
const RIS = [
  'TY  - JOUR',
  'AU  - Roediger, Henry L.',
  'AU  - Karpicke, Jeffrey D.',
  'TI  - Test-enhanced learning: taking memory tests improves long-term retention',
  'JO  - Psychological Science',
  'VL  - 17',
  'IS  - 3',
  'SP  - 249',
  'EP  - 255',
  'PY  - 2006',
  'DO  - 10.1111/j.1467-9280.2006.01693.x',
  'ER  - ',
  '',
  'TY  - BOOK',
  'AU  - Brown, Peter C.',
  'TI  - Make It Stick',
  'PB  - Belknap Press',
  'CY  - Cambridge, MA',
  'PY  - 2014///',
  'SN  - 9780674729018',
  'ER  - ',
].join('\r\n');

describe('BibTeX', () => {
  it('reads articles, books, organisations and LaTeX accents', () => {
    const refs = parseBibtex(BIBTEX);
    expect(refs.map((r) => r.id)).toEqual(['karpicke2011retrieval', 'kahneman2011', 'who2023', 'garcia']);
    const [article, book, web, garcia] = refs as [Reference, Reference, Reference, Reference];
    expect(article).toMatchObject({
      type: 'article-journal',
      author: [
        { family: 'Karpicke', given: 'Jeffrey D.' },
        { family: 'Blunt', given: 'Janell R.' },
      ],
      'container-title': 'Science',
      volume: '331',
      issue: '6018',
      page: '772-775',
      issued: { 'date-parts': [[2011]] },
      DOI: '10.1126/science.1199327',
    });
    expect(book).toMatchObject({
      type: 'book',
      author: [{ family: 'Kahneman', given: 'Daniel' }],
      'publisher-place': 'New York',
      ISBN: '9780374275631',
    });
    expect(web.author).toEqual([{ literal: 'World Health Organization' }]);
    expect(web.type).toBe('webpage');
    expect(garcia.author).toEqual([{ family: 'García Márquez', given: 'Gabriel' }]);
    expect(garcia.title).toBe('Cien años de soledad');
  });

  it('formats what it read in APA 7', () => {
    const refs = parseBibtex(BIBTEX);
    const apa = formatReferences(refs, { citations: [[{ id: 'karpicke2011retrieval' }]] });
    expect(apa.data?.citations).toEqual(['(Karpicke & Blunt, 2011)']);
    expect(apa.data?.bibliography).toContain(
      'Karpicke, J. D., & Blunt, J. R. (2011). Retrieval practice produces more learning than elaborative studying with concept mapping. Science, 331(6018), 772–775. https://doi.org/10.1126/science.1199327',
    );
  });

  it('writes BibTeX that reads back to the same references', () => {
    const refs = parseBibtex(BIBTEX);
    const written = toBibtex(refs);
    expect(written).toContain('@article{karpicke2011retrieval,');
    expect(written).toContain('  pages = {772--775}');
    expect(written).toContain('author = {{World Health Organization}}');
    expect(parseBibtex(written)).toEqual(refs);
  });

  it('escapes special characters and reads them back', () => {
    const ref: Reference = {
      id: 'x',
      type: 'report',
      title: 'Profit & loss: 50% of R_d',
      publisher: 'A & B',
    };
    const written = toBibtex([ref]);
    expect(written).toContain('title = {Profit \\& loss: 50\\% of R\\_d}');
    expect(parseBibtex(written)[0]).toMatchObject({ title: 'Profit & loss: 50% of R_d', publisher: 'A & B' });
  });
});

describe('RIS', () => {
  it('reads journal articles and books', () => {
    const [article, book] = parseRis(RIS) as [Reference, Reference];
    expect(article).toMatchObject({
      type: 'article-journal',
      title: 'Test-enhanced learning: taking memory tests improves long-term retention',
      author: [
        { family: 'Roediger', given: 'Henry L.' },
        { family: 'Karpicke', given: 'Jeffrey D.' },
      ],
      'container-title': 'Psychological Science',
      page: '249-255',
      issued: { 'date-parts': [[2006]] },
      DOI: '10.1111/j.1467-9280.2006.01693.x',
    });
    expect(book).toMatchObject({ type: 'book', publisher: 'Belknap Press', ISBN: '9780674729018' });
    expect(book.issued).toEqual({ 'date-parts': [[2014]] });
  });

  it('writes RIS that reads back to the same references', () => {
    const refs = parseRis(RIS);
    const written = toRis(refs);
    expect(written.split('\r\n')).toContain('SP  - 249');
    expect(written.split('\r\n')).toContain('EP  - 255');
    expect(parseRis(written)).toEqual(refs);
  });

  it('carries BibTeX references through RIS', () => {
    const refs = parseBibtex(BIBTEX);
    expect(parseRis(toRis(refs))).toEqual(refs);
  });
});

describe('parseReferenceFile', () => {
  it('tells the formats apart by content', () => {
    expect(parseReferenceFile(RIS).data).toHaveLength(2);
    expect(parseReferenceFile(BIBTEX).data).toHaveLength(4);
  });

  it('refuses other files and files without references', () => {
    expect(parseReferenceFile('just some notes').error?.message).toBe(REFERENCE_FORMAT_MESSAGES.unreadable);
    expect(parseReferenceFile('@article{x, year={2020}}').error?.message).toBe(
      REFERENCE_FORMAT_MESSAGES.empty,
    );
  });
});

describe('identifiers typed by hand', () => {
  it('reads DOIs in their usual spellings', () => {
    expect(normaliseDoi('https://doi.org/10.1126/science.1199327')).toBe('10.1126/science.1199327');
    expect(normaliseDoi('doi:10.1111/j.1467-9280.2006.01693.x.')).toBe('10.1111/j.1467-9280.2006.01693.x');
    expect(normaliseDoi('not a doi')).toBeNull();
  });

  it('checks ISBN check digits', () => {
    expect(normaliseIsbn('978-0-374-27563-1')).toBe('9780374275631');
    expect(normaliseIsbn('0-306-40615-2')).toBe('0306406152');
    expect(normaliseIsbn('978-0-374-27563-2')).toBeNull();
    expect(normaliseIsbn('12345')).toBeNull();
  });

  it('reads names in both orders', () => {
    expect(parseName('Karpicke, Jeffrey D.')).toEqual({ family: 'Karpicke', given: 'Jeffrey D.' });
    expect(parseName('Jeffrey D. Karpicke')).toEqual({ family: 'Karpicke', given: 'Jeffrey D.' });
    expect(parseName('{UNESCO}')).toEqual({ literal: 'UNESCO' });
  });
});
