// Which of a writer's own papers a plagiarism check compares the text with, and as what text. A paper's length is
// the writer's to choose, while its fingerprinting runs on the server's request path: so each paper is read up to
// the length a checked text may have, and the papers together up to a fixed budget, newest first (issue 24: no
// request may make the server fingerprint text without bound).

import { MAX_WRITING_CHARS } from '../../functions/writing.contract.ts';

export const OWN_PAPER_LIMITS = {
  /** Characters of one paper's text compared: as many as a checked text may have. */
  charsPerPaper: MAX_WRITING_CHARS,
  /** Characters of all papers' text compared in one check (ten full-length papers). */
  totalChars: 10 * MAX_WRITING_CHARS,
  /** Markup kept per paper before the text is taken out of it (the editor's HTML is longer than its text). */
  markupFactor: 4,
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A paper's text: the editor stores HTML (block tags become breaks), the desktop's drafts plain text. */
export function textOfPaper(content: string): string {
  if (!/^\s*</.test(content)) return content;
  return (
    content
      .replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '\n\n')
      // A tag holds no '<': with `[^>]*` a paper of many '<' and no '>' cost the square of its length.
      .replace(/<[^<>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
  );
}

/** The papers (given newest first) with the text each is compared by; empty ones and those past the budget left out. */
export function ownPapersToCompare<Paper extends { content: string }>(
  papers: readonly Paper[],
  limits: typeof OWN_PAPER_LIMITS = OWN_PAPER_LIMITS,
): { paper: Paper; text: string }[] {
  const compared: { paper: Paper; text: string }[] = [];
  let budget = limits.totalChars;
  for (const paper of papers) {
    if (budget <= 0) break;
    const markup = paper.content.slice(0, limits.charsPerPaper * limits.markupFactor);
    const text = textOfPaper(markup).slice(0, Math.min(limits.charsPerPaper, budget));
    if (text.trim().length === 0) continue;
    budget -= text.length;
    compared.push({ paper, text });
  }
  return compared;
}
