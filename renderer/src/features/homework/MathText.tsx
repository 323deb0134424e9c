import katex from 'katex';
import 'katex/dist/katex.min.css';
import { Fragment, useMemo } from 'react';
import { plainMathToLatex } from '../../../../shared/study/homework/math-notation.util';

/**
 * KaTeX's HTML for a formula; a formula KaTeX cannot read is shown in red as typed, never thrown. A display formula
 * is set in display style but as inline maths, which KaTeX may break after a top-level relation or operator: a long
 * step wraps on a phone instead of running off the screen (display mode never breaks a line).
 */
function toHtml(tex: string, display: boolean): string {
  return katex.renderToString(display ? `\\displaystyle ${tex}` : tex, {
    displayMode: false,
    throwOnError: false,
    strict: 'ignore',
    output: 'htmlAndMathml',
  });
}

/** One formula: LaTeX, or plain maths (x^2, √, ±) written as LaTeX first. */
export function MathFormula({ text, display = false }: { text: string; display?: boolean }) {
  const html = useMemo(() => toHtml(plainMathToLatex(text), display), [text, display]);
  return (
    <span
      className={display ? 'block overflow-x-auto py-1 text-center leading-loose' : undefined}
      // KaTeX escapes the formula's text itself; its output is markup we render as is.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Prose with inline maths between single dollar signs ("the roots of $x^2 - 4$ are …"). */
export function MathText({ text }: { text: string }) {
  const parts = text.split(/(\$[^$\n]+\$)/);
  return (
    <>
      {parts.map((part, index) =>
        part.length > 2 && part.startsWith('$') && part.endsWith('$') ? (
          <MathFormula key={index} text={part.slice(1, -1)} />
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
