// Physics from worded questions: the quantities are read with their units, the asked quantity from the
// question word, and the equation that links exactly those is named and solved (constant acceleration,
// F = ma, weight, work, energy, power, density, speed, Ohm's law).
import { NUMBER, askingClause, fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathSolution } from '../../math/math-solution.types.ts';

type Q =
  | 'u'
  | 'v'
  | 'a'
  | 's'
  | 't'
  | 'm'
  | 'F'
  | 'W'
  | 'E'
  | 'P'
  | 'h'
  | 'rho'
  | 'V'
  | 'I'
  | 'R'
  | 'U'
  | 'KE'
  | 'PE'
  | 'd'
  | 'p'
  | 'f'
  | 'lam'
  | 'A'
  | 'Pr'
  | 'g'
  | 'C';

/**
 * Standard gravity (the defined value of g₀). Questions that do not give g are set with 9.8 or 9.81; the defined
 * value lies within 0.07% of both, so the answer agrees with either convention to the figures a student checks.
 */
const G = 9.80665;

interface Found {
  value: number;
  unit: string;
  index: number;
  /** The unit as written: km, h, mi… (the answer of a travel question is given in them too). */
  written: string;
}

const UNITS: Array<[RegExp, string, number]> = [
  [
    /^(?:m\/s\^?2|m\/s²|m s\^-2|ms\^-2|meters? per second squared|metres? per second squared|m per s squared)/,
    'acc',
    1,
  ],
  [/^(?:km\/h|kmh|kph|km per hour|kilometers? per hour|kilometres? per hour|km\/hr)/, 'vel', 1 / 3.6],
  [/^(?:m\/s|meters? per second|metres? per second|ms\^-1|m s\^-1)/, 'vel', 1],
  [/^(?:mph|miles per hour|mi\/h)/, 'vel', 0.44704],
  [/^(?:kg ?(?:m\/s|·m\/s|\* ?m\/s|m s\^-1)|n ?s\b|n·s\b)/, 'mom', 1],
  [/^(?:ghz|gigahertz)\b/, 'freq', 1e9],
  [/^(?:mhz|megahertz)\b/, 'freq', 1e6],
  [/^(?:khz|kilohertz)\b/, 'freq', 1000],
  [/^(?:hz|hertz)\b/, 'freq', 1],
  [/^(?:kpa|kilopascals?)\b/, 'pres', 1000],
  [/^(?:pa|pascals?)\b/, 'pres', 1],
  [/^(?:m\^?2|m²|square met(?:er|re)s?)/, 'area', 1],
  [/^(?:cm\^?2|cm²|square centimet(?:er|re)s?)/, 'area', 1e-4],
  [/^(?:kg\/m\^?3|kg\/m³)/, 'dens', 1],
  [/^(?:g\/cm\^?3|g\/cm³|g\/ml)/, 'dens', 1000],
  [/^(?:kj|kilojoules?)\b/, 'energy', 1000],
  [/^(?:j|joules?)\b/, 'energy', 1],
  [/^(?:kw|kilowatts?)\b/, 'power', 1000],
  [/^(?:w|watts?)\b/, 'power', 1],
  [/^(?:kn|kilonewtons?)\b/, 'force', 1000],
  [/^(?:n|newtons?)\b/, 'force', 1],
  [/^(?:kg|kilograms?)\b/, 'mass', 1],
  [/^(?:g|grams?)\b/, 'mass', 0.001],
  [/^(?:m\^?3|m³|cubic met(?:er|re)s?)/, 'vol', 1],
  [/^(?:cm\^?3|cm³|cubic centimet(?:er|re)s?|ml|millilit(?:er|re)s?)\b/, 'vol', 1e-6],
  [/^(?:l|lit(?:er|re)s?)\b/, 'vol', 1e-3],
  [/^(?:km|kilomet(?:er|re)s?)\b/, 'len', 1000],
  [/^(?:mi|miles?)\b/, 'len', 1609.344],
  [/^(?:cm|centimet(?:er|re)s?)\b/, 'len', 0.01],
  [/^(?:m|met(?:er|re)s?)\b/, 'len', 1],
  [/^(?:ms|milliseconds?)\b/, 'time', 0.001],
  [/^(?:s|secs?|seconds?)\b/, 'time', 1],
  [/^(?:min|mins|minutes?)\b/, 'time', 60],
  [/^(?:h|hr|hrs|hours?)\b/, 'time', 3600],
  [/^(?:v|volts?)\b/, 'volt', 1],
  [/^(?:a|amps?|amperes?)\b/, 'amp', 1],
  [/^(?:ω|ohms?|kω|kiloohms?)/, 'ohm', 1],
  [/^(?:c|coulombs?)\b/, 'charge', 1],
];

function quantities(q: string): Found[] {
  const out: Found[] = [];
  for (const m of q.matchAll(new RegExp(`(?<![a-z\\d.^])(${NUMBER})\\s*`, 'g'))) {
    const rest = q.slice((m.index ?? 0) + m[0].length);
    for (const [re, unit, factor] of UNITS) {
      const u = re.exec(rest);
      if (!u) continue;
      const k = /^k(?:ω|iloohm)/.test(u[0]) ? 1000 : factor;
      out.push({ value: Number(m[1]) * k, unit, index: m.index ?? 0, written: u[0] });
      break;
    }
  }
  return out;
}

interface Formula {
  target: Q;
  needs: Q[];
  name: string;
  compute: (k: Record<string, number>) => number;
  working: (k: Record<string, number>) => string;
}

const f = (
  target: Q,
  needs: Q[],
  name: string,
  compute: Formula['compute'],
  working: Formula['working'],
): Formula => ({ target, needs, name, compute, working });

const FORMULAS: Formula[] = [
  f(
    's',
    ['u', 't', 'a'],
    's = ut + ½at²',
    (k) => k.u! * k.t! + 0.5 * k.a! * k.t! ** 2,
    (k) => `s = ${fmt(k.u!)} × ${fmt(k.t!)} + ½ × ${fmt(k.a!)} × ${fmt(k.t!)}^2`,
  ),
  f(
    's',
    ['u', 'v', 't'],
    's = ½(u + v)t',
    (k) => 0.5 * (k.u! + k.v!) * k.t!,
    (k) => `s = ½ × (${fmt(k.u!)} + ${fmt(k.v!)}) × ${fmt(k.t!)}`,
  ),
  f(
    's',
    ['u', 'v', 'a'],
    'v² = u² + 2as',
    (k) => (k.v! ** 2 - k.u! ** 2) / (2 * k.a!),
    (k) => `s = (${fmt(k.v!)}^2 - ${fmt(k.u!)}^2) / (2 × ${fmt(k.a!)})`,
  ),
  f(
    'v',
    ['u', 'a', 't'],
    'v = u + at',
    (k) => k.u! + k.a! * k.t!,
    (k) => `v = ${fmt(k.u!)} + ${fmt(k.a!)} × ${fmt(k.t!)}`,
  ),
  f(
    'v',
    ['u', 'a', 's'],
    'v² = u² + 2as',
    (k) => Math.sqrt(k.u! ** 2 + 2 * k.a! * k.s!),
    (k) => `v = √(${fmt(k.u!)}^2 + 2 × ${fmt(k.a!)} × ${fmt(k.s!)})`,
  ),
  f(
    'v',
    ['u', 's', 't'],
    's = ½(u + v)t',
    (k) => (2 * k.s!) / k.t! - k.u!,
    (k) => `v = 2 × ${fmt(k.s!)} / ${fmt(k.t!)} - ${fmt(k.u!)}`,
  ),
  f(
    'a',
    ['u', 'v', 't'],
    'v = u + at',
    (k) => (k.v! - k.u!) / k.t!,
    (k) => `a = (${fmt(k.v!)} - ${fmt(k.u!)}) / ${fmt(k.t!)}`,
  ),
  f(
    'a',
    ['u', 'v', 's'],
    'v² = u² + 2as',
    (k) => (k.v! ** 2 - k.u! ** 2) / (2 * k.s!),
    (k) => `a = (${fmt(k.v!)}^2 - ${fmt(k.u!)}^2) / (2 × ${fmt(k.s!)})`,
  ),
  f(
    'a',
    ['u', 's', 't'],
    's = ut + ½at²',
    (k) => (2 * (k.s! - k.u! * k.t!)) / k.t! ** 2,
    (k) => `a = 2(${fmt(k.s!)} - ${fmt(k.u!)} × ${fmt(k.t!)}) / ${fmt(k.t!)}^2`,
  ),
  f(
    'a',
    ['F', 'm'],
    'F = ma',
    (k) => k.F! / k.m!,
    (k) => `a = F / m = ${fmt(k.F!)} / ${fmt(k.m!)}`,
  ),
  f(
    't',
    ['u', 'v', 'a'],
    'v = u + at',
    (k) => (k.v! - k.u!) / k.a!,
    (k) => `t = (${fmt(k.v!)} - ${fmt(k.u!)}) / ${fmt(k.a!)}`,
  ),
  f(
    't',
    ['u', 'v', 's'],
    's = ½(u + v)t',
    (k) => (2 * k.s!) / (k.u! + k.v!),
    (k) => `t = 2 × ${fmt(k.s!)} / (${fmt(k.u!)} + ${fmt(k.v!)})`,
  ),
  f(
    't',
    ['u', 'a', 's'],
    's = ut + ½at²',
    (k) => (-k.u! + Math.sqrt(k.u! ** 2 + 2 * k.a! * k.s!)) / k.a!,
    (k) => `t = (-${fmt(k.u!)} + √(${fmt(k.u!)}^2 + 2 × ${fmt(k.a!)} × ${fmt(k.s!)})) / ${fmt(k.a!)}`,
  ),
  f(
    'u',
    ['v', 'a', 't'],
    'v = u + at',
    (k) => k.v! - k.a! * k.t!,
    (k) => `u = ${fmt(k.v!)} - ${fmt(k.a!)} × ${fmt(k.t!)}`,
  ),
  f(
    'F',
    ['m', 'a'],
    'F = ma',
    (k) => k.m! * k.a!,
    (k) => `F = ${fmt(k.m!)} × ${fmt(k.a!)}`,
  ),
  f(
    'm',
    ['F', 'a'],
    'F = ma',
    (k) => k.F! / k.a!,
    (k) => `m = F / a = ${fmt(k.F!)} / ${fmt(k.a!)}`,
  ),
  f(
    'W',
    ['m', 'g'],
    'W = mg',
    (k) => k.m! * k.g!,
    (k) => `W = ${fmt(k.m!)} × ${fmt(k.g!)}`,
  ),
  f(
    'KE',
    ['m', 'v'],
    'KE = ½mv²',
    (k) => 0.5 * k.m! * k.v! ** 2,
    (k) => `KE = ½ × ${fmt(k.m!)} × ${fmt(k.v!)}^2`,
  ),
  f(
    'v',
    ['KE', 'm'],
    'KE = ½mv²',
    (k) => Math.sqrt((2 * k.KE!) / k.m!),
    (k) => `v = √(2 × ${fmt(k.KE!)} / ${fmt(k.m!)})`,
  ),
  f(
    'PE',
    ['m', 'g', 'h'],
    'PE = mgh',
    (k) => k.m! * k.g! * k.h!,
    (k) => `PE = ${fmt(k.m!)} × ${fmt(k.g!)} × ${fmt(k.h!)}`,
  ),
  f(
    'E',
    ['F', 'd'],
    'W = Fd',
    (k) => k.F! * k.d!,
    (k) => `W = ${fmt(k.F!)} × ${fmt(k.d!)}`,
  ),
  f(
    'P',
    ['E', 't'],
    'P = W / t',
    (k) => k.E! / k.t!,
    (k) => `P = ${fmt(k.E!)} / ${fmt(k.t!)}`,
  ),
  f(
    'P',
    ['m', 'g', 'h', 't'],
    'P = mgh / t',
    (k) => (k.m! * k.g! * k.h!) / k.t!,
    (k) => `P = ${fmt(k.m!)} × ${fmt(k.g!)} × ${fmt(k.h!)} / ${fmt(k.t!)}`,
  ),
  f(
    'E',
    ['P', 't'],
    'E = Pt',
    (k) => k.P! * k.t!,
    (k) => `E = ${fmt(k.P!)} × ${fmt(k.t!)}`,
  ),
  f(
    't',
    ['E', 'P'],
    'P = E / t',
    (k) => k.E! / k.P!,
    (k) => `t = ${fmt(k.E!)} / ${fmt(k.P!)}`,
  ),
  f(
    'rho',
    ['m', 'V'],
    'ρ = m / V',
    (k) => k.m! / k.V!,
    (k) => `ρ = ${fmt(k.m!)} / ${fmt(k.V!)}`,
  ),
  f(
    'm',
    ['rho', 'V'],
    'm = ρV',
    (k) => k.rho! * k.V!,
    (k) => `m = ${fmt(k.rho!)} × ${fmt(k.V!)}`,
  ),
  f(
    'V',
    ['m', 'rho'],
    'V = m / ρ',
    (k) => k.m! / k.rho!,
    (k) => `V = ${fmt(k.m!)} / ${fmt(k.rho!)}`,
  ),
  f(
    'U',
    ['I', 'R'],
    "Ohm's law V = IR",
    (k) => k.I! * k.R!,
    (k) => `V = ${fmt(k.I!)} × ${fmt(k.R!)}`,
  ),
  f(
    'I',
    ['U', 'R'],
    "Ohm's law I = V / R",
    (k) => k.U! / k.R!,
    (k) => `I = ${fmt(k.U!)} / ${fmt(k.R!)}`,
  ),
  f(
    'R',
    ['U', 'I'],
    "Ohm's law R = V / I",
    (k) => k.U! / k.I!,
    (k) => `R = ${fmt(k.U!)} / ${fmt(k.I!)}`,
  ),
  f(
    'P',
    ['U', 'I'],
    'P = VI',
    (k) => k.U! * k.I!,
    (k) => `P = ${fmt(k.U!)} × ${fmt(k.I!)}`,
  ),
  f(
    'v',
    ['d', 't'],
    'speed = distance / time',
    (k) => k.d! / k.t!,
    (k) => `v = ${fmt(k.d!)} / ${fmt(k.t!)}`,
  ),
  f(
    'd',
    ['v', 't'],
    'distance = speed × time',
    (k) => k.v! * k.t!,
    (k) => `d = ${fmt(k.v!)} × ${fmt(k.t!)}`,
  ),
  f(
    't',
    ['d', 'v'],
    'time = distance / speed',
    (k) => k.d! / k.v!,
    (k) => `t = ${fmt(k.d!)} / ${fmt(k.v!)}`,
  ),
  f(
    'p',
    ['m', 'v'],
    'momentum p = mv',
    (k) => k.m! * k.v!,
    (k) => `p = ${fmt(k.m!)} × ${fmt(k.v!)}`,
  ),
  f(
    'v',
    ['p', 'm'],
    'momentum p = mv',
    (k) => k.p! / k.m!,
    (k) => `v = p / m = ${fmt(k.p!)} / ${fmt(k.m!)}`,
  ),
  f(
    'm',
    ['p', 'v'],
    'momentum p = mv',
    (k) => k.p! / k.v!,
    (k) => `m = p / v = ${fmt(k.p!)} / ${fmt(k.v!)}`,
  ),
  f(
    'v',
    ['f', 'lam'],
    'wave speed v = fλ',
    (k) => k.f! * k.lam!,
    (k) => `v = ${fmt(k.f!)} × ${fmt(k.lam!)}`,
  ),
  f(
    'f',
    ['v', 'lam'],
    'wave speed v = fλ',
    (k) => k.v! / k.lam!,
    (k) => `f = v / λ = ${fmt(k.v!)} / ${fmt(k.lam!)}`,
  ),
  f(
    'lam',
    ['v', 'f'],
    'wave speed v = fλ',
    (k) => k.v! / k.f!,
    (k) => `λ = v / f = ${fmt(k.v!)} / ${fmt(k.f!)}`,
  ),
  f(
    'C',
    ['I', 't'],
    'charge Q = It',
    (k) => k.I! * k.t!,
    (k) => `Q = ${fmt(k.I!)} × ${fmt(k.t!)}`,
  ),
  f(
    'I',
    ['C', 't'],
    'charge Q = It',
    (k) => k.C! / k.t!,
    (k) => `I = Q / t = ${fmt(k.C!)} / ${fmt(k.t!)}`,
  ),
  f(
    't',
    ['C', 'I'],
    'charge Q = It',
    (k) => k.C! / k.I!,
    (k) => `t = Q / I = ${fmt(k.C!)} / ${fmt(k.I!)}`,
  ),
  f(
    'Pr',
    ['F', 'A'],
    'pressure p = F / A',
    (k) => k.F! / k.A!,
    (k) => `p = ${fmt(k.F!)} / ${fmt(k.A!)}`,
  ),
  f(
    'F',
    ['Pr', 'A'],
    'pressure p = F / A',
    (k) => k.Pr! * k.A!,
    (k) => `F = p × A = ${fmt(k.Pr!)} × ${fmt(k.A!)}`,
  ),
];

const SI: Record<Q, string> = {
  u: 'm/s',
  v: 'm/s',
  a: 'm/s²',
  s: 'm',
  d: 'm',
  t: 's',
  m: 'kg',
  F: 'N',
  W: 'N',
  E: 'J',
  KE: 'J',
  PE: 'J',
  P: 'W',
  h: 'm',
  rho: 'kg/m³',
  V: 'm³',
  I: 'A',
  R: 'Ω',
  U: 'V',
  p: 'kg·m/s',
  f: 'Hz',
  lam: 'm',
  A: 'm²',
  Pr: 'Pa',
  g: 'N/kg',
  C: 'C',
};
/** How a quantity is written in the working, where its key differs. */
const SYMBOL: Partial<Record<Q, string>> = { U: 'V', rho: 'ρ', lam: 'λ', Pr: 'p', C: 'Q' };

/**
 * Density, mass and volume asked in grams and cm³ (or mL) are answered in those units, as the question is written:
 * density in g/cm³, a mass in g, a volume in cm³ (the SI value beside). Null when the question is in SI units.
 */
function densityInQuestionUnits(found: Found[], target: Q, si: number) {
  const mass = found.find((x) => x.unit === 'mass');
  const volume = found.find((x) => x.unit === 'vol');
  const density = found.find((x) => x.unit === 'dens');
  const grams = (x: Found | undefined) => x !== undefined && /^g/.test(x.written);
  const cubicCm = (x: Found | undefined) => x !== undefined && /^(?:cm|cubic cent|ml|millil)/.test(x.written);
  const perCubicCm = (x: Found | undefined) => x !== undefined && /^g\s*\/\s*(?:cm|ml)/.test(x.written);
  if (target === 'rho' && grams(mass) && cubicCm(volume))
    return {
      value: si / 1000,
      answer: `Density = ${fmt(si / 1000)} g/cm³ (${fmt(si)} kg/m³)`,
      shown: 'g/cm³',
    };
  if (target === 'm' && perCubicCm(density) && cubicCm(volume) && mass === undefined)
    return { value: si * 1000, answer: `Mass = ${fmt(si * 1000)} g (${fmt(si)} kg)`, shown: 'g' };
  if (target === 'V' && perCubicCm(density) && grams(mass) && volume === undefined)
    return { value: si * 1e6, answer: `Volume = ${fmt(si * 1e6)} cm³ (${fmt(si)} m³)`, shown: 'cm³' };
  return null;
}

const NAMES: Record<Q, string> = {
  u: 'initial velocity',
  v: 'velocity',
  a: 'acceleration',
  s: 'displacement',
  d: 'distance',
  t: 'time',
  m: 'mass',
  F: 'force',
  W: 'weight',
  E: 'energy (work)',
  KE: 'kinetic energy',
  PE: 'potential energy',
  P: 'power',
  h: 'height',
  rho: 'density',
  V: 'volume',
  I: 'current',
  R: 'resistance',
  U: 'voltage',
  p: 'momentum',
  f: 'frequency',
  lam: 'wavelength',
  A: 'area',
  Pr: 'pressure',
  g: 'gravitational field strength',
  C: 'charge',
};

function asked(q: string): Q | null {
  // A letter asked after labelled values: "u = 4 m/s, v = 20 m/s, t = 8 s, find a".
  const letter = /\b(?:find|calculate|what is|work out|determine)\s+([uvast])\s*[?.]?\s*$/.exec(q)?.[1];
  if (letter !== undefined && new RegExp(`\\b(?!${letter})[uvast]\\s*=\\s*\\d`).test(q)) return letter as Q;
  // A terse last sentence names what is asked: "… on a 7 kg box. acceleration?", "… in parallel, total resistance?".
  const question =
    askingClause(q) ??
    /(?:^|[.?!,]\s+)((?:the |its |total |final |net )*[a-z]+)\s*\?\s*$/.exec(q)?.[1] ??
    // A question that opens with the quantity: "power of a kettle with current 10 A at 230 V".
    /^(?:the |its |total |final |net )*[a-z ]+?(?= (?:of|for|in|when|if)\b)/.exec(q)?.[0];
  const ask = question ?? q;
  const rules: Array<[RegExp, Q]> = [
    [/kinetic energy|\bke\b/, 'KE'],
    [/momentum/, 'p'],
    [/\bcharge\b/, 'C'],
    [/frequency/, 'f'],
    [/wavelength/, 'lam'],
    [/pressure/, 'Pr'],
    [/potential energy|\bgpe\b|\bpe\b/, 'PE'],
    [/work done|how much work|energy (?:used|transferred|consumed|is used|does it use)|how much energy/, 'E'],
    [/\bweight\b|weigh\b/, 'W'],
    [/density/, 'rho'],
    [/resistance/, 'R'],
    [/current/, 'I'],
    [/voltage|potential difference|\bemf\b/, 'U'],
    [/power/, 'P'],
    [/force|thrust|tension/, 'F'],
    [/mass|how heavy/, 'm'],
    [/volume/, 'V'],
    [/acceleration|decelerat|accelerat/, 'a'],
    [/initial (?:velocity|speed)|starting (?:velocity|speed)/, 'u'],
    [/how far|distance|displacement|how long is the|how high|height/, 's'],
    [/how long|time|how many seconds|how many minutes/, 't'],
    [/velocity|speed|how fast/, 'v'],
  ];
  // The quantity named first after the question word is the one asked ("how fast … if its kinetic energy is
  // 25 J" asks a speed); on the same position the more specific rule, listed first, wins.
  // Without a question word, the rules' order decides.
  let best: { at: number; target: Q } | null = null;
  for (const [re, target] of rules) {
    const found = re.exec(ask)?.index;
    const at = found === undefined || question !== undefined ? found : 0;
    if (at !== undefined && (best === null || at < best.at)) best = { at, target };
  }
  return best?.target ?? null;
}

/** A travel question in km (or miles) and hours is answered in km/h, km or hours, with the SI value beside. */
/** The time unit a question asks its answer in ("how many minutes", "in seconds"), hours when it names none. */
function askedTimeUnit(q: string): { name: string; perHour: number } {
  if (/how many (?:minutes|mins)|\bin (?:minutes|mins)\b|how long in (?:minutes|mins)/.test(q))
    return { name: 'minutes', perHour: 60 };
  if (/how many (?:seconds|secs)|\bin (?:seconds|secs)\b/.test(q)) return { name: 'seconds', perHour: 3600 };
  return { name: 'hours', perHour: 1 };
}

function travelUnits(found: Found[], target: Q, si: number, q: string) {
  const length = found.find((x) => x.unit === 'len');
  const time = found.find((x) => x.unit === 'time');
  const speed = found.find((x) => x.unit === 'vel');
  const miles = [length, speed].some((x) => x !== undefined && /^mi|mph/.test(x.written));
  const km = [length, speed].some((x) => x !== undefined && /^(km|kilomet|kph|kmh)/.test(x.written));
  if (!miles && !km) return null;
  const [L, V] = miles ? ['miles', 'mph'] : ['km', 'km/h'];
  const perL = miles ? 1609.344 : 1000;
  const hours = (t: Found) => t.value / 3600;
  if (target === 'v' && length && time) {
    const value = length.value / perL / hours(time);
    return {
      value,
      known: `d = ${fmt(length.value / perL)} ${L}, t = ${fmt(hours(time))} h`,
      working: `v = ${fmt(length.value / perL)} ${L} ÷ ${fmt(hours(time))} h = ${fmt(value)} ${V}`,
      answer: `${fmt(value)} ${V} (${fmt(si)} m/s)`,
    };
  }
  if ((target === 'd' || target === 's') && speed && time) {
    const value = (speed.value / (perL / 3600)) * hours(time);
    return {
      value,
      known: `v = ${fmt(speed.value / (perL / 3600))} ${V}, t = ${fmt(hours(time))} h`,
      working: `d = ${fmt(speed.value / (perL / 3600))} ${V} × ${fmt(hours(time))} h = ${fmt(value)} ${L}`,
      answer: `${fmt(value)} ${L}`,
    };
  }
  if (target === 't' && length && speed) {
    const inHours = length.value / perL / (speed.value / (perL / 3600));
    const asked = askedTimeUnit(q);
    const value = inHours * asked.perHour;
    return {
      value,
      known: `d = ${fmt(length.value / perL)} ${L}, v = ${fmt(speed.value / (perL / 3600))} ${V}`,
      working: `t = ${fmt(length.value / perL)} ${L} ÷ ${fmt(speed.value / (perL / 3600))} ${V} = ${fmt(inHours)} h${asked.perHour === 1 ? '' : ` = ${fmt(inHours)} × ${asked.perHour} = ${fmt(value)} ${asked.name}`}`,
      answer: `${fmt(value)} ${asked.name}`,
    };
  }
  return null;
}

/**
 * A ball thrown straight up at u: it rises until its velocity is 0, so the greatest height is u² / 2g and the time to
 * the top u / g (g from the question, else standard gravity). Only those two are read: landing elsewhere (a cliff)
 * or another start height changes the rest.
 */
function thrownStraightUp(q: string, found: Found[], givenG: number | undefined): MathSolution | null {
  if (
    !/\b(?:thrown|projected|launched|fired|kicked|hit|shot|throws?)\b.*\b(?:straight |vertically |directly )?up(?:wards?)?\b/.test(
      q,
    )
  )
    return null;
  const velocities = found.filter((x) => x.unit === 'vel');
  const accelerations = found.filter((x) => x.unit === 'acc');
  if (
    velocities.length !== 1 ||
    accelerations.length > 1 ||
    found.some((x) => !['vel', 'acc'].includes(x.unit))
  )
    return null;
  if (/angle|°|degrees?|horizontal|cliff|tower|building|above the ground|from a height/.test(q)) return null;
  const clause = askingClause(q) ?? q;
  const timeAsked = /how long|how many seconds|\btime\b/.test(clause);
  const timeToTop =
    timeAsked &&
    /top|highest|maximum height|max height|greatest height|stop rising|its peak|stops? (?:moving|going) up/.test(
      clause,
    );
  const height =
    !timeAsked &&
    /how high|maximum height|max height|greatest height|highest point|how far up|height (?:it|does it) reach/.test(
      clause,
    );
  if (height === timeToTop) return null;
  const u = Math.abs(velocities[0]?.value ?? 0);
  const g = accelerations.length === 1 ? Math.abs(accelerations[0]?.value ?? 0) : (givenG ?? G);
  if (!(u > 0) || !(g > 0)) return null;
  const steps = [
    step(
      'Take up as positive: u = the launch speed, a = -g, and at the top the velocity is 0.',
      `u = ${fmt(u)} m/s, v = 0, a = -${fmt(g)} m/s²`,
    ),
  ];
  if (height) {
    const h = (u * u) / (2 * g);
    steps.push(
      step('v² = u² + 2as with v = 0 gives s = u² / 2g.', `s = ${fmt(u)}² / (2 × ${fmt(g)}) = ${fmt(h)} m`),
    );
    return solution('physics', q, steps, `Greatest height = ${fmt(h)} m`, { values: [h] });
  }
  const t = u / g;
  steps.push(step('v = u + at with v = 0 gives t = u / g.', `t = ${fmt(u)} / ${fmt(g)} = ${fmt(t)} s`));
  return solution('physics', q, steps, `Time to the top = ${fmt(t)} s`, { values: [t] });
}

/**
 * The gravitational field strength the question gives ("g = 9.81 N/kg", "take g as 10 m/s²", "(g = 9.8)"), and the
 * question without it, so that it is not read as a force or an acceleration of the body.
 */
function givenGravity(q: string): { g: number | undefined; rest: string } {
  const pattern = new RegExp(
    `\\(?\\s*(?:(?:use|take|using|taking|with|where|if)\\s+)?\\bg\\s*(?:=|is|as|:)\\s*(${NUMBER})\\s*(?:n\\s*/\\s*kg|nkg\\^?-1|n kg\\^?-1|m\\s*/\\s*s\\s*\\^?\\s*2|m/s²|ms\\^?-2|m s\\^?-2)?\\s*\\)?`,
    'g',
  );
  const matches = [...q.matchAll(pattern)];
  if (matches.length !== 1) return { g: undefined, rest: q };
  const value = Number(matches[0]?.[1]);
  return { g: value > 0 ? value : undefined, rest: q.replace(pattern, ' ') };
}

/** "from 0 to 27 m/s": a number without its unit shares the unit written after the next number. */
function withSharedUnits(q: string): string {
  return q.replace(
    new RegExp(
      `(?<![a-z\\d.^])(${NUMBER})(\\s*(?:to|and|-)\\s*${NUMBER}\\s*)(m/s|km/h|mph|kg|m|s|n|j|w|v|a|ω)\\b`,
      'g',
    ),
    (_, first: string, middle: string, unit: string) => `${first} ${unit}${middle}${unit}`,
  );
}

export const solvePhysics: HomeworkSolver = (question) => {
  // A coefficient of friction changes the resultant force, which no equation here takes in (physics-relations.solver
  // reads a horizontal pull against friction).
  if (/coefficient of (?:[a-z]+ )?friction/.test(question)) return null;
  const gravity = givenGravity(question);
  const q = withSharedUnits(gravity.rest);
  const g = gravity.g ?? G;
  const found = quantities(q);
  if (found.length === 0) return null;
  const thrown = thrownStraightUp(q, found, gravity.g);
  if (thrown !== null) return thrown;
  const target = asked(q);
  if (target === null) return null;
  const known: Partial<Record<Q, number>> = {};
  const velocities = found.filter((x) => x.unit === 'vel');
  const lengths = found.filter((x) => x.unit === 'len');
  const byUnit = (unit: string) => found.filter((x) => x.unit === unit);
  const one = (unit: string): number | undefined => {
    const xs = byUnit(unit);
    return xs.length === 1 ? xs[0]?.value : undefined;
  };
  if (byUnit('acc').length > 1 || byUnit('time').length > 1 || byUnit('mass').length > 1) return null;
  const motion =
    /accelerat|decelerat|from rest|brak|velocity|speed|moving|travel|drops?|dropped|falls?|thrown|stops?|comes to rest|car|train|runner|cyclist|ball|object/.test(
      q,
    );
  const startsAtRest =
    /from rest|starts? at rest|initially at rest|starting from rest|is dropped|dropped from|released from rest/.test(
      q,
    );
  const endsAtRest =
    /(?:comes?|came|brought) to (?:a )?(?:rest|stop|halt)|stops\b|to (?:a )?stop\b|until it stops|brakes to|to come to rest/.test(
      q,
    );
  const acc = one('acc');
  if (acc !== undefined) known.a = /decelerat|slows|brak|retard/.test(q) ? -Math.abs(acc) : acc;
  else if (/free(?:ly)? fall|is dropped|dropped from|falls from|falling/.test(q)) known.a = g;
  known.g = g;
  const time = one('time');
  if (time !== undefined) known.t = time;
  const mass = one('mass');
  if (mass !== undefined) known.m = mass;
  if (one('force') !== undefined) known.F = one('force');
  if (one('power') !== undefined) known.P = one('power');
  if (one('energy') !== undefined) {
    known.E = one('energy');
    known.KE = one('energy');
  }
  if (one('dens') !== undefined) known.rho = one('dens');
  if (one('vol') !== undefined) known.V = one('vol');
  if (one('volt') !== undefined) known.U = one('volt');
  if (one('amp') !== undefined) known.I = one('amp');
  if (one('ohm') !== undefined) known.R = one('ohm');
  if (one('mom') !== undefined) known.p = one('mom');
  if (one('freq') !== undefined) known.f = one('freq');
  if (one('pres') !== undefined) known.Pr = one('pres');
  if (one('charge') !== undefined) known.C = one('charge');
  if (one('area') !== undefined) known.A = one('area');
  if (lengths.length === 1) {
    const len = lengths[0]?.value ?? 0;
    if (/wavelength/.test(q)) known.lam = len;
    if (/height|high|tall|above|lift|raise|cliff|tower|building|climb/.test(q)) known.h = len;
    known.s = len;
    known.d = len;
  } else if (lengths.length > 1) return null;
  // Velocities: labelled ("u = 5 m/s, v = 9 m/s"), "from u to v", initial/final words, or rest.
  const labels = velocities.map((x) => /\b([uv])\s*=\s*$/.exec(q.slice(0, x.index))?.[1]);
  if (velocities.length > 0 && labels.every((label) => label !== undefined)) {
    if (new Set(labels).size !== labels.length) return null;
    velocities.forEach((x, i) => {
      known[labels[i] === 'u' ? 'u' : 'v'] = x.value;
    });
  } else if (velocities.length === 2) {
    const [first, second] = velocities as [Found, Found];
    known.u = first.value;
    known.v = second.value;
  } else if (velocities.length === 1) {
    const v = velocities[0]?.value ?? 0;
    const before = q.slice(Math.max(0, (velocities[0]?.index ?? 0) - 40), velocities[0]?.index ?? 0);
    if (startsAtRest) [known.u, known.v] = [0, v];
    else if (endsAtRest) [known.u, known.v] = [v, 0];
    else if (/\bto\b|reach|final|until|up to/.test(before.slice(-15))) known.v = v;
    else if (
      /initial|moving at|travell?ing at|at a speed of|at|with a (?:velocity|speed) of|from/.test(before)
    ) {
      // "moving at 20 m/s": the speed it has; it stays the speed only when nothing accelerates it.
      known.u = v;
      if (known.a === undefined || known.a === 0) known.v = v;
    } else known.v = v;
  } else {
    if (startsAtRest) known.u = 0;
    if (endsAtRest) known.v = 0;
  }
  if (target === 'v' && velocities.length === 1 && !startsAtRest && !endsAtRest && known.KE === undefined)
    return null;
  const isMotion =
    (motion || labels.some((label) => label !== undefined)) &&
    (known.a !== undefined || (known.u !== undefined && known.v !== undefined && known.u !== known.v));
  // An angle (a slope, a launch angle, a pull above the horizontal) changes every equation here but work's:
  // W = Fd cos θ. Any other question with an angle is not answered rather than answered as if it had none.
  const angle = new RegExp(`(${NUMBER})\\s*(?:°|degrees?\\b)`).exec(q);
  if (angle !== null) {
    if (target !== 'E' || known.F === undefined || known.d === undefined || known.m !== undefined)
      return null;
    const theta = Number(angle[1]);
    const work = known.F * known.d * Math.cos((theta * Math.PI) / 180);
    return solution(
      'physics',
      q,
      [
        step(
          'List what is known, in SI units.',
          `F = ${fmt(known.F)} N, d = ${fmt(known.d)} m, θ = ${fmt(theta)}°`,
        ),
        step('Only the part of the force along the motion does work: W = Fd cos θ.', 'W = Fd cos θ'),
        step('Substitute.', `W = ${fmt(known.F)} × ${fmt(known.d)} × cos ${fmt(theta)}° = ${fmt(work)} J`),
      ],
      `Work = ${fmt(work)} J`,
      { values: [work] },
    );
  }
  // "The magnitude of the deceleration" is a positive number.
  const magnitude = /decelerat|retardation|magnitude/.test(askingClause(q) ?? '');
  for (const formula of FORMULAS) {
    if (
      formula.target !== target &&
      !(target === 's' && formula.target === 'd' && !isMotion) &&
      !(target === 'E' && formula.target === 'PE')
    )
      continue;
    const suvat = ['u', 'a'].some((n) => formula.needs.includes(n as Q));
    if (suvat && !isMotion) continue;
    if (!suvat && isMotion && ['v', 's', 't'].includes(formula.target) && formula.needs.includes('d'))
      continue;
    if (!formula.needs.every((n) => known[n] !== undefined)) continue;
    const computed = formula.compute(known as Record<string, number>);
    const value = magnitude && formula.target === 'a' ? Math.abs(computed) : computed;
    if (!Number.isFinite(value)) continue;
    const unit = SI[formula.target];
    const listed = formula.needs.map((n) => `${SYMBOL[n] ?? n} = ${fmt(known[n] ?? 0)} ${SI[n]}`).join(', ');
    const asWritten = densityInQuestionUnits(found, formula.target, value);
    if (asWritten !== null)
      return solution(
        'physics',
        q,
        [
          step('List what is known, in SI units.', listed),
          step(`The equation linking them is ${formula.name}.`, formula.name),
          step(
            `Substitute; the question is in grams and cm³, so give ${asWritten.shown} too (1 g/cm³ = 1000 kg/m³).`,
            `${formula.working(known as Record<string, number>)} = ${fmt(value)} ${unit} = ${fmt(asWritten.value)} ${asWritten.shown}`,
          ),
        ],
        asWritten.answer,
        { values: [asWritten.value] },
      );
    const travel = travelUnits(found, formula.target, value, q);
    if (travel !== null && formula.name.includes('distance'))
      return solution(
        'physics',
        q,
        [
          step('List what is known.', travel.known),
          step(`The equation linking them is ${formula.name}.`, formula.name),
          step(`Substitute, keeping the units of the question.`, travel.working),
        ],
        `${NAMES[formula.target][0]?.toUpperCase()}${NAMES[formula.target].slice(1)} = ${travel.answer}`,
        { values: [travel.value] },
      );
    // A time asked in minutes or hours is not answered in seconds.
    if (formula.target === 't' && /\b(?:minutes|mins|hours|hrs)\b/.test(askingClause(q) ?? q)) return null;
    return solution(
      'physics',
      q,
      [
        step('List what is known, in SI units.', listed),
        step(`The equation linking them is ${formula.name}.`, formula.name),
        step(
          `Substitute and solve for the ${NAMES[formula.target]}.`,
          `${formula.working(known as Record<string, number>)} = ${fmt(value)} ${unit}`,
        ),
      ],
      `${NAMES[formula.target][0]?.toUpperCase()}${NAMES[formula.target].slice(1)} = ${fmt(value)} ${unit}`,
      { values: [value] },
    );
  }
  return null;
};
