import type { Fraction, MathNode } from 'mathjs';
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import {
  exact,
  formatDecimal,
  formatFraction,
  formatWithDecimal,
  math,
  variablesOf,
} from './math-expression.util.ts';
import { MATH_MESSAGES } from './math-solution.types.ts';
import type { MathSolution, MathStep } from './math-solution.types.ts';

type Value = Fraction | number;

class DivisionByZero extends Error {}
class Unsupported extends Error {}

const MAX_STEPS = 60;

function isFraction(value: unknown): value is Fraction {
  return typeof value === 'object' && value !== null && 'd' in value && 'n' in value && 's' in value;
}

function unwrap(node: MathNode): MathNode {
  let n = node;
  while (math.isParenthesisNode(n)) n = n.content;
  return n;
}

function constantValue(node: MathNode): Value | null {
  const n = unwrap(node);
  if (math.isConstantNode(n)) {
    const value: unknown = n.value;
    if (isFraction(value)) return value;
    if (typeof value === 'number' && Number.isFinite(value)) {
      return Number.isInteger(value) || String(value).length < 16 ? exact.fraction(value) : value;
    }
    return null;
  }
  if (math.isSymbolNode(n)) {
    if (n.name === 'pi') return Math.PI;
    if (n.name === 'e') return Math.E;
  }
  return null;
}

// Set per call of solveArithmetic (which is synchronous): when the problem was typed with decimals, results are
// shown as decimals too, while exact fractions are still used underneath.
let showDecimals = false;

function text(value: Value): string {
  if (!isFraction(value)) return formatDecimal(value);
  if (showDecimals && terminates(value)) return formatDecimal(Number(value.valueOf()));
  return formatFraction(value);
}

/** Whether the fraction has a finite decimal expansion (denominator of the form 2^a·5^b). */
function terminates(value: Fraction): boolean {
  let d = Number(value.d);
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

/** Negative operands in brackets, so "(-3)^2" is not read as "-(3^2)". */
function operand(value: Value): string {
  const t = text(value);
  return t.startsWith('-') || t.includes('/') ? `(${t})` : t;
}

function toNumber(value: Value): number {
  return isFraction(value) ? Number(value.valueOf()) : value;
}

function asConstant(value: Value): MathNode {
  return new math.ConstantNode(value);
}

function compute(op: string, fn: string, args: Value[]): { value: Value; description: string } {
  const [a, b] = args;
  if (a === undefined) throw new Unsupported();
  const both = b !== undefined && isFraction(a) && isFraction(b);
  switch (fn) {
    case 'unaryMinus':
      return { value: isFraction(a) ? a.neg() : -a, description: `Negate ${text(a)}` };
    case 'unaryPlus':
      return { value: a, description: `Drop the plus sign of ${text(a)}` };
    case 'add':
      if (b === undefined) break;
      return {
        value: both ? (a as Fraction).add(b as Fraction) : toNumber(a) + toNumber(b),
        description: `Add: ${operand(a)} + ${operand(b)}`,
      };
    case 'subtract':
      if (b === undefined) break;
      return {
        value: both ? (a as Fraction).sub(b as Fraction) : toNumber(a) - toNumber(b),
        description: `Subtract: ${operand(a)} - ${operand(b)}`,
      };
    case 'multiply':
      if (b === undefined) break;
      return {
        value: both ? (a as Fraction).mul(b as Fraction) : toNumber(a) * toNumber(b),
        description: `Multiply: ${operand(a)} × ${operand(b)}`,
      };
    case 'divide':
      if (b === undefined) break;
      if (toNumber(b) === 0) throw new DivisionByZero();
      return {
        value: both ? (a as Fraction).div(b as Fraction) : toNumber(a) / toNumber(b),
        description: `Divide: ${operand(a)} ÷ ${operand(b)}`,
      };
    case 'mod':
      if (b === undefined) break;
      if (toNumber(b) === 0) throw new DivisionByZero();
      return {
        value: both ? (a as Fraction).mod(b as Fraction) : toNumber(a) % toNumber(b),
        description: `Remainder: ${operand(a)} mod ${operand(b)}`,
      };
    case 'pow': {
      if (b === undefined) break;
      if (toNumber(a) === 0 && toNumber(b) < 0) throw new DivisionByZero();
      const exactPower =
        both && Number((b as Fraction).d) === 1 && Math.abs(Number((b as Fraction).n)) <= 64
          ? (a as Fraction).pow(b as Fraction)
          : null;
      const value = exactPower ?? Math.pow(toNumber(a), toNumber(b));
      if (typeof value === 'number' && Number.isNaN(value)) throw new Unsupported();
      return { value, description: `Power: ${operand(a)}^${operand(b)}` };
    }
    case 'factorial': {
      const n = toNumber(a);
      if (!Number.isInteger(n) || n < 0 || n > 170) throw new Unsupported();
      let value = 1;
      for (let i = 2; i <= n; i += 1) value *= i;
      return { value: exact.fraction(value), description: `Factorial: ${text(a)}!` };
    }
    default:
      break;
  }
  throw new Unsupported(op);
}

function computeFunction(name: string, args: Value[]): { value: Value; description: string } {
  const [a, b] = args;
  if (a === undefined) throw new Unsupported();
  const n = toNumber(a);
  switch (name) {
    case 'sqrt': {
      if (n < 0) throw new Unsupported();
      if (isFraction(a)) {
        const rn = Math.round(Math.sqrt(Number(a.n)));
        const rd = Math.round(Math.sqrt(Number(a.d)));
        if (rn * rn === Number(a.n) && rd * rd === Number(a.d))
          return { value: exact.fraction(rn, rd), description: `Square root: √${text(a)}` };
      }
      return { value: Math.sqrt(n), description: `Square root: √${text(a)}` };
    }
    case 'cbrt':
      return nthRoot(a, 3);
    case 'nthRoot': {
      const index = b === undefined ? 2 : toNumber(b);
      if (!Number.isInteger(index) || index < 2 || index > 64) throw new Unsupported();
      return nthRoot(a, index);
    }
    case 'abs':
      return {
        value: isFraction(a) ? (a.abs() as Fraction) : Math.abs(n),
        description: `Absolute value: |${text(a)}|`,
      };
    case 'round':
    case 'floor':
    case 'ceil':
      return {
        value: exact.fraction(Math[name](n)),
        description: `${name[0]?.toUpperCase()}${name.slice(1)}: ${name}(${text(a)})`,
      };
    case 'exp':
      return { value: Math.exp(n), description: `Exponential: e^${text(a)}` };
    case 'log':
      if (n <= 0 || (b !== undefined && toNumber(b) <= 0)) throw new Unsupported();
      return {
        value: b === undefined ? Math.log(n) : Math.log(n) / Math.log(toNumber(b)),
        description:
          b === undefined ? `Natural logarithm: ln(${text(a)})` : `Logarithm base ${text(b)} of ${text(a)}`,
      };
    case 'log10':
      if (n <= 0) throw new Unsupported();
      return { value: Math.log10(n), description: `Logarithm base 10 of ${text(a)}` };
    case 'sin':
    case 'cos':
    case 'tan':
      return { value: Math[name](n), description: `${name}(${text(a)}) (radians)` };
    default:
      throw new Unsupported(name);
  }
}

/** The real nth root: exact when numerator and denominator are perfect powers; an odd root of a negative is negative. */
function nthRoot(a: Value, index: number): { value: Value; description: string } {
  const n = toNumber(a);
  if (n < 0 && index % 2 === 0) throw new Unsupported();
  const sign = n < 0 ? '-' : '';
  const description = index === 3 ? `Cube root: ∛${text(a)}` : `Root ${index}: ${index}√${operand(a)}`;
  const root = (x: number) => Math.round(Math.abs(x) ** (1 / index));
  if (isFraction(a)) {
    const rn = root(Number(a.n));
    const rd = root(Number(a.d));
    if (rn ** index === Number(a.n) && rd ** index === Number(a.d))
      return { value: exact.fraction(`${sign}${rn}/${rd}`), description };
  }
  return { value: Math.sign(n) * Math.abs(n) ** (1 / index), description };
}

/** Evaluates one innermost operation (leftmost first, respecting precedence) and returns the new tree. */
function reduceOnce(node: MathNode): { node: MathNode; description: string } | null {
  if (math.isParenthesisNode(node)) {
    const content = node.content;
    if (constantValue(content) !== null) return null;
    const inner = reduceOnce(content);
    return (
      inner && {
        node: constantValue(inner.node) !== null ? inner.node : new math.ParenthesisNode(inner.node),
        description: inner.description,
      }
    );
  }
  if (math.isOperatorNode(node)) {
    for (let i = 0; i < node.args.length; i += 1) {
      const arg = node.args[i];
      if (arg === undefined || constantValue(arg) !== null) continue;
      const inner = reduceOnce(arg);
      if (inner === null) return null;
      const args = [...node.args];
      args[i] = inner.node;
      return {
        node: new math.OperatorNode(node.op, node.fn, args, node.implicit),
        description: inner.description,
      };
    }
    const values = node.args.map((a) => constantValue(a) as Value);
    const result = compute(node.op, node.fn, values);
    return { node: asConstant(result.value), description: `${result.description} = ${text(result.value)}` };
  }
  if (math.isFunctionNode(node)) {
    for (let i = 0; i < node.args.length; i += 1) {
      const arg = node.args[i];
      if (arg === undefined || constantValue(arg) !== null) continue;
      const inner = reduceOnce(arg);
      if (inner === null) return null;
      const args = [...node.args];
      args[i] = inner.node;
      return {
        node: new math.FunctionNode(new math.SymbolNode(node.fn.name), args),
        description: inner.description,
      };
    }
    const result = computeFunction(
      node.fn.name,
      node.args.map((a) => constantValue(a) as Value),
    );
    return { node: asConstant(result.value), description: `${result.description} = ${text(result.value)}` };
  }
  return null;
}

function render(node: MathNode): string {
  return node.toString({
    implicit: 'show',
    parenthesis: 'keep',
    handler: (n: MathNode) => {
      if (!math.isConstantNode(n)) return undefined;
      const value: unknown = n.value;
      if (isFraction(value)) {
        const t = text(value);
        return t.includes('/') || t.startsWith('-') ? `(${t})` : t;
      }
      return typeof value === 'number' ? formatDecimal(value) : undefined;
    },
  });
}

/** Arithmetic step by step in order of operations, with exact fractions where the inputs allow. */
/**
 * Logarithms as students write them: a bare log is base 10 (as on a calculator), ln the natural one, log_4(32)
 * and log4(32) base 4, and "ln 20" / "log 1000" without brackets.
 */
function withStudentLogs(expression: string): string {
  return (
    expression
      // The argument is the whole number or fraction after "of" ("log base 2 of 1/8"); "log 8^2" or "log 1/8" is
      // left unread rather than read as log(8)^2 or log(1)/8.
      .replace(
        /\blog (?:to )?(?:the )?base (\d+(?:\.\d+)?) of (\d+(?:\.\d+)?(?:\s*\/\s*\d+(?:\.\d+)?)?|\([^()]*\))(?!\s*(?:[/^*(.\d!]|[a-z]))/gi,
        'log_$1(($2))',
      )
      .replace(/\b(ln|log)\s+(\d+(?:\.\d+)?|e)\b(?!\s*(?:[/^*(.\d!]|[a-z]))/g, '$1($2)')
      .replace(/\blog_?\{?(\d+(?:\.\d+)?)\}?\s*\(([^(),]*(?:\([^()]*\)[^(),]*)*)\)/g, 'log($2, $1)')
      .replace(/\blog\s*\((?![^()]*(?:\([^()]*\)[^()]*)*,)/g, 'log10(')
      .replace(/\bln\s*\(/g, 'log(')
  );
}

export function solveArithmetic(expression: string): StudyResult<MathSolution> {
  let node: MathNode;
  try {
    node = math.parse(withStudentLogs(expression));
  } catch {
    return fail('unreadable', MATH_MESSAGES.unreadable);
  }
  if (variablesOf(node).length > 0) return fail('unsupported', MATH_MESSAGES.unsupported);
  showDecimals = /\d\.\d/.test(expression);
  const problem = render(node);
  const steps: MathStep[] = [];
  try {
    for (let i = 0; i < MAX_STEPS && constantValue(node) === null; i += 1) {
      const next = reduceOnce(node);
      if (next === null) return fail('unsupported', MATH_MESSAGES.unsupported);
      node = next.node;
      steps.push({ description: next.description, expression: render(node) });
    }
  } catch (error) {
    if (error instanceof DivisionByZero) return fail('division-by-zero', MATH_MESSAGES.divisionByZero);
    if (error instanceof Unsupported) return fail('unsupported', MATH_MESSAGES.unsupported);
    throw error;
  }
  const value = constantValue(node);
  if (value === null) return fail('too-long', MATH_MESSAGES.tooLong);
  const answer = isFraction(value)
    ? showDecimals && terminates(value)
      ? text(value)
      : formatWithDecimal(value)
    : formatDecimal(value);
  return ok({
    kind: 'arithmetic',
    problem,
    steps,
    answer,
    result: { values: [isFraction(value) ? Number(value.valueOf()) : value] },
  });
}
