// Chemistry calculations past one substance's moles: the percentage by mass of an element in a compound, a
// dilution (c1V1 = c2V2), a gas's volume from its moles at RTP or STP (or a molar volume the question gives), the
// ideal gas law pV = nRT, and the masses or moles that react or are made in an equation the question writes.
// Each reads every number of the question as one of its quantities and finds only what the asking clause names;
// otherwise it declines, so another solver (or none) answers.
import { NUMBER, askingClause, fmt, numbersLeftOver } from './question-text.util.ts';
import { ATOMIC_MASS, NAMES, balance, massSteps, molarMass, parseFormula } from './chemistry.solver.ts';
import type { Counts } from './chemistry.solver.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathStep } from '../../math/math-solution.types.ts';

const N = `(${NUMBER})`;

const ELEMENT_NAMES: Record<string, string> = {
  hydrogen: 'H',
  helium: 'He',
  lithium: 'Li',
  carbon: 'C',
  nitrogen: 'N',
  oxygen: 'O',
  fluorine: 'F',
  sodium: 'Na',
  magnesium: 'Mg',
  aluminium: 'Al',
  aluminum: 'Al',
  silicon: 'Si',
  phosphorus: 'P',
  sulfur: 'S',
  sulphur: 'S',
  chlorine: 'Cl',
  potassium: 'K',
  calcium: 'Ca',
  iron: 'Fe',
  copper: 'Cu',
  zinc: 'Zn',
  bromine: 'Br',
  silver: 'Ag',
  iodine: 'I',
  barium: 'Ba',
  lead: 'Pb',
};

/** A compound written as a formula (as typed) or by a common name. */
function compound(token: string): { formula: string; counts: Counts } | null {
  const counts = parseFormula(token);
  if (counts !== null && /[A-Z]/.test(token)) return { formula: token, counts };
  const named = NAMES.find(([re]) => re.test(token.toLowerCase()));
  return named ? { formula: named[1], counts: parseFormula(named[1]) as Counts } : null;
}

/** "percentage by mass of nitrogen in NH4NO3", "% of O in H2O", "percent composition of carbon in CO2". */
function percentByMass(original: string, q: string) {
  if (!/percent|%/.test(q)) return null;
  const m =
    /(?:percentage|per ?cent(?:age)?|%)\s*(?:composition\s+|by mass\s+|mass\s+)?(?:by mass\s+)?of\s+(?:the\s+)?(?:element\s+)?([A-Za-z]+)\s+(?:by mass\s+)?in\s+(?:the\s+compound\s+)?([A-Za-z0-9()[\]·•.*]+?(?:\s+[a-z]+){0,2}?)[?.]?\s*(?:\(|$)/i.exec(
      original.trim(),
    );
  if (!m) return null;
  const word = m[1] ?? '';
  const symbol = ATOMIC_MASS[word] !== undefined ? word : ELEMENT_NAMES[word.toLowerCase()];
  const sub = compound((m[2] ?? '').replace(/\.$/, ''));
  if (symbol === undefined || sub === null) return null;
  const count = sub.counts.get(symbol);
  if (count === undefined || sub.counts.size < 2) return null;
  const M = molarMass(sub.counts);
  const part = count * (ATOMIC_MASS[symbol] ?? NaN);
  const percent = (100 * part) / M;
  return solution(
    'chemistry',
    `percentage of ${symbol} in ${sub.formula}`,
    [
      ...massSteps(sub.formula, sub.counts),
      step(
        `The ${count} ${symbol} atom${count === 1 ? '' : 's'} weigh ${count} × ${ATOMIC_MASS[symbol]}.`,
        `${fmt(part)} g/mol`,
      ),
      step(
        'Percentage by mass = mass of the element ÷ molar mass × 100.',
        `${fmt(part)} ÷ ${fmt(Number(M.toFixed(3)))} × 100 = ${fmt(percent)}%`,
      ),
    ],
    `${fmt(percent)}% ${symbol} by mass`,
    { values: [percent] },
  );
}

interface Measure {
  value: number;
  /** The value in the base unit (litres, mol/L, pascals, kelvin). */
  base: number;
  unit: string;
  at: number;
  said: string;
}

const VOLUME_UNITS: Array<[RegExp, number, string]> = [
  [/^(?:ml|millilit(?:er|re)s?|cm\^?3|cc)$/, 0.001, 'mL'],
  [/^(?:l|lit(?:er|re)s?|dm\^?3)$/, 1, 'L'],
  [/^(?:m\^?3|cubic met(?:er|re)s?)$/, 1000, 'm^3'],
];

function measures(q: string, re: RegExp, scale: (unit: string) => [number, string] | null): Measure[] {
  const found: Measure[] = [];
  for (const m of q.matchAll(re)) {
    const unit = scale(m[2] ?? '');
    if (unit === null) continue;
    const value = Number(m[1]);
    found.push({ value, base: value * unit[0], unit: unit[1], at: m.index ?? 0, said: m[0] });
  }
  return found;
}

const volumesIn = (q: string) =>
  measures(
    q,
    new RegExp(
      `${N}\\s*(ml|millilit(?:er|re)s?|cm\\^?3|cc|l|lit(?:er|re)s?|dm\\^?3|m\\^?3|cubic met(?:er|re)s?)(?![a-z\\d/])`,
      'g',
    ),
    (u) => {
      const found = VOLUME_UNITS.find(([re]) => re.test(u));
      return found ? [found[1], found[2]] : null;
    },
  );

const concentrationsIn = (q: string) =>
  measures(
    q,
    new RegExp(
      `${N}\\s*(m|molar|mol/l|mol l\\^-1|mol/dm\\^?3|mol dm\\^-3|mol per (?:litre|liter|dm\\^?3)|moles? per (?:litre|liter|dm\\^?3))(?![a-z\\d])`,
      'g',
    ),
    () => [1, 'M'],
  );

/** A volume written back in the unit the question used. */
const inUnit = (litres: number, unit: string) =>
  litres / (VOLUME_UNITS.find(([, , name]) => name === unit)?.[1] ?? 1);

/** The clause that asks, or the last sentence when none starts with an asking word ("… to 400 mL. new concentration?"). */
const asking = (q: string) =>
  askingClause(q) ??
  q
    .split(/[.?!](?!\d)/)
    .filter((s) => s.trim() !== '')
    .at(-1) ??
  '';

/**
 * "50 mL of 2 M HCl is diluted to 400 mL": the moles stay, c1V1 = c2V2. A solution's volume and concentration
 * are read as the pair "V of c"; the new concentration (given the volume it is diluted to) or the volume that holds
 * the same moles at the other concentration is found. Water added is another question (the difference), declined.
 */
function dilution(q: string) {
  if (!/dilut|made up to|make (?:it )?up to|topped up to/.test(q)) return null;
  if (
    /\bwater (?:is |must be |should be |to be |needs to be )?added|\badd(?:ed)?\b.*\bwater\b|how much water/.test(
      q,
    )
  )
    return null;
  const volumes = volumesIn(q);
  const concs = concentrationsIn(q);
  if (
    numbersLeftOver(
      q,
      [...volumes, ...concs].map((m) => m.said),
    )
  )
    return null;
  const pairOf = (c: Measure) =>
    volumes.find(
      (v) =>
        v.at < c.at &&
        /^\s*(?:sample\s+|portion\s+|solution\s+)?of\s+(?:an?\s+|the\s+)?$/.test(
          q.slice(v.at + v.said.length, c.at),
        ),
    );
  const clause = asking(q);
  const steps: MathStep[] = [
    step('Diluting adds solvent only: the moles of solute stay the same.', 'c1V1 = c2V2'),
  ];
  if (volumes.length === 2 && concs.length === 1) {
    const c1 = concs[0] as Measure;
    const v1 = pairOf(c1);
    const v2 = volumes.find((v) => v !== v1);
    if (v1 === undefined || v2 === undefined || !/\bto\s*$/.test(q.slice(0, v2.at)) || !(v2.base > v1.base))
      return null;
    if (!/concentration|molarity|\bnew\b.*\bm\b/.test(clause)) return null;
    const c2 = (c1.value * v1.base) / v2.base;
    steps.push(
      step(
        'Solve for the new concentration: c2 = c1V1 / V2.',
        `c2 = ${fmt(c1.value)} × ${fmt(v1.value)} / ${fmt(inUnit(v2.base, v1.unit))} = ${fmt(c2)} M`,
      ),
    );
    return solution('chemistry', 'dilution', steps, `${fmt(c2)} mol/L (M)`, { values: [c2] });
  }
  if (volumes.length === 1 && concs.length === 2) {
    const v1 = volumes[0] as Measure;
    const c1 = concs.find((c) => pairOf(c) === v1);
    const c2 = concs.find((c) => c !== c1);
    if (c1 === undefined || c2 === undefined || c2.value <= 0) return null;
    if (!/volume|how much|how many (?:ml|cm|dm|l\b|lit)/.test(clause)) return null;
    const v2 = (c1.value * v1.value) / c2.value;
    steps.push(
      step(
        'Solve for the other volume: V = c1V1 / c2.',
        `V = ${fmt(c1.value)} × ${fmt(v1.value)} / ${fmt(c2.value)} = ${fmt(v2)} ${v1.unit}`,
      ),
    );
    return solution('chemistry', 'dilution', steps, `${fmt(v2)} ${v1.unit}`, { values: [v2] });
  }
  return null;
}

/**
 * A gas's volume from its moles (or mass) at RTP (24 dm³/mol) or STP (22.4 dm³/mol), or its moles from its
 * volume; a molar volume the question states ("24 dm3 per mol") is the one used.
 */
function molarVolume(original: string, q: string) {
  const stated = new RegExp(
    `${N}\\s*(?:dm\\^?3|l|lit(?:er|re)s?)\\s*(?:per|/|a|each|for (?:one|1|each)|for every)\\s*(?:1\\s*)?mol(?:es?)?\\b`,
  ).exec(q);
  const rtp = /\brtp\b|room temperature and pressure|room conditions/.test(q);
  const stp = /\bstp\b|standard temperature and pressure|s\.t\.p/.test(q);
  if (Number(rtp) + Number(stp) + Number(stated !== null) === 0 || (rtp && stp)) return null;
  const Vm = stated ? Number(stated[1]) : rtp ? 24 : 22.4;
  const rest = stated ? q.replace(stated[0], ' ') : q;
  const moles = [...rest.matchAll(new RegExp(`${N}\\s*mol(?:es?)?\\b`, 'g'))];
  const grams = [...rest.matchAll(new RegExp(`${N}\\s*(?:g|grams?)\\b`, 'g'))];
  const volumes = volumesIn(rest);
  const said = [...moles.map((m) => m[0]), ...grams.map((m) => m[0]), ...volumes.map((v) => v.said)];
  if (said.length !== 1 || numbersLeftOver(rest, said)) return null;
  const clause = asking(q);
  const asksVolume = /volume|how many (?:dm|cm|l\b|lit)|space/.test(clause);
  const asksMoles = /how many moles|number of moles|amount of|what amount/.test(clause);
  const asksMass = /mass|how many grams|grams of/.test(clause);
  if (Number(asksVolume) + Number(asksMoles) + Number(asksMass) !== 1) return null;
  const steps: MathStep[] = [
    step(
      `One mole of any gas takes up ${fmt(Vm)} dm³${stated ? '' : rtp ? ' at RTP' : ' at STP'}.`,
      `V = n × ${fmt(Vm)} dm³/mol`,
    ),
  ];
  const sub = () => {
    const found = /(?:of|gas)\s+([A-Z][A-Za-z0-9()]*)/.exec(original);
    const formula = found?.[1] ?? '';
    const counts = parseFormula(formula);
    return counts && /\d|[A-Z].*[A-Z]/.test(formula) ? { formula, counts } : null;
  };
  let n: number;
  if (moles[0]) n = Number(moles[0][1]);
  else if (grams[0]) {
    const s = sub();
    if (s === null || !asksVolume) return null;
    const M = molarMass(s.counts);
    n = Number(grams[0][1]) / M;
    steps.unshift(...massSteps(s.formula, s.counts));
    steps.push(
      step(
        'Moles = mass ÷ molar mass.',
        `n = ${fmt(Number(grams[0][1]))} ÷ ${fmt(Number(M.toFixed(3)))} = ${fmt(n)} mol`,
      ),
    );
  } else {
    const v = volumes[0] as Measure;
    n = v.base / Vm;
    steps.push(
      step('Moles = volume in dm³ ÷ molar volume.', `n = ${fmt(v.base)} ÷ ${fmt(Vm)} = ${fmt(n)} mol`),
    );
    if (asksMoles) return solution('chemistry', 'moles of gas', steps, `${fmt(n)} mol`, { values: [n] });
    if (!asksMass) return null;
    const s = sub();
    if (s === null) return null;
    const M = molarMass(s.counts);
    steps.push(...massSteps(s.formula, s.counts));
    steps.push(
      step('Mass = moles × molar mass.', `m = ${fmt(n)} × ${fmt(Number(M.toFixed(3)))} = ${fmt(n * M)} g`),
    );
    return solution('chemistry', 'mass of gas', steps, `${fmt(n * M)} g`, { values: [n * M] });
  }
  if (!asksVolume) return null;
  const litres = n * Vm;
  const cm3 = /in cm|cm\^?3\s*[?.]?$/.test(clause);
  const shown = cm3 ? litres * 1000 : litres;
  steps.push(step('Volume = moles × molar volume.', `V = ${fmt(n)} × ${fmt(Vm)} = ${fmt(litres)} dm³`));
  return solution('chemistry', 'volume of gas', steps, `${fmt(shown)} ${cm3 ? 'cm³' : 'dm³'}`, {
    values: [shown],
  });
}

type GasQuantity = 'p' | 'V' | 'n' | 'T';

const PRESSURE_UNITS: Record<string, number> = { pa: 1, kpa: 1000, atm: 101325, bar: 100000, mmhg: 133.322 };

/** pV = nRT with three of p, V, n and T given in their units; the fourth in the unit asked (or the inputs' own). */
function idealGas(q: string) {
  if (!/pv ?= ?nrt|ideal gas/.test(q) && !(/\bgas\b/.test(q) && /\bmol/.test(q) && /\d\s*(?:k\b|°c)/.test(q)))
    return null;
  const said: string[] = [];
  const R = new RegExp(`\\br\\s*(?:=|is)\\s*${N}`).exec(q);
  let rSi = 8.314;
  if (R) {
    const r = Number(R[1]);
    if (Math.abs(r - 8.314) < 0.01) rSi = r;
    else if (Math.abs(r - 0.0821) < 0.0005) rSi = (r * 101325) / 1000;
    else return null;
    said.push(R[0]);
  }
  const rest = R ? q.replace(R[0], ' ') : q;
  const known: Partial<Record<GasQuantity, number>> = {};
  const pressures = [...rest.matchAll(new RegExp(`${N}\\s*(pa|kpa|atm|bar|mmhg)\\b`, 'g'))];
  const volumes = volumesIn(rest);
  const moles = [...rest.matchAll(new RegExp(`${N}\\s*mol(?:es?)?\\b`, 'g'))];
  const temps = [...rest.matchAll(new RegExp(`${N}\\s*(k|°c|degrees? c(?:elsius)?)(?![a-z])`, 'g'))];
  if (pressures.length > 1 || volumes.length > 1 || moles.length > 1 || temps.length > 1) return null;
  if (pressures[0]) {
    known.p = Number(pressures[0][1]) * (PRESSURE_UNITS[pressures[0][2] ?? ''] ?? NaN);
    said.push(pressures[0][0]);
  }
  if (volumes[0]) {
    known.V = volumes[0].base / 1000;
    said.push(volumes[0].said);
  }
  if (moles[0]) {
    known.n = Number(moles[0][1]);
    said.push(moles[0][0]);
  }
  if (temps[0]) {
    known.T = Number(temps[0][1]) + (temps[0][2] === 'k' ? 0 : 273.15);
    said.push(temps[0][0]);
  }
  if (Object.keys(known).length !== 3 || numbersLeftOver(q, said)) return null;
  const missing = (['p', 'V', 'n', 'T'] as GasQuantity[]).find((k) => known[k] === undefined) as GasQuantity;
  const clause = asking(q);
  const asked: Record<GasQuantity, RegExp> = {
    p: /pressure/,
    V: /volume/,
    n: /moles|amount/,
    T: /temperature/,
  };
  if (!asked[missing].test(clause)) return null;
  const { p = NaN, V = NaN, n = NaN, T = NaN } = known;
  const si = { p: (n * rSi * T) / V, V: (n * rSi * T) / p, n: (p * V) / (rSi * T), T: (p * V) / (n * rSi) }[
    missing
  ];
  if (!Number.isFinite(si) || si <= 0) return null;
  // The unit the answer is asked in, else the one the question's own quantities imply.
  let value = si;
  let unit = { p: 'Pa', V: 'm³', n: 'mol', T: 'K' }[missing];
  if (missing === 'p') {
    // Unnamed, the pressure is in pascals for a volume in m³ and in atmospheres for R in L atm/(mol K).
    const named =
      /\bin (kpa|pa|atm|bar)\b/.exec(clause)?.[1] ??
      (volumes[0]?.unit === 'm^3' ? 'pa' : R !== null && rSi !== Number(R[1]) ? 'atm' : null);
    if (named === null) return null;
    value = si / (PRESSURE_UNITS[named] ?? NaN);
    unit = named === 'kpa' ? 'kPa' : named === 'pa' ? 'Pa' : named;
  } else if (missing === 'V') {
    const named = /\bin (m\^?3|l|litres?|liters?|dm\^?3|cm\^?3|ml)\b/.exec(clause)?.[1];
    const from = pressures[0]?.[2];
    const litresOut = named !== undefined ? !/^m\^?3$/.test(named) : from === 'atm' || from === 'kpa';
    if (named === undefined && from !== 'pa' && from !== 'atm' && from !== 'kpa') return null;
    const milli = named !== undefined && /^(?:cm|ml)/.test(named);
    value = litresOut ? si * 1000 * (milli ? 1000 : 1) : si;
    unit = litresOut ? (milli ? 'cm³' : 'L') : 'm³';
  } else if (missing === 'T' && /°c|celsius/.test(clause)) {
    value = si - 273.15;
    unit = '°C';
  }
  const steps = [
    step(
      'The ideal gas law, in SI units (p in Pa, V in m³, T in K).',
      `pV = nRT, R = ${R !== null && rSi !== Number(R[1]) ? `${fmt(Number(R[1]))} L atm/(mol K) = ` : ''}${fmt(rSi)} J/(mol K)`,
    ),
    step(
      `The given quantities (${said.filter((text) => text !== R?.[0]).join(', ')}) in SI units.`,
      (['p', 'V', 'n', 'T'] as GasQuantity[])
        .filter((k) => k !== missing)
        .map((k) => `${k} = ${fmt(known[k] ?? NaN)}`)
        .join(', '),
    ),
    step(
      `Solve for ${missing}.`,
      `${missing} = ${fmt(si)}${unit === { p: 'Pa', V: 'm³', n: 'mol', T: 'K' }[missing] ? '' : ` = ${fmt(value)} ${unit}`}`,
    ),
  ];
  return solution('physics', 'ideal gas', steps, `${missing} = ${fmt(value)} ${unit}`, { values: [value] });
}

const SPECIES = String.raw`\d*\s*[A-Z][A-Za-z0-9()]*(?:\s*\((?:s|l|g|aq)\))?`;
const EQUATION = new RegExp(
  String.raw`((?:${SPECIES}\s*\+\s*)*${SPECIES})\s*(?:->|→|⟶|=>)\s*((?:${SPECIES}\s*\+\s*)*${SPECIES})`,
);

/**
 * Reacting masses: "How many grams of CO2 are made when 16 g of CH4 burns? CH4 + 2O2 -> CO2 + 2H2O". The equation
 * is balanced (its smallest whole coefficients), the given mass or moles of one substance become moles, the mole
 * ratio of the coefficients gives the moles of the substance asked, and its mass if a mass is asked.
 */
function reactingQuantities(original: string, q: string) {
  const eq = EQUATION.exec(original);
  if (eq === null || /limiting|excess|yield|percent|%/.test(q)) return null;
  const balanced = balance(eq[0]);
  if (balanced === null) return null;
  const species = eq[0]
    .split(/\s*(?:->|→|⟶|=>)\s*/)
    .flatMap((side) => side.split(/\s*\+\s*/))
    .map((s) =>
      s
        .trim()
        .replace(/^\d+\s*/, '')
        .replace(/\s*\((?:s|l|g|aq)\)$/, ''),
    );
  const coefficients = balanced.result?.coefficients ?? [];
  if (coefficients.length !== species.length) return null;
  const text = original.replace(eq[0], ' ');
  const indexOf = (name: string): number => {
    const exact = species.indexOf(name);
    if (exact >= 0) return exact;
    const named = NAMES.find(([re]) => re.test(name.toLowerCase()))?.[1];
    return named === undefined ? -1 : species.indexOf(named);
  };
  const NAME = String.raw`([A-Z][A-Za-z0-9()]*|[a-z]+(?: [a-z]+)?)`;
  const given = [
    ...text.matchAll(new RegExp(`${N}\\s*(g|grams?|kg|mol|moles?)\\s+(?:of\\s+)?${NAME}`, 'g')),
  ].filter((m) => indexOf(m[3] ?? '') >= 0);
  if (given.length !== 1 || numbersLeftOver(text, [given[0]?.[0] ?? ''])) return null;
  const g = given[0] as RegExpMatchArray;
  const from = indexOf(g[3] ?? '');
  const asked = new RegExp(
    String.raw`(?:how many (grams|g|kg|moles|mol)|what (mass|amount)|(mass|moles|number of moles))\s+(?:in grams\s+)?(?:of\s+)?${NAME}`,
    'i',
  ).exec(text);
  if (asked === null) return null;
  const to = indexOf(asked[4] ?? '');
  if (to < 0 || to === from) return null;
  const askMass = /^(?:grams|g|kg|mass)$/i.test(asked[1] ?? asked[2] ?? asked[3] ?? '');
  const fromFormula = species[from] as string;
  const toFormula = species[to] as string;
  const fromCounts = parseFormula(fromFormula) as Counts;
  const toCounts = parseFormula(toFormula) as Counts;
  const steps: MathStep[] = [step('The balanced equation.', balanced.answer)];
  const unitGiven = g[2] ?? '';
  let nFrom = Number(g[1]);
  if (/^(?:g|grams?|kg)$/.test(unitGiven)) {
    const grams = nFrom * (unitGiven === 'kg' ? 1000 : 1);
    const M = molarMass(fromCounts);
    nFrom = grams / M;
    steps.push(
      step(
        `Moles of ${fromFormula} = mass ÷ molar mass.`,
        `n = ${fmt(grams)} ÷ ${fmt(Number(M.toFixed(3)))} = ${fmt(nFrom)} mol`,
      ),
    );
  }
  const a = coefficients[from] ?? NaN;
  const b = coefficients[to] ?? NaN;
  const nTo = (nFrom * b) / a;
  steps.push(
    step(
      `The equation's coefficients give the mole ratio ${fromFormula} : ${toFormula} = ${a} : ${b}.`,
      `n(${toFormula}) = ${fmt(nFrom)} × ${b}/${a} = ${fmt(nTo)} mol`,
    ),
  );
  if (!askMass)
    return solution('chemistry', 'reacting moles', steps, `${fmt(nTo)} mol ${toFormula}`, { values: [nTo] });
  const M = molarMass(toCounts);
  const grams = nTo * M;
  steps.push(
    step(
      `Mass of ${toFormula} = moles × molar mass.`,
      `m = ${fmt(nTo)} × ${fmt(Number(M.toFixed(3)))} = ${fmt(grams)} g`,
    ),
  );
  const kg = asked[1] === 'kg';
  return solution(
    'chemistry',
    'reacting masses',
    steps,
    `${fmt(kg ? grams / 1000 : grams)} ${kg ? 'kg' : 'g'} ${toFormula}`,
    {
      values: [kg ? grams / 1000 : grams],
    },
  );
}

/**
 * The neutrons in a nucleus told by its mass number and atomic number ("an atom of chlorine-37 (atomic number 17)",
 * "uranium-238, Z = 92"): mass number less atomic number. Both must be written; an element's atomic number is not
 * looked up, and an ion's charge or a second isotope is another question.
 */
function neutrons(q: string): ReturnType<HomeworkSolver> {
  if (!/\bhow many neutrons\b/.test(q) || /\bions?\b/.test(q)) return null;
  const isotope = [...q.matchAll(/\b([a-z]+)-(\d{1,3})\b/g)].filter((m) => /^[a-z]{3,}$/.test(m[1] ?? ''));
  const atomic = [...q.matchAll(/\b(?:atomic number|proton number|z)\s*(?:=|is|of)?\s*(\d{1,3})\b/g)];
  if (isotope.length !== 1 || atomic.length !== 1) return null;
  const A = Number(isotope[0]?.[2]);
  const Z = Number(atomic[0]?.[1]);
  if (!(Z > 0 && A >= Z)) return null;
  const n = A - Z;
  return solution(
    'arithmetic',
    q,
    [
      step(
        'The mass number counts protons and neutrons; the atomic number counts the protons.',
        `A = ${A}, Z = ${Z}`,
      ),
      step('Neutrons = mass number - atomic number.', `${A} - ${Z} = ${n}`),
    ],
    `${n} neutrons`,
    { values: [n] },
  );
}

export const solveChemistryCalculations: HomeworkSolver = (q, original) =>
  neutrons(q) ??
  reactingQuantities(original, q) ??
  percentByMass(original, q) ??
  dilution(q) ??
  molarVolume(original, q) ??
  idealGas(q);
