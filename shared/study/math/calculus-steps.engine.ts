// Calculus with steps: derivatives of elementary functions (mathjs `derivative`, the sum, product, quotient and
// chain rules named as they apply), indefinite and definite integrals (nerdamer, each result checked by
// differentiating it back), and limits (rational functions by cancelling the common factor, others by
// L'Hôpital's rule, each checked numerically). A result that fails its check is not given.
import type { MathNode } from 'mathjs';
import type { MathSolution, MathStep } from './math-solution.types.ts';
import { math, rationalForm, variablesOf } from './math-expression.util.ts';
import { nerdamerIntegrate } from './nerdamer-call.util.ts';
import {
  AmbiguousNotation,
  parseExpression,
  sameFunction,
  showExpression,
  singleVariable,
  tidyExpression,
} from './expression-syntax.util.ts';
import { fmt } from '../homework/solvers/question-text.util.ts';
import type { HomeworkSolver } from '../homework/solvers/solver.types.ts';

type Node = MathNode & {
  op?: string;
  fn?: { name: string } | string;
  args?: MathNode[];
  content?: MathNode;
  name?: string;
  value?: unknown;
};

function unwrap(node: MathNode): Node {
  let n = node as Node;
  while (n.type === 'ParenthesisNode' && n.content) n = n.content as Node;
  return n;
}

function fnName(n: Node): string {
  return typeof n.fn === 'string' ? n.fn : (n.fn?.name ?? '');
}

function dependsOn(node: MathNode, v: string): boolean {
  return variablesOf(node).includes(v);
}

const derivatives = new Map<string, MathNode>();
/** The simplified derivative, remembered: the steps ask for the same parts more than once. */
function d(node: MathNode, v: string): MathNode {
  const key = `${v}|${node.toString()}`;
  let found = derivatives.get(key);
  if (found === undefined) {
    found = math.simplify(math.derivative(node, v));
    if (derivatives.size > 500) derivatives.clear();
    derivatives.set(key, found);
  }
  return found;
}
const show = (node: MathNode) => showExpression(node);

const STANDARD: Record<string, string> = {
  sin: 'd/dx sin(u) = cos(u)',
  cos: 'd/dx cos(u) = -sin(u)',
  tan: 'd/dx tan(u) = sec^2(u)',
  sec: 'd/dx sec(u) = sec(u) tan(u)',
  csc: 'd/dx csc(u) = -csc(u) cot(u)',
  cot: 'd/dx cot(u) = -csc^2(u)',
  exp: 'd/dx e^u = e^u',
  log: 'd/dx ln(u) = 1/u',
  log10: 'd/dx log(u) = 1/(u ln 10)',
  sqrt: 'd/dx √u = 1/(2√u)',
  asin: 'd/dx arcsin(u) = 1/√(1 - u^2)',
  acos: 'd/dx arccos(u) = -1/√(1 - u^2)',
  atan: 'd/dx arctan(u) = 1/(1 + u^2)',
  sinh: 'd/dx sinh(u) = cosh(u)',
  cosh: 'd/dx cosh(u) = sinh(u)',
};

/** The rule that differentiates `node`'s outermost operation, with its working, recursing into the parts. */
function explainDerivative(node: MathNode, v: string, steps: MathStep[], depth: number): void {
  const n = unwrap(node);
  if (depth > 3 || !dependsOn(n, v)) return;
  const dx = `d/d${v}`;
  const result = () => show(d(n, v));
  if (n.type === 'OperatorNode' && (n.op === '+' || n.op === '-') && n.args && n.args.length === 2) {
    steps.push({
      description: `Sum rule: differentiate each term separately.`,
      expression: `${dx}[${show(n)}] = ${n.args.map((a) => `${dx}[${show(a)}]`).join(n.op === '+' ? ' + ' : ' - ')}`,
    });
    for (const a of n.args) explainDerivative(a, v, steps, depth + 1);
    return;
  }
  if (n.type === 'OperatorNode' && n.op === '-' && n.args?.length === 1) {
    explainDerivative(n.args[0] as MathNode, v, steps, depth);
    return;
  }
  if (n.type === 'OperatorNode' && n.op === '*' && n.args?.length === 2) {
    const [u, w] = n.args as [MathNode, MathNode];
    if (!dependsOn(u, v) || !dependsOn(w, v)) {
      const [c, f] = dependsOn(u, v) ? [w, u] : [u, w];
      steps.push({
        description: `Constant multiple rule: keep the constant ${show(c)} and differentiate ${show(f)}.`,
        expression: `${dx}[${show(n)}] = ${show(c)} · ${dx}[${show(f)}] = ${result()}`,
      });
      explainDerivative(f, v, steps, depth + 1);
      return;
    }
    steps.push({
      description: `Product rule: (uv)' = u'v + uv' with u = ${show(u)} and v = ${show(w)}.`,
      expression: `u' = ${show(d(u, v))},  v' = ${show(d(w, v))}`,
    });
    explainDerivative(u, v, steps, depth + 1);
    explainDerivative(w, v, steps, depth + 1);
    steps.push({
      description: 'Put the parts into the product rule.',
      expression: `${dx}[${show(n)}] = (${show(d(u, v))})(${show(w)}) + (${show(u)})(${show(d(w, v))})`,
    });
    return;
  }
  if (n.type === 'OperatorNode' && n.op === '/' && n.args?.length === 2) {
    const [u, w] = n.args as [MathNode, MathNode];
    if (!dependsOn(w, v)) {
      steps.push({
        description: `Constant multiple rule: divide the derivative of ${show(u)} by ${show(w)}.`,
        expression: `${dx}[${show(n)}] = ${result()}`,
      });
      explainDerivative(u, v, steps, depth + 1);
      return;
    }
    steps.push({
      description: `Quotient rule: (u/v)' = (u'v - uv')/v^2 with u = ${show(u)} and v = ${show(w)}.`,
      expression: `u' = ${show(d(u, v))},  v' = ${show(d(w, v))}`,
    });
    explainDerivative(u, v, steps, depth + 1);
    explainDerivative(w, v, steps, depth + 1);
    steps.push({
      description: 'Put the parts into the quotient rule.',
      expression: `${dx}[${show(n)}] = ((${show(d(u, v))})(${show(w)}) - (${show(u)})(${show(d(w, v))})) / (${show(w)})^2`,
    });
    return;
  }
  if (n.type === 'OperatorNode' && n.op === '^' && n.args?.length === 2) {
    const [base, exponent] = n.args as [MathNode, MathNode];
    const inner = unwrap(base);
    if (!dependsOn(exponent, v)) {
      const isVariable = inner.type === 'SymbolNode' && inner.name === v;
      steps.push({
        description: isVariable
          ? `Power rule: d/d${v} ${v}^n = n ${v}^(n-1).`
          : `Chain rule with the power rule: d/d${v} u^n = n u^(n-1) · u', with u = ${show(inner)}.`,
        expression: isVariable
          ? `${dx}[${show(n)}] = ${result()}`
          : `u' = ${show(d(inner, v))},  ${dx}[${show(n)}] = ${result()}`,
      });
      if (!isVariable) explainDerivative(inner, v, steps, depth + 1);
      return;
    }
    if (!dependsOn(base, v)) {
      steps.push({
        description: `Exponential rule with the chain rule: d/d${v} a^u = a^u ln(a) · u', with u = ${show(exponent)}.`,
        expression: `${dx}[${show(n)}] = ${result()}`,
      });
      return;
    }
    steps.push({
      description:
        'The variable is in the base and the exponent: write it as e^(exponent · ln(base)) and use the chain and product rules.',
      expression: `${dx}[${show(n)}] = ${result()}`,
    });
    return;
  }
  if (n.type === 'FunctionNode' && n.args?.length === 1) {
    const name = fnName(n);
    const arg = unwrap(n.args[0] as MathNode);
    const rule = STANDARD[name] ?? `the derivative of ${name}`;
    const simple = arg.type === 'SymbolNode' && arg.name === v;
    steps.push({
      description: simple
        ? `Standard derivative: ${rule.replace(/u/g, v)}.`
        : `Chain rule: differentiate the outer function (${rule}) at u = ${show(arg)}, then multiply by u' = ${show(d(arg, v))}.`,
      expression: `${dx}[${show(n)}] = ${result()}`,
    });
    if (!simple) explainDerivative(arg, v, steps, depth + 1);
    return;
  }
  if (n.type === 'SymbolNode') return;
  steps.push({ description: 'Differentiate.', expression: `${dx}[${show(n)}] = ${result()}` });
}

function numericDerivativeAgrees(f: MathNode, df: MathNode, v: string): boolean {
  const cf = f.compile();
  const cd = df.compile();
  let compared = 0;
  for (const x of [0.37, 0.83, 1.21, 1.73, 2.39, -0.61, -1.43, 0.12]) {
    try {
      const h = 1e-5;
      const a = cf.evaluate({ [v]: x + h }) as unknown;
      const b = cf.evaluate({ [v]: x - h }) as unknown;
      const exact = cd.evaluate({ [v]: x }) as unknown;
      if (typeof a !== 'number' || typeof b !== 'number' || typeof exact !== 'number') continue;
      if (![a, b, exact].every(Number.isFinite)) continue;
      const numeric = (a - b) / (2 * h);
      if (Math.abs(numeric - exact) > 1e-4 * Math.max(1, Math.abs(exact))) return false;
      compared += 1;
    } catch {
      continue;
    }
  }
  return compared >= 3;
}

const DERIVATIVE_FORMS: RegExp[] = [
  /^(?:find |calculate |compute |what is |what's |determine |evaluate |work out |give )?(?:the )?(first |second |third )?derivative of (?:the function )?(?:[a-z]\s*\(\s*([a-z])\s*\)\s*=\s*|y\s*=\s*)?(.+?)(?: with respect to ([a-z]))?(?: at ([a-z]) ?= ?(.+))?$/,
  /^(?:find |calculate |compute )?(?:the )?(first |second )?(?:derivative|differential)(?: of)?\s*[:]\s*(?:[a-z]\s*\(\s*([a-z])\s*\)\s*=\s*|y\s*=\s*)?(.+?)()(?: at ([a-z]) ?= ?(.+))?$/,
  /^(?:please )?differentiate (?:the function )?(?:[a-z]\s*\(\s*([a-z])\s*\)\s*=\s*|y\s*=\s*)?(.+?)(?: with respect to ([a-z]))?(?: at ([a-z]) ?= ?(.+))?$/,
  /^(?:find |calculate |compute |what is |what's |determine |give )?(d\^?2?y\/d([a-z])\^?2?|y''|y'|[a-z]''\s*\(\s*[a-z]\s*\)|[a-z]'\s*\(\s*([a-z])\s*\))\s*(?:if|when|for|of|given|where|,)?\s*(?:y|[a-z]\s*\(\s*[a-z]\s*\))\s*=\s*(.+?)(?: at ([a-z]) ?= ?(.+))?$/,
  /^(?:y|[a-z]\s*\(\s*([a-z])\s*\))\s*=\s*(.+?)[,.;]?\s*(?:find |what is |calculate |determine )?(?:the )?(d\^?2?y\/d[a-z]\^?2?|y''|y'|[a-z]''\s*\(\s*[a-z]\s*\)|[a-z]'\s*\(\s*[a-z]\s*\)|derivative|second derivative)$/,
  /^d\/d([a-z])\s*(?:of\s*)?(.+)$/,
];

interface DerivativeAsk {
  body: string;
  variable?: string;
  order: number;
  at?: string;
}

/** A derivative asked at a number, "f'(4)", "f''(-1/2)", "f'(e)", as opposed to the derivative function f'(x). */
const PRIME_AT_NUMBER =
  /\b([a-z])\s*('{1,2})\s*\(\s*(-?\s*(?:\d+(?:\.\d+)?(?:\s*\/\s*\d+)?|\d*\s*(?:pi|π)(?:\s*\/\s*\d+)?|e))\s*\)/;

/**
 * "f(x) = 3x^2 + 2x. Find f'(4)", "find f''(1) if f(x) = …", "differentiate f(x) = … and find f'(2)": the prime at
 * a number read as the derivative function f'(x) of the function's own variable, evaluated at that number. A value
 * given rather than asked ("if f'(2) = 5") is left alone.
 */
function primeAtNumber(text: string): { text: string; at: string } | null {
  const m = PRIME_AT_NUMBER.exec(text);
  if (!m || /^\s*=\s*\S/.test(text.slice(m.index + m[0].length))) return null;
  const [whole, name = '', primes = '', at = ''] = m;
  const variable = new RegExp(String.raw`\b${name}\s*\(\s*([a-z])\s*\)\s*=`).exec(text)?.[1] ?? 'x';
  const asked = `${name}${primes}(${variable})`;
  let rewritten = text.slice(0, m.index) + asked + text.slice(m.index + whole.length);
  // "Differentiate f(x) = … and (hence) find f'(x)": what follows the function only says where to evaluate.
  if (/^(?:find |calculate |work out )?(?:the )?(?:derivative of|differentiate)/.test(text))
    rewritten = rewritten.replace(
      new RegExp(
        String.raw`(?<=\S)\s*[,;.]?\s*(?:and |then |hence |and hence )?(?:find|evaluate|calculate|work out|determine|give|what is)\s+(?:the value of\s+)?${name}'{1,2}\(${variable}\)$`,
      ),
      '',
    );
  return { text: rewritten, at: at.replace(/\s+/g, '') };
}

function derivativeAsk(q: string): DerivativeAsk | null {
  const cleaned = q
    .replace(/\s*=?\s*[?.!]*$/, '')
    .replace(/^(?:please |can you |could you |help me |how do i |how to )+/, '')
    // "If f(x) = …, find f'(x)": the condition's word before the function's definition.
    .replace(/^(?:if|given(?: that)?|let|suppose)\s+(?=(?:[a-z]\s*\(\s*[a-z]\s*\)|y)\s*=)/, '')
    .trim();
  const atNumber = primeAtNumber(cleaned);
  if (atNumber === null) return derivativeAskOf(cleaned);
  const ask = derivativeAskOf(atNumber.text);
  return ask === null || ask.at !== undefined ? null : { ...ask, at: atNumber.at };
}

function derivativeAskOf(text: string): DerivativeAsk | null {
  let m = DERIVATIVE_FORMS[0]?.exec(text);
  if (m)
    return {
      order: m[1]?.startsWith('second') ? 2 : m[1]?.startsWith('third') ? 3 : 1,
      variable: m[4] ?? m[2],
      body: m[3] ?? '',
      at: m[6],
    };
  m = DERIVATIVE_FORMS[1]?.exec(text);
  if (m) return { order: m[1]?.startsWith('second') ? 2 : 1, variable: m[2], body: m[3] ?? '', at: m[6] };
  m = DERIVATIVE_FORMS[2]?.exec(text);
  if (m) return { order: 1, variable: m[3] ?? m[1], body: m[2] ?? '', at: m[5] };
  m = DERIVATIVE_FORMS[3]?.exec(text);
  if (m) {
    const second = /2|''/.test(m[1] ?? '');
    return { order: second ? 2 : 1, variable: m[2] ?? m[3], body: m[4] ?? '', at: m[6] };
  }
  m = DERIVATIVE_FORMS[4]?.exec(text);
  if (m) return { order: /2|''|second/.test(m[3] ?? '') ? 2 : 1, variable: m[1], body: m[2] ?? '' };
  m = DERIVATIVE_FORMS[5]?.exec(text);
  if (m) return { order: 1, variable: m[1], body: (m[2] ?? '').replace(/^\[(.*)\]$/, '$1') };
  return null;
}

function solveDerivative(ask: DerivativeAsk): MathSolution | null {
  const f = parseExpression(ask.body, { bareLog: 'refuse' });
  if (f === null) return null;
  const v = singleVariable(f, ask.variable);
  if (v === null) return null;
  const steps: MathStep[] = [];
  let current: MathNode = f;
  for (let k = 1; k <= ask.order; k += 1) {
    if (ask.order > 1)
      steps.push({ description: `Derivative number ${k}.`, expression: `f = ${show(current)}` });
    explainDerivative(current, v, steps, 0);
    const next = d(current, v);
    if (!numericDerivativeAgrees(current, next, v) && dependsOn(current, v)) return null;
    current = tidyExpression(next, v);
  }
  const answer = show(current);
  const prime = ask.order === 1 ? "f'" : ask.order === 2 ? "f''" : "f'''";
  steps.push({ description: 'Simplify.', expression: `${prime}(${v}) = ${answer}` });
  if (ask.at !== undefined) {
    const point = parseExpression(ask.at);
    if (point === null || variablesOf(point).length > 0) return null;
    const x = Number(point.evaluate());
    const value = Number(current.evaluate({ [v]: x }));
    if (!Number.isFinite(value)) return null;
    steps.push({
      description: `Substitute ${v} = ${show(point)}.`,
      expression: `${prime}(${show(point)}) = ${fmt(value)}`,
    });
    return {
      kind: 'derivative',
      problem: `d/d${v} (${show(f)})`,
      steps,
      answer: `${prime}(${show(point)}) = ${fmt(value)}`,
      result: { values: [value] },
    };
  }
  return {
    kind: 'derivative',
    problem: `d/d${v} (${show(f)})`,
    steps,
    answer: `${prime}(${v}) = ${answer}`,
    result: { expression: current.toString(), variable: v },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Integrals

const toNerdamer = (node: MathNode): string =>
  node.toString({ parenthesis: 'all', implicit: 'show' }).replace(/\blog10\(/g, '(1/log(10))*log(');

function nerdamerIntegral(f: MathNode, v: string): MathNode | null {
  let text: string;
  try {
    text = nerdamerIntegrate(toNerdamer(f), v);
  } catch {
    return null;
  }
  if (/integrate|Infinity|NaN|\bi\b/.test(text)) return null;
  try {
    const node = math.parse(text.replace(/\babs\(/g, 'abs('));
    return math.simplify(node);
  } catch {
    return null;
  }
}

/** ∫(ax + b)^n dx = (ax + b)^(n+1) / (a(n + 1)), kept in that form (nerdamer would expand it). */
function linearPowerIntegral(f: MathNode, v: string): MathNode | null {
  const n = unwrap(f);
  if (!(n.type === 'OperatorNode' && n.op === '^' && n.args?.length === 2)) return null;
  const [base, exponent] = n.args as [MathNode, MathNode];
  if (dependsOn(exponent, v)) return null;
  const power = Number(exponent.evaluate());
  const slope = Number(d(base, v).evaluate({ [v]: 0 }));
  if (!Number.isFinite(power) || power === -1 || !Number.isFinite(slope) || slope === 0) return null;
  if (dependsOn(d(base, v), v)) return null;
  return math.parse(`(${base.toString()})^${fmt(power + 1)} / ${fmt(slope * (power + 1))}`);
}

function integralRule(term: MathNode, v: string): string {
  const n = unwrap(term);
  const text = show(n);
  if (!dependsOn(n, v)) return `the integral of a constant k is k${v}`;
  if (n.type === 'SymbolNode') return 'power rule: ∫xⁿ dx = xⁿ⁺¹/(n+1)';
  if (n.type === 'OperatorNode' && n.op === '^') {
    const [b, e] = n.args as [MathNode, MathNode];
    if (unwrap(b).type === 'SymbolNode' && !dependsOn(e, v))
      return Number(e.evaluate?.()) === -1 ? '∫1/x dx = ln|x|' : 'power rule: ∫xⁿ dx = xⁿ⁺¹/(n+1)';
    if (!dependsOn(b, v)) return 'exponential rule: ∫e^(ax) dx = e^(ax)/a';
  }
  if (n.type === 'OperatorNode' && n.op === '/' && !dependsOn(n.args?.[0] as MathNode, v)) {
    const den = show(n.args?.[1] as MathNode);
    if (den === v) return '∫1/x dx = ln|x|';
    if (/^\d*\s*\+?\s*x\^2$|^x\^2 \+ \d+$|^1 \+ x\^2$/.test(den.replace(new RegExp(v, 'g'), 'x')))
      return 'standard form: ∫1/(a² + x²) dx = (1/a) arctan(x/a)';
  }
  if (n.type === 'OperatorNode' && n.op === '*' && n.args?.some((a) => !dependsOn(a, v)))
    return 'constant multiple: take the constant out of the integral';
  if (n.type === 'FunctionNode') {
    const name = fnName(n);
    const map: Record<string, string> = {
      sin: '∫sin(ax) dx = -cos(ax)/a',
      cos: '∫cos(ax) dx = sin(ax)/a',
      exp: '∫e^(ax) dx = e^(ax)/a',
      sqrt: 'power rule with n = 1/2',
      log: 'integration by parts: ∫ln(x) dx = x ln(x) - x',
      tan: '∫tan(x) dx = -ln|cos(x)|',
    };
    if (map[name]) return map[name] ?? '';
  }
  if (n.type === 'OperatorNode' && n.op === '*') {
    const hasPoly = n.args?.some((a) => /^[0-9x^ ]+$/.test(show(a).replace(new RegExp(v, 'g'), 'x')));
    const hasTranscendental = n.args?.some((a) => /sin|cos|e\^|exp|ln|log/.test(show(a)));
    if (hasPoly && hasTranscendental)
      return 'integration by parts: ∫u dv = uv - ∫v du, with u the polynomial';
  }
  if (text.includes('/')) return 'partial fractions or a substitution';
  return 'a substitution (reverse chain rule)';
}

function terms(node: MathNode): Array<{ sign: 1 | -1; term: MathNode }> {
  const n = unwrap(node);
  if (n.type === 'OperatorNode' && (n.op === '+' || n.op === '-') && n.args?.length === 2) {
    const [a, b] = n.args as [MathNode, MathNode];
    const right = terms(b).map((t) => ({ sign: (n.op === '-' ? -t.sign : t.sign) as 1 | -1, term: t.term }));
    return [...terms(a), ...right];
  }
  return [{ sign: 1, term: n }];
}

interface IntegralAsk {
  body: string;
  variable?: string;
  from?: string;
  to?: string;
}

function integralAsk(q: string): IntegralAsk | null {
  let text = q
    .replace(/[?.!]+$/, '')
    .replace(/^(?:please |can you |could you |help me |how do i |how to )+/, '')
    .replace(
      /^(?:find |calculate |compute |evaluate |what is |what's |determine |work out |solve )(?:the )?/,
      '',
    )
    .trim();
  let from: string | undefined;
  let to: string | undefined;
  const bounds = /\s*(?:from|between)\s+(?:[a-z]\s*=\s*)?(\S+)\s+(?:to|and)\s+(?:[a-z]\s*=\s*)?(\S+)\s*/.exec(
    text,
  );
  if (bounds) {
    from = bounds[1];
    to = bounds[2];
    text = (text.slice(0, bounds.index) + ' ' + text.slice(bounds.index + bounds[0].length))
      .replace(/\s+/g, ' ')
      .trim();
  }
  const sub = /∫_\{?([^}^\s]+)\}?\^\{?([^}\s]+)\}?/.exec(text);
  if (sub) {
    from = sub[1];
    to = sub[2];
    text = text.replace(sub[0], 'integral of ');
  }
  const m =
    /^(?:the )?(?:definite |indefinite )?(?:integral|antiderivative|anti-derivative|primitive)(?: of)?\s*:?\s*(.+?)\s*(?:d([a-z]))?(?: with respect to ([a-z]))?$/.exec(
      text,
    ) ??
    /^integrate\s*:?\s*(.+?)\s*(?:d([a-z]))?(?: with respect to ([a-z]))?$/.exec(text) ??
    /^∫\s*(.+?)\s*d([a-z])()$/.exec(text);
  if (!m) return null;
  let body = (m[1] ?? '').trim();
  const variable = m[2] ?? m[3];
  if (m[2] === undefined) {
    const dx = /\s*\bd([a-z])$/.exec(body);
    if (dx) body = body.slice(0, dx.index);
  }
  body = body.replace(/^∫\s*/, '').replace(/^of\s+/, '');
  if (body === '') return null;
  return { body, variable, from, to };
}

function numericIntegral(f: MathNode, v: string, a: number, b: number): number | null {
  const c = f.compile();
  const n = 2000;
  const h = (b - a) / n;
  let sum = 0;
  for (let i = 0; i <= n; i += 1) {
    const x = a + i * h;
    let y: unknown;
    try {
      y = c.evaluate({ [v]: x });
    } catch {
      return null;
    }
    if (typeof y !== 'number' || !Number.isFinite(y)) return null;
    sum += y * (i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2);
  }
  return (sum * h) / 3;
}

function solveIntegral(ask: IntegralAsk): MathSolution | null {
  const f = parseExpression(ask.body, { bareLog: 'refuse' });
  if (f === null) return null;
  const v = singleVariable(f, ask.variable);
  if (v === null) return null;
  const raw = linearPowerIntegral(f, v) ?? nerdamerIntegral(f, v);
  const F = raw === null ? null : tidyExpression(raw, v);
  if (F === null || !sameFunction(d(F, v), f, v)) return null;
  const steps: MathStep[] = [];
  const parts = terms(f);
  if (parts.length > 1) {
    steps.push({
      description: 'The integral of a sum is the sum of the integrals: integrate term by term.',
      expression: parts
        .map(
          (p, i) => `${i === 0 ? (p.sign < 0 ? '-' : '') : p.sign < 0 ? ' - ' : ' + '}∫${show(p.term)} d${v}`,
        )
        .join(''),
    });
  }
  for (const p of parts) {
    const Fi = nerdamerIntegral(p.term, v);
    if (Fi === null || !sameFunction(d(Fi, v), p.term, v)) continue;
    steps.push({
      description: `Use ${integralRule(p.term, v)}.`,
      expression: `∫${show(p.term)} d${v} = ${show(Fi)}`,
    });
  }
  if (ask.from === undefined || ask.to === undefined) {
    steps.push({
      description: 'Add the constant of integration C.',
      expression: `∫${show(f)} d${v} = ${show(F)} + C`,
    });
    steps.push({
      description: 'Check: differentiating the result gives back the integrand.',
      expression: `d/d${v}[${show(F)}] = ${show(d(F, v))}`,
    });
    return {
      kind: 'integral',
      problem: `∫ ${show(f)} d${v}`,
      steps,
      answer: `${show(F)} + C`,
      result: { expression: F.toString(), variable: v, upToConstant: true },
    };
  }
  const lower = parseExpression(ask.from);
  const upper = parseExpression(ask.to);
  if (lower === null || upper === null || variablesOf(lower).length + variablesOf(upper).length > 0)
    return null;
  const a = Number(lower.evaluate());
  const b = Number(upper.evaluate());
  const Fa = Number(F.evaluate({ [v]: a }));
  const Fb = Number(F.evaluate({ [v]: b }));
  const value = Fb - Fa;
  const numeric = numericIntegral(f, v, Math.min(a, b), Math.max(a, b));
  if (!Number.isFinite(value) || numeric === null) return null;
  if (Math.abs((a <= b ? numeric : -numeric) - value) > 1e-5 * Math.max(1, Math.abs(value))) return null;
  steps.push({
    description: 'An antiderivative (no + C needed for a definite integral).',
    expression: `F(${v}) = ${show(F)}`,
  });
  steps.push({
    description: `Evaluate F at the upper and lower limits and subtract: F(${show(upper)}) - F(${show(lower)}).`,
    expression: `F(${show(upper)}) - F(${show(lower)}) = ${fmt(Fb)} - ${fmt(Fa)} = ${fmt(value)}`,
  });
  return {
    kind: 'integral',
    problem: `∫ from ${show(lower)} to ${show(upper)} of ${show(f)} d${v}`,
    steps,
    answer: fmt(value),
    result: { values: [value] },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Limits

interface LimitAsk {
  body: string;
  variable: string;
  point: string;
}

function limitAsk(q: string): LimitAsk | null {
  const text = q
    .replace(/[?.!]+$/, '')
    .replace(/^(?:find |calculate |compute |evaluate |what is |what's |determine |work out )(?:the )?/, '')
    .replace(/→|->|-->/g, ' to ')
    .replace(/\btends to\b|\bapproaches\b|\bgoes to\b|\bheads to\b/g, 'to')
    .replace(/\s+/g, ' ')
    .trim();
  const point = String.raw`(-?\s*(?:infinity|inf|∞|oo|[\d./]+|pi))`;
  let m = new RegExp(`^(?:limit|lim)(?: of)? (.+?),? as ([a-z]) to ${point}$`).exec(text);
  if (m) return { body: m[1] ?? '', variable: m[2] ?? 'x', point: m[3] ?? '' };
  m = new RegExp(`^(?:the )?(?:limit|lim)_?[{(]?,? ?(?:as )?([a-z]) to ${point}[})]?,?(?: of)? (.+)$`).exec(
    text,
  );
  if (m) return { body: m[3] ?? '', variable: m[1] ?? 'x', point: m[2] ?? '' };
  return null;
}

function polyDivideByRoot(c: number[], a: number): number[] {
  // c lowest power first; synthetic division by (x - a).
  const high = [...c].reverse();
  const out: number[] = [];
  let carry = 0;
  for (let i = 0; i < high.length - 1; i += 1) {
    carry = carry * a + (high[i] ?? 0);
    out.push(carry);
  }
  return out.reverse();
}

const evalPoly = (c: number[], x: number) => c.reduce((s, k, i) => s + k * x ** i, 0);

function polyText(c: number[], v: string): string {
  const parts: string[] = [];
  for (let i = c.length - 1; i >= 0; i -= 1) {
    const k = Number((c[i] ?? 0).toPrecision(12));
    if (k === 0) continue;
    const abs = Math.abs(k);
    const coef = i === 0 ? fmt(abs) : abs === 1 ? '' : fmt(abs);
    const term = i === 0 ? coef : `${coef}${v}${i === 1 ? '' : `^${i}`}`;
    parts.push(parts.length === 0 ? (k < 0 ? `-${term}` : term) : k < 0 ? `- ${term}` : `+ ${term}`);
  }
  return parts.length ? parts.join(' ') : '0';
}

/**
 * The standard limit lim (1 + a/n)^(bn) = e^(ab) as n → ∞: the base less 1, times n, must be the one constant a and
 * the exponent over n the one constant b at every sample point (so (1 + 1/n²)^n or (1 + 2/n)^(n²) are not read as it).
 */
function powerOfOnePlus(f: MathNode, v: string, problem: string): MathSolution | null {
  const power = unwrap(f);
  if (power.type !== 'OperatorNode' || power.op !== '^' || power.args?.length !== 2) return null;
  const [base, exponent] = power.args as [MathNode, MathNode];
  const samples = [3, 7, 20, 1000];
  let a: number | null = null;
  let b: number | null = null;
  try {
    const baseAt = base.compile();
    const exponentAt = exponent.compile();
    for (const n of samples) {
      const an = (Number(baseAt.evaluate({ [v]: n })) - 1) * n;
      const bn = Number(exponentAt.evaluate({ [v]: n })) / n;
      if (!Number.isFinite(an) || !Number.isFinite(bn)) return null;
      a ??= an;
      b ??= bn;
      if (
        Math.abs(an - a) > 1e-9 * Math.max(1, Math.abs(a)) ||
        Math.abs(bn - b) > 1e-9 * Math.max(1, Math.abs(b))
      )
        return null;
    }
  } catch {
    return null;
  }
  if (a === null || b === null) return null;
  // The samples carry rounding (a = 0.9999999999 for 1/n): the constants to 12 figures.
  [a, b] = [Number(a.toPrecision(12)), Number(b.toPrecision(12))];
  const product = a * b;
  const value = Math.exp(product);
  return {
    kind: 'limit',
    problem,
    steps: [
      {
        description: `The form (1 + a/${v})^(b${v}): 1 + ${fmt(a)}/${v} raised to ${fmt(b)}${v}, which tends to 1^∞.`,
        expression: `a = ${fmt(a)}, b = ${fmt(b)}`,
      },
      {
        description: `The standard limit: (1 + a/${v})^${v} → e^a, so (1 + a/${v})^(b${v}) → e^(ab).`,
        expression: `${problem} = e^${fmt(product)}`,
      },
    ],
    answer: `e^${fmt(product)} ≈ ${fmt(value)}`,
    result: { values: [value] },
  };
}

function solveLimit(ask: LimitAsk): MathSolution | null {
  const f = parseExpression(ask.body, { bareLog: 'refuse' });
  if (f === null) return null;
  const v = singleVariable(f, ask.variable);
  if (v === null) return null;
  const atInfinity = /inf|∞|oo/.test(ask.point);
  const negative = ask.point.trim().startsWith('-');
  const steps: MathStep[] = [];
  const problem = `lim ${v}→${atInfinity ? (negative ? '-∞' : '∞') : ask.point} ${show(f)}`;
  let rational: { numerator: number[]; denominator: number[] } | null = null;
  try {
    const r = rationalForm(f);
    const num = rationalForm(r.numerator).coefficients;
    const den = r.denominator ? rationalForm(r.denominator).coefficients : [1];
    if (num.length > 0 && den.length > 0) rational = { numerator: num, denominator: den };
  } catch {
    rational = null;
  }
  const trim = (c: number[]) => {
    const out = [...c];
    while (out.length > 1 && Math.abs(out[out.length - 1] ?? 0) < 1e-12) out.pop();
    return out;
  };
  let value: number;
  let answer: string;
  if (rational && atInfinity) {
    const N = trim(rational.numerator);
    const D = trim(rational.denominator);
    const n = N.length - 1;
    const m = D.length - 1;
    const ln = N[n] ?? 0;
    const ld = D[m] ?? 1;
    steps.push({
      description: 'Write the function as one fraction of polynomials.',
      expression: `(${polyText(N, v)}) / (${polyText(D, v)})`,
    });
    steps.push({
      description: `Compare the degrees: numerator ${n}, denominator ${m}. Divide every term by ${v}^${Math.max(m, 1)}.`,
      expression: `degree ${n} vs ${m}`,
    });
    if (n < m) {
      value = 0;
      steps.push({
        description: 'The denominator grows faster, so the fraction tends to 0.',
        expression: `${problem} = 0`,
      });
      answer = '0';
    } else if (n === m) {
      value = ln / ld;
      steps.push({
        description: 'Equal degrees: the limit is the ratio of the leading coefficients.',
        expression: `${fmt(ln)} / ${fmt(ld)} = ${fmt(value)}`,
      });
      answer = fmt(value);
    } else {
      const sign = Math.sign(ln / ld) * (negative && (n - m) % 2 === 1 ? -1 : 1);
      value = sign * Infinity;
      steps.push({
        description: 'The numerator grows faster, so the fraction grows without bound.',
        expression: `${problem} = ${sign > 0 ? '∞' : '-∞'}`,
      });
      answer =
        sign > 0
          ? '∞ (the limit does not exist as a finite number)'
          : '-∞ (the limit does not exist as a finite number)';
      return { kind: 'limit', problem, steps, answer, result: { values: [value] } };
    }
    const check = Number(f.evaluate({ [v]: negative ? -1e7 : 1e7 }));
    if (!Number.isFinite(check) || Math.abs(check - value) > 1e-3 * Math.max(1, Math.abs(value))) return null;
    return { kind: 'limit', problem, steps, answer, result: { values: [value] } };
  }
  if (atInfinity) return negative ? null : powerOfOnePlus(f, v, problem);
  const pointNode = parseExpression(ask.point);
  if (pointNode === null) return null;
  const a = Number(pointNode.evaluate());
  if (!Number.isFinite(a)) return null;
  const near = (side: number) => {
    const out: number[] = [];
    for (const h of [1e-4, 1e-5, 1e-6]) out.push(Number(f.evaluate({ [v]: a + side * h })));
    return out;
  };
  if (rational) {
    let N = trim(rational.numerator);
    let D = trim(rational.denominator);
    steps.push({
      description: `Substitute ${v} = ${fmt(a)}.`,
      expression: `(${polyText(N, v)}) / (${polyText(D, v)}) → ${fmt(evalPoly(N, a))} / ${fmt(evalPoly(D, a))}`,
    });
    let guard = 0;
    while (Math.abs(evalPoly(N, a)) < 1e-9 && Math.abs(evalPoly(D, a)) < 1e-9 && guard < 5) {
      N = polyDivideByRoot(N, a);
      D = polyDivideByRoot(D, a);
      guard += 1;
      steps.push({
        description: `0/0: both are 0 at ${v} = ${fmt(a)}, so (${v} ${a < 0 ? '+' : '-'} ${fmt(Math.abs(a))}) is a factor of both. Factor and cancel it.`,
        expression: `(${polyText(N, v)}) / (${polyText(D, v)})`,
      });
    }
    const n = evalPoly(N, a);
    const dd = evalPoly(D, a);
    if (Math.abs(dd) < 1e-9) {
      const left = near(-1).at(-1) ?? NaN;
      const right = near(1).at(-1) ?? NaN;
      if (Math.sign(left) === Math.sign(right) && Math.abs(left) > 1e3) {
        const sign = Math.sign(right);
        steps.push({
          description: `The denominator tends to 0 and the numerator to ${fmt(n)}; the fraction has the same sign on both sides.`,
          expression: `${problem} = ${sign > 0 ? '∞' : '-∞'}`,
        });
        return {
          kind: 'limit',
          problem,
          steps,
          answer: `${sign > 0 ? '∞' : '-∞'} (the limit does not exist as a finite number)`,
          result: { values: [sign * Infinity] },
        };
      }
      steps.push({
        description: `The denominator tends to 0 and the numerator to ${fmt(n)}: the function goes to +∞ on one side and -∞ on the other.`,
        expression: `lim ${v}→${fmt(a)}⁻ ≠ lim ${v}→${fmt(a)}⁺`,
      });
      return {
        kind: 'limit',
        problem,
        steps,
        answer: 'The limit does not exist (the one-sided limits are -∞ and +∞)',
        result: { values: [NaN] },
      };
    }
    value = n / dd;
    steps.push({
      description: `Substitute ${v} = ${fmt(a)} into what is left.`,
      expression: `${fmt(n)} / ${fmt(dd)} = ${fmt(value)}`,
    });
  } else {
    // L'Hôpital's rule for 0/0 forms of other functions.
    const n = unwrap(f);
    if (!(n.type === 'OperatorNode' && n.op === '/' && n.args?.length === 2)) {
      value = Number(f.evaluate({ [v]: a }));
      if (!Number.isFinite(value)) return null;
      steps.push({
        description: `The function is continuous at ${v} = ${fmt(a)}: substitute.`,
        expression: `${show(f)} at ${v} = ${fmt(a)} is ${fmt(value)}`,
      });
    } else {
      let [top, bottom] = n.args as [MathNode, MathNode];
      let guard = 0;
      const at = (g: MathNode) => Number(g.evaluate({ [v]: a }));
      while (Math.abs(at(top)) < 1e-12 && Math.abs(at(bottom)) < 1e-12 && guard < 3) {
        steps.push({
          description: `0/0 at ${v} = ${fmt(a)}: by L'Hôpital's rule, differentiate the numerator and the denominator.`,
          expression: `lim ${show(top)} / ${show(bottom)} = lim (${show(d(top, v))}) / (${show(d(bottom, v))})`,
        });
        top = d(top, v);
        bottom = d(bottom, v);
        guard += 1;
      }
      value = at(top) / at(bottom);
      if (!Number.isFinite(value)) return null;
      steps.push({
        description: `Substitute ${v} = ${fmt(a)}.`,
        expression: `${fmt(at(top))} / ${fmt(at(bottom))} = ${fmt(value)}`,
      });
    }
  }
  const sides = [...near(-1), ...near(1)];
  if (sides.some((y) => !Number.isFinite(y) || Math.abs(y - value) > 1e-3 * Math.max(1, Math.abs(value))))
    return null;
  answer = fmt(value);
  return { kind: 'limit', problem, steps, answer, result: { values: [value] } };
}

export const solveCalculus: HomeworkSolver = (plain) => {
  try {
    const integral = integralAsk(plain);
    if (integral) return solveIntegral(integral);
    const limit = limitAsk(plain);
    if (limit) return solveLimit(limit);
    const derivative = derivativeAsk(plain);
    if (derivative) return solveDerivative(derivative);
  } catch (error) {
    if (error instanceof AmbiguousNotation) return null;
    throw error;
  }
  return null;
};
