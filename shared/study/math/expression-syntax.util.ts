// Maths as students type it ("x^3 sin x", "3x(2x+1)", "ln x", "sin^2 x", "e^2x") rewritten as mathjs syntax,
// and mathjs results written back the way a textbook shows them.
import type { MathNode } from 'mathjs';
import { math, normalizeMathInput, variablesOf } from './math-expression.util.ts';

const FUNCTIONS =
  'arcsin|arccos|arctan|asin|acos|atan|sinh|cosh|tanh|sin|cos|tan|sec|csc|cosec|cot|ln|log|sqrt|exp|abs';

export class AmbiguousNotation extends Error {}

/**
 * mathjs syntax for a typed expression. `ln` is the natural logarithm; a bare `log` is taken as base 10 unless
 * `naturalLog` (calculus, where a bare log is ambiguous, refuses it instead by throwing AmbiguousNotation).
 */
export function toExpressionSyntax(
  raw: string,
  options: { bareLog: 'base10' | 'refuse' } = { bareLog: 'base10' },
): string {
  let s = normalizeMathInput(raw)
    .replace(/\\cdot|\\times/g, '*')
    .replace(/π/g, 'pi')
    .replace(/\|([^|]+)\|/g, 'abs($1)')
    .replace(/\bcosec\b/g, 'csc')
    .replace(/\barc(sin|cos|tan)\b/g, 'a$1')
    .replace(/\b(sin|cos|tan)\s*\^\s*\(?-1\)?/g, 'a$1')
    .replace(/\be\s*\^\s*([0-9.]*[a-z])(?![a-z(])/g, 'e^($1)')
    .replace(/\blog_?\s*\{?(\d+)\}?\s*\(/g, 'logbase$1(')
    .replace(/\blog_?\s*\{?(\d+)\}?\s+([0-9.]*[a-z])/g, 'logbase$1($2)');
  // "sin^2 x" / "sin^2(x)" → "sin(x)^2"
  s = s.replace(
    new RegExp(`\\b(${FUNCTIONS})\\s*\\^\\s*(\\d+)\\s*(\\([^()]*\\)|[0-9.]*[a-z])`, 'g'),
    (_m, f: string, p: string, a: string) => `(${f}(${a.startsWith('(') ? a.slice(1, -1) : a}))^${p}`,
  );
  // "sin x", "sin 2x", "sinx", "ln x^2" → "sin(x)", "sin(2x)", "sin(x)", "ln(x^2)"
  s = s.replace(new RegExp(`\\b(${FUNCTIONS})\\s*([0-9.]*[a-z](?:\\^[0-9.]+)?)(?![a-z(])`, 'g'), '$1($2)');
  if (/\blog\s*\(/.test(s)) {
    if (options.bareLog === 'refuse') throw new AmbiguousNotation('log');
    s = s.replace(/\blog\s*\(/g, 'log10(');
  }
  s = s
    .replace(/\bln\s*\(/g, 'log(')
    .replace(/logbase(\d+)\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g, 'log($2, $1)');
  // A single-letter variable before a bracket multiplies it: 3x(2x+1), x(x-1).
  s = s.replace(/(?<![a-z])([a-z])\s*\(/g, (m, v: string) => (v === 'e' ? 'e*(' : `${v}*(`));
  return s;
}

export function parseExpression(raw: string, options?: { bareLog: 'base10' | 'refuse' }): MathNode | null {
  try {
    const node = math.parse(toExpressionSyntax(raw, options));
    const unknown = [
      ...new Set(
        node.filter((n) => math.isFunctionNode(n)).map((n) => (math.isFunctionNode(n) ? n.fn.name : '')),
      ),
    ].filter((name) => typeof Reflect.get(math, name) !== 'function');
    if (unknown.length > 0) return null;
    return node;
  } catch (error) {
    if (error instanceof AmbiguousNotation) throw error;
    return null;
  }
}

/** A mathjs expression as a textbook writes it: "3 * x ^ 2 * sin(x)" → "3x^2 sin(x)", log → ln. */
export function showExpression(node: MathNode | string): string {
  const text = typeof node === 'string' ? node : node.toString({ implicit: 'hide', parenthesis: 'auto' });
  return text
    .replace(/\blog\(([^,()]*(?:\([^()]*\)[^,()]*)*)\)/g, 'ln($1)')
    .replace(/\blog10\(/g, 'log(')
    .replace(/\s*\^\s*/g, '^')
    .replace(/\^([a-z0-9.]+)\^([a-z0-9.]+)/gi, '^($1^$2)')
    .replace(/(\d) \* (?=[a-z](?![a-z])|\()/gi, '$1')
    .replace(/(\d) (?=[a-z](?![a-z])|\()/gi, '$1')
    .replace(/(\d) \* (?=[a-z]{2,}\()/gi, '$1 ')
    .replace(/ \* /g, ' · ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether two expressions in `variable` agree at sample points (where both are real and finite). */
export function sameFunction(
  a: MathNode,
  b: MathNode,
  variable: string,
  options: { upToConstant?: boolean; points?: number[] } = {},
): boolean {
  const points = options.points ?? [0.37, 0.83, 1.21, 1.73, 2.39, 2.96, -0.61, -1.43, 3.7, 0.12];
  let compared = 0;
  let offset: number | null = null;
  const fa = a.compile();
  const fb = b.compile();
  for (const x of points) {
    let va: unknown;
    let vb: unknown;
    try {
      va = fa.evaluate({ [variable]: x });
      vb = fb.evaluate({ [variable]: x });
    } catch {
      continue;
    }
    if (typeof va !== 'number' || typeof vb !== 'number' || !Number.isFinite(va) || !Number.isFinite(vb))
      continue;
    let diff = va - vb;
    if (options.upToConstant) {
      if (offset === null) {
        offset = diff;
        compared += 1;
        continue;
      }
      diff -= offset;
    }
    if (Math.abs(diff) > 1e-6 * Math.max(1, Math.abs(va), Math.abs(vb))) return false;
    compared += 1;
  }
  return compared >= 4;
}

export function singleVariable(node: MathNode, preferred?: string): string | null {
  const vars = variablesOf(node);
  if (preferred !== undefined) return vars.every((v) => v === preferred) ? preferred : null;
  if (vars.length === 0) return 'x';
  return vars.length === 1 ? (vars[0] ?? null) : null;
}

/** The tidier of an expression and its rational form (x^2 + x^3 - 5x → x^3 + x^2 - 5x), same value. */
export function tidyExpression(node: MathNode, variable: string): MathNode {
  // A bracket raised to a power is kept factored: expanding (5x + 2)^4 is slow and no easier to read.
  if (/\)\s*\^\s*\(?\s*[3-9]/.test(node.toString())) return node;
  try {
    const rational = math.rationalize(node) as MathNode;
    if (
      showExpression(rational).length <= showExpression(node).length + 15 &&
      sameFunction(rational, node, variable)
    )
      return rational;
  } catch {
    // Not a rational function: keep it as it is.
  }
  return node;
}
