// Simple and compound interest with any one unknown: the interest or the amount (the usual question), and the
// rate, the time or the principal when the others are given ("What rate of simple interest will make $800 earn
// $120 in 3 years?", "How long until $2000 grows to $2500 at 4% compounded monthly?", "P = 10000, r = 8%
// compounded quarterly, t = 4 years: the compound interest earned"). Every number of the question must be read
// as one of P, r, t, I or A, and the clause that asks must name one of them; otherwise the question is declined.
import { NUMBER, askingClause, fmt, money, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathStep } from '../../math/math-solution.types.ts';

const N = `(${NUMBER})`;
const CUR = String.raw`(?:[$£€₹]|rs\.?\s?|usd\s?)`;

const COMPOUNDING: Array<[RegExp, number, string]> = [
  [/compounded continuously|continuous(?:ly)? compound/, Infinity, 'continuously'],
  [/daily/, 365, 'daily'],
  [/weekly/, 52, 'weekly'],
  [/monthly/, 12, 'monthly'],
  [/quarterly/, 4, 'quarterly'],
  [/semi-?annual|half-?year|twice a year/, 2, 'semi-annually'],
  [/annual|yearly|per year|a year|each year|every year|per annum|p\.a|\/yr|\/year/, 1, 'annually'],
];

type Quantity = 'P' | 'r' | 't' | 'I' | 'A';

interface Read {
  known: Partial<Record<Quantity, number>>;
  said: string[];
}

/** The money amounts of the question, each with the role its words give it. */
function moneyRoles(q: string, read: Read): boolean {
  const amounts = [
    ...q.matchAll(new RegExp(`${CUR}\\s*${N}|${N}\\s*(?:dollars|euros|pounds|rupees)\\b`, 'g')),
  ];
  let unassigned: Array<{ value: number; said: string }> = [];
  for (const m of amounts) {
    const value = Number(m[1] ?? m[2]);
    const before = q.slice(Math.max(0, (m.index ?? 0) - 40), m.index ?? 0);
    const after = q.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 25);
    let role: Quantity | null = null;
    if (
      /^\s*(?:in |of |as )?(?:simple |compound )?interest\b/.test(after) ||
      /(?:earns?|earned|earning|interest (?:of|is|was|=|earned is)|gain(?:s|ed)?|pays?|paid)\s*$/.test(before)
    )
      role = 'I';
    else if (
      /(?:grows?|grown|amounts?|amounted|becomes?|became|accumulates?|worth|balance (?:of|is)|total(?: of)?|reach(?:es)?|to|into|will have|to have|get|obtain|receive)\s*$/.test(
        before,
      )
    )
      role = 'A';
    else if (
      /(?:invest(?:s|ed)?|deposit(?:s|ed)?|borrow(?:s|ed)?|principal(?: of| is| =)?|loan(?: of)?|puts?|lends?|lent|saves?|sum of)\s*$/.test(
        before,
      )
    )
      role = 'P';
    if (role === null) unassigned.push({ value, said: m[0] });
    else if (read.known[role] !== undefined) return false;
    else {
      read.known[role] = value;
      read.said.push(m[0]);
    }
  }
  // A bare number where the principal is named ("interest earned on 1000 at 5% …") is the principal.
  if (amounts.length === 0 && read.known.P === undefined) {
    const bare = [
      ...q.matchAll(
        new RegExp(
          `(?:\\bon|invest(?:s|ed)?|deposit(?:s|ed)?|borrow(?:s|ed)?|principal of|loan of)\\s+${N}(?![\\d%])`,
          'g',
        ),
      ),
    ];
    if (bare.length === 1 && numbersIn(q).length === 1) {
      read.known.P = Number(bare[0]?.[1]);
      read.said.push(bare[0]?.[0] ?? '');
    }
  }
  // One amount with no role words is the principal ("$800 at 5% for 3 years").
  if (unassigned.length === 1 && read.known.P === undefined) {
    read.known.P = unassigned[0]?.value;
    read.said.push(unassigned[0]?.said ?? '');
    unassigned = [];
  }
  return unassigned.length === 0;
}

function labelled(q: string, read: Read): boolean {
  const labels: Array<[Quantity, RegExp]> = [
    ['P', new RegExp(`\\b(?:p|principal)\\s*(?:=|:|is)\\s*${CUR}?${N}`)],
    ['r', new RegExp(`\\b(?:r|rate)\\s*(?:=|:|is)\\s*${N}\\s*(%)?`)],
    ['t', new RegExp(`\\b(?:t|time)\\s*(?:=|:|is)\\s*${N}\\s*(years?|yrs?|months?)?`)],
    // "compound interest: $5000 invested …" is a heading: a worded label takes = or is, not a colon.
    ['I', new RegExp(`\\b(?:i\\s*(?:=|:)|(?:simple |compound )?interest\\s*(?:=|is))\\s*${CUR}?${N}`)],
    ['A', new RegExp(`\\b(?:a\\s*(?:=|:)|(?:amount|final amount|balance)\\s*(?:=|is))\\s*${CUR}?${N}`)],
  ];
  for (const [name, re] of labels) {
    const m = re.exec(q);
    if (!m) continue;
    if (read.known[name] !== undefined) return false;
    let value = Number(m[1]);
    if (name === 'r') value = m[2] === '%' || value >= 1 ? value : value * 100;
    if (name === 't' && /^month/.test(m[2] ?? '')) value /= 12;
    read.known[name] = value;
    read.said.push(m[0]);
  }
  return true;
}

function readQuantities(q: string): Read | null {
  const read: Read = { known: {}, said: [] };
  if (!labelled(q, read)) return null;
  let rest = q;
  for (const s of read.said) rest = rest.replace(s, ' ');
  if (read.known.r === undefined) {
    const rates = [...rest.matchAll(new RegExp(`${N}\\s*(?:%|percent|per cent)`, 'g'))];
    if (rates.length > 1) return null;
    if (rates[0]) {
      read.known.r = Number(rates[0][1]);
      read.said.push(rates[0][0]);
      rest = rest.replace(rates[0][0], ' ');
    }
  }
  if (read.known.t === undefined) {
    const times = [...rest.matchAll(new RegExp(`${N}[\\s-]*(years?|yrs?|months?)\\b`, 'g'))];
    if (times.length > 1) return null;
    if (times[0]) {
      read.known.t = Number(times[0][1]) / (/^month/.test(times[0][2] ?? '') ? 12 : 1);
      read.said.push(times[0][0]);
      rest = rest.replace(times[0][0], ' ');
    }
  }
  const before = read.said.length;
  if (!moneyRoles(rest, read)) return null;
  for (const s of read.said.slice(before)) rest = rest.replace(s, ' ');
  // "… to double": the amount is twice the principal.
  const multiple = /\b(?:to |will |would |it )?(double|triple)s?\b(?! (?:the|its) (?:rate|interest))/.exec(
    rest,
  );
  if (multiple && read.known.A === undefined) {
    const k = multiple[1] === 'double' ? 2 : 3;
    if (read.known.P === undefined) read.known.P = 1;
    read.known.A = k * (read.known.P ?? 1);
  }
  // Every number is read: the compounding words carry none ("12 times a year" is not read here).
  if (numbersIn(rest).length > 0) return null;
  if (read.known.r !== undefined) read.known.r /= 100;
  return read;
}

function askedQuantity(q: string): Quantity | null {
  // "Simple interest on $5000 at 4% for 3 years" names what it asks without an asking word.
  if (
    askingClause(q) === undefined &&
    /^(?:the )?(?:simple|compound) interest (?:on|earned on|for)\b/.test(q)
  )
    return 'I';
  const clause = askingClause(q) ?? '';
  const asks: Quantity[] = [];
  // A letter of the formula: "find r", "solve for t", "what is P?".
  const letter = /^(?:find|what is|what's|calculate|determine|solve for|work out) ([prtia])\s*[?.]?$/.exec(
    clause,
  )?.[1];
  if (letter !== undefined)
    return letter === 'i' ? 'I' : letter === 'a' ? 'A' : letter === 'p' ? 'P' : (letter as Quantity);
  if (/\brate\b|what percent|what (?:annual )?interest rate|at what %|what %/.test(clause)) asks.push('r');
  if (/how long|how many (?:years|months)|what time|\btime\b|when will/.test(clause)) asks.push('t');
  if (
    /principal|how much (?:money )?(?:must|should|did|was|needs? to|has to|to|would need to|will need to) (?:be )?(?:he |she |they |i |you |we )?(?:invest|deposit|borrow|put|save|lend)|original (?:sum|amount|investment)|initial (?:investment|amount|deposit)/.test(
      clause,
    )
  )
    asks.push('P');
  // The interest is asked only in words that name it as the answer; "interest" alone may be the condition
  // ("… if interest is compounded monthly").
  const interest =
    /how much (?:\w+ )?interest|interest (?:earned|is earned|was earned|will be earned|paid|owed|gained|accrued|charged|due)|(?:the|total|find|calculate|compute|determine|what is the|what's the|what will the) (?:total )?(?:simple |compound )?interest\b(?! (?:rate|is compounded|compounded|of \d))|amount of interest|\bin interest\b/.test(
      clause,
    );
  const amount =
    /\bamount\b(?! of interest)|\bbalance\b|\bworth\b|\btotal\b(?! (?:simple |compound )?interest)|how much (?:money )?(?:will|would|does|is|did)|how much (?:is there |will there be |in total )?(?:after|at the end)|\bvalue\b|have (?:after|in|at the end)|\bin the account|to (?:re)?pay/.test(
      clause,
    );
  if (asks.length === 0 && interest !== amount) asks.push(interest ? 'I' : 'A');
  return asks.length === 1 ? (asks[0] ?? null) : null;
}

function solveSimple(
  known: Partial<Record<Quantity, number>>,
  asked: Quantity,
): { value: number; steps: MathStep[] } | null {
  const { P, r, t } = known;
  let { I } = known;
  const { A } = known;
  const steps: MathStep[] = [step('Simple interest: I = P × r × t, and the amount is A = P + I.', 'I = Prt')];
  if (I === undefined && A !== undefined && P !== undefined && asked !== 'A') {
    I = A - P;
    steps.push(
      step('The interest is the amount less the principal.', `I = ${fmt(A)} - ${fmt(P)} = ${fmt(I)}`),
    );
  }
  if (asked === 'I' || asked === 'A') {
    if (P === undefined || r === undefined || t === undefined || I !== undefined || A !== undefined)
      return null;
    const interest = P * r * t;
    steps.push(step('Substitute.', `I = ${fmt(P)} × ${fmt(r)} × ${fmt(t)} = ${money(interest)}`));
    if (asked === 'I') return { value: interest, steps };
    steps.push(
      step(
        'Add the interest to the principal.',
        `A = ${fmt(P)} + ${money(interest)} = ${money(P + interest)}`,
      ),
    );
    return { value: P + interest, steps };
  }
  if (I === undefined) return null;
  if (asked === 'r' && P !== undefined && t !== undefined && r === undefined) {
    const rate = I / (P * t);
    steps.push(
      step(
        'Solve for r: r = I / (P × t).',
        `r = ${fmt(I)} / (${fmt(P)} × ${fmt(t)}) = ${fmt(rate)} = ${fmt(rate * 100)}%`,
      ),
    );
    return { value: rate * 100, steps };
  }
  if (asked === 't' && P !== undefined && r !== undefined && t === undefined) {
    const time = I / (P * r);
    steps.push(
      step('Solve for t: t = I / (P × r).', `t = ${fmt(I)} / (${fmt(P)} × ${fmt(r)}) = ${fmt(time)} years`),
    );
    return { value: time, steps };
  }
  if (asked === 'P' && r !== undefined && t !== undefined && P === undefined) {
    if (A !== undefined) {
      const principal = A / (1 + r * t);
      steps.push(
        step(
          'A = P(1 + rt), so P = A / (1 + rt).',
          `P = ${fmt(A)} / (1 + ${fmt(r)} × ${fmt(t)}) = ${money(principal)}`,
        ),
      );
      return { value: principal, steps };
    }
    const principal = I / (r * t);
    steps.push(
      step('Solve for P: P = I / (r × t).', `P = ${fmt(I)} / (${fmt(r)} × ${fmt(t)}) = ${money(principal)}`),
    );
    return { value: principal, steps };
  }
  return null;
}

function solveCompound(
  known: Partial<Record<Quantity, number>>,
  asked: Quantity,
  n: number,
  how: string,
): { value: number; steps: MathStep[] } | null {
  const { P, r, t } = known;
  let { A } = known;
  const continuous = n === Infinity;
  const growth = (rate: number, time: number) =>
    continuous ? Math.exp(rate * time) : (1 + rate / n) ** (n * time);
  const formula = continuous ? 'A = Pe^(rt)' : 'A = P(1 + r/n)^(nt)';
  const steps: MathStep[] = [step(`Compounded ${how}${continuous ? '' : `: n = ${n}`}.`, formula)];
  if (A === undefined && known.I !== undefined && P !== undefined) {
    A = P + known.I;
    steps.push(
      step('The amount is the principal plus the interest.', `A = ${fmt(P)} + ${fmt(known.I)} = ${fmt(A)}`),
    );
  }
  const factorText = (rate: number, time: string) =>
    continuous ? `e^(${fmt(rate)} × ${time})` : `(1 + ${fmt(rate)}/${n})^(${n} × ${time})`;
  if (asked === 'A' || asked === 'I') {
    if (P === undefined || r === undefined || t === undefined || A !== undefined || known.I !== undefined)
      return null;
    const amount = P * growth(r, t);
    steps.push(
      step('Substitute and evaluate.', `A = ${fmt(P)} × ${factorText(r, fmt(t))} = ${money(amount)}`),
    );
    if (asked === 'A') return { value: amount, steps };
    steps.push(
      step(
        'The interest is the amount less the principal.',
        `I = ${money(amount)} - ${fmt(P)} = ${money(amount - P)}`,
      ),
    );
    return { value: amount - P, steps };
  }
  if (A === undefined) return null;
  if (asked === 'P' && r !== undefined && t !== undefined && P === undefined) {
    const principal = A / growth(r, t);
    steps.push(
      step(
        'Solve for P: P = A / (growth factor).',
        `P = ${fmt(A)} / ${factorText(r, fmt(t))} = ${money(principal)}`,
      ),
    );
    return { value: principal, steps };
  }
  if (P === undefined || !(A > P) || !(P > 0)) return null;
  if (asked === 't' && r !== undefined && t === undefined && r > 0) {
    const time = continuous ? Math.log(A / P) / r : Math.log(A / P) / (n * Math.log(1 + r / n));
    steps.push(
      step(
        'Divide by P and take logarithms of both sides.',
        continuous
          ? `t = ln(${fmt(A)} / ${fmt(P)}) / ${fmt(r)} = ${fmt(time)} years`
          : `t = ln(${fmt(A)} / ${fmt(P)}) / (${n} × ln(1 + ${fmt(r)}/${n})) = ${fmt(time)} years`,
      ),
    );
    return { value: time, steps };
  }
  if (asked === 'r' && t !== undefined && r === undefined && t > 0) {
    const rate = continuous ? Math.log(A / P) / t : n * ((A / P) ** (1 / (n * t)) - 1);
    steps.push(
      step(
        'Divide by P and take the root of both sides.',
        continuous
          ? `r = ln(${fmt(A)} / ${fmt(P)}) / ${fmt(t)} = ${fmt(rate)} = ${fmt(rate * 100)}%`
          : `r = ${n} × ((${fmt(A)} / ${fmt(P)})^(1 / (${n} × ${fmt(t)})) - 1) = ${fmt(rate)} = ${fmt(rate * 100)}%`,
      ),
    );
    return { value: rate * 100, steps };
  }
  return null;
}

const UNIT: Record<Quantity, (v: number) => string> = {
  P: (v) => `Principal ${money(v)}`,
  I: (v) => `Interest ${money(v)}`,
  A: (v) => `Amount ${money(v)}`,
  r: (v) => `Rate ${fmt(v)}% per year`,
  t: (v) => `${fmt(v)} years`,
};

function interest(q: string) {
  if (!/interest|invest|deposit|savings|compound|principal|loan|borrow/.test(q)) return null;
  const simple = /\bsimple\b/.test(q);
  const compound = /compound/.test(q);
  if (simple === compound) return null;
  const read = readQuantities(q);
  const asked = askedQuantity(q);
  if (read === null || asked === null || read.known[asked] !== undefined) return null;
  let solved: { value: number; steps: MathStep[] } | null;
  if (simple) solved = solveSimple(read.known, asked);
  else {
    const rest = read.said.reduce((text, s) => text.replace(s, ' '), q);
    const found = COMPOUNDING.find(([re]) => re.test(rest));
    solved = solveCompound(read.known, asked, found?.[1] ?? 1, found?.[2] ?? 'annually');
  }
  if (solved === null || !Number.isFinite(solved.value) || solved.value < 0) return null;
  return solution('finance', q, solved.steps, UNIT[asked](solved.value), { values: [solved.value] });
}

export const solveInterest: HomeworkSolver = (q) => interest(q);
