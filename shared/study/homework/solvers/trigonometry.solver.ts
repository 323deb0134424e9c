// Trigonometry beyond the right triangle: values of trig expressions in degrees or in multiples of π, inverse
// ratios as an angle, degrees ↔ radians, trig equations over the interval the question gives, and any triangle by
// the sine rule, the cosine rule and ½ab·sin C. An angle without its unit (sin 30) could be degrees or radians,
// and the sine rule for an angle can have two triangles: both are declined rather than guessed.
import type { MathNode } from 'mathjs';
import { parseExpression } from '../../math/expression-syntax.util.ts';
import { math } from '../../math/math-expression.util.ts';
import type { MathSolution } from '../../math/math-solution.types.ts';
import { askingClause, fmt, NUMBER } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;
const DEGREE = String.raw`\s*(?:°|degrees?\b|deg\b)`;
const RATIOS = ['sin', 'cos', 'tan'] as const;
type Ratio = (typeof RATIOS)[number];
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;
const clean = (value: number) => (Math.abs(value) < 1e-12 ? 0 : Number(value.toPrecision(12)));

/** Every sin/cos/tan in the expression takes an angle in degrees or a multiple of π, so its unit is known. */
function anglesHaveUnits(node: MathNode): boolean {
  const calls = node.filter((n) => math.isFunctionNode(n));
  return (
    calls.length > 0 &&
    calls.every((call) => {
      if (!math.isFunctionNode(call)) return false;
      if (!(RATIOS as readonly string[]).includes(call.fn.name)) return ['sqrt'].includes(call.fn.name);
      const argument = call.args[0]?.toString() ?? '';
      return /\bdeg\b|\bpi\b/.test(argument);
    })
  );
}

/** "sin 30° + cos 60°", "evaluate sin(π/3)", "2 sin 45° cos 45°": the value. */
function expressionValue(q: string): MathSolution | null {
  const body =
    /^(?:what is |what's |find |calculate |evaluate |work out |the value of |exact value of )*(.+?)\s*(?:=\s*)?[?.]?$/.exec(
      q.replace(/\bexact(?:ly)?\b/g, ''),
    )?.[1];
  if (body === undefined || !/\b(?:sin|cos|tan)\b/.test(body) || /[a-z]\s*=|\bx\b|\bθ\b/.test(body))
    return null;
  const withUnits = body
    .replace(new RegExp(`\\b(sin|cos|tan)\\s*\\(\\s*${N}${DEGREE}\\s*\\)`, 'g'), '$1($2 deg)')
    .replace(new RegExp(`\\b(sin|cos|tan)\\s*${N}${DEGREE}`, 'g'), '$1($2 deg)');
  const node = parseExpression(withUnits.replace(/\((\S+) deg\)/g, '(($1) deg)'));
  if (node === null || !anglesHaveUnits(node)) return null;
  let value: unknown;
  try {
    value = node.evaluate();
  } catch {
    return null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > 1e9) return null;
  const shown = node
    .toString({ implicit: 'hide' })
    .replace(/ deg\b/g, '°')
    .replace(/\bpi\b/g, 'π');
  const result = clean(value);
  return solution(
    'geometry',
    shown,
    [
      step(
        'Angles in degrees are converted with π/180; multiples of π are already radians. Evaluate each ratio.',
        shown,
      ),
      step('Evaluate.', `${shown} = ${fmt(result)}`),
    ],
    fmt(result),
    { values: [result] },
  );
}

/** "the angle whose tan is 0.75", "sin⁻¹(0.5) in degrees", "inverse cos of -0.2": an angle in degrees or radians. */
function inverseRatio(q: string): MathSolution | null {
  const m =
    new RegExp(`angle whose (sin|cos|tan)(?:e|ine|gent)? is ${N}`).exec(q) ??
    new RegExp(
      `(?:\\b(?:a|arc)(sin|cos|tan)|\\b(sin|cos|tan)\\s*\\^\\s*\\(?-1\\)?|inverse (sin|cos|tan)(?:e|ine|gent)?(?: of)?)\\s*\\(?\\s*${N}\\s*\\)?`,
    ).exec(q);
  if (!m) return null;
  const ratio = (m[1] ?? m[2] ?? m[3]) as Ratio | undefined;
  const x = Number(m.length === 3 ? m[2] : m[4]);
  if (ratio === undefined || !Number.isFinite(x)) return null;
  const radiansAsked = /\bradians?\b|\brad\b/.test(q);
  // Without a unit an inverse ratio is an angle in degrees only when the question calls it an angle or says so.
  if (!radiansAsked && !/\bangle\b|degree|°/.test(q)) return null;
  if (ratio !== 'tan' && Math.abs(x) > 1) return null;
  const radians = ratio === 'sin' ? Math.asin(x) : ratio === 'cos' ? Math.acos(x) : Math.atan(x);
  const value = clean(radiansAsked ? radians : toDegrees(radians));
  const unit = radiansAsked ? ' rad' : '°';
  return solution(
    'geometry',
    `${ratio}⁻¹(${fmt(x)})`,
    [
      step(
        `The inverse ${ratio} gives the principal angle whose ${ratio} is ${fmt(x)}.`,
        `θ = ${ratio}⁻¹(${fmt(x)}) = ${fmt(value)}${unit}`,
      ),
    ],
    `${fmt(value)}${unit}`,
    { values: [value] },
  );
}

/** "convert 150 degrees to radians", "2.5 radians in degrees", "π/4 rad to degrees". */
function angleUnits(q: string): MathSolution | null {
  const toRad = new RegExp(`^(?:convert )?${N}${DEGREE} (?:to|in|into|as) radians?\\s*[?.]?$`).exec(q);
  if (toRad) {
    const degrees = Number(toRad[1]);
    const value = toRadians(degrees);
    return solution(
      'geometry',
      `${fmt(degrees)}° in radians`,
      [step('Multiply by π/180.', `${fmt(degrees)} × π/180 = ${fmt(value)} rad`)],
      `${fmt(value)} rad`,
      { values: [value] },
    );
  }
  const toDeg = /^(?:convert )?(.+?) (?:radians?|rad) (?:to|in|into|as) degrees?\s*[?.]?$/.exec(q);
  if (!toDeg) return null;
  const node = parseExpression(toDeg[1] ?? '');
  if (node === null || node.filter((n) => math.isSymbolNode(n) && n.name !== 'pi').length > 0) return null;
  let radians: unknown;
  try {
    radians = node.evaluate();
  } catch {
    return null;
  }
  if (typeof radians !== 'number' || !Number.isFinite(radians)) return null;
  const value = clean(toDegrees(radians));
  const shown = node.toString().replace(/\bpi\b/g, 'π');
  return solution(
    'geometry',
    `${shown} rad in degrees`,
    [step('Multiply by 180/π.', `${shown} × 180/π = ${fmt(value)}°`)],
    `${fmt(value)}°`,
    { values: [value] },
  );
}

interface Interval {
  low: number;
  high: number;
  lowIncluded: boolean;
  highIncluded: boolean;
  radians: boolean;
  /** The interval as the question writes it. */
  written: string;
}

/** "0 ≤ x ≤ 360", "0° ≤ x < 360°", "0 < x < 2π", "between 0 and 360 degrees", "in [0, 2π]". */
function intervalOf(q: string): Interval | null {
  const bound = String.raw`(-?\d*\.?\d*\s*(?:π|pi)|-?\d+(?:\.\d+)?)\s*°?`;
  const read = (text: string) => {
    const t = text.replace(/\s+/g, '');
    if (/π|pi/.test(t)) {
      const k = t.replace(/π|pi/, '');
      return { value: (k === '' ? 1 : k === '-' ? -1 : Number(k)) * Math.PI, radians: true };
    }
    return { value: Number(t), radians: false };
  };
  const chain = new RegExp(`${bound}\\s*(<=|≤|<|=<)\\s*x\\s*(<=|≤|<|=<)\\s*${bound}`).exec(q);
  const between = new RegExp(`between ${bound} and ${bound}`).exec(q);
  if (!chain && !between) return null;
  const low = read((chain ? chain[1] : between?.[1]) ?? '');
  const high = read((chain ? chain[4] : between?.[2]) ?? '');
  if (!Number.isFinite(low.value) || !Number.isFinite(high.value) || !(high.value > low.value)) return null;
  const radians = low.radians || high.radians || /radians?/.test(q);
  if (radians && /°|degree/.test(q)) return null;
  return {
    low: low.value,
    high: high.value,
    lowIncluded: chain ? chain[2] !== '<' : true,
    highIncluded: chain ? chain[3] !== '<' : true,
    radians,
    written: (chain ?? between)?.[0] ?? '',
  };
}

/** "solve sin x = 0.5 for 0 ≤ x ≤ 360", "2cos(x) + 1 = 0, 0° ≤ x < 360°", "tan x = 1 where 0 < x < 360 degrees". */
function trigEquation(q: string): MathSolution | null {
  const interval = intervalOf(q);
  if (interval === null) return null;
  const m = new RegExp(
    `(?:^|solve |: )(?:${N}\\s*\\*?\\s*)?(sin|cos|tan)\\s*\\(?\\s*x\\s*\\)?\\s*(?:([+-])\\s*${N}\\s*)?=\\s*${N}(?![\\d.])`,
  ).exec(q.replace(/°/g, ''));
  if (!m) return null;
  const a = m[1] === undefined ? 1 : Number(m[1]);
  const ratio = m[2] as Ratio;
  const b = m[4] === undefined ? 0 : (m[3] === '-' ? -1 : 1) * Number(m[4]);
  const c = Number(m[5]);
  if (a === 0) return null;
  const target = (c - b) / a;
  const full = interval.radians ? 2 * Math.PI : 360;
  const half = full / 2;
  const principal =
    ratio === 'sin' ? Math.asin(target) : ratio === 'cos' ? Math.acos(target) : Math.atan(target);
  const steps = [
    step(
      `Make ${ratio} x the subject.`,
      `${ratio} x = ${a === 1 && b === 0 ? fmt(c) : `(${fmt(c)} ${b < 0 ? '+' : '-'} ${fmt(Math.abs(b))}) / ${fmt(a)}`} = ${fmt(target)}`,
    ),
  ];
  if (!Number.isFinite(principal))
    return solution(
      'geometry',
      q,
      [
        ...steps,
        step(
          `${ratio} x is never ${fmt(target)}: it stays between -1 and 1.`,
          `no solutions in ${interval.written}`,
        ),
      ],
      'No solutions.',
      { values: [] },
    );
  const p = interval.radians ? principal : toDegrees(principal);
  const family = ratio === 'tan' ? [p] : ratio === 'sin' ? [p, half - p] : [p, -p];
  const period = ratio === 'tan' ? half : full;
  const found: number[] = [];
  for (const base of family)
    for (
      let k = Math.floor((interval.low - base) / period) - 1;
      k <= Math.ceil((interval.high - base) / period) + 1;
      k += 1
    ) {
      const x = clean(base + k * period);
      const tolerance = 1e-9 * Math.max(1, Math.abs(x));
      const inside =
        (x > interval.low + tolerance || (interval.lowIncluded && Math.abs(x - interval.low) <= tolerance)) &&
        (x < interval.high - tolerance ||
          (interval.highIncluded && Math.abs(x - interval.high) <= tolerance));
      if (inside && !found.some((y) => Math.abs(y - x) <= tolerance)) found.push(x);
    }
  found.sort((x, y) => x - y);
  const unit = interval.radians ? '' : '°';
  const shown = found.map((x) => `${fmt(x)}${unit}`).join(', ');
  steps.push(
    step(
      `The principal value: x = ${ratio}⁻¹(${fmt(target)}) = ${fmt(clean(p))}${unit}.`,
      `x = ${fmt(clean(p))}${unit}`,
    ),
    step(
      ratio === 'sin'
        ? `sin x = sin(${fmt(half)}${unit} - x): the second solution is ${fmt(half)}${unit} - x; add multiples of ${fmt(full)}${unit}.`
        : ratio === 'cos'
          ? `cos x = cos(-x): the second solution is -x; add multiples of ${fmt(full)}${unit}.`
          : `tan repeats every ${fmt(half)}${unit}: add multiples of ${fmt(half)}${unit}.`,
      `solutions in ${interval.written}: ${shown || 'none'}`,
    ),
  );
  return solution(
    'geometry',
    q,
    steps,
    found.length === 0 ? 'No solutions in the interval.' : `x = ${shown}`,
    {
      values: found,
    },
  );
}

/** A triangle's sides a, b, c and angles A, B, C, as the question labels them (case matters: "a = 8, A = 40°"). */
interface Triangle {
  sides: Partial<Record<'a' | 'b' | 'c', number>>;
  angles: Partial<Record<'A' | 'B' | 'C', number>>;
}

const SIDE_OF = { A: 'a', B: 'b', C: 'c' } as const;
type Corner = keyof typeof SIDE_OF;
const CORNERS: Corner[] = ['A', 'B', 'C'];

function labelledTriangle(original: string): Triangle | null {
  const text = original.replace(/[−–]/g, '-');
  const sides: Triangle['sides'] = {};
  const angles: Triangle['angles'] = {};
  for (const m of text.matchAll(new RegExp(`(?<![A-Za-z])([abc])\\s*=\\s*${N}`, 'g')))
    sides[m[1] as 'a' | 'b' | 'c'] = Number(m[2]);
  // An angle is a capital letter with a degree sign, or named as an angle ("angle A = 50").
  for (const m of text.matchAll(
    new RegExp(`(?:(?:[Aa]ngle|∠)\\s*([ABC])|(?<![A-Za-z])([ABC]))\\s*=\\s*${N}\\s*(°|degrees?)?`, 'g'),
  )) {
    if (m[1] === undefined && m[4] === undefined) return null;
    angles[(m[1] ?? m[2]) as Corner] = Number(m[3]);
  }
  return Object.keys(sides).length + Object.keys(angles).length >= 3 ? { sides, angles } : null;
}

/** Completes a triangle from what is known: the angle sum, the cosine rule, the sine rule (never ambiguous). */
function completeTriangle(t: Triangle, steps: ReturnType<typeof step>[]): boolean {
  const { sides, angles } = t;
  for (let round = 0; round < 6; round += 1) {
    const knownAngles = CORNERS.filter((c) => angles[c] !== undefined);
    if (knownAngles.length === 2) {
      const missing = CORNERS.find((c) => angles[c] === undefined) as Corner;
      const value = 180 - knownAngles.reduce((s, c) => s + (angles[c] ?? 0), 0);
      if (value <= 0) return false;
      angles[missing] = value;
      steps.push(
        step(
          'The angles of a triangle add up to 180°.',
          `${missing} = 180° - ${knownAngles.map((c) => `${fmt(angles[c] ?? 0)}°`).join(' - ')} = ${fmt(value)}°`,
        ),
      );
      continue;
    }
    const knownSides = CORNERS.filter((c) => sides[SIDE_OF[c]] !== undefined);
    // Cosine rule for a side: the two other sides and the angle between them.
    const sideByCosine = CORNERS.find(
      (c) => sides[SIDE_OF[c]] === undefined && angles[c] !== undefined && knownSides.length === 2,
    );
    if (sideByCosine) {
      const [p, r] = CORNERS.filter((c) => c !== sideByCosine).map((c) => sides[SIDE_OF[c]] ?? 0) as [
        number,
        number,
      ];
      const angle = angles[sideByCosine] ?? 0;
      const value = Math.sqrt(p * p + r * r - 2 * p * r * Math.cos(toRadians(angle)));
      sides[SIDE_OF[sideByCosine]] = value;
      steps.push(
        step(
          `Cosine rule: ${SIDE_OF[sideByCosine]}² = (the other two sides)² summed - 2 × their product × cos ${sideByCosine}.`,
          `${SIDE_OF[sideByCosine]}² = ${fmt(p)}² + ${fmt(r)}² - 2 × ${fmt(p)} × ${fmt(r)} × cos ${fmt(angle)}° → ${SIDE_OF[sideByCosine]} = ${fmt(value)}`,
        ),
      );
      continue;
    }
    if (knownSides.length === 3) {
      const missing = CORNERS.find((c) => angles[c] === undefined);
      if (missing === undefined) return true;
      const [p, r] = CORNERS.filter((c) => c !== missing).map((c) => sides[SIDE_OF[c]] ?? 0) as [
        number,
        number,
      ];
      const opposite = sides[SIDE_OF[missing]] ?? 0;
      const cosine = (p * p + r * r - opposite * opposite) / (2 * p * r);
      if (!(Math.abs(cosine) < 1)) return false;
      angles[missing] = toDegrees(Math.acos(cosine));
      steps.push(
        step(
          `Cosine rule for an angle: cos ${missing} = (the two other sides squared, summed, minus ${SIDE_OF[missing]}²) ÷ (2 × their product).`,
          `cos ${missing} = (${fmt(p)}² + ${fmt(r)}² - ${fmt(opposite)}²) / (2 × ${fmt(p)} × ${fmt(r)}) = ${fmt(cosine)} → ${missing} = ${fmt(angles[missing] ?? 0)}°`,
        ),
      );
      continue;
    }
    // Sine rule: a known pair (a side and its opposite angle).
    const pair = CORNERS.find((c) => angles[c] !== undefined && sides[SIDE_OF[c]] !== undefined);
    if (pair === undefined) return false;
    const ratio = (sides[SIDE_OF[pair]] ?? 0) / Math.sin(toRadians(angles[pair] ?? 0));
    const sideBySine = CORNERS.find((c) => angles[c] !== undefined && sides[SIDE_OF[c]] === undefined);
    if (sideBySine) {
      const value = ratio * Math.sin(toRadians(angles[sideBySine] ?? 0));
      sides[SIDE_OF[sideBySine]] = value;
      steps.push(
        step(
          `Sine rule: ${SIDE_OF[sideBySine]} / sin ${sideBySine} = ${SIDE_OF[pair]} / sin ${pair}.`,
          `${SIDE_OF[sideBySine]} = ${fmt(sides[SIDE_OF[pair]] ?? 0)} × sin ${fmt(angles[sideBySine] ?? 0)}° / sin ${fmt(angles[pair] ?? 0)}° = ${fmt(value)}`,
        ),
      );
      continue;
    }
    const angleBySine = CORNERS.find((c) => angles[c] === undefined && sides[SIDE_OF[c]] !== undefined);
    if (angleBySine === undefined) return false;
    const opposite = sides[SIDE_OF[angleBySine]] ?? 0;
    // A side shorter than the known pair's faces a smaller, so acute, angle: one triangle. Otherwise two may fit.
    if (!(opposite < (sides[SIDE_OF[pair]] ?? 0))) return false;
    const value = toDegrees(Math.asin(opposite / ratio));
    angles[angleBySine] = value;
    steps.push(
      step(
        `Sine rule: sin ${angleBySine} / ${SIDE_OF[angleBySine]} = sin ${pair} / ${SIDE_OF[pair]}; ${SIDE_OF[angleBySine]} < ${SIDE_OF[pair]}, so ${angleBySine} is acute.`,
        `sin ${angleBySine} = ${fmt(opposite)} × sin ${fmt(angles[pair] ?? 0)}° / ${fmt(sides[SIDE_OF[pair]] ?? 0)} → ${angleBySine} = ${fmt(value)}°`,
      ),
    );
  }
  return CORNERS.every((c) => angles[c] !== undefined && sides[SIDE_OF[c]] !== undefined);
}

/** What a triangle question asks: a labelled side or angle, the largest/smallest angle, the third side, the area. */
function askedOfTriangle(original: string): string | null {
  const clause = askingClause(original.replace(/[?.!\s]+$/, '')) ?? original;
  const side =
    /\b(?:[Ff]ind|[Cc]alculate|[Ww]ork out|[Ww]hat is)\s+(?:the\s+)?(?:length\s+(?:of\s+)?)?(?:side\s+)?([abc])(?=\s*(?:[.?!,;]|$))/.exec(
      clause,
    );
  if (side) return side[1] ?? null;
  const angle =
    /\b(?:[Ff]ind|[Cc]alculate|[Ww]ork out|[Ww]hat is)\s+(?:the\s+)?(?:size of\s+)?(?:angle\s+|∠\s*)([ABC])\b/i.exec(
      clause,
    ) ?? /\b(?:[Ff]ind|[Cc]alculate|[Ww]ork out|[Ww]hat is)\s+([ABC])\b/.exec(clause);
  if (angle) return (angle[1] ?? '').toUpperCase();
  if (/\b(?:largest|biggest|greatest)\s+angle\b/i.test(clause)) return 'largest';
  if (/\bsmallest\s+angle\b/i.test(clause)) return 'smallest';
  if (/\barea\b/i.test(clause)) return 'area';
  if (/\b(?:third|other|remaining|missing|unknown)\s+side\b/i.test(clause)) return 'third side';
  return null;
}

/** An unlabelled triangle: "sides 5, 6 and 7", "sides 9 cm and 11 cm and included angle 38°". */
function unlabelledTriangle(q: string): Triangle | null {
  const unit = String.raw`\s*(?:cm|mm|m|km|in|ft|units?)?`;
  const three = new RegExp(
    `sides? (?:of (?:length |lengths )?)?(?:of (?:a|the|this) triangle )?(?:are |measure |of )?${N}${unit},\\s*${N}${unit},? and ${N}${unit}`,
  ).exec(q);
  if (three) return { sides: { a: Number(three[1]), b: Number(three[2]), c: Number(three[3]) }, angles: {} };
  const included =
    new RegExp(
      `sides? (?:of (?:length |lengths )?)?${N}${unit} and ${N}${unit},? (?:and |with )?(?:an? |the )?(?:included|contained) angle (?:of |is |=\\s*)?${N}${DEGREE}?`,
    ).exec(q) ??
    new RegExp(
      `sides? (?:of (?:length |lengths )?)?${N}${unit} and ${N}${unit},? (?:and |with )?(?:an? )?angle (?:of )?${N}${DEGREE} between them`,
    ).exec(q);
  if (included)
    return { sides: { a: Number(included[1]), b: Number(included[2]) }, angles: { C: Number(included[3]) } };
  return null;
}

function triangle(q: string, original: string): MathSolution | null {
  if (!/triangle|sine rule|cosine rule|sin rule|cos rule/.test(q)) return null;
  const labelled = labelledTriangle(original);
  const t = labelled ?? unlabelledTriangle(q);
  const asked = askedOfTriangle(original);
  if (t === null || asked === null) return null;
  if (labelled === null && /^[abcABC]$/.test(asked)) return null;
  const given = { sides: { ...t.sides }, angles: { ...t.angles } };
  if (
    Object.values(given.sides).some((s) => !(s > 0)) ||
    Object.values(given.angles).some((a) => !(a > 0 && a < 180))
  )
    return null;
  const steps: ReturnType<typeof step>[] = [
    step(
      'What is known.',
      [
        ...Object.entries(given.sides).map(([k, v]) => `${k} = ${fmt(v)}`),
        ...Object.entries(given.angles).map(([k, v]) => `${k} = ${fmt(v)}°`),
      ].join(', '),
    ),
  ];
  if (!completeTriangle(t, steps)) return null;
  const { sides, angles } = t;
  let value: number;
  let answer: string;
  if (asked === 'area') {
    value = 0.5 * (sides.a ?? 0) * (sides.b ?? 0) * Math.sin(toRadians(angles.C ?? 0));
    steps.push(
      step(
        'Area = ½ab sin C.',
        `½ × ${fmt(sides.a ?? 0)} × ${fmt(sides.b ?? 0)} × sin ${fmt(angles.C ?? 0)}° = ${fmt(value)}`,
      ),
    );
    answer = `Area = ${fmt(value)}`;
  } else if (asked === 'largest' || asked === 'smallest') {
    const sorted = CORNERS.map((c) => angles[c] ?? 0).sort((x, y) => x - y);
    value = (asked === 'largest' ? sorted[2] : sorted[0]) ?? NaN;
    steps.push(
      step(
        `The ${asked} angle faces the ${asked === 'largest' ? 'longest' : 'shortest'} side.`,
        `${fmt(value)}°`,
      ),
    );
    answer = `${fmt(value)}°`;
  } else if (asked === 'third side') {
    if (!(labelled === null && given.angles.C !== undefined)) return null;
    value = sides.c ?? NaN;
    answer = fmt(value);
  } else if (/^[abc]$/.test(asked)) {
    if (given.sides[asked as 'a'] !== undefined) return null;
    value = sides[asked as 'a' | 'b' | 'c'] ?? NaN;
    answer = `${asked} = ${fmt(value)}`;
  } else {
    if (given.angles[asked as Corner] !== undefined) return null;
    value = angles[asked as Corner] ?? NaN;
    answer = `${asked} = ${fmt(value)}°`;
  }
  if (!Number.isFinite(value)) return null;
  return solution('geometry', 'triangle', steps, answer, { values: [value] });
}

export const solveTrigonometry: HomeworkSolver = (q, original) =>
  angleUnits(q) ?? inverseRatio(q) ?? trigEquation(q) ?? triangle(q, original) ?? expressionValue(q);
