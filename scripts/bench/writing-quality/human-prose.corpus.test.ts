import { describe, expect, it } from 'vitest';
import { latexProse, markdownProse, rmarkdownProse, rstProse, windowsOf } from './human-prose.corpus.ts';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';

const SENTENCE =
  'The estimator is consistent under weak conditions, and its variance shrinks as the sample grows, which the simulations in the next section confirm for every design we tried.';

describe('human prose extraction for the AI detector bench', () => {
  it('keeps the prose of a LaTeX paper and drops preamble, code chunks, maths, floats and headings', () => {
    const paper = String.raw`\documentclass{article}
\title{Not prose}
\begin{document}
\section{Introduction}

${SENTENCE} We follow \citet{zeileis2004} and cite others \citep{white1980} where $x_i$ is the regressor.

<<setup, echo=FALSE>>=
library("sandwich")
@

\begin{equation}
y = X \beta + \epsilon
\end{equation}

\begin{itemize}
\item A list item that is long enough to be counted as prose if it were not inside a list environment.
\end{itemize}

% A comment line that should vanish entirely from the extracted text of the paper.
`;
    const prose = latexProse(paper);
    expect(prose).toHaveLength(1);
    expect(prose[0]).toContain('We follow Smith (2004) and cite others where x is the regressor.');
    expect(prose.join(' ')).not.toMatch(/library|beta|list item|comment|Not prose|\\/);
  });

  it('reads reStructuredText, Markdown and R Markdown down to their words', () => {
    const rst = [
      'Title',
      '=====',
      '',
      `${SENTENCE} See :class:\`~sklearn.svm.SVC\` and the \`user guide <https://x>\`_ for \`\`fit\`\`.`,
      '',
      '.. note::',
      '',
      `    ${SENTENCE}`,
      '',
      `- ${SENTENCE}`,
    ].join('\n');
    expect(rstProse(rst)).toEqual([`${SENTENCE} See SVC and the user guide for fit.`]);
    const md = `# Heading\n\n${SENTENCE} Read [the docs](https://x) about \`options\`.\n\n\`\`\`js\nconst a = 1;\n\`\`\`\n\n| a | b |\n`;
    expect(markdownProse(md)).toEqual([`${SENTENCE} Read the docs about options.`]);
    const rmd = `---\ntitle: x\n---\n\n${SENTENCE} It uses \`r nrow(d)\` rows [@croissant2008], as @millo2017 did.\n\n\`\`\`{r}\nplot(x)\n\`\`\`\n`;
    expect(rmarkdownProse(rmd)).toEqual([`${SENTENCE} It uses 1 rows, as Smith (2004) did.`]);
  });

  it('cuts documents into windows of whole sentences between 150 and 400 words', () => {
    const paragraphs = Array.from({ length: 40 }, () => `${SENTENCE} ${SENTENCE}`);
    const windows = windowsOf({ source: 't', id: 't', paragraphs }, seededRandom(1));
    expect(windows.length).toBeGreaterThan(3);
    for (const w of windows) {
      const words = w.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(150);
      expect(words).toBeLessThanOrEqual(400);
      expect(w.endsWith('.')).toBe(true);
      expect(w.startsWith('The estimator')).toBe(true);
    }
  });
});
