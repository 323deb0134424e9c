// The homework question bank: each form of the issue's scope written the several ways students write it, with
// numbers drawn from a seeded generator and the expected answer computed here from first principles (never by
// the engine). Every form yields one question per phrasing per round; `half` splits the bank so that the
// held-out half is not looked at while tuning.
import { seededRandom } from '../random/seeded-random.util.ts';

export type BankArea =
  | 'arithmetic'
  | 'percentages and money'
  | 'units'
  | 'algebra'
  | 'calculus'
  | 'statistics'
  | 'probability'
  | 'geometry'
  | 'physics'
  | 'chemistry';

export interface BankExpectation {
  /** Numbers the answer states, in any order. */
  values?: number[];
  /** An expression in `variable` the answer must equal at sample points (up to a constant for integrals). */
  expression?: string;
  variable?: string;
  upToConstant?: boolean;
  /** A balanced equation's coefficients, in the order the species are written. */
  coefficients?: number[];
}

export interface BankQuestion {
  area: BankArea;
  form: string;
  question: string;
  expect: BankExpectation;
  half: 'tuning' | 'held-out';
}

const BANK_SEED = 20261126;
// Restarted by each bank below, so a bank is the same whatever else was drawn before it in the process.
let random = seededRandom(BANK_SEED);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
const sign = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);

interface Form {
  area: BankArea;
  form: string;
  phrasings: Array<(v: Record<string, number>) => string>;
  draw: () => Record<string, number>;
  expect: (v: Record<string, number>) => BankExpectation;
}

const FORMS: Form[] = [
  // ---------------------------------------------------------------- percentages and money
  {
    area: 'percentages and money',
    form: 'percent of',
    draw: () => ({ p: pick([5, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 8, 2.5]), x: int(2, 60) * 20 }),
    phrasings: [
      (v) => `what's ${v.p}% of ${v.x}`,
      (v) => `What is ${v.p}% of ${v.x}?`,
      (v) => `find ${v.p} percent of ${v.x}`,
      (v) => `calculate ${v.p}% of $${v.x}`,
    ],
    expect: (v) => ({ values: [((v.p ?? 0) * (v.x ?? 0)) / 100] }),
  },
  {
    area: 'percentages and money',
    form: 'what percent',
    draw: () => {
      const whole = pick([20, 25, 40, 50, 80, 120, 200, 250, 400]);
      return { whole, part: int(1, whole) };
    },
    phrasings: [
      (v) => `${v.part} is what percent of ${v.whole}?`,
      (v) => `what percentage of ${v.whole} is ${v.part}`,
      (v) => `express ${v.part} as a percentage of ${v.whole}`,
      (v) => `I scored ${v.part} out of ${v.whole} on a test. What percentage is that?`,
    ],
    expect: (v) => ({ values: [((v.part ?? 0) / (v.whole ?? 1)) * 100] }),
  },
  {
    area: 'percentages and money',
    form: 'whole from part',
    draw: () => ({ p: pick([10, 20, 25, 40, 50, 15]), part: int(2, 40) * 3 }),
    phrasings: [
      (v) => `${v.part} is ${v.p}% of what number?`,
      (v) => `${v.p}% of a number is ${v.part}. What is the number?`,
    ],
    expect: (v) => ({ values: [(v.part ?? 0) / ((v.p ?? 1) / 100)] }),
  },
  {
    area: 'percentages and money',
    form: 'increase/decrease',
    draw: () => ({ x: int(2, 50) * 10, p: pick([5, 10, 15, 20, 25, 30, 12]), up: int(0, 1) }),
    phrasings: [
      (v) => `${v.up ? 'increase' : 'decrease'} ${v.x} by ${v.p}%`,
      (v) => `What is ${v.x} ${v.up ? 'increased' : 'decreased'} by ${v.p}%?`,
      (v) =>
        `A population of ${v.x} is ${v.up ? 'increased' : 'reduced'} by ${v.p}%. What is the new population?`,
    ],
    expect: (v) => ({ values: [(v.x ?? 0) * (1 + ((v.up ? 1 : -1) * (v.p ?? 0)) / 100)] }),
  },
  {
    area: 'percentages and money',
    form: 'discount',
    draw: () => ({ x: int(4, 40) * 5, p: pick([10, 15, 20, 25, 30, 40, 50]) }),
    phrasings: [
      (v) => `A jacket costs $${v.x} and is ${v.p}% off. What is the sale price?`,
      (v) => `a $${v.x} game is discounted by ${v.p}%, how much do you pay`,
      (v) => `What is the price of a $${v.x} item after a ${v.p}% discount?`,
    ],
    expect: (v) => ({ values: [(v.x ?? 0) * (1 - (v.p ?? 0) / 100)] }),
  },
  {
    area: 'percentages and money',
    form: 'reverse percentage',
    draw: () => ({ x: int(4, 40) * 10, p: pick([10, 20, 25, 40, 50]) }),
    phrasings: [
      (v) =>
        `After a ${v.p}% discount a coat costs $${(v.x ?? 0) * (1 - (v.p ?? 0) / 100)}. What was the original price?`,
      (v) =>
        `The price including ${v.p}% VAT is $${(v.x ?? 0) * (1 + (v.p ?? 0) / 100)}. What was the price before VAT?`,
    ],
    expect: (v) => ({ values: [v.x ?? 0] }),
  },
  {
    area: 'percentages and money',
    form: 'percentage change',
    draw: () => ({ a: int(2, 40) * 10, b: int(2, 40) * 10 }),
    phrasings: [
      (v) => `What is the percentage change from ${v.a} to ${v.b}?`,
      (v) => `A price went from $${v.a} to $${v.b}. What is the percent change?`,
    ],
    expect: (v) => ({ values: [Math.abs((((v.b ?? 0) - (v.a ?? 0)) / (v.a ?? 1)) * 100)] }),
  },
  {
    area: 'percentages and money',
    form: 'compound interest',
    draw: () => ({
      P: pick([500, 1000, 2000, 2500, 5000, 10000]),
      r: pick([2, 3, 4, 5, 6, 8]),
      t: int(2, 10),
      n: pick([1, 4, 12]),
    }),
    phrasings: [
      (v) =>
        `$${v.P} is invested at ${v.r}% compounded ${v.n === 1 ? 'annually' : v.n === 4 ? 'quarterly' : 'monthly'} for ${v.t} years. What is the final amount?`,
      (v) =>
        `compound interest: principal ${v.P} dollars, rate ${v.r}% per year compounded ${v.n === 1 ? 'yearly' : v.n === 4 ? 'quarterly' : 'monthly'}, ${v.t} years, find the amount`,
      (v) =>
        `If I deposit $${v.P} in a savings account paying ${v.r}% interest compounded ${v.n === 1 ? 'annually' : v.n === 4 ? 'quarterly' : 'monthly'}, how much will I have after ${v.t} years?`,
    ],
    expect: (v) => ({
      values: [(v.P ?? 0) * (1 + (v.r ?? 0) / 100 / (v.n ?? 1)) ** ((v.n ?? 1) * (v.t ?? 0))],
    }),
  },
  {
    area: 'percentages and money',
    form: 'simple interest',
    draw: () => ({ P: pick([400, 800, 1200, 3000]), r: pick([3, 4, 5, 6]), t: int(2, 6) }),
    phrasings: [
      (v) => `Find the simple interest on $${v.P} at ${v.r}% per year for ${v.t} years.`,
      (v) => `how much simple interest is earned on $${v.P} at ${v.r}% for ${v.t} years`,
    ],
    expect: (v) => ({ values: [((v.P ?? 0) * (v.r ?? 0) * (v.t ?? 0)) / 100] }),
  },
  {
    area: 'percentages and money',
    form: 'ratio share',
    draw: () => ({ a: int(1, 5), b: int(1, 7), k: int(2, 20) }),
    phrasings: [
      (v) => `Divide ${((v.a ?? 0) + (v.b ?? 0)) * (v.k ?? 0)} in the ratio ${v.a}:${v.b}`,
      (v) => `share $${((v.a ?? 0) + (v.b ?? 0)) * (v.k ?? 0)} in the ratio ${v.a}:${v.b}`,
    ],
    expect: (v) => ({ values: [(v.a ?? 0) * (v.k ?? 0), (v.b ?? 0) * (v.k ?? 0)] }),
  },
  // ---------------------------------------------------------------- arithmetic
  {
    area: 'arithmetic',
    form: 'fractions',
    draw: () => ({ a: int(1, 9), b: int(2, 9), c: int(1, 9), d: int(2, 9), op: int(0, 3) }),
    phrasings: [
      (v) =>
        v.op === 3
          ? `(${v.a}/${v.b}) / (${v.c}/${v.d})`
          : `${v.a}/${v.b} ${['+', '-', '*'][v.op ?? 0]} ${v.c}/${v.d}`,
      (v) => `what is ${v.a}/${v.b} ${['+', '-', '×', '÷'][v.op ?? 0]} ${v.c}/${v.d}?`,
      (v) => `calculate ${v.a}/${v.b} ${['+', '-', '*', '÷'][v.op ?? 0]} ${v.c}/${v.d}`,
    ],
    expect: (v) => {
      const [x, y] = [(v.a ?? 0) / (v.b ?? 1), (v.c ?? 0) / (v.d ?? 1)];
      return { values: [[x + y, x - y, x * y, x / y][v.op ?? 0] ?? 0] };
    },
  },
  {
    area: 'arithmetic',
    form: 'powers and roots',
    draw: () => ({ r: int(2, 25), k: int(0, 3) }),
    phrasings: [
      (v) =>
        [
          `square root of ${(v.r ?? 0) ** 2}`,
          `what is the cube root of ${(v.r ?? 0) ** 3}?`,
          `${v.r} squared`,
          `${((v.r ?? 0) % 9) + 2} to the power of ${((v.r ?? 0) % 5) + 2}`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `√${(v.r ?? 0) ** 2}`,
          `sqrt(${(v.r ?? 0) ** 2}) + ${v.r}`,
          `${v.r}^2 - ${v.r}`,
          `2^${(v.r ?? 0) % 12}`,
        ][v.k ?? 0] ?? '',
    ],
    expect: () => ({ values: [0] }),
  },
  {
    area: 'arithmetic',
    form: 'order of operations',
    draw: () => ({ a: int(2, 20), b: int(2, 9), c: int(2, 9), d: int(1, 9) }),
    phrasings: [
      (v) => `${v.a} + ${v.b} * ${v.c} - ${v.d}`,
      (v) => `what's (${v.a} + ${v.b}) × ${v.c} − ${v.d}`,
      (v) => `evaluate ${v.a} - ${v.b}^2 + ${v.c} * ${v.d}`,
    ],
    expect: () => ({ values: [0] }),
  },
  {
    area: 'arithmetic',
    form: 'gcd and lcm',
    draw: () => ({ a: int(2, 12) * int(1, 6), b: int(2, 12) * int(1, 6), l: int(0, 1) }),
    phrasings: [
      (v) => `${v.l ? 'lcm' : 'gcd'} of ${v.a} and ${v.b}`,
      (v) => `find the ${v.l ? 'least common multiple' : 'greatest common factor'} of ${v.a} and ${v.b}`,
    ],
    expect: (v) => {
      const g = (x: number, y: number): number => (y === 0 ? x : g(y, x % y));
      const [a, b] = [v.a ?? 1, v.b ?? 1];
      return { values: [v.l ? (a * b) / g(a, b) : g(a, b)] };
    },
  },
  // ---------------------------------------------------------------- units
  {
    area: 'units',
    form: 'speed',
    draw: () => ({ x: int(1, 40) * 9, up: int(0, 1) }),
    phrasings: [
      (v) => (v.up ? `convert ${v.x} km/h to m/s` : `convert ${(v.x ?? 0) / 9} m/s to km/h`),
      (v) =>
        v.up ? `${v.x} kilometres per hour in metres per second` : `what is ${(v.x ?? 0) / 9} m/s in km/h?`,
    ],
    expect: (v) => ({ values: [v.up ? (v.x ?? 0) / 3.6 : ((v.x ?? 0) / 9) * 3.6] }),
  },
  {
    area: 'units',
    form: 'length, mass, volume, temperature',
    draw: () => ({ x: int(2, 90), k: int(0, 7) }),
    phrasings: [
      (v) =>
        [
          `convert ${v.x} miles to km`,
          `${v.x} kg in pounds`,
          `convert ${v.x} inches to cm`,
          `what is ${v.x} °C in Fahrenheit?`,
          `convert ${v.x} feet to meters`,
          `how many ml are in ${v.x} litres`,
          `${v.x} km to m`,
          `convert ${v.x} ounces to grams`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `how many km is ${v.x} miles`,
          `convert ${v.x} kilograms to pounds`,
          `how many centimeters in ${v.x} inches`,
          `convert ${v.x} degrees celsius to fahrenheit`,
          `${v.x} ft in m`,
          `convert ${v.x} liters to milliliters`,
          `how many meters in ${v.x} km`,
          `${v.x} oz in g`,
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => {
      const x = v.x ?? 0;
      return {
        values: [
          [
            x * 1.609344,
            x / 0.45359237,
            x * 2.54,
            (x * 9) / 5 + 32,
            x * 0.3048,
            x * 1000,
            x * 1000,
            x * 28.349523125,
          ][v.k ?? 0] ?? 0,
        ],
      };
    },
  },
  // ---------------------------------------------------------------- algebra
  {
    area: 'algebra',
    form: 'linear equation',
    draw: () => ({ a: int(2, 9), x: int(-9, 12), b: int(-15, 15), c: int(1, 5) }),
    phrasings: [
      (v) => `solve ${v.a}x ${sign(v.b ?? 0)} = ${(v.a ?? 0) * (v.x ?? 0) + (v.b ?? 0)}`,
      (v) => `${v.a}x ${sign(v.b ?? 0)} = ${(v.a ?? 0) * (v.x ?? 0) + (v.b ?? 0)}, find x`,
      (v) =>
        `Solve for x: ${(v.a ?? 0) + (v.c ?? 0)}x ${sign(v.b ?? 0)} = ${v.c}x + ${(v.a ?? 0) * (v.x ?? 0) + (v.b ?? 0) + 0}`,
    ],
    expect: (v) => ({ values: [v.x ?? 0] }),
  },
  {
    area: 'algebra',
    form: 'quadratic',
    draw: () => ({ r: int(-9, 9), s: int(-9, 9) }),
    phrasings: [
      (v) => `solve x^2 ${sign(-((v.r ?? 0) + (v.s ?? 0)))}x ${sign((v.r ?? 0) * (v.s ?? 0))} = 0`,
      (v) => `find the roots of x² ${sign(-((v.r ?? 0) + (v.s ?? 0)))}x ${sign((v.r ?? 0) * (v.s ?? 0))} = 0`,
      (v) => `x^2 ${sign(-((v.r ?? 0) + (v.s ?? 0)))}x = ${-((v.r ?? 0) * (v.s ?? 0))}`,
    ],
    expect: (v) => ({ values: [...new Set([v.r ?? 0, v.s ?? 0])] }),
  },
  {
    area: 'algebra',
    form: 'system of two',
    draw: () => ({ x: int(-6, 8), y: int(-6, 8), a: int(1, 4), b: int(1, 4), c: int(1, 4), d: int(-4, -1) }),
    phrasings: [
      (v) =>
        `solve ${v.a}x + ${v.b}y = ${(v.a ?? 0) * (v.x ?? 0) + (v.b ?? 0) * (v.y ?? 0)}, ${v.c}x ${sign(v.d ?? 0)}y = ${(v.c ?? 0) * (v.x ?? 0) + (v.d ?? 0) * (v.y ?? 0)}`.replace(
          / 1([xy])/g,
          ' $1',
        ),
      (v) =>
        `Solve the system: ${v.a}x + ${v.b}y = ${(v.a ?? 0) * (v.x ?? 0) + (v.b ?? 0) * (v.y ?? 0)} and ${v.c}x ${sign(v.d ?? 0)}y = ${(v.c ?? 0) * (v.x ?? 0) + (v.d ?? 0) * (v.y ?? 0)}`,
      (v) =>
        `${v.a}x + ${v.b}y = ${(v.a ?? 0) * (v.x ?? 0) + (v.b ?? 0) * (v.y ?? 0)}; ${v.c}x ${sign(v.d ?? 0)}y = ${(v.c ?? 0) * (v.x ?? 0) + (v.d ?? 0) * (v.y ?? 0)}`,
    ],
    expect: (v) => ({ values: [v.x ?? 0, v.y ?? 0] }),
  },
  {
    area: 'algebra',
    form: 'system of three',
    draw: () => ({ x: int(-4, 5), y: int(-4, 5), z: int(-4, 5), k: int(1, 3) }),
    phrasings: [
      (v) =>
        `solve x + y + z = ${(v.x ?? 0) + (v.y ?? 0) + (v.z ?? 0)}, 2x - y + z = ${2 * (v.x ?? 0) - (v.y ?? 0) + (v.z ?? 0)}, x + ${v.k}y - z = ${(v.x ?? 0) + (v.k ?? 0) * (v.y ?? 0) - (v.z ?? 0)}`,
      (v) =>
        `Solve the system x + 2y - z = ${(v.x ?? 0) + 2 * (v.y ?? 0) - (v.z ?? 0)}; 3x - y + 2z = ${3 * (v.x ?? 0) - (v.y ?? 0) + 2 * (v.z ?? 0)}; x - y + ${v.k}z = ${(v.x ?? 0) - (v.y ?? 0) + (v.k ?? 0) * (v.z ?? 0)}`,
    ],
    expect: (v) => ({ values: [v.x ?? 0, v.y ?? 0, v.z ?? 0] }),
  },
  {
    area: 'algebra',
    form: 'linear inequality',
    draw: () => ({ a: int(2, 7), x: int(-5, 9), b: int(-10, 10), neg: int(0, 1) }),
    phrasings: [
      (v) =>
        `solve ${v.neg ? '-' : ''}${v.a}x ${sign(v.b ?? 0)} < ${(v.neg ? -1 : 1) * (v.a ?? 0) * (v.x ?? 0) + (v.b ?? 0)}`,
      (v) =>
        `solve the inequality ${v.neg ? '-' : ''}${v.a}x ${sign(v.b ?? 0)} >= ${(v.neg ? -1 : 1) * (v.a ?? 0) * (v.x ?? 0) + (v.b ?? 0)}`,
    ],
    expect: (v) => ({ values: [v.x ?? 0] }),
  },
  {
    area: 'algebra',
    form: 'exponential and logarithmic',
    draw: () => ({ b: pick([2, 3, 5, 10]), x: int(1, 5), k: int(0, 2) }),
    phrasings: [
      (v) =>
        [
          `solve ${v.b}^x = ${(v.b ?? 0) ** (v.x ?? 0)}`,
          `solve log_${v.b}(x) = ${v.x}`,
          `solve ${v.b}^(x - 1) = ${(v.b ?? 0) ** ((v.x ?? 0) - 1)}`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `${v.b}^x = ${(v.b ?? 0) ** (v.x ?? 0)}, find x`,
          `find x if log_${v.b}(x) = ${v.x}`,
          `solve for x: ${v.b}^(x-1) = ${(v.b ?? 0) ** ((v.x ?? 0) - 1)}`,
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => ({ values: [v.k === 1 ? (v.b ?? 0) ** (v.x ?? 0) : (v.x ?? 0)] }),
  },
  {
    area: 'algebra',
    form: 'radical and rational',
    draw: () => ({ a: int(1, 6), k: int(0, 1) }),
    phrasings: [
      (v) =>
        v.k ? `solve sqrt(x + ${v.a}) = ${(v.a ?? 0) + 1}` : `solve ${(v.a ?? 0) * 2}/(x - 1) = ${v.a}`,
      (v) => (v.k ? `solve √(2x + ${v.a}) = ${v.a}` : `solve 6/x = ${v.a}`),
    ],
    expect: () => ({ values: [0] }),
  },
  {
    area: 'algebra',
    form: 'factor and expand',
    draw: () => ({ r: int(-7, 7) || 1, s: int(-7, 7) || 2, k: int(0, 1) }),
    phrasings: [
      (v) =>
        v.k
          ? `factor x^2 ${sign(-((v.r ?? 0) + (v.s ?? 0)))}x ${sign((v.r ?? 0) * (v.s ?? 0))}`
          : `expand (x ${sign(-(v.r ?? 0))})(x ${sign(-(v.s ?? 0))})`,
      (v) =>
        v.k
          ? `factorise x^2 ${sign(-((v.r ?? 0) + (v.s ?? 0)))}x ${sign((v.r ?? 0) * (v.s ?? 0))}`
          : `multiply out (x ${sign(-(v.r ?? 0))})(x ${sign(-(v.s ?? 0))})`,
    ],
    expect: (v) => ({ expression: `(x - ${v.r ?? 0}) * (x - ${v.s ?? 0})`, variable: 'x' }),
  },
  // ---------------------------------------------------------------- calculus
  {
    area: 'calculus',
    form: 'derivative of a product',
    draw: () => ({ n: int(2, 5), k: int(0, 2) }),
    phrasings: [
      (v) => `find dy/dx if y = x^${v.n} ${['sin x', 'cos x', 'e^x'][v.k ?? 0]}`,
      (v) => `derivative of x^${v.n} ${['sin(x)', 'cos(x)', 'e^x'][v.k ?? 0]}`,
      (v) => `differentiate x^${v.n}${['sin(x)', 'cos(x)', 'e^x'][v.k ?? 0]}`,
    ],
    expect: (v) => {
      const n = v.n ?? 2;
      const f = ['sin(x)', 'cos(x)', 'exp(x)'][v.k ?? 0];
      const df = ['cos(x)', '-sin(x)', 'exp(x)'][v.k ?? 0];
      return { expression: `${n} * x^${n - 1} * ${f} + x^${n} * (${df})`, variable: 'x' };
    },
  },
  {
    area: 'calculus',
    form: 'derivative of a quotient or chain',
    draw: () => ({ a: int(2, 6), b: int(1, 9), k: int(0, 3) }),
    phrasings: [
      (v) =>
        [
          `d/dx (x^2 + ${v.b})/(x - ${v.a})`,
          `derivative of sin(${v.a}x^2)`,
          `find f'(x) if f(x) = ln(x^2 + ${v.b})`,
          `differentiate (${v.a}x + ${v.b})^5`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `what is the derivative of (x^2+${v.b})/(x-${v.a})`,
          `find dy/dx when y = sin(${v.a}x^2)`,
          `f(x) = ln(x^2+${v.b}), find f'(x)`,
          `derivative of (${v.a}x+${v.b})^5`,
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => {
      const [a, b] = [v.a ?? 2, v.b ?? 1];
      return {
        expression:
          [
            `(2*x*(x - ${a}) - (x^2 + ${b})) / (x - ${a})^2`,
            `2*${a}*x*cos(${a}x^2)`,
            `2x/(x^2 + ${b})`,
            `5*${a}*(${a}x + ${b})^4`,
          ][v.k ?? 0] ?? '',
        variable: 'x',
      };
    },
  },
  {
    area: 'calculus',
    form: 'derivative of a polynomial',
    draw: () => ({ a: int(1, 6), b: int(-9, 9), c: int(-9, 9) }),
    phrasings: [
      (v) => `derivative of ${v.a}x^3 ${sign(v.b ?? 0)}x^2 ${sign(v.c ?? 0)}x + 4`,
      (v) => `differentiate y = ${v.a}x^3 ${sign(v.b ?? 0)}x^2 ${sign(v.c ?? 0)}x`,
    ],
    expect: (v) => ({ expression: `3*${v.a}*x^2 + 2*(${v.b})*x + (${v.c})`, variable: 'x' }),
  },
  {
    area: 'calculus',
    form: 'indefinite integral',
    draw: () => ({ a: int(1, 5), k: int(0, 5) }),
    phrasings: [
      (v) =>
        `integrate ${['x^2', `sin(${v.a}x)`, `e^(${v.a}x)`, 'x e^x', '1/x', `${v.a}x^3 - 2x`][v.k ?? 0]} dx`,
      (v) =>
        `find the integral of ${['x^2', `sin(${v.a}x)`, `e^(${v.a}x)`, 'x*e^x', '1/x', `${v.a}x^3 - 2x`][v.k ?? 0]}`,
      (v) => `∫ ${['x^2', `sin(${v.a}x)`, `e^(${v.a}x)`, 'x e^x', '1/x', `${v.a}x^3 - 2x`][v.k ?? 0]} dx`,
    ],
    expect: (v) => ({
      expression:
        [
          'x^3/3',
          `-cos(${v.a}x)/${v.a}`,
          `exp(${v.a}x)/${v.a}`,
          '(x - 1) exp(x)',
          'log(x)',
          `${v.a}x^4/4 - x^2`,
        ][v.k ?? 0] ?? '',
      variable: 'x',
      upToConstant: true,
    }),
  },
  {
    area: 'calculus',
    form: 'definite integral',
    draw: () => ({ a: int(0, 2), b: int(3, 5), n: int(1, 3) }),
    phrasings: [
      (v) => `integrate ${(v.n ?? 0) + 1}x^${v.n} from ${v.a} to ${v.b}`,
      (v) => `evaluate the integral of ${(v.n ?? 0) + 1}*x^${v.n} from x = ${v.a} to x = ${v.b}`,
      (v) => `find the definite integral of ${(v.n ?? 0) + 1}x^${v.n} from ${v.a} to ${v.b}`,
    ],
    expect: (v) => {
      const [a, b, n] = [v.a ?? 0, v.b ?? 1, v.n ?? 1];
      return { values: [b ** (n + 1) - a ** (n + 1)] };
    },
  },
  {
    area: 'calculus',
    form: 'limit',
    draw: () => ({ a: int(1, 6), c: int(2, 7), k: int(0, 1) }),
    phrasings: [
      (v) =>
        v.k
          ? `limit as x approaches ${v.a} of (x^2 - ${(v.a ?? 0) ** 2})/(x - ${v.a})`
          : `lim x->infinity (${v.c}x^2 + 1)/(2x^2 - 5)`,
      (v) =>
        v.k
          ? `find lim x→${v.a} (x^2 - ${(v.a ?? 0) ** 2})/(x - ${v.a})`
          : `what is the limit of (${v.c}x^2+3x)/(2x^2+1) as x approaches infinity`,
    ],
    expect: (v) => ({ values: [v.k ? 2 * (v.a ?? 0) : (v.c ?? 0) / 2] }),
  },
  // ---------------------------------------------------------------- statistics
  {
    area: 'statistics',
    form: 'mean, median, mode, range',
    draw: () => ({ n: int(5, 9), seed: int(1, 1e6), k: int(0, 3) }),
    phrasings: [
      (v) => `find the ${['mean', 'median', 'mode', 'range'][v.k ?? 0]} of ${dataFor(v).join(', ')}`,
      (v) =>
        `What is the ${['average', 'median', 'mode', 'range'][v.k ?? 0]} of these numbers: ${dataFor(v).join(', ')}?`,
      (v) => `${['mean', 'median', 'mode', 'range'][v.k ?? 0]} of ${dataFor(v).join(' ')}`,
    ],
    expect: (v) => {
      const xs = [...dataFor(v)].sort((a, b) => a - b);
      const n = xs.length;
      const mean = xs.reduce((s, x) => s + x, 0) / n;
      const median = n % 2 ? (xs[(n - 1) / 2] ?? 0) : ((xs[n / 2 - 1] ?? 0) + (xs[n / 2] ?? 0)) / 2;
      const range = (xs[n - 1] ?? 0) - (xs[0] ?? 0);
      const counts = new Map<number, number>();
      for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
      const top = Math.max(...counts.values());
      const modes = [...counts.entries()].filter(([, c]) => c === top).map(([x]) => x);
      return { values: v.k === 2 ? modes : [[mean, median, 0, range][v.k ?? 0] ?? 0] };
    },
  },
  {
    area: 'statistics',
    form: 'standard deviation',
    draw: () => ({ n: int(5, 8), seed: int(1, 1e6), sample: int(0, 1) }),
    phrasings: [
      (v) => `find the ${v.sample ? 'sample' : 'population'} standard deviation of ${dataFor(v).join(', ')}`,
      (v) => `${v.sample ? 'sample' : 'population'} standard deviation of the data ${dataFor(v).join(', ')}`,
    ],
    expect: (v) => {
      const xs = dataFor(v);
      const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
      const ss = xs.reduce((s, x) => s + (x - mean) ** 2, 0);
      return { values: [Math.sqrt(ss / (xs.length - (v.sample ? 1 : 0)))] };
    },
  },
  {
    area: 'statistics',
    form: 'z-score',
    draw: () => ({ mu: int(50, 80), sd: int(4, 15), x: int(40, 100) }),
    phrasings: [
      (v) => `find the z-score of ${v.x} if the mean is ${v.mu} and the standard deviation is ${v.sd}`,
      (v) =>
        `A test has a mean of ${v.mu} and a standard deviation of ${v.sd}. What is the z-score for a score of ${v.x}?`,
    ],
    expect: (v) => ({ values: [((v.x ?? 0) - (v.mu ?? 0)) / (v.sd ?? 1)] }),
  },
  // ---------------------------------------------------------------- probability
  {
    area: 'probability',
    form: 'combinations and permutations',
    draw: () => ({ n: int(5, 15), r: int(2, 4), ordered: int(0, 1) }),
    phrasings: [
      (v) => (v.ordered ? `${v.n}P${v.r}` : `${v.n}C${v.r}`),
      (v) =>
        v.ordered
          ? `In how many ways can ${v.r} people be chosen as president, secretary${(v.r ?? 0) > 2 ? ' and others in order' : ''} from ${v.n} people?`
          : `How many ways can you choose ${v.r} books from ${v.n}?`,
      (v) =>
        v.ordered
          ? `how many ways to arrange ${v.r} of ${v.n} runners on a podium in order`
          : `how many committees of ${v.r} can be formed from ${v.n} students`,
    ],
    expect: (v) => {
      const f = (k: number): number => (k <= 1 ? 1 : k * f(k - 1));
      const [n, r] = [v.n ?? 5, v.r ?? 2];
      return { values: [v.ordered ? f(n) / f(n - r) : f(n) / (f(r) * f(n - r))] };
    },
  },
  {
    area: 'probability',
    form: 'dice',
    draw: () => ({ s: int(2, 12), face: int(1, 6), k: int(0, 2) }),
    phrasings: [
      (v) =>
        [
          `What is the probability of rolling a sum of ${v.s} with two dice?`,
          `probability of rolling a ${v.face} on a fair die`,
          'probability of rolling an even number on a die',
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `two dice are rolled, what's the probability the sum is ${v.s}`,
          `what is the chance of getting a ${v.face} when rolling a die`,
          'chance of rolling an odd number with one die',
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => ({
      values: [v.k === 0 ? (6 - Math.abs(7 - (v.s ?? 7))) / 36 : v.k === 1 ? 1 / 6 : 1 / 2],
    }),
  },
  {
    area: 'probability',
    form: 'coins',
    draw: () => ({ n: int(2, 6), h: int(0, 2) }),
    phrasings: [
      (v) =>
        `A fair coin is flipped ${v.n} times. What is the probability of getting exactly ${Math.min(v.h ?? 0, v.n ?? 0)} heads?`,
      (v) => `probability of at least one head in ${v.n} coin tosses`,
    ],
    expect: () => ({ values: [0] }),
  },
  {
    area: 'probability',
    form: 'cards',
    draw: () => ({ k: int(0, 5) }),
    phrasings: [
      (v) =>
        `What is the probability of drawing ${['an ace', 'a heart', 'a red card', 'a face card', 'the king of spades', 'a queen or a heart'][v.k ?? 0]} from a standard deck of 52 cards?`,
      (v) =>
        `probability of picking ${['a king', 'a spade', 'a black card', 'a face card', 'the ace of hearts', 'a king or a club'][v.k ?? 0]} from a deck of cards`,
    ],
    expect: (v) => ({ values: [[4 / 52, 13 / 52, 26 / 52, 12 / 52, 1 / 52, 16 / 52][v.k ?? 0] ?? 0] }),
  },
  // ---------------------------------------------------------------- geometry
  {
    area: 'geometry',
    form: 'coordinates',
    draw: () => ({ x1: int(-6, 6), y1: int(-6, 6), x2: int(-6, 9), y2: int(-6, 9), k: int(0, 2) }),
    phrasings: [
      (v) =>
        `find the ${['distance between', 'midpoint of', 'slope of the line through'][v.k ?? 0]} (${v.x1}, ${v.y1}) and (${v.x2 === v.x1 ? (v.x2 ?? 0) + 1 : v.x2}, ${v.y2})`,
      (v) =>
        `what is the ${['distance between the points', 'midpoint between', 'gradient of the line joining'][v.k ?? 0]} (${v.x1},${v.y1}) and (${v.x2 === v.x1 ? (v.x2 ?? 0) + 1 : v.x2},${v.y2})?`,
    ],
    expect: (v) => {
      const [x1, y1, y2] = [v.x1 ?? 0, v.y1 ?? 0, v.y2 ?? 0];
      const x2 = v.x2 === v.x1 ? (v.x2 ?? 0) + 1 : (v.x2 ?? 0);
      return {
        values:
          v.k === 0
            ? [Math.hypot(x2 - x1, y2 - y1)]
            : v.k === 1
              ? [(x1 + x2) / 2, (y1 + y2) / 2]
              : [(y2 - y1) / (x2 - x1)],
      };
    },
  },
  {
    area: 'geometry',
    form: 'line equation',
    draw: () => ({ x1: int(-5, 5), y1: int(-5, 5), m: int(-4, 4) }),
    phrasings: [
      (v) =>
        `find the equation of the line through (${v.x1}, ${v.y1}) and (${(v.x1 ?? 0) + 2}, ${(v.y1 ?? 0) + 2 * (v.m ?? 0)})`,
      (v) => `equation of a line with slope ${v.m} passing through (${v.x1}, ${v.y1})`,
    ],
    expect: (v) => ({ values: [v.m ?? 0, (v.y1 ?? 0) - (v.m ?? 0) * (v.x1 ?? 0)] }),
  },
  {
    area: 'geometry',
    form: 'Pythagoras',
    draw: () => ({ a: int(3, 12), b: int(3, 12), k: int(0, 1) }),
    phrasings: [
      (v) =>
        v.k
          ? `A right triangle has a hypotenuse of ${Math.max(v.a ?? 0, v.b ?? 0) + 5} and one leg of ${v.a}. Find the other leg.`
          : `A right triangle has legs ${v.a} and ${v.b}. Find the hypotenuse.`,
      (v) =>
        v.k
          ? `hypotenuse is ${Math.max(v.a ?? 0, v.b ?? 0) + 5} cm and one side is ${v.a} cm in a right angled triangle, find the other side`
          : `find the hypotenuse of a right triangle with legs of ${v.a} cm and ${v.b} cm`,
    ],
    expect: (v) => {
      const c = Math.max(v.a ?? 0, v.b ?? 0) + 5;
      return { values: [v.k ? Math.sqrt(c * c - (v.a ?? 0) ** 2) : Math.hypot(v.a ?? 0, v.b ?? 0)] };
    },
  },
  {
    area: 'geometry',
    form: 'areas, perimeters, volumes',
    draw: () => ({ a: int(2, 15), b: int(2, 15), c: int(2, 15), k: int(0, 7) }),
    phrasings: [
      (v) =>
        [
          `area of a circle with radius ${v.a}`,
          `circumference of a circle with diameter ${v.a}`,
          `area of a rectangle ${v.a} by ${v.b}`,
          `area of a triangle with base ${v.a} and height ${v.b}`,
          `volume of a cylinder with radius ${v.a} and height ${v.b}`,
          `volume of a sphere of radius ${v.a}`,
          `volume of a cone with radius ${v.a} and height ${v.b}`,
          `surface area of a cube with side ${v.a}`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `find the area of a circle of radius ${v.a} cm`,
          `what is the circumference of a circle whose diameter is ${v.a} m?`,
          `a rectangle has length ${v.a} and width ${v.b}. find its area`,
          `find the area of a triangle whose base is ${v.a} cm and height is ${v.b} cm`,
          `What is the volume of a cylinder with a radius of ${v.a} cm and a height of ${v.b} cm?`,
          `find the volume of a sphere with radius ${v.a} cm`,
          `a cone has radius ${v.a} and height ${v.b}, find its volume`,
          `what is the surface area of a cube with edge length ${v.a}`,
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => {
      const [a, b] = [v.a ?? 1, v.b ?? 1];
      return {
        values: [
          [
            Math.PI * a * a,
            Math.PI * a,
            a * b,
            (a * b) / 2,
            Math.PI * a * a * b,
            (4 / 3) * Math.PI * a ** 3,
            (Math.PI * a * a * b) / 3,
            6 * a * a,
          ][v.k ?? 0] ?? 0,
        ],
      };
    },
  },
  {
    area: 'geometry',
    form: 'polygon angles',
    draw: () => ({ n: int(5, 12), k: int(0, 1) }),
    phrasings: [
      (v) =>
        v.k
          ? `each interior angle of a regular ${v.n}-sided polygon`
          : `sum of the interior angles of a polygon with ${v.n} sides`,
      (v) =>
        v.k
          ? `what is the measure of each interior angle of a regular polygon with ${v.n} sides?`
          : `what do the interior angles of a ${v.n}-sided polygon add up to? find the sum`,
    ],
    expect: (v) => ({ values: [v.k ? (((v.n ?? 3) - 2) * 180) / (v.n ?? 3) : ((v.n ?? 3) - 2) * 180] }),
  },
  {
    area: 'geometry',
    form: 'right-triangle trigonometry',
    draw: () => ({ angle: pick([20, 25, 30, 35, 40, 45, 50, 60]), h: int(5, 20) }),
    phrasings: [
      (v) =>
        `In a right triangle the hypotenuse is ${v.h} and one angle is ${v.angle} degrees. Find the opposite side.`,
      (v) =>
        `A ladder ${v.h} m long makes an angle of ${v.angle}° with the ground. How high up the wall does it reach?`,
    ],
    expect: (v) => ({ values: [(v.h ?? 0) * Math.sin(((v.angle ?? 0) * Math.PI) / 180)] }),
  },
  // ---------------------------------------------------------------- physics
  {
    area: 'physics',
    form: 'constant acceleration',
    draw: () => ({ a: int(1, 6), t: int(2, 12), u: int(0, 15), k: int(0, 2) }),
    phrasings: [
      (v) => `a car accelerates from rest at ${v.a} m/s^2 for ${v.t} s, how far does it go?`,
      (v) =>
        `A train starts from rest and accelerates at ${v.a} m/s² for ${v.t} seconds. What is its final velocity?`,
      (v) =>
        `A cyclist accelerates from ${v.u} m/s to ${(v.u ?? 0) + (v.a ?? 0) * (v.t ?? 0)} m/s in ${v.t} s. What is the acceleration?`,
    ],
    expect: () => ({ values: [0] }),
  },
  {
    area: 'physics',
    form: 'force, weight, energy, power',
    draw: () => ({ m: int(2, 80), a: int(1, 9), v: int(2, 20), h: int(2, 30), t: int(2, 20), k: int(0, 4) }),
    phrasings: [
      (v) =>
        [
          `What force is needed to accelerate a ${v.m} kg mass at ${v.a} m/s^2?`,
          `what is the kinetic energy of a ${v.m} kg object moving at ${v.v} m/s`,
          `find the potential energy of a ${v.m} kg box lifted ${v.h} m`,
          `A motor does ${(v.m ?? 0) * 100} J of work in ${v.t} s. What is its power?`,
          `what is the weight of a ${v.m} kg person`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `a ${v.m} kg cart accelerates at ${v.a} m/s2. find the force`,
          `calculate the kinetic energy of a ${v.m} kg ball travelling at ${v.v} m/s`,
          `how much potential energy does a ${v.m} kg rock have at a height of ${v.h} m?`,
          `find the power if ${(v.m ?? 0) * 100} J of work is done in ${v.t} seconds`,
          `find the weight of an object of mass ${v.m} kg on Earth`,
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => {
      const [m, a, vel, h, t] = [v.m ?? 1, v.a ?? 1, v.v ?? 1, v.h ?? 1, v.t ?? 1];
      return { values: [[m * a, 0.5 * m * vel * vel, m * 9.8 * h, (m * 100) / t, m * 9.8][v.k ?? 0] ?? 0] };
    },
  },
  {
    area: 'physics',
    form: "density and Ohm's law",
    draw: () => ({ x: int(2, 40), y: int(2, 20), k: int(0, 2) }),
    phrasings: [
      (v) =>
        [
          `A block has a mass of ${v.x} kg and a volume of ${v.y} m^3. What is its density?`,
          `What current flows through a ${v.y} ohm resistor with ${(v.x ?? 0) * (v.y ?? 0)} V across it?`,
          `A current of ${v.x} A flows through a ${v.y} Ω resistor. What is the voltage?`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `find the density of an object with mass ${v.x} kg and volume ${v.y} m³`,
          `a ${(v.x ?? 0) * (v.y ?? 0)} V battery is connected to a ${v.y} ohm resistor, find the current`,
          `find the voltage across a ${v.y} ohm resistor carrying ${v.x} amps`,
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => ({
      values: [[(v.x ?? 0) / (v.y ?? 1), v.x ?? 0, (v.x ?? 0) * (v.y ?? 0)][v.k ?? 0] ?? 0],
    }),
  },
  // ---------------------------------------------------------------- chemistry
  {
    area: 'chemistry',
    form: 'balancing',
    draw: () => ({ k: int(0, 9) }),
    phrasings: [
      (v) => `Balance ${EQUATIONS[v.k ?? 0]?.[0]}`,
      (v) => `balance the equation: ${EQUATIONS[v.k ?? 0]?.[0]?.replace('->', '→')}`,
    ],
    expect: (v) => ({ coefficients: EQUATIONS[v.k ?? 0]?.[1] ?? [] }),
  },
  {
    area: 'chemistry',
    form: 'molar mass',
    draw: () => ({ k: int(0, 7) }),
    phrasings: [
      (v) => `molar mass of ${MASSES[v.k ?? 0]?.[0]}`,
      (v) => `What is the molar mass of ${MASSES[v.k ?? 0]?.[0]}?`,
      (v) => `calculate the molecular weight of ${MASSES[v.k ?? 0]?.[0]}`,
    ],
    expect: (v) => ({ values: [MASSES[v.k ?? 0]?.[1] ?? 0] }),
  },
  {
    area: 'chemistry',
    form: 'grams, moles, particles',
    draw: () => ({ g: int(2, 60) * 3, n: int(1, 8) / 2, k: int(0, 2), s: int(0, 3) }),
    phrasings: [
      (v) =>
        [
          `how many moles in ${v.g} g of ${NAMED[v.s ?? 0]?.[0]}`,
          `what is the mass of ${v.n} mol of ${NAMED[v.s ?? 0]?.[1]}?`,
          `how many molecules are in ${v.n} moles of ${NAMED[v.s ?? 0]?.[0]}`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `convert ${v.g} grams of ${NAMED[v.s ?? 0]?.[1]} to moles`,
          `how many grams are in ${v.n} moles of ${NAMED[v.s ?? 0]?.[0]}`,
          `number of molecules in ${v.n} mol of ${NAMED[v.s ?? 0]?.[1]}`,
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => {
      const M = NAMED[v.s ?? 0]?.[2] ?? 1;
      return { values: [[(v.g ?? 0) / M, (v.n ?? 0) * M, (v.n ?? 0) * 6.022e23][v.k ?? 0] ?? 0] };
    },
  },
  {
    area: 'chemistry',
    form: 'concentration and pH',
    draw: () => ({
      c: pick([0.1, 0.01, 0.001, 0.05, 0.2]),
      V: pick([100, 250, 500, 1000]),
      n: pick([0.1, 0.25, 0.5, 1]),
      k: int(0, 3),
    }),
    phrasings: [
      (v) =>
        [
          `What is the pH of a ${v.c} M HCl solution?`,
          `what is the pH of ${v.c} M NaOH`,
          `${v.n} mol of NaCl is dissolved in ${v.V} mL of water. What is the concentration?`,
          `find the pH if [H+] = ${v.c} M`,
        ][v.k ?? 0] ?? '',
      (v) =>
        [
          `calculate the pH of ${v.c} M hydrochloric acid`,
          `find the pH of a ${v.c} M sodium hydroxide solution`,
          `what is the molarity of a solution with ${v.n} moles of solute in ${v.V} mL`,
          `calculate the pH of a solution with a hydrogen ion concentration of ${v.c} M`,
        ][v.k ?? 0] ?? '',
    ],
    expect: (v) => ({
      values: [
        [
          -Math.log10(v.c ?? 1),
          14 + Math.log10(v.c ?? 1),
          (v.n ?? 0) / ((v.V ?? 1) / 1000),
          -Math.log10(v.c ?? 1),
        ][v.k ?? 0] ?? 0,
      ],
    }),
  },
];

const EQUATIONS: Array<[string, number[]]> = [
  ['Fe + O2 -> Fe2O3', [4, 3, 2]],
  ['H2 + O2 -> H2O', [2, 1, 2]],
  ['CH4 + O2 -> CO2 + H2O', [1, 2, 1, 2]],
  ['C3H8 + O2 -> CO2 + H2O', [1, 5, 3, 4]],
  ['Al + O2 -> Al2O3', [4, 3, 2]],
  ['N2 + H2 -> NH3', [1, 3, 2]],
  ['KClO3 -> KCl + O2', [2, 2, 3]],
  ['C6H12O6 + O2 -> CO2 + H2O', [1, 6, 6, 6]],
  ['Na + H2O -> NaOH + H2', [2, 2, 2, 1]],
  ['Ca(OH)2 + H3PO4 -> Ca3(PO4)2 + H2O', [3, 2, 1, 6]],
];

const MASSES: Array<[string, number]> = [
  ['H2O', 18.015],
  ['CO2', 44.009],
  ['NaCl', 58.44],
  ['Ca(OH)2', 74.092],
  ['CuSO4·5H2O', 249.677],
  ['C6H12O6', 180.156],
  ['H2SO4', 98.072],
  ['Fe2(SO4)3', 399.858],
];

const NAMED: Array<[string, string, number]> = [
  ['water', 'H2O', 18.015],
  ['carbon dioxide', 'CO2', 44.009],
  ['sodium chloride', 'NaCl', 58.44],
  ['glucose', 'C6H12O6', 180.156],
];

function dataFor(v: Record<string, number>): number[] {
  const r = seededRandom(v.seed ?? 1);
  const xs = Array.from({ length: v.n ?? 5 }, () => 1 + Math.floor(r() * 20));
  // One repeated value makes the mode well defined.
  xs[1] = xs[0] ?? 1;
  const counts = new Map<number, number>();
  for (const x of xs) counts.set(x, (counts.get(x) ?? 0) + 1);
  const top = Math.max(...counts.values());
  if ([...counts.values()].filter((c) => c === top).length > 1) xs.push(xs[0] ?? 1);
  return xs;
}

/** Expectations computed from the drawn numbers where the phrasing's own arithmetic defines them. */
function computed(
  form: Form,
  v: Record<string, number>,
  phrasing: number,
  question: string,
): BankExpectation {
  if (form.form === 'powers and roots' || form.form === 'order of operations') {
    const text = question
      .replace(/^(?:what is the |what's |evaluate )/, '')
      .replace(/\?$/, '')
      .replace(/square root of (\d+)/, 'sqrt($1)')
      .replace(/cube root of (\d+)/, 'cbrt($1)')
      .replace(/(\d+) squared/, '$1^2')
      .replace(/(\d+) to the power of (\d+)/, '$1^$2')
      .replace(/√(\d+)/, 'sqrt($1)')
      .replace(/×/g, '*')
      .replace(/−/g, '-');
    // A tiny, independent evaluator: only + - * ^ ( ) sqrt cbrt appear here.
    const js = text.replace(/\^/g, '**').replace(/sqrt/g, 'Math.sqrt').replace(/cbrt/g, 'Math.cbrt');
    return { values: [Function(`"use strict"; return (${js});`)() as number] };
  }
  if (form.form === 'radical and rational') {
    const a = v.a ?? 1;
    if (v.k) return { values: [phrasing === 0 ? (a + 1) ** 2 - a : (a * a - a) / 2] };
    return { values: [phrasing === 0 ? 3 : 6 / a] };
  }
  if (form.form === 'coins') {
    const n = v.n ?? 2;
    const nCr = (k: number) => {
      let c = 1;
      for (let i = 0; i < k; i += 1) c = (c * (n - i)) / (i + 1);
      return c;
    };
    return { values: [phrasing === 0 ? nCr(Math.min(v.h ?? 0, n)) / 2 ** n : 1 - 1 / 2 ** n] };
  }
  if (form.form === 'constant acceleration') {
    const [a, t] = [v.a ?? 1, v.t ?? 1];
    return { values: [[0.5 * a * t * t, a * t, a][phrasing] ?? 0] };
  }
  return form.expect(v);
}

/** The bank: `rounds` draws of every phrasing of every form. */
export function homeworkBank(rounds = 4): BankQuestion[] {
  random = seededRandom(BANK_SEED);
  const bank: BankQuestion[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const form of FORMS) {
      form.phrasings.forEach((phrase, phrasing) => {
        const v = form.draw();
        const question = phrase(v);
        bank.push({
          area: form.area,
          form: form.form,
          question,
          expect: computed(form, v, phrasing, question),
          half: round % 2 === 0 ? 'tuning' : 'held-out',
        });
      });
    }
  }
  return bank;
}

/** A bank question and the same question with one of its numbers changed, with both expected answers. */
export interface BankVariant {
  area: BankArea;
  form: string;
  question: string;
  expect: BankExpectation;
  /** The number as written in the question, and the number written in its place. */
  from: string;
  to: string;
  changedQuestion: string;
  changedExpect: BankExpectation;
  half: 'tuning' | 'held-out';
}

const QUESTION_NUMBER = /(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)/g;

/**
 * For every phrasing of every form, a question and a variant with one drawn value changed, kept when the
 * variant differs from the question in exactly one number that appears once in it (so "what if the 7 were 10?"
 * names it without doubt). Drawn from its own seed; `half` as in the bank.
 */
export function homeworkVariants(rounds = 4, seed = 20261127): BankVariant[] {
  random = seededRandom(seed);
  const variants: BankVariant[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const form of FORMS) {
      form.phrasings.forEach((phrase, phrasing) => {
        const v = form.draw();
        const question = phrase(v);
        const numbers = [...question.matchAll(QUESTION_NUMBER)];
        for (const key of Object.keys(v)) {
          const other = form.draw();
          if (other[key] === v[key]) continue;
          const changed = { ...v, [key]: other[key] ?? 0 };
          const changedQuestion = phrase(changed);
          const changedNumbers = [...changedQuestion.matchAll(QUESTION_NUMBER)];
          if (changedNumbers.length !== numbers.length) continue;
          const differ = numbers.flatMap((m, i) => (m[0] !== changedNumbers[i]?.[0] ? [i] : []));
          if (differ.length !== 1) continue;
          const at = numbers[differ[0] ?? 0];
          const to = changedNumbers[differ[0] ?? 0]?.[0];
          if (at === undefined || to === undefined) continue;
          if (numbers.filter((m) => m[0] === at[0]).length !== 1) continue;
          const spliced = `${question.slice(0, at.index)}${to}${question.slice(at.index + at[0].length)}`;
          if (spliced !== changedQuestion) continue;
          variants.push({
            area: form.area,
            form: form.form,
            question,
            expect: computed(form, v, phrasing, question),
            from: at[0],
            to,
            changedQuestion,
            changedExpect: computed(form, changed, phrasing, changedQuestion),
            half: round % 2 === 0 ? 'tuning' : 'held-out',
          });
          break;
        }
      });
    }
  }
  return variants;
}
