// Calculus applied in words: related rates of a circle, sphere, square or cube (one measure changes at a given
// rate; how fast does another change when the radius or side has a given length) and the largest rectangle a
// length of fencing encloses (on four sides, or on three against a wall). Each is read only when every part of it
// is told plainly: one shape, one rate with its unit, one length at the instant asked, one measure asked.
import { NUMBER, askingClause, fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

type Shape = 'circle' | 'sphere' | 'square' | 'cube';
type Measure = 'length' | 'diameter' | 'area' | 'volume' | 'perimeter';

interface Formula {
  /** The measure as a function of the radius or side, and its derivative with respect to it. */
  value: (r: number) => number;
  slope: (r: number) => number;
  shown: string;
  /** The measure's dimension: 1 for a length, 2 for an area, 3 for a volume (the power of its rate's unit). */
  power: 1 | 2 | 3;
}

const LENGTH: Formula = { value: (r) => r, slope: () => 1, shown: 'r', power: 1 };
const DIAMETER: Formula = { value: (r) => 2 * r, slope: () => 2, shown: 'd = 2r', power: 1 };

/** Each shape's measures in terms of its radius r (circle, sphere) or side s (square, cube). */
const FORMULAS: Readonly<Record<Shape, Partial<Record<Measure, Formula>>>> = {
  circle: {
    length: LENGTH,
    diameter: DIAMETER,
    area: { value: (r) => Math.PI * r * r, slope: (r) => 2 * Math.PI * r, shown: 'A = πr²', power: 2 },
    perimeter: { value: (r) => 2 * Math.PI * r, slope: () => 2 * Math.PI, shown: 'C = 2πr', power: 1 },
  },
  sphere: {
    length: LENGTH,
    diameter: DIAMETER,
    area: { value: (r) => 4 * Math.PI * r * r, slope: (r) => 8 * Math.PI * r, shown: 'S = 4πr²', power: 2 },
    volume: {
      value: (r) => (4 / 3) * Math.PI * r ** 3,
      slope: (r) => 4 * Math.PI * r * r,
      shown: 'V = (4/3)πr³',
      power: 3,
    },
  },
  square: {
    length: { ...LENGTH, shown: 's' },
    area: { value: (s) => s * s, slope: (s) => 2 * s, shown: 'A = s²', power: 2 },
    perimeter: { value: (s) => 4 * s, slope: () => 4, shown: 'P = 4s', power: 1 },
  },
  cube: {
    length: { ...LENGTH, shown: 's' },
    area: { value: (s) => 6 * s * s, slope: (s) => 12 * s, shown: 'S = 6s²', power: 2 },
    volume: { value: (s) => s ** 3, slope: (s) => 3 * s * s, shown: 'V = s³', power: 3 },
  },
};

const SHAPE_WORDS: ReadonlyArray<[RegExp, Shape]> = [
  [/\b(?:circles?|circular)\b/, 'circle'],
  [/\b(?:spheres?|spherical|balloon)\b/, 'sphere'],
  [/\bsquares?\b/, 'square'],
  [/\bcubes?\b|\bcubical\b/, 'cube'],
];

/** The measures a clause names; "surface area" is an area, "circumference" a perimeter. */
function measuresIn(clause: string): Measure[] {
  const found = new Set<Measure>();
  if (/\b(?:radius|radii|side(?: length)?|edge(?: length)?|sides|edges)\b/.test(clause)) found.add('length');
  if (/\bdiameter\b/.test(clause)) found.add('diameter');
  if (/\barea\b/.test(clause)) found.add('area');
  if (/\bvolume\b/.test(clause)) found.add('volume');
  if (/\b(?:circumference|perimeter)\b/.test(clause)) found.add('perimeter');
  return [...found];
}

const LENGTH_UNIT = '(mm|cm|km|m)';
/** A rate: "0.5 cm/s", "3 cm per second", "100 cm^3/s", "2 m² per minute", "4 cm s^-1". */
const RATE = new RegExp(
  String.raw`(${NUMBER})\s*${LENGTH_UNIT}(\^?[23]|²|³)?\s*(?:/\s*(s|sec|second|min|minute|h|hr|hour)\b|per (second|sec|minute|min|hour)\b|(s)\^?-1\b)`,
  'g',
);
/** The instant asked: "when the radius is 8 cm", "at the moment the side is 4 m", "when r = 5". */
const INSTANT = new RegExp(
  String.raw`\b(?:when|at the (?:instant|moment|time)(?: when)?|at which)\s+(?:the\s+)?(radius|diameter|side(?: length)?|edge(?: length)?|length of (?:a|each|the) (?:side|edge)|r|s|d)\s*(?:is|=|equals|reaches|has reached|becomes)\s*(${NUMBER})\s*${LENGTH_UNIT}?(?![\d^²³a-z])`,
  'g',
);

function relatedRate(q: string): ReturnType<HomeworkSolver> {
  if (!/\bhow (?:fast|quickly)\b|\brate\b/.test(q)) return null;
  const shapes = SHAPE_WORDS.filter(([pattern]) => pattern.test(q)).map(([, shape]) => shape);
  if (shapes.length !== 1) return null;
  const shape = shapes[0] as Shape;
  const rates = [...q.matchAll(RATE)];
  const instants = [...q.matchAll(INSTANT)];
  if (rates.length !== 1 || instants.length !== 1) return null;
  const rate = rates[0] as RegExpMatchArray;
  const instant = instants[0] as RegExpMatchArray;
  // A shrinking shape's rates are told as decreases: read only when the question says so of neither or of both
  // the given rate and the one asked, so that the answer's sign is the one asked.
  const asked = askingClause(q) ?? '';
  const given = q.slice(0, rate.index);
  const shrinking = /\b(?:decreas|shrink|deflat|leak|melt|drain|los)/;
  if (shrinking.test(given.slice(given.lastIndexOf(' when ') + 1)) !== shrinking.test(asked)) return null;
  // The rate's measure: named in the words before the rate since the last clause's start, else read from its unit
  // (an area in cm²/s, a volume in cm³/s) when the shape has one measure of that dimension.
  const unitPower = (rate[3] ?? '').replace(/\^|²|³/g, (c) => (c === '²' ? '2' : c === '³' ? '3' : ''));
  const power = unitPower === '' ? 1 : Number(unitPower);
  const clause = given.slice(
    Math.max(given.lastIndexOf('.'), given.lastIndexOf(';'), given.lastIndexOf('?')) + 1,
  );
  const named = measuresIn(clause);
  const byPower = (Object.keys(FORMULAS[shape]) as Measure[]).filter(
    (m) => FORMULAS[shape][m]?.power === power,
  );
  const rateMeasures = named.length > 0 ? named : byPower;
  if (rateMeasures.length !== 1) return null;
  const rateMeasure = rateMeasures[0] as Measure;
  const askedPart = /(?:how (?:fast|quickly)|rate)(?:[^.?]*)/.exec(asked)?.[0] ?? '';
  const askedMeasures = measuresIn(askedPart.replace(/\b(?:when|at the)\b.*$/, ''));
  if (askedMeasures.length !== 1) return null;
  const askedMeasure = askedMeasures[0] as Measure;
  const from = FORMULAS[shape][rateMeasure];
  const to = FORMULAS[shape][askedMeasure];
  if (from === undefined || to === undefined || from.power !== power || askedMeasure === rateMeasure)
    return null;
  // The instant is told as the radius or side (or diameter): its unit, when written, is the rate's.
  const instantWord = instant[1] ?? '';
  const isDiameter = instantWord === 'diameter' || instantWord === 'd';
  if ((shape === 'square' || shape === 'cube') === /radius|diameter|^r$|^d$/.test(instantWord)) return null;
  if (instant[3] !== undefined && instant[3] !== rate[2]) return null;
  const told = Number(instant[2]);
  const r = told / (isDiameter ? 2 : 1);
  const dxdt = Number(rate[1]);
  if (!(r > 0) || !(dxdt > 0)) return null;
  const drdt = dxdt / from.slope(r);
  const answer = to.slope(r) * drdt;
  const letter = shape === 'circle' || shape === 'sphere' ? 'r' : 's';
  const timeUnit = rate[4] ?? rate[5] ?? rate[6] ?? 's';
  const unit = `${rate[2] ?? ''}${to.power === 1 ? '' : to.power === 2 ? '²' : '³'}/${timeUnit.startsWith('s') ? 's' : timeUnit}`;
  const steps = [
    step(
      `Relate the measures of the ${shape} to its ${letter === 'r' ? 'radius' : 'side'} ${letter}.`,
      `${from.shown}; ${to.shown}`,
    ),
    step(
      `Differentiate with respect to time (chain rule) and find d${letter}/dt from the given rate at ${letter} = ${fmt(r)}.`,
      `${isDiameter ? `r = ${fmt(told)} / 2 = ${fmt(r)}; ` : ''}d${letter}/dt = ${fmt(dxdt)} / ${fmt(from.slope(r))} = ${fmt(drdt)}`,
    ),
    step(
      'The asked rate is its derivative with respect to the length times that rate.',
      `${fmt(to.slope(r))} × ${fmt(drdt)} = ${fmt(answer)} ${unit}`,
    ),
  ];
  return solution('derivative', q, steps, `${fmt(answer)} ${unit}`, { values: [answer] });
}

/**
 * The largest rectangle a length L of fencing encloses: a square of side L/4 (area L²/16), or against a wall
 * (fencing on three sides) the side along the wall L/2 and the others L/4 (area L²/8).
 */
function fencedRectangle(q: string): ReturnType<HomeworkSolver> {
  if (!/\brectang(?:le|ular)\b/.test(q) || !/\bfenc(?:e|ing)\b/.test(q)) return null;
  if (
    !/\b(?:maximum|largest|greatest|biggest|max)(?: possible)? area\b|\bmaximi[sz]e (?:the|its) area\b/.test(
      q,
    )
  )
    return null;
  // The area is asked, not the sides that give it.
  if (/\b(?:dimensions|length|width|breadth|sides?|how (?:long|wide))\b/.test(askingClause(q) ?? ''))
    return null;
  // Pens divided inside, sides of a given length or a wall of a given length are other problems.
  if (
    /\b(?:divided|divide|split|partition|pens\b|paddocks\b|fields\b|enclosures\b|equal parts|costs?|price)/.test(
      q,
    )
  )
    return null;
  const lengths = [
    ...q.matchAll(
      new RegExp(
        `(${NUMBER})\\s*(?:m|metres|meters|ft|feet|yd|yards|km)\\b(?:\\s+of|\\s+(?:long|length))?`,
        'g',
      ),
    ),
  ];
  if (lengths.length !== 1) return null;
  const L = Number(lengths[0]?.[1]);
  if (!(L > 0)) return null;
  const threeSides = /\b(?:three|3) sides\b/.test(q);
  const againstWall = /\b(?:wall|barn|river|riverbank|hedge|building|house|cliff|existing fence)\b/.test(q);
  // Fencing needed on three sides is a pen against a wall; a wall with four sides fenced is not read.
  const wall = againstWall || threeSides;
  if (wall && /\b(?:four|4) sides\b/.test(q)) return null;
  const unit = /\b(?:ft|feet)\b/.test(q) ? 'ft²' : /\b(?:yd|yards)\b/.test(q) ? 'yd²' : 'm²';
  if (wall) {
    const area = (L * L) / 8;
    return solution(
      'derivative',
      q,
      [
        step(
          'The wall is the fourth side: let x be each of the 2 fenced sides at right angles to it; the 3rd fenced side, along the wall, is the rest of the fencing.',
          `A(x) = x(${fmt(L)} - 2x)`,
        ),
        step(
          'The area is largest where its derivative is 0.',
          `A'(x) = ${fmt(L)} - 4x = 0, x = ${fmt(L / 4)}`,
        ),
        step(
          `The sides are ${fmt(L / 4)} and ${fmt(L / 2)}.`,
          `A = ${fmt(L / 4)} × ${fmt(L / 2)} = ${fmt(area)} ${unit}`,
        ),
      ],
      `${fmt(area)} ${unit}`,
      { values: [area] },
    );
  }
  const area = (L * L) / 16;
  return solution(
    'derivative',
    q,
    [
      step(
        `Let x be one side: the fencing is the perimeter ${fmt(L)} = 2x + 2y, so the other side is half of it less x.`,
        `A(x) = x(${fmt(L / 2)} - x)`,
      ),
      step(
        'The area is largest where its derivative is 0: the rectangle is a square.',
        `A'(x) = ${fmt(L / 2)} - 2x = 0, x = ${fmt(L / 4)}`,
      ),
      step(`Each side is ${fmt(L / 4)}.`, `A = ${fmt(L / 4)}² = ${fmt(area)} ${unit}`),
    ],
    `${fmt(area)} ${unit}`,
    { values: [area] },
  );
}

export const solveCalculusApplications: HomeworkSolver = (q) => relatedRate(q) ?? fencedRectangle(q);
