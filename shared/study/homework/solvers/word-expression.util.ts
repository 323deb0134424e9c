// Maths written in words, as students write it, read into the notation the symbolic engine solves:
// "3/5 divided by 2/7" → (3/5) / (2/7), "five more than twice a number is 17" → 2 * n + 5 = 17. A small
// recursive-descent reader over the words: every word must take part in the expression, or nothing is read —
// a sentence it does not fully understand is left to the other solvers rather than half-read into a wrong sum.

import { ORDINALS } from './question-text.util.ts';

/** The unknown of a worded equation ("a number", "the number", "a certain number"). */
export const UNKNOWN = 'n';

type Token =
  | { kind: 'num'; text: string }
  | { kind: 'unknown'; name: string }
  | { kind: 'op'; op: '+' | '-' | '*' | '/' | '^' }
  | { kind: 'word'; word: Keyword }
  | { kind: 'open' }
  | { kind: 'close' };

const KEYWORDS = [
  'n',
  'moreThan',
  'lessThan',
  'addedTo',
  'subtractedFrom',
  'squared',
  'cubed',
  'doubled',
  'tripled',
  'halved',
  'sqrtOf',
  'squareOf',
  'cubeOf',
  'sumOf',
  'differenceOf',
  'productOf',
  'quotientOf',
  'and',
  'is',
] as const;
type Keyword = Exclude<(typeof KEYWORDS)[number], 'n'>;
/** The denominator a fraction's word names ("two thirds", "three quarters"). */
const PART: Record<string, number> = { half: 2, quarter: 4, ...ORDINALS };

// Longest phrases first: each is replaced by a marker the tokeniser reads as one token.
const PHRASES: Array<[RegExp, string | ((...groups: string[]) => string)]> = [
  [
    /\b(?:a|the|some|an?) (?:certain |unknown |mystery |given )?number(?: [nx])?\b|\b(?:what|which) number\b/g,
    ' ⟨N⟩ ',
  ],
  // "its reciprocal", "its square": the number named before.
  [/\bits reciprocal\b/g, ' (1 / ⟨N⟩) '],
  [/\bits square\b/g, ' (⟨N⟩ ^ 2) '],
  [/\b(\d+) and (?:a|one) half\b/g, ' ($1 + 1⁄2) '],
  [/\b(\d+) and (?:a|one) quarter\b/g, ' ($1 + 1⁄4) '],
  [
    /\b(\d+) (half|halves|thirds?|quarters?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?) of\b/g,
    (_, count: string, part: string) =>
      ` ${count}⁄${PART[part.replace(/s$/, '').replace(/ve$/, 'f')] ?? 0} * `,
  ],
  [/\bover\b/g, ' / '],
  [
    /\bis (?:equal to|the same as)\b|\bequals?\b|\bgives?\b|\bresults? in\b|\bthe result is\b|\byou get\b|\bmakes\b/g,
    ' ⟨IS⟩ ',
  ],
  [/\bis added to\b|\badded to\b/g, ' ⟨ADDEDTO⟩ '],
  [/\bis subtracted from\b|\bsubtracted from\b|\btaken (?:away )?from\b/g, ' ⟨SUBTRACTEDFROM⟩ '],
  [/\b(?:is )?(?:multiplied by|times)\b|×|\*/g, ' * '],
  [/\b(?:is )?divided by\b|÷/g, ' / '],
  [/\b(?:is )?(?:increased by|plus)\b/g, ' + '],
  [/\b(?:is )?(?:decreased by|reduced by|diminished by|minus|take away)\b/g, ' - '],
  [/\b(?:is )?raised to(?: the power(?: of)?)?\b|\bto the power(?: of)?\b/g, ' ^ '],
  [/\bmore than\b|\bgreater than\b(?= (?:twice|double|triple|half|the|⟨N⟩|\d))/g, ' ⟨MORETHAN⟩ '],
  [/\b(?:less|fewer|smaller) than\b/g, ' ⟨LESSTHAN⟩ '],
  [/\bsquared\b/g, ' ⟨SQUARED⟩ '],
  [/\bcubed\b/g, ' ⟨CUBED⟩ '],
  [/\bis doubled\b/g, ' ⟨DOUBLED⟩ '],
  [/\bis tripled\b/g, ' ⟨TRIPLED⟩ '],
  [/\bis halved\b/g, ' ⟨HALVED⟩ '],
  [/\b(?:the )?(?:positive )?square root of\b/g, ' ⟨SQRTOF⟩ '],
  [/\b(?:the )?square of\b/g, ' ⟨SQUAREOF⟩ '],
  [/\b(?:the )?cube of\b/g, ' ⟨CUBEOF⟩ '],
  [/\b(?:the )?sum of\b/g, ' ⟨SUMOF⟩ '],
  [/\b(?:the )?difference (?:of|between)\b/g, ' ⟨DIFFERENCEOF⟩ '],
  [/\b(?:the )?product of\b/g, ' ⟨PRODUCTOF⟩ '],
  [/\b(?:the )?quotient of\b/g, ' ⟨QUOTIENTOF⟩ '],
  [/\b(?:twice|double)(?: of)?\b/g, ' 2 * '],
  [/\b(?:triple|thrice)(?: of)?\b/g, ' 3 * '],
  [/\bhalf(?: of)?\b/g, ' 1⁄2 * '],
  [/\b(?:a|one) third of\b/g, ' 1⁄3 * '],
  [/\b(?:a|one) quarter of\b|\b(?:a|one) fourth of\b/g, ' 1⁄4 * '],
  [/\band\b/g, ' ⟨AND⟩ '],
  [/\bis\b|=/g, ' ⟨IS⟩ '],
];

const NUMBER_TOKEN = /^(?:\d+(?:\.\d+)?|\.\d+)(?:⁄\d+(?:\.\d+)?)?$/;

function tokenise(text: string): Token[] | null {
  // A typed fraction ("3/5") stays one number; other slashes are divisions.
  let marked = text.replace(/(?<![\d.])(\d+)\/(?=\d+(?![\d./]))/g, '$1⁄');
  for (const [re, marker] of PHRASES)
    marked = typeof marker === 'string' ? marked.replace(re, marker) : marked.replace(re, marker);
  // A mixed number: "1 1/2" is one and a half.
  marked = marked.replace(/(?<![\d.⁄])(\d+) (\d+)⁄(\d+)(?![\d.⁄])/g, ' ($1 + $2⁄$3) ');
  const tokens: Token[] = [];
  for (const raw of marked.replace(/([()+\-*/^])/g, ' $1 ').split(/\s+/)) {
    if (raw === '') continue;
    if (raw === '(') tokens.push({ kind: 'open' });
    else if (raw === ')') tokens.push({ kind: 'close' });
    else if (['+', '-', '*', '/', '^'].includes(raw))
      tokens.push({ kind: 'op', op: raw as '+' | '-' | '*' | '/' | '^' });
    else if (/^⟨[A-Z]+⟩$/.test(raw)) {
      const word = KEYWORDS.find((k) => k.toUpperCase() === raw.slice(1, -1));
      if (word === undefined) return null;
      tokens.push(word === 'n' ? { kind: 'unknown', name: UNKNOWN } : { kind: 'word', word });
    }
    // A letter standing for the unknown ("x over 3 equals 12"); "a" and "i" are words.
    else if (/^[b-hj-z]$/.test(raw)) tokens.push({ kind: 'unknown', name: raw });
    else if (NUMBER_TOKEN.test(raw))
      tokens.push({ kind: 'num', text: raw.includes('⁄') ? `(${raw.replace('⁄', '/')})` : raw });
    else return null;
  }
  return tokens;
}

class Reader {
  private at = 0;
  /** The unknown's name: n for "a number", else the letter used; two different unknowns are not read. */
  unknownName: string | null = null;
  mixedUnknowns = false;
  constructor(private readonly tokens: Token[]) {}

  done(): boolean {
    return this.at >= this.tokens.length;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private isWord(word: Keyword): boolean {
    const t = this.peek();
    return t?.kind === 'word' && t.word === word;
  }

  private isOp(...ops: string[]): boolean {
    const t = this.peek();
    return t?.kind === 'op' && ops.includes(t.op);
  }

  /** A sum: terms joined by + and -, and "x more than y", "x less than y", "x added to y", "x subtracted from y". */
  expression(): string | null {
    let left = this.term();
    if (left === null) return null;
    for (;;) {
      if (this.isOp('+', '-')) {
        const op = (this.tokens[this.at++] as { op: string }).op;
        const right = this.term();
        if (right === null) return null;
        left = `${left} ${op} ${right}`;
      } else if (this.isWord('moreThan') || this.isWord('addedTo')) {
        this.at += 1;
        const base = this.expression();
        if (base === null) return null;
        return `${base} + ${wrap(left)}`;
      } else if (this.isWord('lessThan') || this.isWord('subtractedFrom')) {
        this.at += 1;
        const base = this.expression();
        if (base === null) return null;
        return `${base} - ${wrap(left)}`;
      } else return left;
    }
  }

  private term(): string | null {
    let left = this.power();
    if (left === null) return null;
    while (this.isOp('*', '/')) {
      const op = (this.tokens[this.at++] as { op: string }).op;
      const right = this.power();
      if (right === null) return null;
      left = `${left} ${op} ${right}`;
    }
    return left;
  }

  private power(): string | null {
    let base = this.unary();
    if (base === null) return null;
    for (;;) {
      if (this.isOp('^')) {
        this.at += 1;
        const exponent = this.unary();
        if (exponent === null) return null;
        base = `${wrap(base)}^${wrap(exponent)}`;
      } else if (this.isWord('squared')) {
        this.at += 1;
        base = `${wrap(base)}^2`;
      } else if (this.isWord('cubed')) {
        this.at += 1;
        base = `${wrap(base)}^3`;
      } else if (this.isWord('doubled')) {
        this.at += 1;
        base = `2 * ${wrap(base)}`;
      } else if (this.isWord('tripled')) {
        this.at += 1;
        base = `3 * ${wrap(base)}`;
      } else if (this.isWord('halved')) {
        this.at += 1;
        base = `${wrap(base)} / 2`;
      } else return base;
    }
  }

  private unary(): string | null {
    const t = this.peek();
    if (t === undefined) return null;
    if (t.kind === 'op' && t.op === '-') {
      this.at += 1;
      const inner = this.unary();
      return inner === null ? null : `-${wrap(inner)}`;
    }
    if (t.kind === 'num') {
      this.at += 1;
      return t.text;
    }
    if (t.kind === 'unknown') {
      this.at += 1;
      if (this.unknownName !== null && this.unknownName !== t.name) this.mixedUnknowns = true;
      this.unknownName = t.name;
      return t.name;
    }
    if (t.kind === 'open') {
      this.at += 1;
      const inner = this.expression();
      if (inner === null || this.peek()?.kind !== 'close') return null;
      this.at += 1;
      return `(${inner})`;
    }
    if (t.kind !== 'word') return null;
    const prefix: Partial<Record<Keyword, (x: string) => string>> = {
      sqrtOf: (x) => `sqrt(${x})`,
      squareOf: (x) => `${wrap(x)}^2`,
      cubeOf: (x) => `${wrap(x)}^3`,
    };
    const apply = prefix[t.word];
    if (apply) {
      this.at += 1;
      const inner = this.power();
      return inner === null ? null : apply(inner);
    }
    const pair: Partial<Record<Keyword, string>> = {
      sumOf: '+',
      differenceOf: '-',
      productOf: '*',
      quotientOf: '/',
    };
    const op = pair[t.word];
    if (op === undefined) return null;
    this.at += 1;
    const left = this.expression();
    if (left === null || !this.isWord('and')) return null;
    this.at += 1;
    const right = this.expression();
    if (right === null) return null;
    return `(${wrap(left)} ${op} ${wrap(right)})`;
  }

  /** "… is …": the two sides of an equation. */
  equation(): { left: string; right: string } | null {
    const left = this.expression();
    if (left === null || !this.isWord('is')) return null;
    this.at += 1;
    const right = this.expression();
    if (right === null) return null;
    return { left, right };
  }
}

function wrap(expression: string): string {
  return /^[\w.]+$|^\(.*\)$|^sqrt\(.*\)$/.test(expression) && balanced(expression)
    ? expression
    : `(${expression})`;
}

/** Whether the outer brackets of "(…)" enclose the whole text (not "(a) + (b)"). */
function balanced(expression: string): boolean {
  if (!expression.startsWith('(')) return true;
  let depth = 0;
  for (let i = 0; i < expression.length; i += 1) {
    if (expression[i] === '(') depth += 1;
    else if (expression[i] === ')') depth -= 1;
    if (depth === 0 && i < expression.length - 1) return false;
  }
  return true;
}

/** "Subtract 3/4 from 2 1/2", "add 5 to 7", "multiply 6 by 4", "divide 20 by 5": the order English states them. */
function imperative(text: string): string {
  const m = /^(subtract|take|add|multiply|divide) (.+?) (from|to|and|by) (.+)$/.exec(text.trim());
  if (!m) return text;
  const [, verb, a, joint, b] = m;
  if ((verb === 'subtract' || verb === 'take') && joint === 'from') return `(${b}) minus (${a})`;
  if (verb === 'add' && (joint === 'to' || joint === 'and')) return `(${a}) plus (${b})`;
  if (verb === 'multiply' && (joint === 'by' || joint === 'and')) return `(${a}) times (${b})`;
  if (verb === 'divide' && joint === 'by') return `(${a}) divided by (${b})`;
  return text;
}

/** A worded calculation ("7 times 8 minus 6") as an expression, or null unless every word is read. */
export function wordedExpression(text: string): string | null {
  const tokens = tokenise(imperative(text));
  if (tokens === null || tokens.length === 0) return null;
  const reader = new Reader(tokens);
  const expression = reader.expression();
  if (expression === null || !reader.done() || reader.unknownName !== null) return null;
  return expression;
}

/** A worded equation in the unknown number ("three times a number minus 4 equals 11"), or null. */
export function wordedEquation(text: string): { left: string; right: string; unknown: string } | null {
  const tokens = tokenise(text);
  if (tokens === null || tokens.length === 0) return null;
  const reader = new Reader(tokens);
  const equation = reader.equation();
  if (equation === null || !reader.done() || reader.unknownName === null || reader.mixedUnknowns) return null;
  return { ...equation, unknown: reader.unknownName };
}
