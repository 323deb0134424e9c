import type { Fraction, MathNode } from 'mathjs';
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import {
  exact,
  formatDecimal,
  formatFraction,
  formatPolynomial,
  formatWithDecimal,
  math,
  normalizeMathInput,
  polynomialCoefficients,
  toFraction,
  hasWordVariables,
  variablesOf,
} from './math-expression.util.ts';
import { solveArithmetic } from './arithmetic-steps.engine.ts';
import { MATH_MESSAGES } from './math-solution.types.ts';
import type { MathSolution, MathStep } from './math-solution.types.ts';

const MAX_INPUT = 500;

function parse(text: string): MathNode | null {
  try {
    return math.parse(text);
  } catch {
    return null;
  }
}

function show(node: MathNode): string {
  return node.toString({ implicit: 'hide', parenthesis: 'auto' });
}

function stripPrompt(raw: string): string {
  return (
    raw
      .replace(
        /^\s*(?:please\s+)?(?:solve|calculate|compute|evaluate|simplify|find|work out|what is|what's)\b[:\s]*/i,
        '',
      )
      // A "!" after a number or bracket is a factorial ("7!/5!"), not the end of a sentence.
      .replace(/\s*(?:for\s+[a-z]\s*)?(?:[?.]|(?<![\d)!])!)*\s*$/i, '')
      .replace(/=\s*\?\s*$/, '')
      .trim()
  );
}

/** Solves a typed maths problem step by step, choosing the method from the problem's shape. */
export function solveMath(input: string): StudyResult<MathSolution> {
  const raw = input.trim();
  if (raw.length === 0) return fail('empty', MATH_MESSAGES.empty);
  if (raw.length > MAX_INPUT) return fail('too-long', MATH_MESSAGES.tooLong);
  const text = normalizeMathInput(stripPrompt(raw));
  // "4!!" is a double factorial to some and an exclamation to others: not read either way.
  if (/!\s*!/.test(text)) return fail('unsupported', MATH_MESSAGES.unsupported);

  const derivative =
    /^(?:the\s+)?(?:derivative\s+of|differentiate|d\/d([a-z]))\s*(?:\(([^]*)\)|([^]*?))(?:\s+with respect to\s+([a-z]))?$/i.exec(
      text,
    );
  if (derivative) {
    const body = (derivative[2] ?? derivative[3] ?? '')
      .replace(/^[a-z]\s*\(\s*[a-z]\s*\)\s*=\s*/i, '')
      .replace(/^y\s*=\s*/i, '');
    return solveDerivative(body, derivative[1] ?? derivative[4]);
  }

  const equations = text.split(/\s*(?:;|\n|,(?=[^,]*=)|\band\b)\s*/i).filter((e) => e.length > 0);
  const withEquals = equations.filter((e) => e.includes('='));
  if (withEquals.length === 2 && equations.length === 2)
    return solveSystem(withEquals[0] ?? '', withEquals[1] ?? '');
  if (withEquals.length > 2 || (withEquals.length === 2 && equations.length !== 2))
    return fail('unsupported', MATH_MESSAGES.unsupported);
  if (withEquals.length === 1) return solveEquation(withEquals[0] ?? '');
  return solveArithmetic(text);
}

function sides(equation: string): [MathNode, MathNode] | null {
  const parts = equation.split('=');
  if (parts.length !== 2) return null;
  const left = parse(parts[0] ?? '');
  const right = parse(parts[1] ?? '');
  return left && right ? [left, right] : null;
}

function solveEquation(equation: string): StudyResult<MathSolution> {
  const parsed = sides(equation);
  if (parsed === null) return fail('unreadable', MATH_MESSAGES.unreadable);
  const [left, right] = parsed;
  const variables = [...new Set([...variablesOf(left), ...variablesOf(right)])];
  if (variables.length !== 1 || hasWordVariables(variables))
    return fail('unsupported', MATH_MESSAGES.unsupported);
  const variable = variables[0] ?? 'x';
  const difference = new math.OperatorNode('-', 'subtract', [left, new math.ParenthesisNode(right)]);
  const coefficients = polynomialCoefficients(difference, variable);
  if (coefficients === null) return fail('unsupported', MATH_MESSAGES.unsupported);
  const degree = coefficients.length - 1;
  const problem = `${show(left)} = ${show(right)}`;
  if (degree <= 1) return solveLinear(problem, left, right, variable);
  if (degree === 2) return solveQuadratic(problem, coefficients.map(toFraction), variable);
  return fail('unsupported', MATH_MESSAGES.unsupported);
}

function linearParts(node: MathNode, variable: string): [Fraction, Fraction] | null {
  const c = polynomialCoefficients(node, variable);
  if (c === null || c.length > 2) return null;
  return [toFraction(c[1] ?? 0), toFraction(c[0] ?? 0)];
}

/** A number as an operand: negative values and fractions in brackets. */
function p(f: Fraction): string {
  const t = formatFraction(f);
  return t.startsWith('-') || t.includes('/') ? `(${t})` : t;
}

function term(coefficient: Fraction, variable: string): string {
  return formatPolynomial([exact.fraction(0), coefficient], variable);
}

function solveLinear(
  problem: string,
  left: MathNode,
  right: MathNode,
  variable: string,
): StudyResult<MathSolution> {
  const l = linearParts(left, variable);
  const r = linearParts(right, variable);
  if (l === null || r === null) return fail('unsupported', MATH_MESSAGES.unsupported);
  const [a, b] = l;
  const [c, d] = r;
  const steps: MathStep[] = [];
  const side = (coef: Fraction, constant: Fraction): string => formatPolynomial([constant, coef], variable);
  steps.push({
    description: 'Simplify each side (expand brackets and collect like terms).',
    expression: `${side(a, b)} = ${side(c, d)}`,
  });
  const k = a.sub(c);
  if (Number(c.n) !== 0) {
    steps.push({
      description: `${Number(c.s) > 0 ? 'Subtract' : 'Add'} ${term(exact.abs(c) as Fraction, variable)} ${Number(c.s) > 0 ? 'from' : 'to'} both sides to collect the ${variable} terms on the left.`,
      expression: `${side(k, b)} = ${formatFraction(d)}`,
    });
  }
  const rhs = d.sub(b);
  if (Number(b.n) !== 0) {
    steps.push({
      description: `${Number(b.s) > 0 ? 'Subtract' : 'Add'} ${formatFraction(exact.abs(b) as Fraction)} ${Number(b.s) > 0 ? 'from' : 'to'} both sides to isolate the ${variable} term.`,
      expression: `${side(k, exact.fraction(0))} = ${formatFraction(rhs)}`,
    });
  }
  if (Number(k.n) === 0) {
    const always = Number(rhs.n) === 0;
    steps.push({
      description: always
        ? `The ${variable} terms cancel and both sides are equal, so every value of ${variable} works.`
        : `The ${variable} terms cancel, leaving 0 = ${formatFraction(rhs)}, which is false.`,
      expression: always ? '0 = 0' : `0 = ${formatFraction(rhs)}`,
    });
    return ok({
      kind: 'linear',
      problem,
      steps,
      answer: always
        ? `Infinitely many solutions: every ${variable} satisfies the equation.`
        : 'No solution.',
    });
  }
  const solution = rhs.div(k);
  if (!(Number(k.n) === 1 && Number(k.d) === 1 && Number(k.s) === 1)) {
    steps.push({
      description: `Divide both sides by ${formatFraction(k)}.`,
      expression: `${variable} = ${formatWithDecimal(solution)}`,
    });
  }
  const check = evaluateAt(left, variable, solution);
  const checkRight = evaluateAt(right, variable, solution);
  steps.push({
    description: `Check: substitute ${variable} = ${formatFraction(solution)} into the original equation.`,
    expression: `${check} = ${checkRight}`,
  });
  return ok({
    kind: 'linear',
    problem,
    steps,
    answer: `${variable} = ${formatWithDecimal(solution)}`,
    result: { values: [Number(solution.valueOf())] },
  });
}

function evaluateAt(node: MathNode, variable: string, value: Fraction): string {
  try {
    const result = exact.evaluate(node.toString(), { [variable]: value }) as unknown;
    return typeof result === 'object' && result !== null && 'd' in result
      ? formatFraction(result as Fraction)
      : formatDecimal(Number(result));
  } catch {
    return formatDecimal(Number(node.evaluate({ [variable]: Number(value.valueOf()) })));
  }
}

/** √n written with square factors taken out: 12 → [2, 3] meaning 2√3. */
function simplifyRoot(n: number): [number, number] {
  let outside = 1;
  let inside = n;
  for (let f = 2; f * f <= inside; f += 1) {
    while (inside % (f * f) === 0) {
      inside /= f * f;
      outside *= f;
    }
  }
  return [outside, inside];
}

function solveQuadratic(
  problem: string,
  coefficients: Fraction[],
  variable: string,
): StudyResult<MathSolution> {
  const [c, b, a] = [
    coefficients[0] ?? exact.fraction(0),
    coefficients[1] ?? exact.fraction(0),
    coefficients[2] ?? exact.fraction(1),
  ];
  const steps: MathStep[] = [];
  steps.push({
    description: 'Move every term to one side to get the standard form ax^2 + bx + c = 0.',
    expression: `${formatPolynomial([c, b, a], variable)} = 0`,
  });
  steps.push({
    description: 'Read off the coefficients.',
    expression: `a = ${formatFraction(a)}, b = ${formatFraction(b)}, c = ${formatFraction(c)}`,
  });
  const discriminant = b.mul(b).sub(a.mul(c).mul(4));
  steps.push({
    description: 'Compute the discriminant D = b^2 - 4ac.',
    expression: `D = (${formatFraction(b)})^2 - 4(${formatFraction(a)})(${formatFraction(c)}) = ${formatFraction(discriminant)}`,
  });
  const twoA = a.mul(2);
  const minusB = b.neg();
  const dValue = Number(discriminant.valueOf());
  if (dValue === 0) {
    const root = minusB.div(twoA);
    steps.push({
      description: 'D = 0, so there is exactly one (repeated) root: x = -b / (2a).',
      expression: `${variable} = ${formatWithDecimal(root)}`,
    });
    steps.push({
      description: 'Factorised form.',
      expression: `${formatFraction(a) === '1' ? '' : formatFraction(a)}(${formatPolynomial([root.neg(), exact.fraction(1)], variable)})^2 = 0`,
    });
    return ok({
      kind: 'quadratic',
      problem,
      steps,
      answer: `${variable} = ${formatWithDecimal(root)} (double root)`,
      result: { values: [Number(root.valueOf())] },
    });
  }
  steps.push({
    description: 'Apply the quadratic formula x = (-b ± √D) / (2a).',
    expression: `${variable} = (${formatFraction(minusB)} ± √${formatFraction(discriminant)}) / ${formatFraction(twoA)}`,
  });
  const sqrtFraction = exactSqrt(exact.abs(discriminant) as Fraction);
  if (dValue > 0 && sqrtFraction !== null) {
    const r1 = minusB.add(sqrtFraction).div(twoA);
    const r2 = minusB.sub(sqrtFraction).div(twoA);
    steps.push({
      description: `√D = ${formatFraction(sqrtFraction)}, a rational number, so the roots are rational.`,
      expression: `${variable} = ${formatFraction(r1)} or ${variable} = ${formatFraction(r2)}`,
    });
    steps.push({
      description: 'Factorised form (check by expanding).',
      expression: `${formatFraction(a) === '1' ? '' : formatFraction(a)}(${formatPolynomial([r1.neg(), exact.fraction(1)], variable)})(${formatPolynomial([r2.neg(), exact.fraction(1)], variable)}) = 0`,
    });
    return ok({
      kind: 'quadratic',
      problem,
      steps,
      answer: `${variable} = ${formatWithDecimal(r1)} or ${variable} = ${formatWithDecimal(r2)}`,
      result: { values: [Number(r1.valueOf()), Number(r2.valueOf())] },
    });
  }
  const center = minusB.div(twoA);
  const magnitude = Math.sqrt(Math.abs(dValue)) / Math.abs(Number(twoA.valueOf()));
  let radical = `√${formatFraction(exact.abs(discriminant) as Fraction)}`;
  if (Number(discriminant.d) === 1) {
    const [outside, inside] = simplifyRoot(Math.abs(Number(discriminant.n)));
    radical = inside === 1 ? String(outside) : `${outside === 1 ? '' : outside}√${inside}`;
    steps.push({
      description: 'Simplify the square root.',
      expression: `√${formatFraction(exact.abs(discriminant) as Fraction)} = ${radical}`,
    });
  }
  if (dValue > 0) {
    const r1 = Number(center.valueOf()) + magnitude;
    const r2 = Number(center.valueOf()) - magnitude;
    const exactForm = `(${formatFraction(minusB)} ± ${radical}) / ${formatFraction(twoA)}`;
    steps.push({
      description: 'D > 0 but is not a perfect square: two irrational roots.',
      expression: `${variable} = ${exactForm} ≈ ${formatDecimal(r1)} or ${formatDecimal(r2)}`,
    });
    return ok({
      kind: 'quadratic',
      problem,
      steps,
      answer: `${variable} = ${exactForm}, that is ${variable} ≈ ${formatDecimal(r1)} or ${variable} ≈ ${formatDecimal(r2)}`,
      result: { values: [r1, r2] },
    });
  }
  const real = formatWithDecimal(center);
  const imaginary = formatDecimal(magnitude);
  steps.push({
    description: 'D < 0: there are no real roots. Using i = √-1, the two complex roots are conjugates.',
    expression: `${variable} = (${formatFraction(minusB)} ± ${radical}i) / ${formatFraction(twoA)} ≈ ${real} ± ${imaginary}i`,
  });
  return ok({
    kind: 'quadratic',
    problem,
    steps,
    answer: `No real solutions; complex roots ${variable} ≈ ${real} ± ${imaginary}i`,
  });
}

function exactSqrt(f: Fraction): Fraction | null {
  const n = Math.round(Math.sqrt(Number(f.n)));
  const d = Math.round(Math.sqrt(Number(f.d)));
  if (n * n !== Number(f.n) || d * d !== Number(f.d)) return null;
  return exact.fraction(n, d);
}

function linearIn(node: MathNode, vars: [string, string]): [Fraction, Fraction, Fraction] | null {
  try {
    const coefficient = (v: string): Fraction | null => {
      const d = math.simplify(math.derivative(node, v));
      if (variablesOf(d).length > 0) return null;
      return toFraction(Number(d.evaluate()));
    };
    const a = coefficient(vars[0]);
    const b = coefficient(vars[1]);
    if (a === null || b === null) return null;
    const constant = toFraction(Number(node.evaluate({ [vars[0]]: 0, [vars[1]]: 0 })));
    return [a, b, constant.neg()];
  } catch {
    return null;
  }
}

function solveSystem(first: string, second: string): StudyResult<MathSolution> {
  const e1 = sides(first);
  const e2 = sides(second);
  if (e1 === null || e2 === null) return fail('unreadable', MATH_MESSAGES.unreadable);
  const variables = [
    ...new Set([...variablesOf(e1[0]), ...variablesOf(e1[1]), ...variablesOf(e2[0]), ...variablesOf(e2[1])]),
  ].sort();
  if (variables.length !== 2 || hasWordVariables(variables))
    return fail('unsupported', MATH_MESSAGES.unsupported);
  const vars: [string, string] = [variables[0] ?? 'x', variables[1] ?? 'y'];
  const f1 = linearIn(new math.OperatorNode('-', 'subtract', [e1[0], new math.ParenthesisNode(e1[1])]), vars);
  const f2 = linearIn(new math.OperatorNode('-', 'subtract', [e2[0], new math.ParenthesisNode(e2[1])]), vars);
  if (f1 === null || f2 === null) return fail('unsupported', MATH_MESSAGES.unsupported);
  const [a1, b1, c1] = f1;
  const [a2, b2, c2] = f2;
  const [x, y] = vars;
  const standard = (a: Fraction, b: Fraction, c: Fraction): string =>
    `${formatPolynomial([exact.fraction(0), a], x)} ${Number(b.s) < 0 ? '-' : '+'} ${formatPolynomial([exact.fraction(0), exact.abs(b) as Fraction], y)} = ${formatFraction(c)}`.replace(
      /^0 \+ /,
      '',
    );
  const problem = `${show(e1[0])} = ${show(e1[1])}; ${show(e2[0])} = ${show(e2[1])}`;
  const steps: MathStep[] = [
    {
      description: `Write both equations in the form a${x} + b${y} = c.`,
      expression: `(1) ${standard(a1, b1, c1)}   (2) ${standard(a2, b2, c2)}`,
    },
  ];
  const det = a1.mul(b2).sub(a2.mul(b1));
  steps.push({
    description: `Eliminate ${y}: multiply (1) by ${formatFraction(b2)} and (2) by ${formatFraction(b1)}, then subtract.`,
    expression: `(${p(a1)}·${p(b2)} - ${p(a2)}·${p(b1)})${x} = ${p(c1)}·${p(b2)} - ${p(c2)}·${p(b1)}  →  ${formatFraction(det)}${x} = ${formatFraction(c1.mul(b2).sub(c2.mul(b1)))}`,
  });
  if (Number(det.n) === 0) {
    const consistent =
      Number(a1.mul(c2).sub(a2.mul(c1)).n) === 0 && Number(b1.mul(c2).sub(b2.mul(c1)).n) === 0;
    steps.push({
      description: consistent
        ? 'Both variables cancel and 0 = 0: the equations describe the same line.'
        : 'Both variables cancel but the constants do not: the lines are parallel.',
      expression: consistent ? '0 = 0' : `0 = ${formatFraction(c1.mul(b2).sub(c2.mul(b1)))}`,
    });
    return ok({
      kind: 'system',
      problem,
      steps,
      answer: consistent ? 'Infinitely many solutions (the same line).' : 'No solution (parallel lines).',
    });
  }
  const xValue = c1.mul(b2).sub(c2.mul(b1)).div(det);
  steps.push({
    description: `Divide by ${formatFraction(det)}.`,
    expression: `${x} = ${formatWithDecimal(xValue)}`,
  });
  const useFirst = Number(b1.n) !== 0;
  const [ua, ub, uc] = useFirst ? [a1, b1, c1] : [a2, b2, c2];
  const yValue = uc.sub(ua.mul(xValue)).div(ub);
  steps.push({
    description: `Substitute ${x} = ${formatFraction(xValue)} into (${useFirst ? 1 : 2}) and solve for ${y}.`,
    expression: `${formatFraction(ub)}${y} = ${formatFraction(uc)} - ${p(ua)}·${p(xValue)} = ${formatFraction(uc.sub(ua.mul(xValue)))}  →  ${y} = ${formatWithDecimal(yValue)}`,
  });
  const check2 = a2.mul(xValue).add(b2.mul(yValue));
  steps.push({
    description: `Check in (${useFirst ? 2 : 1}).`,
    expression: `${formatFraction(useFirst ? check2 : a1.mul(xValue).add(b1.mul(yValue)))} = ${formatFraction(useFirst ? c2 : c1)}`,
  });
  return ok({
    kind: 'system',
    problem,
    steps,
    answer: `${x} = ${formatWithDecimal(xValue)}, ${y} = ${formatWithDecimal(yValue)}`,
    result: { values: [Number(xValue.valueOf()), Number(yValue.valueOf())] },
  });
}

function solveDerivative(body: string, requestedVariable: string | undefined): StudyResult<MathSolution> {
  const node = parse(normalizeMathInput(body));
  if (node === null || body.trim().length === 0) return fail('unreadable', MATH_MESSAGES.unreadable);
  const vars = variablesOf(node);
  const variable =
    requestedVariable ?? (vars.length === 1 ? vars[0] : vars.includes('x') ? 'x' : vars[0]) ?? 'x';
  const coefficients = vars.every((v) => v === variable) ? polynomialCoefficients(node, variable) : null;
  if (coefficients === null) return fail('unsupported', MATH_MESSAGES.unsupported);
  const fractions = coefficients.map(toFraction);
  const problem = `d/d${variable} (${show(node)})`;
  const steps: MathStep[] = [
    {
      description: 'Expand and write the polynomial term by term.',
      expression: formatPolynomial(fractions, variable),
    },
    {
      description: `Apply the power rule d/d${variable}(a${variable}^n) = n·a${variable}^(n-1) to each term; constants have derivative 0.`,
      expression: fractions
        .map((c, power) => ({ c, power }))
        .filter(({ c }) => Number(c.n) !== 0)
        .reverse()
        .map(({ c, power }) =>
          power === 0
            ? `d/d${variable}(${formatFraction(c)}) = 0`
            : `d/d${variable}(${formatPolynomial(termCoefficients(c, power), variable)}) = ${formatPolynomial(termCoefficients(c.mul(power), power - 1), variable)}`,
        )
        .join(';  '),
    },
  ];
  const derivative = fractions.slice(1).map((c, i) => c.mul(i + 1));
  const result = formatPolynomial(derivative.length === 0 ? [exact.fraction(0)] : derivative, variable);
  steps.push({ description: 'Add the results.', expression: `d/d${variable} = ${result}` });
  return ok({ kind: 'derivative', problem, steps, answer: result, result: { expression: result, variable } });
}

function termCoefficients(c: Fraction, power: number): Fraction[] {
  return Array.from({ length: power + 1 }, (_, i) => (i === power ? c : exact.fraction(0)));
}
