import { describe, expect, it } from 'vitest';
import { OWN_PAPER_LIMITS, ownPapersToCompare, textOfPaper } from './own-papers.engine.ts';

const limits = { charsPerPaper: 100, totalChars: 250, markupFactor: 4 };

describe("a writer's own papers in a plagiarism check", () => {
  it('reads the editor HTML and plain drafts as text', () => {
    expect(textOfPaper('<p>Cells &amp; tissues</p><p>divide</p>')).toBe('Cells & tissues\n\ndivide\n\n');
    expect(textOfPaper('Plain draft <not a tag')).toBe('Plain draft <not a tag');
  });

  it("reads a paper of '<' without any '>' in one pass (it cost the square of its length: minutes)", () => {
    const markup = OWN_PAPER_LIMITS.charsPerPaper * OWN_PAPER_LIMITS.markupFactor;
    const hostile = `<p>${'<'.repeat(markup)}`;
    expect(textOfPaper(hostile)).toBe('<'.repeat(markup));
    expect(textOfPaper('<p>a <b>bold</b> <br/>and <<i>more</i></p>')).toBe('a bold \n\nand <more\n\n');
  });

  it('compares each paper by its first characters and all of them within a budget, newest first', () => {
    const huge = { id: 'huge', content: `<p>${'word '.repeat(1_000_000)}</p>` };
    const papers = [huge, { id: 'empty', content: '<p> </p>' }, { id: 'b', content: 'b'.repeat(120) }];
    papers.push({ id: 'c', content: 'c'.repeat(120) }, { id: 'd', content: 'd'.repeat(120) });
    const compared = ownPapersToCompare(papers, limits);
    expect(compared.map(({ paper, text }) => [paper.id, text.length])).toEqual([
      ['huge', 100],
      ['b', 100],
      ['c', 50],
    ]);
  });

  it('bounds the text a check fingerprints whatever the papers hold', () => {
    const papers = Array.from({ length: 200 }, (_, i) => ({ id: `${i}`, content: 'x '.repeat(2_000_000) }));
    const total = ownPapersToCompare(papers).reduce((sum, { text }) => sum + text.length, 0);
    expect(total).toBe(OWN_PAPER_LIMITS.totalChars);
  });
});
