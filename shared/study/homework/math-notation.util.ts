// Two directions between the ways maths is written here: what a student types (LaTeX from a formula editor,
// or plain notation), what the solver reads (mathjs syntax), and what KaTeX renders (LaTeX).

const LATEX_COMMAND = /\\[a-zA-Z]+|\\[{}()[\],;!: ]/;

/** Whether a text is written in LaTeX (it uses at least one command such as \frac or \sqrt). */
export function isLatex(text: string): boolean {
  return LATEX_COMMAND.test(text);
}

/** The content of the `{…}` group that starts at `open` (the index of `{`), and the index after its `}`. */
function group(text: string, open: number): { body: string; end: number } | null {
  if (text[open] !== '{') return null;
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return { body: text.slice(open + 1, i), end: i + 1 };
    }
  }
  return null;
}

const LATEX_WORDS: Record<string, string> = {
  cdot: '*',
  times: '*',
  ast: '*',
  div: '/',
  pi: 'pi',
  theta: 'theta',
  alpha: 'alpha',
  beta: 'beta',
  infty: 'Infinity',
  le: '<=',
  leq: '<=',
  ge: '>=',
  geq: '>=',
  pm: '±',
  sin: 'sin',
  cos: 'cos',
  tan: 'tan',
  // The homework engine reads a bare "log" as base 10 (as school books write it) and "ln" as natural: \ln is
  // written "ln", or ln(e^2) came out as log10(e^2).
  ln: 'ln',
  log: 'log10',
  exp: 'exp',
  int: '∫',
  to: '->',
};

/**
 * LaTeX as a formula editor writes it (`\frac{1}{2}x + 3 = 7`, `x^{2}`, `\sqrt{16}`, `\frac{d}{dx}(x^3)`) in
 * the notation the solver reads. Plain text passes through unchanged but for `$` delimiters.
 */
export function latexToPlainMath(input: string): string {
  const text = input.replace(/\$+/g, ' ').trim();
  if (!isLatex(text) && !/[{}]/.test(text)) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '\\') {
      const name = /^\\([a-zA-Z]+)/.exec(text.slice(i))?.[1];
      if (name === undefined) {
        // \, \; \! \  and \{ \}: spacing, or a literal brace.
        const next = text[i + 1] ?? '';
        out += next === '{' ? '(' : next === '}' ? ')' : ' ';
        i += 2;
        continue;
      }
      i += name.length + 1;
      if (name === 'frac' || name === 'dfrac' || name === 'tfrac') {
        const top = group(text, i);
        const bottom = top ? group(text, top.end) : null;
        if (top && bottom) {
          const numerator = latexToPlainMath(`\\ ${top.body}`).trim();
          const denominator = latexToPlainMath(`\\ ${bottom.body}`).trim();
          // A part is bare only when it is one number or one letter: \frac{3}{2x} is 3/(2x), and mathjs reads
          // `3/2x` as (3/2)x.
          const simple = (t: string) => (/^(?:\d+(?:\.\d+)?|[a-zA-Z])$/.test(t) ? t : `(${t})`);
          // Bracketed as a whole: a student's \frac{1}{2}x is (1/2)x.
          // Leibniz's notation stays as written: \frac{d}{dx} is d/dx and \frac{d^2y}{dx^2} is d^2y/dx^2 (the
          // calculus reads those, not a quotient of products).
          const secondOrder = /^d\^2[a-z]$/.test(numerator) && /^d[a-z]\^2$/.test(denominator);
          out +=
            numerator === 'd' && /^d[a-z]$/.test(denominator)
              ? `d/${denominator}`
              : secondOrder
                ? `${numerator}/${denominator}`
                : `(${simple(numerator)}/${simple(denominator)})`;
          i = bottom.end;
        }
        continue;
      }
      if (name === 'sqrt') {
        const index = text[i] === '[' ? /^\[([^\]]*)\]/.exec(text.slice(i)) : null;
        if (index) i += index[0].length;
        const body = group(text, i);
        if (body) {
          const inner = latexToPlainMath(`\\ ${body.body}`).trim();
          out += index ? `nthRoot(${inner}, ${index[1]})` : `sqrt(${inner})`;
          i = body.end;
        } else out += 'sqrt';
        continue;
      }
      if (name === 'left' || name === 'right' || name === 'displaystyle' || name === 'mathrm') continue;
      if (name === 'text' || name === 'mbox') {
        const body = group(text, i);
        if (body) {
          out += ` ${body.body} `;
          i = body.end;
        }
        continue;
      }
      const word = LATEX_WORDS[name];
      out += word === undefined ? name : ` ${word} `;
      continue;
    }
    if (ch === '{') out += '(';
    else if (ch === '}') out += ')';
    else out += ch;
    i += 1;
  }
  return (
    out
      .replace(/\s+/g, ' ')
      .replace(/\(\s+/g, '(')
      .replace(/\s+\)/g, ')')
      // Bounds and subscripts: ∫_{0}^{1} reads ∫_0^1, lim_{x → 2} keeps its group.
      .replace(/_\((-?[\w.]+)\)/g, '_$1')
      .replace(/∫\s+_/g, '∫_')
      // x^{2} reads x^2; x^{0.2t} keeps its brackets (x^0.2t would be x^0.2 times t).
      .replace(/\^\((-?(?:\d+(?:\.\d+)?|[a-zA-Z]))\)/g, '^$1')
      .trim()
  );
}

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';
/** Function names as written in plain maths, and the LaTeX command that sets each (mathjs writes atan for arctan). */
const FUNCTIONS = new Map<string, string>([
  ...[
    'sin',
    'cos',
    'tan',
    'sec',
    'csc',
    'cot',
    'sinh',
    'cosh',
    'tanh',
    'ln',
    'log',
    'exp',
    'lim',
    'max',
    'min',
    'det',
  ].map((name) => [name, name] as const),
  ...['arcsin', 'arccos', 'arctan'].map((name) => [name, name] as const),
  ['asin', 'arcsin'],
  ['acos', 'arccos'],
  ['atan', 'arctan'],
]);

function escapeText(text: string): string {
  return text.replace(/[\\{}$&#%_^~]/g, (c) => `\\${c}`);
}

/** A bracketed or single operand after `^` or `√`, and where it ends. */
function operand(text: string, start: number): { body: string; end: number } {
  if (text[start] === '(') {
    let depth = 0;
    for (let i = start; i < text.length; i += 1) {
      if (text[i] === '(') depth += 1;
      else if (text[i] === ')') {
        depth -= 1;
        if (depth === 0) return { body: text.slice(start + 1, i), end: i + 1 };
      }
    }
  }
  const match = /^-?(?:[0-9.]+|[a-zA-Zπ])/.exec(text.slice(start));
  return match ? { body: match[0], end: start + match[0].length } : { body: '', end: start };
}

/**
 * Plain maths as the engines and the seed write it (`x = (5 ± √1) / 2`, `d/dx(x^3) = 3x^2`, `x ≈ 1.414 or
 * x ≈ -1.414`) as LaTeX for KaTeX. LaTeX passes through as it is. Words become text, so a sentence mixed in
 * stays readable.
 */
export function plainMathToLatex(input: string): string {
  const text = input.replace(/^\$+|\$+$/g, '').trim();
  if (isLatex(text)) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    const rest = text.slice(i);
    const word = /^[A-Za-z]{2,}/.exec(rest)?.[0];
    if (word !== undefined) {
      if (word === 'sqrt' && text[i + 4] === '(') {
        const arg = operand(text, i + 4);
        out += `\\sqrt{${plainMathToLatex(arg.body)}}`;
        i = arg.end;
      } else if (FUNCTIONS.has(word)) {
        out += `\\${FUNCTIONS.get(word)} `;
        i += word.length;
      } else if (
        word.length >= 3 ||
        ['or', 'is', 'if', 'so', 'as', 'to', 'at', 'on', 'in', 'of'].includes(word)
      ) {
        // A run of words, with the spaces between them, is one \text{…}.
        const run = /^[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,})*/.exec(rest)?.[0] ?? word;
        out += `\\text{ ${escapeText(run)} }`;
        i += run.length;
      } else {
        out += word;
        i += word.length;
      }
      continue;
    }
    if (ch === '^') {
      const arg = operand(text, i + 1);
      out += arg.body === '' ? '\\^{}' : `^{${plainMathToLatex(arg.body)}}`;
      i = arg.end;
      continue;
    }
    if (ch === '√') {
      const arg = operand(text, i + 1);
      out += `\\sqrt{${plainMathToLatex(arg.body)}}`;
      i = Math.max(arg.end, i + 1);
      continue;
    }
    const sub = SUBSCRIPTS.indexOf(ch);
    if (sub >= 0) {
      out += `_{${sub}}`;
      i += 1;
      continue;
    }
    if (/^ {2,}/.test(rest)) {
      out += '\\quad ';
      i += /^ +/.exec(rest)?.[0].length ?? 1;
      continue;
    }
    const symbol: Record<string, string> = {
      '±': '\\pm ',
      '≈': '\\approx ',
      '·': '\\cdot ',
      '*': '\\cdot ',
      '×': '\\times ',
      '÷': '\\div ',
      '→': '\\rightarrow ',
      π: '\\pi ',
      '∞': '\\infty ',
      '≤': '\\le ',
      '≥': '\\ge ',
      '≠': '\\ne ',
      '∫': '\\int ',
      '²': '^{2}',
      '³': '^{3}',
      '½': '\\tfrac{1}{2}',
      '−': '-',
      '%': '\\%',
      '#': '\\#',
      '&': '\\&',
      $: '\\$',
      '{': '\\{',
      '}': '\\}',
      '\\': '\\backslash ',
      '~': '\\sim ',
    };
    out += symbol[ch] ?? ch;
    i += 1;
  }
  return out.trim();
}
