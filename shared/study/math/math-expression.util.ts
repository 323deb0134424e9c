import { all, create } from 'mathjs';
import type { FactoryFunctionMap, Fraction, MathNode } from 'mathjs';
import { z } from 'zod';

// mathjs types `all` as possibly undefined although the bundle always exports it.
const factories = all as FactoryFunctionMap;

/** Plain number maths for parsing, derivatives and polynomial analysis. */
export const math = create(factories, {});
/** Exact rational arithmetic, so 1/3 + 1/6 is shown as 1/2 rather than 0.49999999999999994. */
export const exact = create(factories, { number: 'Fraction' });

const CONSTANTS = new Set(['pi', 'e', 'i', 'PI', 'E', 'Infinity', 'NaN', 'tau', 'phi']);

/** Subscript digits where they carry meaning: log₃(x) is log base 3, ∫₀ starts a lower bound. */
export function readSubscripts(text: string): string {
  return text.replace(
    /(log|∫)([₀₁₂₃₄₅₆₇₈₉]+)/g,
    (_, head: string, digits: string) =>
      `${head}_${[...digits].map((d) => '₀₁₂₃₄₅₆₇₈₉'.indexOf(d)).join('')}`,
  );
}

/** Rewrites the ways students type maths (×, ÷, −, ², "x2" after a caret) into mathjs syntax. */
export function normalizeMathInput(raw: string): string {
  return (
    readSubscripts(raw)
      .replace(/[×✕·⋅]/g, '*')
      .replace(/÷/g, '/')
      .replace(/[−–—]/g, '-')
      .replace(/²/g, '^2')
      .replace(/³/g, '^3')
      .replace(/∛\s*\(/g, 'cbrt(')
      .replace(/∛\s*([0-9.]+|[a-z])/gi, 'cbrt($1)')
      .replace(/∜\s*\(([^()]*)\)/g, 'nthRoot($1, 4)')
      .replace(/∜\s*([0-9.]+|[a-z])/gi, 'nthRoot($1, 4)')
      // |a| is the absolute value (bars not nested).
      .replace(/\|([^|]+)\|/g, 'abs($1)')
      .replace(/√\s*\(/g, 'sqrt(')
      .replace(/√\s*([0-9.]+|[a-z])/gi, 'sqrt($1)')
      .replace(/\*\*/g, '^')
      // "0x" would be read as the start of a hexadecimal literal.
      .replace(/(^|[^\d.])0([a-z])(?![0-9a-f]*\b[0-9])/gi, '$10*$2')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .trim()
  );
}

const GREEK = new Set([
  'alpha',
  'beta',
  'gamma',
  'delta',
  'theta',
  'lambda',
  'mu',
  'sigma',
  'omega',
  'rho',
  'tau',
  'psi',
]);

/**
 * Whether the variables read are words of the question rather than unknowns ("expand and simplify …" read "and"
 * as a variable): a solver then refuses instead of answering in terms of a word.
 */
export function hasWordVariables(names: readonly string[]): boolean {
  return names.some((name) => name.length > 1 && !GREEK.has(name) && !/^[a-zA-Z]_?\d+$/.test(name));
}

/** Variables of an expression: symbols that are neither functions nor named constants. */
export function variablesOf(node: MathNode): string[] {
  const found = new Set<string>();
  node.traverse((n, _path, parent) => {
    if (!math.isSymbolNode(n)) return;
    if (parent !== null && math.isFunctionNode(parent) && parent.fn === n) return;
    if (!CONSTANTS.has(n.name)) found.add(n.name);
  });
  return [...found].sort();
}

const mathNode = z.custom<MathNode>((value) => math.isNode(value), 'a mathjs expression node');
const rationalFormSchema = z.object({
  /** Of the numerator, lowest power first; empty when the numerator is a constant. */
  coefficients: z.array(z.number()),
  numerator: mathNode,
  /** null when the expression has no denominator. */
  denominator: mathNode.nullable(),
});
export type RationalForm = z.infer<typeof rationalFormSchema>;

/**
 * The expression as one fraction of polynomials (mathjs `rationalize` in detailed mode). mathjs declares that
 * answer without its numerator and denominator, so it is checked rather than trusted; throws when the expression
 * is not rational.
 */
export function rationalForm(node: MathNode): RationalForm {
  return rationalFormSchema.parse(math.rationalize(node, {}, true));
}

/** Exact fraction close to a float that came from decimal input (rationalize returns floats). */
export function toFraction(value: number): Fraction {
  return exact.fraction(Number(value.toPrecision(12)));
}

/** "3", "-7/2" or "0.25" style text for a fraction; decimals when the fraction has a short decimal form. */
export function formatFraction(f: Fraction): string {
  const n = Number(f.n) * Number(f.s);
  const d = Number(f.d);
  if (d === 1) return String(n);
  return `${n}/${d}`;
}

export function formatDecimal(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Number(value.toPrecision(10));
  return String(rounded);
}

/** A fraction with its decimal value when it is not whole: "7/3 ≈ 2.333333333". */
export function formatWithDecimal(f: Fraction): string {
  const text = formatFraction(f);
  return Number(f.d) === 1 ? text : `${text} ≈ ${formatDecimal(Number(f.valueOf()))}`;
}

/**
 * Coefficients of a polynomial in `variable`, lowest power first, or null when the expression is not a
 * polynomial in that one variable (a variable in a denominator, under a root, in an exponent).
 */
export function polynomialCoefficients(node: MathNode, variable: string): number[] | null {
  const vars = variablesOf(node);
  if (vars.some((v) => v !== variable)) return null;
  if (vars.length === 0) {
    const value = node.evaluate() as unknown;
    return typeof value === 'number' && Number.isFinite(value) ? [value] : null;
  }
  try {
    const read = expandedPolynomial(node, variable);
    if (read === 'not a polynomial') return null;
    const result = read ?? rationalForm(node);
    if (result.denominator !== null && variablesOf(result.denominator).length > 0) return null;
    if (result.coefficients.length === 0) return null;
    const coefficients = [...result.coefficients];
    while (coefficients.length > 1 && coefficients[coefficients.length - 1] === 0) coefficients.pop();
    return coefficients;
  } catch {
    return null;
  }
}

type Coefficients = number[];
const MAX_EXPANDED_DEGREE = 60;
/** Thrown by the expander: surely not a polynomial (a variable in a divisor, an exponent or a function). */
class NotPolynomial extends Error {}
/** Thrown by the expander: a form it does not read (rationalize decides). */
class UnreadForm extends Error {}

function addPolynomials(a: Coefficients, b: Coefficients, sign = 1): Coefficients {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + sign * (b[i] ?? 0));
}

function multiplyPolynomials(a: Coefficients, b: Coefficients): Coefficients | null {
  if (a.length + b.length - 2 > MAX_EXPANDED_DEGREE) return null;
  const product = new Array<number>(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (product[i + j] = (product[i + j] ?? 0) + x * y)));
  return product;
}

/**
 * A polynomial expression's coefficients by expanding it term by term (sums, products, division by a number,
 * whole powers), without mathjs' rationalize: that one takes 2 s for (3x + 2)^4 and minutes for (3x + 2)^5, on the
 * thread that answers every other request. 'not a polynomial' when it surely is not (a variable in a divisor, an
 * exponent or a function); undefined when this reader does not know the form (rationalize decides).
 */
function expandedPolynomial(
  node: MathNode,
  variable: string,
): { coefficients: number[]; denominator: null } | 'not a polynomial' | undefined {
  const read = (n: MathNode): Coefficients => {
    const parts = n as MathNode & { op?: string; args?: MathNode[]; content?: MathNode; name?: string };
    if (variablesOf(n).length === 0) {
      const value = n.evaluate() as unknown;
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new UnreadForm();
      return [value];
    }
    switch (n.type) {
      case 'SymbolNode':
        if (parts.name === variable) return [0, 1];
        throw new UnreadForm();
      case 'ParenthesisNode':
        return read(parts.content as MathNode);
      case 'OperatorNode': {
        const [a, b] = parts.args ?? [];
        if (parts.op === '-' && b === undefined && a) return read(a).map((c) => -c);
        if (parts.op === '+' && b === undefined && a) return read(a);
        if (!a || !b) throw new UnreadForm();
        if (parts.op === '+') return addPolynomials(read(a), read(b));
        if (parts.op === '-') return addPolynomials(read(a), read(b), -1);
        if (parts.op === '*') {
          const product = multiplyPolynomials(read(a), read(b));
          if (product === null) throw new UnreadForm();
          return product;
        }
        if (parts.op === '/') {
          if (variablesOf(b).length > 0) throw new NotPolynomial();
          const divisor = Number(b.evaluate());
          if (!Number.isFinite(divisor) || divisor === 0) throw new UnreadForm();
          return read(a).map((c) => c / divisor);
        }
        if (parts.op === '^') {
          if (variablesOf(b).length > 0) throw new NotPolynomial();
          const power = Number(b.evaluate());
          if (!Number.isInteger(power) || power < 0) throw new NotPolynomial();
          const base = read(a);
          let result: Coefficients = [1];
          for (let i = 0; i < power; i += 1) {
            const next = multiplyPolynomials(result, base);
            if (next === null) throw new UnreadForm();
            result = next;
          }
          return result;
        }
        throw new UnreadForm();
      }
      case 'FunctionNode':
        throw new NotPolynomial();
      default:
        throw new UnreadForm();
    }
  };
  try {
    return { coefficients: read(node), denominator: null };
  } catch (error) {
    if (error instanceof NotPolynomial) return 'not a polynomial';
    if (error instanceof UnreadForm) return undefined;
    throw error;
  }
}

/** Writes a polynomial from coefficients (lowest power first) the way a textbook would: 3x^2 - x + 5. */
export function formatPolynomial(coefficients: readonly Fraction[], variable: string): string {
  const parts: string[] = [];
  for (let power = coefficients.length - 1; power >= 0; power -= 1) {
    const c = coefficients[power];
    if (c === undefined || Number(c.n) === 0) continue;
    const negative = Number(c.s) < 0;
    const abs = exact.abs(c) as Fraction;
    const absText = formatFraction(abs);
    let term: string;
    if (power === 0) term = absText;
    else {
      const coefficient = absText === '1' ? '' : absText.includes('/') ? `(${absText})` : absText;
      term = `${coefficient}${variable}${power === 1 ? '' : `^${power}`}`;
    }
    if (parts.length === 0) parts.push(negative ? `-${term}` : term);
    else parts.push(negative ? `- ${term}` : `+ ${term}`);
  }
  return parts.length === 0 ? '0' : parts.join(' ');
}
