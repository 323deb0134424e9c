// Chemistry: balancing equations (the integer null space of the element-by-species matrix, in exact fractions),
// molar mass from a formula (brackets, hydrates), grams ↔ moles ↔ particles, concentration and pH/pOH.
import type { Fraction } from 'mathjs';
import { exact } from '../../math/math-expression.util.ts';
import { NUMBER, fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

/** Standard atomic weights (IUPAC, abridged to 3 decimals). */
export const ATOMIC_MASS: Record<string, number> = {
  H: 1.008,
  He: 4.003,
  Li: 6.94,
  Be: 9.012,
  B: 10.81,
  C: 12.011,
  N: 14.007,
  O: 15.999,
  F: 18.998,
  Ne: 20.18,
  Na: 22.99,
  Mg: 24.305,
  Al: 26.982,
  Si: 28.085,
  P: 30.974,
  S: 32.06,
  Cl: 35.45,
  Ar: 39.95,
  K: 39.098,
  Ca: 40.078,
  Sc: 44.956,
  Ti: 47.867,
  V: 50.942,
  Cr: 51.996,
  Mn: 54.938,
  Fe: 55.845,
  Co: 58.933,
  Ni: 58.693,
  Cu: 63.546,
  Zn: 65.38,
  Ga: 69.723,
  Ge: 72.63,
  As: 74.922,
  Se: 78.971,
  Br: 79.904,
  Kr: 83.798,
  Rb: 85.468,
  Sr: 87.62,
  Y: 88.906,
  Zr: 91.224,
  Nb: 92.906,
  Mo: 95.95,
  Ag: 107.868,
  Cd: 112.414,
  In: 114.818,
  Sn: 118.71,
  Sb: 121.76,
  Te: 127.6,
  I: 126.904,
  Xe: 131.293,
  Cs: 132.905,
  Ba: 137.327,
  La: 138.905,
  Ce: 140.116,
  W: 183.84,
  Pt: 195.084,
  Au: 196.967,
  Hg: 200.592,
  Pb: 207.2,
  Bi: 208.98,
  U: 238.029,
};

const AVOGADRO = 6.022e23;

export const NAMES: Array<[RegExp, string]> = [
  [/\bwater\b/, 'H2O'],
  [/carbon dioxide/, 'CO2'],
  [/carbon monoxide/, 'CO'],
  [/sodium chloride|table salt/, 'NaCl'],
  [/glucose/, 'C6H12O6'],
  [/sucrose|table sugar/, 'C12H22O11'],
  [/ammonia/, 'NH3'],
  [/methane/, 'CH4'],
  [/ethane\b/, 'C2H6'],
  [/propane/, 'C3H8'],
  [/butane/, 'C4H10'],
  [/ethanol/, 'C2H5OH'],
  [/methanol/, 'CH3OH'],
  [/sulfuric acid|sulphuric acid/, 'H2SO4'],
  [/hydrochloric acid|hydrogen chloride/, 'HCl'],
  [/nitric acid/, 'HNO3'],
  [/acetic acid|ethanoic acid/, 'CH3COOH'],
  [/sodium hydroxide/, 'NaOH'],
  [/potassium hydroxide/, 'KOH'],
  [/calcium hydroxide/, 'Ca(OH)2'],
  [/calcium carbonate/, 'CaCO3'],
  [/sodium carbonate/, 'Na2CO3'],
  [/sodium bicarbonate|sodium hydrogen carbonate|baking soda/, 'NaHCO3'],
  [/potassium chloride/, 'KCl'],
  [/magnesium oxide/, 'MgO'],
  [/calcium oxide/, 'CaO'],
  [/calcium chloride/, 'CaCl2'],
  [/magnesium chloride/, 'MgCl2'],
  [/copper\s*\(?ii\)? sulfate|copper sulfate|copper sulphate/, 'CuSO4'],
  [/potassium permanganate/, 'KMnO4'],
  [/iron\s*\(?iii\)? oxide/, 'Fe2O3'],
  [/aluminium oxide|aluminum oxide/, 'Al2O3'],
  [/hydrogen peroxide/, 'H2O2'],
  [/oxygen gas|\boxygen\b/, 'O2'],
  [/hydrogen gas|\bhydrogen\b/, 'H2'],
  [/nitrogen gas|\bnitrogen\b/, 'N2'],
  [/chlorine gas|\bchlorine\b/, 'Cl2'],
  [/\biron\b/, 'Fe'],
  [/\bcopper\b/, 'Cu'],
  [/\bcarbon\b/, 'C'],
  [/\bsodium\b/, 'Na'],
  [/\bmagnesium\b/, 'Mg'],
  [/\bcalcium\b/, 'Ca'],
  [/\baluminium\b|\baluminum\b/, 'Al'],
  [/\bzinc\b/, 'Zn'],
  [/\bgold\b/, 'Au'],
  [/\bsilver\b/, 'Ag'],
  [/\bhelium\b/, 'He'],
  [/\bsulfur\b|\bsulphur\b/, 'S'],
  [/\bpotassium\b/, 'K'],
  [/\blead\b/, 'Pb'],
];

export type Counts = Map<string, number>;

function add(into: Counts, from: Counts, times: number): void {
  for (const [el, n] of from) into.set(el, (into.get(el) ?? 0) + n * times);
}

/** Element counts of a formula such as Ca(OH)2, Fe2(SO4)3 or CuSO4·5H2O; null if it is not a formula. */
export function parseFormula(formula: string): Counts | null {
  const parts = formula.replace(/\s+/g, '').split(/[·•*.]/);
  const total: Counts = new Map();
  for (const part of parts) {
    const hydrate = /^(\d+)(.*)$/.exec(part);
    const [times, body] = hydrate && parts.length > 1 ? [Number(hydrate[1]), hydrate[2] ?? ''] : [1, part];
    let i = 0;
    const group = (): Counts | null => {
      const counts: Counts = new Map();
      while (i < body.length) {
        const ch = body[i] ?? '';
        if (ch === '(' || ch === '[') {
          i += 1;
          const inner = group();
          if (inner === null || !(body[i] === ')' || body[i] === ']')) return null;
          i += 1;
          const n = /^\d+/.exec(body.slice(i))?.[0] ?? '1';
          i += n === '1' && !/^1/.test(body.slice(i)) ? 0 : n.length;
          add(counts, inner, Number(n));
        } else if (ch === ')' || ch === ']') {
          return counts;
        } else {
          const m = /^([A-Z][a-z]?)(\d*)/.exec(body.slice(i));
          if (!m || ATOMIC_MASS[m[1] ?? ''] === undefined) return null;
          counts.set(m[1] ?? '', (counts.get(m[1] ?? '') ?? 0) + (m[2] ? Number(m[2]) : 1));
          i += m[0].length;
        }
      }
      return counts;
    };
    const counts = group();
    if (counts === null || i !== body.length || counts.size === 0) return null;
    add(total, counts, times);
  }
  return total;
}

export function molarMass(counts: Counts): number {
  let m = 0;
  for (const [el, n] of counts) m += (ATOMIC_MASS[el] ?? NaN) * n;
  return m;
}

export function massSteps(formula: string, counts: Counts) {
  const terms = [...counts].map(([el, n]) => `${n} × ${ATOMIC_MASS[el]} (${el})`);
  const M = molarMass(counts);
  return [
    step(
      `Count the atoms of each element in ${formula}${/[·•*.]/.test(formula) ? ' (the water of crystallisation included)' : ''}.`,
      [...counts].map(([el, n]) => `${el}: ${n}`).join(', '),
    ),
    step('Add the atomic masses (g/mol).', `${terms.join(' + ')} = ${fmt(Number(M.toFixed(3)))} g/mol`),
  ];
}

const isCompound = (formula: string) => /\d/.test(formula) || (formula.match(/[A-Z]/g) ?? []).length > 1;

/** The substance a question names: a formula as written, or a common name. */
/**
 * The substance a quantity is given of ("5.85 g of NaCl", "10 g of sodium chloride", "0.5 mol of water"): null when it
 * is not one the solver knows ("nacl" typed in lower case, which must not be replaced by the water it is dissolved
 * in), undefined when no quantity is written that way or quantities of different substances are.
 */
function substanceOfQuantity(original: string): { formula: string; counts: Counts } | null | undefined {
  const named = [
    ...original.matchAll(
      new RegExp(
        `(?:${NUMBER})\\s*(?:kg|g|grams?|mg|mol|moles?)\\s+(?:of\\s+)?(?:the\\s+|solid\\s+|pure\\s+)?(\\S+(?:\\s+\\S+)?)`,
        'gi',
      ),
    ),
  ].map((m) => {
    const given = m[1] ?? '';
    const formula = /^[A-Z][A-Za-z0-9()[\]]*/.exec(given)?.[0];
    const counts = formula === undefined ? null : parseFormula(formula);
    if (formula !== undefined && counts) return { formula, counts };
    const name = NAMES.find(([re]) => re.exec(given.toLowerCase())?.index === 0)?.[1];
    return name === undefined ? null : { formula: name, counts: parseFormula(name) as Counts };
  });
  if (named.length === 0) return undefined;
  if (named.some((one) => one === null)) return named.length === 1 ? null : undefined;
  return new Set(named.map((one) => one?.formula)).size === 1 ? named[0] : undefined;
}

function substance(original: string, plain: string): { formula: string; counts: Counts } | null {
  const quantityOf = substanceOfQuantity(original);
  if (quantityOf !== undefined) return quantityOf;
  const candidates = [
    ...original.matchAll(
      /(?<![A-Za-z])((?:[A-Z][a-z]?\d*|[([]|[)\]]\d*)+(?:[·•*.]\d*(?:[A-Z][a-z]?\d*|[()]\d*)+)?)(?![a-z])/g,
    ),
  ]
    .map((m) => m[1] ?? '')
    // A compound (two elements or a count, NaCl, H2O) before a bare symbol that may be a word ("In the lab").
    .sort((a, b) => Number(isCompound(b)) - Number(isCompound(a)));
  for (const c of candidates) {
    if (!/[A-Z]/.test(c) || (c.length === 1 && !/[A-Z]/.test(c))) continue;
    if (
      /^(?:I|A|M|L|g|V|C|N|P|S|K|U|W|B|F|H|Y|O|In|As|At|Be|He|No|Am|Mo|Ho|Pa|Ca|Co|Cu|Re)$/.test(c) &&
      !/\b(?:of|is)\s+[A-Z][a-z]?$/.test(original.slice(0, original.indexOf(c) + c.length))
    )
      continue;
    const counts = parseFormula(c);
    if (counts) return { formula: c, counts };
  }
  for (const [re, formula] of NAMES)
    if (re.test(plain)) return { formula, counts: parseFormula(formula) as Counts };
  return null;
}

// ---------------------------------------------------------------------------------------------------------------

export function balance(original: string) {
  const text = (original.includes(':') ? original.slice(original.lastIndexOf(':') + 1) : original)
    .replace(
      /^\s*(?:please\s+)?(?:how (?:do|would) (?:i|you)\s+)?(?:balance|balancing)(?:\s+the)?(?:\s+following)?(?:\s+chemical)?(?:\s+(?:equation|reaction))?\s*/i,
      '',
    )
    .replace(/[?.]\s*$/, '')
    .trim();
  const sides = text.split(/\s*(?:->|→|⟶|=>|⇌|<=>|=|\byields\b|\bgives\b|\bproduces\b|\bforms\b)\s*/);
  if (sides.length !== 2) return null;
  const species = sides.map((s) =>
    s.split(/\s+\+\s+|\s*\+\s*(?=[A-Z(\d])/).map((x) =>
      x
        .trim()
        .replace(/^\d+\s*/, '')
        .replace(/\((?:s|l|g|aq)\)$/, ''),
    ),
  );
  const all = [...(species[0] ?? []), ...(species[1] ?? [])];
  const parsed = all.map(parseFormula);
  if (parsed.some((c) => c === null) || all.length < 2) return null;
  const left = species[0]?.length ?? 0;
  const elements = [...new Set(parsed.flatMap((c) => [...(c as Counts).keys()]))];
  const rows: Fraction[][] = elements.map((el) =>
    parsed.map((c, j) => exact.fraction(((c as Counts).get(el) ?? 0) * (j < left ? 1 : -1))),
  );
  // Row reduce; the null space must be one-dimensional.
  const cols = all.length;
  let r = 0;
  const pivots: number[] = [];
  for (let c = 0; c < cols && r < rows.length; c += 1) {
    const p = rows.findIndex((row, i) => i >= r && Number(row[c]?.n) !== 0);
    if (p < 0) continue;
    [rows[r], rows[p]] = [rows[p] as Fraction[], rows[r] as Fraction[]];
    const pr = rows[r] as Fraction[];
    const pv = pr[c] as Fraction;
    rows[r] = pr.map((x) => x.div(pv));
    for (let i = 0; i < rows.length; i += 1) {
      if (i === r) continue;
      const f = (rows[i] as Fraction[])[c] as Fraction;
      if (Number(f.n) === 0) continue;
      rows[i] = (rows[i] as Fraction[]).map((x, j) => x.sub(f.mul((rows[r] as Fraction[])[j] as Fraction)));
    }
    pivots.push(c);
    r += 1;
  }
  const free = [...Array(cols).keys()].filter((c) => !pivots.includes(c));
  if (free.length !== 1) return null;
  const fc = free[0] ?? 0;
  const solutionVector: Fraction[] = Array.from({ length: cols }, () => exact.fraction(0));
  solutionVector[fc] = exact.fraction(1);
  pivots.forEach((c, i) => {
    solutionVector[c] = ((rows[i] as Fraction[])[fc] as Fraction).neg();
  });
  const lcm = solutionVector.reduce((l, x) => {
    const d = Number(x.d);
    const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
    return (l * d) / g(l, d);
  }, 1);
  const ints = solutionVector.map((x) => Number(x.mul(lcm).valueOf()));
  if (ints.some((x) => x <= 0 || !Number.isInteger(x))) return null;
  const g = ints.reduce((a, b) => {
    const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
    return gcd(a, b);
  });
  const coefficients = ints.map((x) => x / g);
  const letters = all.map((_, i) => 'abcdefghijklmnopqrstuvwxyz'[i] ?? `k${i}`);
  const sideOf = (el: string, from: number, to: number) =>
    parsed
      .slice(from, to)
      .map((c, i) => {
        const k = (c as Counts).get(el) ?? 0;
        return k === 0 ? '' : `${k === 1 ? '' : k}${letters[from + i]}`;
      })
      .filter((t) => t !== '')
      .join(' + ');
  const elementEquations = elements.map((el) => `${el}: ${sideOf(el, 0, left)} = ${sideOf(el, left, cols)}`);
  const term = (i: number) => `${coefficients[i] === 1 ? '' : coefficients[i]}${all[i]}`;
  const equation = `${(species[0] ?? []).map((_, i) => term(i)).join(' + ')} → ${(species[1] ?? []).map((_, i) => term(left + i)).join(' + ')}`;
  const check = elements.map((el) => {
    const count = (from: number, to: number) =>
      parsed
        .slice(from, to)
        .reduce((s, c, i) => s + ((c as Counts).get(el) ?? 0) * (coefficients[from + i] ?? 0), 0);
    return `${el}: ${count(0, left)} = ${count(left, cols)}`;
  });
  return solution(
    'chemistry',
    `${(species[0] ?? []).join(' + ')} → ${(species[1] ?? []).join(' + ')}`,
    [
      step(
        `Give each substance an unknown coefficient (${all.map((sp, i) => `${letters[i]} for ${sp}`).join(', ')}) and write one equation per element: atoms on the left = atoms on the right.`,
        elementEquations.join(';  '),
      ),
      step(
        'Solve these equations for the smallest whole-number coefficients.',
        letters.map((l, i) => `${l} = ${coefficients[i]}`).join(', '),
      ),
      step('Check: each element is balanced.', check.join(';  ')),
    ],
    equation,
    { coefficients },
  );
}

function massQuestions(original: string, q: string) {
  const sub = substance(original, q);
  if (sub === null) return null;
  const M = molarMass(sub.counts);
  const steps = massSteps(sub.formula, sub.counts);
  const Mr = Number(M.toFixed(3));
  const grams = new RegExp(`(${NUMBER})\\s*(kg|g|grams?|mg)\\b`).exec(q);
  const moles = new RegExp(`(${NUMBER})\\s*(?:mol|moles?)\\b`).exec(q);
  const particles = new RegExp(`(${NUMBER})\\s*(?:molecules|atoms|particles|formula units|ions)`).exec(q);
  const asksMoles =
    /how many moles|number of moles|moles (?:are|is|of|in)|amount (?:of substance|in moles)|to moles|in moles|convert .* to mol/.test(
      q,
    );
  const asksGrams =
    /how many grams|mass of|what mass|how much does|weigh|in grams|to grams|how heavy|how many kg/.test(q);
  const asksParticles =
    /how many (?:molecules|atoms|particles|formula units|ions)|number of (?:molecules|atoms|particles|formula units)/.test(
      q,
    );
  if (
    /molar mass|molecular (?:weight|mass)|formula mass|relative (?:formula|molecular) mass|gram formula mass|\bmr\b|\bm_r\b/.test(
      q,
    ) &&
    !grams &&
    !moles
  ) {
    return solution('chemistry', `molar mass of ${sub.formula}`, steps, `${fmt(Mr)} g/mol`, { values: [M] });
  }
  const toMoles = (g: number) => g / M;
  if (grams && asksMoles && !moles) {
    const g = Number(grams[1]) * (grams[2] === 'kg' ? 1000 : grams[2] === 'mg' ? 0.001 : 1);
    const n = toMoles(g);
    steps.push(step('Moles = mass ÷ molar mass.', `n = ${fmt(g)} g ÷ ${fmt(Mr)} g/mol = ${fmt(n)} mol`));
    return solution('chemistry', `moles in ${fmt(g)} g of ${sub.formula}`, steps, `${fmt(n)} mol`, {
      values: [n],
    });
  }
  if (moles && asksGrams && !grams) {
    const n = Number(moles[1]);
    const g = n * M;
    steps.push(step('Mass = moles × molar mass.', `m = ${fmt(n)} mol × ${fmt(Mr)} g/mol = ${fmt(g)} g`));
    return solution('chemistry', `mass of ${fmt(n)} mol of ${sub.formula}`, steps, `${fmt(g)} g`, {
      values: [g],
    });
  }
  if (asksParticles && (grams || moles) && !particles) {
    const mass = Number(grams?.[1]) * (grams?.[2] === 'kg' ? 1000 : grams?.[2] === 'mg' ? 0.001 : 1);
    const n = moles ? Number(moles[1]) : toMoles(mass);
    if (!moles)
      steps.push(step('Moles = mass ÷ molar mass.', `n = ${fmt(mass)} g ÷ ${fmt(Mr)} g/mol = ${fmt(n)} mol`));
    const atoms =
      /how many atoms|number of atoms/.test(q) &&
      sub.counts.size + [...sub.counts.values()].reduce((a, b) => a + b, 0) > 2;
    const perUnit = atoms ? [...sub.counts.values()].reduce((a, b) => a + b, 0) : 1;
    const count = n * AVOGADRO * perUnit;
    steps.push(
      step(
        `Multiply by Avogadro's number, 6.022 × 10^23 per mole${atoms ? `, and by the ${perUnit} atoms in each ${sub.formula}` : ''}.`,
        `N = ${fmt(n)} × 6.022 × 10^23${atoms ? ` × ${perUnit}` : ''} = ${fmt(count)}`,
      ),
    );
    return solution('chemistry', `particles of ${sub.formula}`, steps.slice(moles ? 2 : 0), `${fmt(count)}`, {
      values: [count],
    });
  }
  if (particles && (asksMoles || asksGrams)) {
    const n = Number(particles[1]) / AVOGADRO;
    const out = [
      step(
        "Moles = particles ÷ Avogadro's number.",
        `n = ${fmt(Number(particles[1]))} ÷ 6.022 × 10^23 = ${fmt(n)} mol`,
      ),
    ];
    if (asksGrams) {
      out.unshift(...steps);
      out.push(step('Mass = moles × molar mass.', `m = ${fmt(n)} × ${fmt(Mr)} = ${fmt(n * M)} g`));
      return solution('chemistry', `mass of ${fmt(Number(particles[1]))} particles`, out, `${fmt(n * M)} g`, {
        values: [n * M],
      });
    }
    return solution('chemistry', `moles of ${fmt(Number(particles[1]))} particles`, out, `${fmt(n)} mol`, {
      values: [n],
    });
  }
  return null;
}

function volumeLitres(q: string): number | null {
  const m = new RegExp(`(${NUMBER})\\s*(ml|millilit(?:er|re)s?|l|lit(?:er|re)s?|dm\\^?3|cm\\^?3)\\b`).exec(q);
  if (!m) return null;
  const v = Number(m[1]);
  return /^(ml|millilit|cm)/.test(m[2] ?? '') ? v / 1000 : v;
}

function concentration(original: string, q: string) {
  if (!/molarity|concentration|\bm\b|mol\/l|moles? per lit|solution|dissolved|molar\b/.test(q)) return null;
  const V = volumeLitres(q);
  if (V === null || V === 0) return null;
  const conc = new RegExp(`(${NUMBER})\\s*(?:m|mol/l|mol l\\^-1|mol dm\\^-3|molar|mol/dm\\^?3)\\b`).exec(q);
  const moles = new RegExp(`(${NUMBER})\\s*(?:mol|moles?)\\b(?!/)`).exec(q);
  const grams = new RegExp(`(${NUMBER})\\s*(?:g|grams?)\\b`).exec(q);
  const asksConc = /molarity|concentration|what is the (?:molar )?concentration/.test(q) && !conc;
  const sub = substance(original, q);
  if (asksConc && (moles || grams)) {
    const steps = [];
    let n: number;
    if (moles) n = Number(moles[1]);
    else {
      if (sub === null) return null;
      steps.push(...massSteps(sub.formula, sub.counts));
      n = Number(grams?.[1]) / molarMass(sub.counts);
      steps.push(
        step(
          'Moles = mass ÷ molar mass.',
          `n = ${fmt(Number(grams?.[1]))} ÷ ${fmt(Number(molarMass(sub.counts).toFixed(3)))} = ${fmt(n)} mol`,
        ),
      );
    }
    const c = n / V;
    steps.push(
      step('Concentration = moles ÷ volume in litres.', `c = ${fmt(n)} mol ÷ ${fmt(V)} L = ${fmt(c)} mol/L`),
    );
    return solution('chemistry', 'concentration', steps, `${fmt(c)} mol/L (M)`, { values: [c] });
  }
  if (conc) {
    const c = Number(conc[1]);
    const n = c * V;
    const steps = [
      step('Moles = concentration × volume in litres.', `n = ${fmt(c)} mol/L × ${fmt(V)} L = ${fmt(n)} mol`),
    ];
    if (/how many grams|mass of|what mass|how much .* (?:needed|required)|grams of/.test(q)) {
      if (sub === null) return null;
      const M = molarMass(sub.counts);
      steps.unshift(...massSteps(sub.formula, sub.counts));
      steps.push(
        step('Mass = moles × molar mass.', `m = ${fmt(n)} × ${fmt(Number(M.toFixed(3)))} = ${fmt(n * M)} g`),
      );
      return solution('chemistry', 'mass in solution', steps, `${fmt(n * M)} g`, { values: [n * M] });
    }
    if (/how many moles|number of moles|moles of/.test(q))
      return solution('chemistry', 'moles in solution', steps, `${fmt(n)} mol`, { values: [n] });
  }
  return null;
}

const STRONG_ACIDS: Record<string, number> = { hcl: 1, hno3: 1, hbr: 1, hi: 1, hclo4: 1 };
const STRONG_BASES: Record<string, number> = { naoh: 1, koh: 1, lioh: 1, 'ca(oh)2': 2, 'ba(oh)2': 2 };

function ph(q: string) {
  if (!/\bp(?:h|oh)\b|hydrogen ion|hydroxide ion|\[h\+?\]|\[oh-?\]|h3o\+/.test(q)) return null;
  const log10 = Math.log10;
  const value = (re: RegExp) => {
    const m = re.exec(q);
    return m ? Number(m[1]) : null;
  };
  const H = value(
    new RegExp(
      `(?:\\[h\\+?\\]|\\[h3o\\+?\\]|hydrogen ion concentration|h\\+ concentration|hydronium ion concentration)\\s*(?:of|is|=|:)?\\s*(${NUMBER})`,
    ),
  );
  const OH = value(
    new RegExp(
      `(?:\\[oh-?\\]|hydroxide ion concentration|oh- concentration)\\s*(?:of|is|=|:)?\\s*(${NUMBER})`,
    ),
  );
  const givenPh = value(new RegExp(`\\bph (?:of |is |= ?|=)?\\s*(${NUMBER})`));
  const givenPoh = value(new RegExp(`\\bpoh (?:of |is |= ?|=)?\\s*(${NUMBER})`));
  const asksPoh = /(?:find|what is|calculate|determine)(?: the)? poh|poh\?/.test(q);
  const asksPh =
    /(?:find|what is|what's|calculate|determine)(?: the)? ph\b|ph\?|the ph of/.test(q) && !asksPoh;
  const out = (answer: string, v: number, steps: ReturnType<typeof step>[]) =>
    solution('chemistry', 'pH', steps, answer, { values: [v] });
  if (
    (givenPh !== null || givenPoh !== null) &&
    /\[h|hydrogen ion|h\+|hydronium|concentration|\[oh|hydroxide/.test(q)
  ) {
    const p = givenPh ?? 14 - (givenPoh ?? 0);
    if (/\[oh|hydroxide/.test(q) && !/\[h|hydrogen ion|h\+|hydronium/.test(q)) {
      const c = 10 ** -(14 - p);
      return out(`[OH⁻] = ${fmt(c)} M`, c, [
        step('pOH = 14 - pH, then [OH⁻] = 10^(-pOH).', `[OH⁻] = 10^(-${fmt(14 - p)}) = ${fmt(c)} M`),
      ]);
    }
    const c = 10 ** -p;
    return out(`[H⁺] = ${fmt(c)} M`, c, [step('[H⁺] = 10^(-pH).', `[H⁺] = 10^(-${fmt(p)}) = ${fmt(c)} M`)]);
  }
  if (givenPh !== null && asksPoh)
    return out(`pOH = ${fmt(14 - givenPh)}`, 14 - givenPh, [
      step('pH + pOH = 14 at 25 °C.', `pOH = 14 - ${fmt(givenPh)} = ${fmt(14 - givenPh)}`),
    ]);
  if (givenPoh !== null && asksPh)
    return out(`pH = ${fmt(14 - givenPoh)}`, 14 - givenPoh, [
      step('pH + pOH = 14 at 25 °C.', `pH = 14 - ${fmt(givenPoh)} = ${fmt(14 - givenPoh)}`),
    ]);
  let h = H;
  let oh = OH;
  const steps: ReturnType<typeof step>[] = [];
  if (h === null && oh === null) {
    const m =
      new RegExp(
        `(${NUMBER})\\s*(?:m|mol/l|molar|mol/dm\\^?3|mol dm\\^-3)(?![a-z\\d^/])\\s*(?:solution of |of )?([a-z()0-9]+)`,
      ).exec(q) ??
      new RegExp(
        `([a-z()0-9]+)(?: solution)?(?: with a concentration of| of concentration| at)?\\s*(${NUMBER})\\s*(?:m|mol/l|molar)\\b`,
      ).exec(q);
    if (!m) return null;
    const [c, name] = /^[-+\d.]/.test(m[1] ?? '') ? [Number(m[1]), m[2] ?? ''] : [Number(m[2]), m[1] ?? ''];
    const acid = STRONG_ACIDS[name] ?? (/hydrochloric|nitric/.test(q) ? 1 : undefined);
    const base =
      STRONG_BASES[name] ??
      (/sodium hydroxide|potassium hydroxide/.test(q)
        ? 1
        : /calcium hydroxide|barium hydroxide/.test(q)
          ? 2
          : undefined);
    if (acid !== undefined) {
      h = c * acid;
      steps.push(
        step('A strong acid dissociates completely: [H⁺] equals its concentration.', `[H⁺] = ${fmt(h)} M`),
      );
    } else if (base !== undefined) {
      oh = c * base;
      steps.push(
        step(
          `A strong base dissociates completely${base === 2 ? ', giving 2 OH⁻ per formula unit' : ''}.`,
          `[OH⁻] = ${fmt(oh)} M`,
        ),
      );
    } else return null;
  }
  if (h !== null && h > 0) {
    const p = -log10(h);
    steps.push(step('pH = -log[H⁺].', `pH = -log(${fmt(h)}) = ${fmt(p)}`));
    if (asksPoh) {
      steps.push(step('pOH = 14 - pH.', `pOH = ${fmt(14 - p)}`));
      return out(`pOH = ${fmt(14 - p)}`, 14 - p, steps);
    }
    return out(`pH = ${fmt(p)}`, p, steps);
  }
  if (oh !== null && oh > 0) {
    const poh = -log10(oh);
    steps.push(step('pOH = -log[OH⁻].', `pOH = -log(${fmt(oh)}) = ${fmt(poh)}`));
    if (asksPoh) return out(`pOH = ${fmt(poh)}`, poh, steps);
    steps.push(step('pH = 14 - pOH (at 25 °C).', `pH = 14 - ${fmt(poh)} = ${fmt(14 - poh)}`));
    return out(`pH = ${fmt(14 - poh)}`, 14 - poh, steps);
  }
  return null;
}

export const solveChemistry: HomeworkSolver = (q, original) => {
  if (/balanc/.test(q) || /(?:->|→|⟶|=>)/.test(original)) {
    const balanced = balance(original);
    if (balanced) return balanced;
    if (/balanc/.test(q)) return null;
  }
  return (
    ph(q) ??
    concentration(original, q) ??
    (/mol|molar|molecul|atoms|formula|avogadro|particles|grams? of|\bmr\b|relative (?:formula|molecular) mass/.test(
      q,
    )
      ? massQuestions(original, q)
      : null)
  );
};
