// Physics relations that the general formula table does not read, each from its own wording: a wave's period and
// frequency (T = 1/f, with kHz/MHz and ms/μs), a transformer (Vs/Vp = Ns/Np), the pressure of a liquid at a depth
// (p = ρgh, g given), a critical angle (sin C = 1/n), a collision in which the bodies stick together (momentum
// kept), Newton's gravitation (F = Gm₁m₂/r²) and a wire's resistance from its resistivity (R = ρL/A). Every number
// must be one of the quantities read and the asking clause must name the one found; anything else is declined.
import type { MathSolution } from '../../math/math-solution.types.ts';
import { fmt, lastSentence, NUMBER, numbersLeftOver } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;

/** "1.7 × 10⁻⁸" as e-notation (plainQuestion reads "× 10^-8" but not superscript digits). */
function superscriptPowers(q: string): string {
  const digits = '⁰¹²³⁴⁵⁶⁷⁸⁹';
  return q.replace(/\s*(?:×|x|\*)\s*10([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)/g, (_, power: string) => {
    const plain = [...power]
      .map((c) => (c === '⁻' ? '-' : c === '⁺' ? '' : String(digits.indexOf(c))))
      .join('');
    return `e${plain}`;
  });
}

function physicsAnswer(
  name: string,
  law: string,
  steps: ReturnType<typeof step>[],
  value: number,
  unit: string,
) {
  return solution('physics', law, steps, `${name} = ${fmt(value)} ${unit}`.trim(), { values: [value] });
}

const FREQUENCY: Record<string, number> = {
  hz: 1,
  hertz: 1,
  khz: 1e3,
  kilohertz: 1e3,
  mhz: 1e6,
  megahertz: 1e6,
};
const TIME: Record<string, number> = {
  s: 1,
  seconds: 1,
  second: 1,
  ms: 1e-3,
  milliseconds: 1e-3,
  millisecond: 1e-3,
};

/** T = 1/f and f = 1/T, in the units asked ("in milliseconds", "in kHz"). */
function periodAndFrequency(q: string): MathSolution | null {
  const clause = lastSentence(q);
  const asksPeriod = /\b(?:period|time period)\b/.test(clause);
  const asksFrequency = /\bfrequency\b/.test(clause) && !asksPeriod;
  if (!asksPeriod && !asksFrequency) return null;
  if (/wavelength|speed|velocity|m\/s/.test(q)) return null;
  if (asksPeriod) {
    const f = [...q.matchAll(new RegExp(`${N}\\s*(hz|hertz|khz|kilohertz|mhz|megahertz)\\b`, 'g'))];
    if (f.length !== 1 || numbersLeftOver(q, [f[0]?.[0] ?? ''])) return null;
    const hz = Number(f[0]?.[1]) * (FREQUENCY[f[0]?.[2] ?? ''] ?? NaN);
    const inMs = /\b(?:milliseconds?|ms)\b/.test(clause);
    if (!(hz > 0) || /microsecond|μs/.test(clause)) return null;
    const seconds = 1 / hz;
    const value = inMs ? seconds * 1000 : seconds;
    return physicsAnswer(
      'Period',
      'T = 1 / f',
      [
        step('Frequency in hertz.', `f = ${f[0]?.[1]} ${f[0]?.[2]} = ${fmt(hz)} Hz`),
        step('The period is the time of one wave: T = 1 / f.', `T = 1 / ${fmt(hz)} = ${fmt(seconds)} s`),
        ...(inMs ? [step('In milliseconds.', `${fmt(seconds)} s = ${fmt(value)} ms`)] : []),
      ],
      value,
      inMs ? 'ms' : 's',
    );
  }
  const t = [
    ...q.matchAll(new RegExp(`\\bperiod (?:of |is |=\\s*)?${N}\\s*(s|seconds?|ms|milliseconds?)\\b`, 'g')),
  ];
  if (t.length !== 1 || numbersLeftOver(q, [t[0]?.[0] ?? ''])) return null;
  const seconds = Number(t[0]?.[1]) * (TIME[t[0]?.[2] ?? ''] ?? NaN);
  const inKhz = /\bkhz|kilohertz\b/.test(clause);
  if (!(seconds > 0) || /mhz|megahertz/.test(clause)) return null;
  const hz = 1 / seconds;
  const value = inKhz ? hz / 1000 : hz;
  return physicsAnswer(
    'Frequency',
    'f = 1 / T',
    [
      step('Period in seconds.', `T = ${t[0]?.[1]} ${t[0]?.[2]} = ${fmt(seconds)} s`),
      step(
        'The frequency is the number of waves a second: f = 1 / T.',
        `f = 1 / ${fmt(seconds)} = ${fmt(hz)} Hz`,
      ),
      ...(inKhz ? [step('In kilohertz.', `${fmt(hz)} Hz = ${fmt(value)} kHz`)] : []),
    ],
    value,
    inKhz ? 'kHz' : 'Hz',
  );
}

/** A transformer's coils: what the text after "primary" and after "secondary" says (voltage, turns). */
function coil(text: string): { volts?: number; turns?: number; said: string[] } {
  const volts = [...text.matchAll(new RegExp(`${N}\\s*(?:v|volts?)\\b`, 'g'))];
  const turns = [...text.matchAll(new RegExp(`${N}\\s*turns\\b`, 'g'))];
  return {
    volts: volts.length === 1 ? Number(volts[0]?.[1]) : volts.length === 0 ? undefined : NaN,
    turns: turns.length === 1 ? Number(turns[0]?.[1]) : turns.length === 0 ? undefined : NaN,
    said: [...volts, ...turns].map((m) => m[0]),
  };
}

/** Vs / Vp = Ns / Np: the one unknown of the four, named by the asking clause ("secondary voltage?"). */
function transformer(q: string): MathSolution | null {
  if (!/transformer/.test(q) || /current|power|efficien|\bamps?\b|\bw\b|watts?/.test(q)) return null;
  const clause = lastSentence(q);
  const data = q.slice(0, q.lastIndexOf(clause));
  // Each clause of the data speaks of one coil: "500 turns on the primary coil and 2500 turns on the secondary".
  const parts: Record<'primary' | 'secondary', string[]> = { primary: [], secondary: [] };
  for (const part of data.split(/[,;:]|(?<!\d)\.(?!\d)|\band\b/)) {
    const isPrimary = /\b(?:primary|input)\b/.test(part);
    const isSecondary = /\b(?:secondary|output)\b/.test(part);
    if (isPrimary && isSecondary) return null;
    if (isPrimary) parts.primary.push(part);
    else if (isSecondary) parts.secondary.push(part);
    else if (/\d/.test(part)) return null;
  }
  const primary = coil(parts.primary.join(' ; '));
  const secondary = coil(parts.secondary.join(' ; '));
  if (numbersLeftOver(q, [...primary.said, ...secondary.said])) return null;
  const coilAsked = /\b(?:secondary|output)\b/.test(clause)
    ? 'secondary'
    : /\b(?:primary|input)\b/.test(clause)
      ? 'primary'
      : null;
  const quantityAsked = /voltage|p\.?d\.?|potential difference/.test(clause)
    ? 'volts'
    : /turns/.test(clause)
      ? 'turns'
      : null;
  if (coilAsked === null || quantityAsked === null) return null;
  const known = [primary.volts, primary.turns, secondary.volts, secondary.turns];
  if (known.filter((x) => x !== undefined).length !== 3 || known.some((x) => x !== undefined && !(x > 0)))
    return null;
  const target = coilAsked === 'secondary' ? secondary : primary;
  const other = coilAsked === 'secondary' ? primary : secondary;
  if (target[quantityAsked] !== undefined) return null;
  const ratio =
    quantityAsked === 'volts'
      ? (target.turns ?? NaN) / (other.turns ?? NaN)
      : (target.volts ?? NaN) / (other.volts ?? NaN);
  const value = (other[quantityAsked] ?? NaN) * ratio;
  if (!Number.isFinite(value)) return null;
  const unit = quantityAsked === 'volts' ? 'V' : 'turns';
  return physicsAnswer(
    `${coilAsked === 'secondary' ? 'Secondary' : 'Primary'} ${quantityAsked === 'volts' ? 'voltage' : 'turns'}`,
    'Vs / Vp = Ns / Np',
    [
      step(
        'List what is known.',
        `Vp = ${primary.volts === undefined ? '?' : `${fmt(primary.volts)} V`}, Np = ${primary.turns === undefined ? '?' : fmt(primary.turns)}, Vs = ${secondary.volts === undefined ? '?' : `${fmt(secondary.volts)} V`}, Ns = ${secondary.turns === undefined ? '?' : fmt(secondary.turns)}`,
      ),
      step(
        'In a transformer the voltages are in the ratio of the turns: Vs / Vp = Ns / Np.',
        'Vs / Vp = Ns / Np',
      ),
      step(
        'Solve for the unknown.',
        `${fmt(other[quantityAsked] ?? NaN)} × ${fmt(ratio)} = ${fmt(value)} ${unit}`,
      ),
    ],
    value,
    unit,
  );
}

/** p = ρgh at a depth, g given; in kPa when asked. Atmospheric pressure must be excluded in words. */
function pressureAtDepth(q: string): MathSolution | null {
  if (!/pressure/.test(lastSentence(q)) && !/^pressure/.test(q)) return null;
  if (/atmospher/.test(q) && !/ignor|neglect|exclud|not including|without/.test(q)) return null;
  const depth = [
    ...q.matchAll(
      new RegExp(
        `(?:depth of|depth|deep|down)\\s*(?:=\\s*)?${N}\\s*(m|cm)\\b|${N}\\s*(m|cm) (?:deep|below|under)`,
        'g',
      ),
    ),
  ];
  const density = [
    ...q.matchAll(new RegExp(`${N}\\s*(kg\\s*/\\s*m\\s*\\^?\\s*3|g\\s*/\\s*cm\\s*\\^?\\s*3)`, 'g')),
  ];
  const g = [
    ...q.matchAll(
      new RegExp(`\\bg\\s*(?:=|is|of)\\s*${N}\\s*(?:n\\s*/\\s*kg|m\\s*/\\s*s\\s*\\^?\\s*2)?`, 'g'),
    ),
  ];
  if (depth.length !== 1 || density.length !== 1 || g.length !== 1) return null;
  if (numbersLeftOver(q, [depth[0]?.[0] ?? '', density[0]?.[0] ?? '', g[0]?.[0] ?? ''])) return null;
  const d = depth[0] as RegExpMatchArray;
  const h = Number(d[1] ?? d[3]) * ((d[2] ?? d[4]) === 'cm' ? 0.01 : 1);
  const rho = Number(density[0]?.[1]) * (/^g/.test(density[0]?.[2] ?? '') ? 1000 : 1);
  const gValue = Number(g[0]?.[1]);
  if (!(h > 0 && rho > 0 && gValue > 0)) return null;
  const pascals = rho * gValue * h;
  const inKpa = /\bkpa\b|kilopascal/.test(q);
  const value = inKpa ? pascals / 1000 : pascals;
  return physicsAnswer(
    'Pressure',
    'p = ρgh',
    [
      step(
        'List what is known, in SI units.',
        `ρ = ${fmt(rho)} kg/m³, g = ${fmt(gValue)} N/kg, h = ${fmt(h)} m`,
      ),
      step(
        'The pressure of a liquid at a depth is p = ρgh.',
        `p = ${fmt(rho)} × ${fmt(gValue)} × ${fmt(h)} = ${fmt(pascals)} Pa`,
      ),
      ...(inKpa ? [step('In kilopascals.', `${fmt(pascals)} Pa = ${fmt(value)} kPa`)] : []),
    ],
    value,
    inKpa ? 'kPa' : 'Pa',
  );
}

/** sin C = 1/n: the critical angle from a refractive index, or the index from the angle. */
function criticalAngle(q: string): MathSolution | null {
  if (!/critical angle/.test(q)) return null;
  const clause = lastSentence(q);
  const index = [...q.matchAll(new RegExp(`refractive index (?:of |is |=\\s*|n\\s*=\\s*)?${N}`, 'g'))];
  const angle = [...q.matchAll(new RegExp(`critical angle (?:of |is |=\\s*)?${N}\\s*(?:°|degrees?)`, 'g'))];
  if (index.length === 1 && angle.length === 0 && /critical angle/.test(clause)) {
    if (numbersLeftOver(q, [index[0]?.[0] ?? ''])) return null;
    const n = Number(index[0]?.[1]);
    if (!(n > 1)) return null;
    const value = (Math.asin(1 / n) * 180) / Math.PI;
    return physicsAnswer(
      'Critical angle',
      'sin C = 1 / n',
      [
        step(
          'At the critical angle the refracted ray runs along the surface: sin C = 1 / n.',
          `sin C = 1 / ${fmt(n)} = ${fmt(1 / n)}`,
        ),
        step('Take the inverse sine.', `C = sin⁻¹(${fmt(1 / n)}) = ${fmt(value)}°`),
      ],
      value,
      '°',
    );
  }
  if (angle.length === 1 && index.length === 0 && /refractive index/.test(clause)) {
    if (numbersLeftOver(q, [angle[0]?.[0] ?? ''])) return null;
    const c = Number(angle[0]?.[1]);
    if (!(c > 0 && c < 90)) return null;
    const value = 1 / Math.sin((c * Math.PI) / 180);
    return physicsAnswer(
      'Refractive index',
      'sin C = 1 / n',
      [step('sin C = 1 / n, so n = 1 / sin C.', `n = 1 / sin ${fmt(c)}° = ${fmt(value)}`)],
      value,
      '',
    );
  }
  return null;
}

/**
 * Two bodies that stick together: the momentum before is the momentum after, v = (m₁u₁ + m₂u₂) / (m₁ + m₂). One moves
 * and the other is at rest; two moving bodies are declined (their directions would have to be read).
 */
function stickTogether(q: string): MathSolution | null {
  if (!/stick together|move off together|coupl|join together|combine|coalesce|lock together/.test(q))
    return null;
  if (!/velocity|speed/.test(lastSentence(q))) return null;
  const masses = [...q.matchAll(new RegExp(`${N}\\s*(kg|g)\\b`, 'g'))];
  const speeds = [...q.matchAll(new RegExp(`${N}\\s*(m/s|m s\\^-1|ms\\^-1)`, 'g'))];
  if (masses.length !== 2 || speeds.length !== 1) return null;
  if (!/stationary|at rest|not moving/.test(q)) return null;
  if (
    numbersLeftOver(
      q,
      [...masses, ...speeds].map((m) => m[0]),
    )
  )
    return null;
  const [m1, m2] = masses.map((m) => Number(m[1]) * (m[2] === 'g' ? 0.001 : 1)) as [number, number];
  // The speed belongs to the body named just before it: "a 3 kg trolley moving at 4 m/s hits a stationary 5 kg one"
  // (the first moves), "a stationary 5 kg trolley is hit by a 3 kg one at 4 m/s" (the second moves).
  const moverFirst = (speeds[0]?.index ?? 0) < (masses[1]?.index ?? 0);
  const u = Number(speeds[0]?.[1]);
  const [moving, resting] = moverFirst ? [m1, m2] : [m2, m1];
  if (!(m1 > 0 && m2 > 0)) return null;
  const value = (moving * u) / (moving + resting);
  return physicsAnswer(
    'Common velocity',
    'm₁u₁ + m₂u₂ = (m₁ + m₂)v',
    [
      step(
        'Momentum before = momentum after; the body at rest has none.',
        `${fmt(moving)} × ${fmt(u)} + ${fmt(resting)} × 0 = ${fmt(moving * u)} kg m/s`,
      ),
      step(
        'They move off together: divide by the total mass.',
        `v = ${fmt(moving * u)} / (${fmt(moving)} + ${fmt(resting)}) = ${fmt(value)} m/s`,
      ),
    ],
    value,
    'm/s',
  );
}

/** A tiny constant as "6.67 × 10^-11" (fmt shows numbers this small as 0). */
function scientific(x: number): string {
  const [mantissa, exponent] = x.toExponential().split('e');
  return `${mantissa} × 10^${Number(exponent)}`;
}

/** F = Gm₁m₂ / r², with G given or its standard value; "two 1000 kg masses" are two equal masses. */
function gravitation(q: string): MathSolution | null {
  if (!/gravitational (?:force|attraction|pull)|force of (?:gravity|attraction)/.test(q)) return null;
  if (/field strength|orbit|weight|surface/.test(q)) return null;
  const gGiven = [
    ...q.matchAll(
      new RegExp(`\\bg\\s*(?:=|is)\\s*${N}(?:\\s*n\\s*m\\s*\\^?\\s*2\\s*(?:/\\s*)?kg\\s*\\^?\\s*-?2?)?`, 'g'),
    ),
  ];
  if (gGiven.length > 1) return null;
  const text = gGiven.length === 1 ? q.replace(gGiven[0]?.[0] ?? '', ' ') : q;
  const pair = new RegExp(`\\b2 ${N}\\s*kg\\b`).exec(text);
  const masses = pair ? [pair] : [...text.matchAll(new RegExp(`${N}\\s*kg\\b`, 'g'))];
  const distance = [...text.matchAll(new RegExp(`${N}\\s*(m|km)\\b(?: apart| away|\\s*from)?`, 'g'))];
  if (distance.length !== 1 || (pair === null && masses.length !== 2)) return null;
  if (numbersLeftOver(text, [...masses.map((m) => m[0]), distance[0]?.[0] ?? ''])) return null;
  const [m1, m2] = pair
    ? [Number(pair[1]), Number(pair[1])]
    : (masses.map((m) => Number(m[1])) as [number, number]);
  const r = Number(distance[0]?.[1]) * (distance[0]?.[2] === 'km' ? 1000 : 1);
  const G = gGiven.length === 1 ? Number(gGiven[0]?.[1]) : 6.674e-11;
  if (!(r > 0 && G > 0 && G < 1e-9)) return null;
  const value = (G * m1 * m2) / (r * r);
  return physicsAnswer(
    'Gravitational force',
    'F = Gm₁m₂ / r²',
    [
      step(
        'List what is known.',
        `G = ${scientific(G)} N m²/kg², m₁ = ${fmt(m1)} kg, m₂ = ${fmt(m2)} kg, r = ${fmt(r)} m`,
      ),
      step(
        "Newton's law of gravitation: F = Gm₁m₂ / r².",
        `F = ${scientific(G)} × ${fmt(m1)} × ${fmt(m2)} / ${fmt(r)}^2 = ${fmt(value)} N`,
      ),
    ],
    value,
    'N',
  );
}

/** R = ρL / A with the cross-section in mm² or m². */
function resistivity(q: string, written: string): MathSolution | null {
  if (!/resistivity/.test(q) || !/resistance/.test(lastSentence(q))) return null;
  const rho = [
    ...q.matchAll(
      new RegExp(`resistivity (?:of |is |=\\s*)?${N}\\s*(?:ω|ohms?)\\s*-?\\s*(?:m|metres?)\\b`, 'g'),
    ),
  ];
  const length = [...q.matchAll(new RegExp(`length (?:of |is |=\\s*)?${N}\\s*(m|cm)\\b`, 'g'))];
  const area = [...q.matchAll(new RegExp(`area (?:of |is |=\\s*)?${N}\\s*(mm|m)\\s*\\^\\s*2`, 'g'))];
  if (rho.length !== 1 || length.length !== 1 || area.length !== 1) return null;
  if (numbersLeftOver(q, [rho[0]?.[0] ?? '', length[0]?.[0] ?? '', area[0]?.[0] ?? ''])) return null;
  const p = Number(rho[0]?.[1]);
  const L = Number(length[0]?.[1]) * (length[0]?.[2] === 'cm' ? 0.01 : 1);
  const A = Number(area[0]?.[1]) * (area[0]?.[2] === 'mm' ? 1e-6 : 1);
  if (!(p > 0 && L > 0 && A > 0)) return null;
  const value = (p * L) / A;
  // The resistivity as the question writes it ("1.7 × 10⁻⁸"), so that each of its figures is seen used.
  const asWritten = /resistivity (?:of |is |=\s*)?(.+?)\s*(?:ω|ohms?)/.exec(written)?.[1] ?? fmt(p);
  return physicsAnswer(
    'Resistance',
    'R = ρL / A',
    [
      step(
        'List what is known, in SI units.',
        `ρ = ${asWritten} = ${fmt(p)} Ω m, L = ${fmt(L)} m, A = ${area[0]?.[1]} ${area[0]?.[2]}² = ${fmt(A)} m²`,
      ),
      step('R = ρL / A.', `R = ${fmt(p)} × ${fmt(L)} / ${fmt(A)} = ${fmt(value)} Ω`),
    ],
    value,
    'Ω',
  );
}

/**
 * Friction on a horizontal surface: a = (F - μmg) / m for a horizontal pull F, μ and g given. A slope, an angle or a
 * pull that does not overcome friction is declined.
 */
function frictionAcceleration(q: string): MathSolution | null {
  if (!/coefficient of (?:kinetic |dynamic )?friction/.test(q) || !/accelerat/.test(lastSentence(q)))
    return null;
  if (/slope|incline|ramp|angle|°|degrees?/.test(q) || !/horizontal/.test(q)) return null;
  const mu = new RegExp(
    `coefficient of (?:kinetic |dynamic )?friction (?:between [a-z ]+ )?(?:is |of |=\\s*|μ\\s*=\\s*)?${N}`,
  ).exec(q);
  const mass = [...q.matchAll(new RegExp(`${N}\\s*kg\\b`, 'g'))];
  const force = [...q.matchAll(new RegExp(`${N}\\s*n\\b(?!\\s*/)`, 'g'))];
  const g = [...q.matchAll(new RegExp(`\\bg\\s*(?:=|is)\\s*${N}`, 'g'))];
  if (mu === null || mass.length !== 1 || force.length !== 1 || g.length !== 1) return null;
  if (numbersLeftOver(q, [mu[0], mass[0]?.[0] ?? '', force[0]?.[0] ?? '', g[0]?.[0] ?? ''])) return null;
  const [coefficient, m, F, gValue] = [
    Number(mu[1]),
    Number(mass[0]?.[1]),
    Number(force[0]?.[1]),
    Number(g[0]?.[1]),
  ];
  const friction = coefficient * m * gValue;
  if (!(m > 0 && coefficient >= 0 && F > friction)) return null;
  const value = (F - friction) / m;
  return physicsAnswer(
    'Acceleration',
    'F - μmg = ma',
    [
      step(
        'Friction on a horizontal surface: μ × the normal reaction mg.',
        `${fmt(coefficient)} × ${fmt(m)} × ${fmt(gValue)} = ${fmt(friction)} N`,
      ),
      step(
        "Newton's second law with the resultant force.",
        `a = (${fmt(F)} - ${fmt(friction)}) / ${fmt(m)} = ${fmt(value)} m/s²`,
      ),
    ],
    value,
    'm/s²',
  );
}

export const solvePhysicsRelations: HomeworkSolver = (plain) => {
  const q = superscriptPowers(plain);
  return (
    periodAndFrequency(q) ??
    transformer(q) ??
    pressureAtDepth(q) ??
    criticalAngle(q) ??
    stickTogether(q) ??
    gravitation(q) ??
    resistivity(q, plain) ??
    frictionAcceleration(q)
  );
};
