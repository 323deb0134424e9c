// Geometry: coordinates (distance, midpoint, slope, line through two points), Pythagoras, areas, perimeters,
// volumes and surface areas of the standard shapes, angle sums of polygons and right-triangle trigonometry.
import { math } from '../../math/math-expression.util.ts';
import { NUMBER, askingClause, fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const N = `(${NUMBER})`;
const POINT = String.raw`\(\s*${N}\s*,\s*${N}\s*\)`;

function points(q: string): Array<[number, number]> {
  return [...q.matchAll(new RegExp(POINT, 'g'))].map((m) => [Number(m[1]), Number(m[2])]);
}

/** A line's answer as a checker compares it: slope and intercept, and y as an expression in x. */
function lineResult(m: number, b: number) {
  return { values: [m, b], expression: `${m} * x + ${b}`, variable: 'x' };
}

/** Slope and y-intercept of a line given by its equation: "the slope of 2x + 3y = 6". */
function lineOfEquation(q: string) {
  const m =
    /(slope|gradient|y-intercept|intercept)s?\b(?: and (?:the )?(?:slope|gradient|y-intercept))? of (?:the )?(?:line |graph )?(?:of )?(?:the equation )?([-+\dxy.\s*/()=]+?)\s*[?.]?$/.exec(
      q,
    );
  if (!m) return null;
  const written = (m[2] ?? '').replace(/\s+/g, '');
  const sides = written.split('=');
  if (sides.length !== 2 || !/y/.test(written)) return null;
  let at: (x: number, y: number) => number;
  try {
    const f = math.parse(`(${sides[0]}) - (${sides[1]})`).compile();
    at = (x, y) => Number(f.evaluate({ x, y }));
  } catch {
    return null;
  }
  const c0 = at(0, 0);
  const a = at(1, 0) - c0;
  const bY = at(0, 1) - c0;
  // Linear in x and y: the value moves by the same a and b everywhere.
  const linear = [
    [2, 3],
    [-1, 5],
    [4, -2],
  ].every(([x, y]) => Math.abs(at(x!, y!) - (c0 + a * x! + bY * y!)) < 1e-9);
  if (!linear || bY === 0 || !Number.isFinite(a + bY + c0)) return null;
  const slope = -a / bY;
  const intercept = -c0 / bY;
  const interceptAsked = /intercept/.test(m[1] ?? '') && !/slope|gradient/.test(q);
  const answer = interceptAsked
    ? `y-intercept ${fmt(intercept)}`
    : `Slope ${fmt(slope)}, y-intercept ${fmt(intercept)}`;
  return solution(
    'geometry',
    'line',
    [
      step(
        'Rearrange into slope-intercept form y = mx + b.',
        `${(m[2] ?? '').trim()} → y = ${fmt(slope)}x ${intercept < 0 ? '-' : '+'} ${fmt(Math.abs(intercept))}`,
      ),
      step('Read the slope m and the intercept b.', `m = ${fmt(slope)}, b = ${fmt(intercept)}`),
    ],
    answer,
    { values: interceptAsked ? [intercept] : [slope] },
  );
}

/**
 * A line found from its data, answering what the words after the data ask of it: where it crosses an axis, or its
 * equation. Anything else asked there (a y-value, a point) is declined: the line's equation is not that answer.
 */
function lineAnswer(after: string, m: number, b: number, steps: ReturnType<typeof step>[]) {
  const equation = `y = ${fmt(m)}x ${b < 0 ? '-' : '+'} ${fmt(Math.abs(b))}`;
  const axis =
    /\b(?:cross(?:es)?|cuts?|meets?|intersects?|hits?)\s+the\s+([xy])[- ]?axis|\b([xy])[- ]?intercept\b/.exec(
      after,
    );
  const which = axis?.[1] ?? axis?.[2];
  if (which === 'x') {
    if (m === 0) return null;
    const x = -b / m;
    return solution(
      'geometry',
      'line',
      [
        ...steps,
        step(
          `The line is ${equation}; on the x-axis y = 0.`,
          `0 = ${fmt(m)}x ${b < 0 ? '-' : '+'} ${fmt(Math.abs(b))}`,
        ),
        step('Solve for x.', `x = ${fmt(-b)} / ${fmt(m)} = ${fmt(x)}`),
      ],
      `x = ${fmt(x)}`,
      { values: [x] },
    );
  }
  if (which === 'y')
    return solution(
      'geometry',
      'line',
      [...steps, step('On the y-axis x = 0: y = b.', `y = ${fmt(b)}`)],
      `y = ${fmt(b)}`,
      {
        values: [b],
      },
    );
  if (/\b(?:where|when|value|coordinates?|point|area|distance)\b/.test(after) && !/\bequation\b/.test(after))
    return null;
  return solution('geometry', 'line', steps, equation, lineResult(m, b));
}

function coordinates(q: string) {
  const ps = points(q);
  if (ps.length !== 2) {
    const slopePoint =
      new RegExp(
        `(?:slope|gradient) (?:of |is |=\\s*)?${N}.*(?:through|passing|passes|containing|at) (?:the point )?${POINT}`,
      ).exec(q) ??
      new RegExp(
        `(?:through|passing|passes|containing) (?:the point )?${POINT}.*(?:slope|gradient) (?:of |is |=\\s*)?${N}`,
      ).exec(q);
    if (slopePoint && /equation|line/.test(q)) {
      const [m, x, y] = /^(?:slope|gradient)/.test(slopePoint[0])
        ? [Number(slopePoint[1]), Number(slopePoint[2]), Number(slopePoint[3])]
        : [Number(slopePoint[3]), Number(slopePoint[1]), Number(slopePoint[2])];
      const b = y - m * x;
      return lineAnswer(q.slice(slopePoint.index + slopePoint[0].length), m, b, [
        step('Point-slope form: y - y₁ = m(x - x₁).', `y - ${fmt(y)} = ${fmt(m)}(x - ${fmt(x)})`),
        step(
          'Solve for y: the intercept b = y₁ - m·x₁.',
          `b = ${fmt(y)} - ${fmt(m)} × ${fmt(x)} = ${fmt(b)}`,
        ),
      ]);
    }
    return null;
  }
  const [[x1, y1], [x2, y2]] = ps as [[number, number], [number, number]];
  if (/distance|how far|length of the (?:line )?segment|length of the line/.test(q)) {
    const dist = Math.hypot(x2 - x1, y2 - y1);
    const sq = (x2 - x1) ** 2 + (y2 - y1) ** 2;
    return solution(
      'geometry',
      'distance',
      [
        step(
          'Distance formula: d = √((x₂ - x₁)² + (y₂ - y₁)²).',
          `d = √((${fmt(x2)} - ${fmt(x1)})^2 + (${fmt(y2)} - ${fmt(y1)})^2)`,
        ),
        step(
          'Evaluate.',
          `d = √(${fmt((x2 - x1) ** 2)} + ${fmt((y2 - y1) ** 2)}) = √${fmt(sq)} = ${fmt(dist)}`,
        ),
      ],
      `d = ${Number.isInteger(dist) ? fmt(dist) : `√${fmt(sq)} ≈ ${fmt(dist)}`}`,
      { values: [dist] },
    );
  }
  if (/midpoint|mid-point|middle point/.test(q)) {
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    return solution(
      'geometry',
      'midpoint',
      [
        step(
          'Midpoint: average the x-coordinates and the y-coordinates.',
          `((${fmt(x1)} + ${fmt(x2)})/2, (${fmt(y1)} + ${fmt(y2)})/2)`,
        ),
      ],
      `(${fmt(mx)}, ${fmt(my)})`,
      { values: [mx, my] },
    );
  }
  const slope = (y2 - y1) / (x2 - x1);
  if (
    /equation|line through|line passing|line that passes|line joining|line containing/.test(q) &&
    !(/slope|gradient/.test(q) && !/equation/.test(q))
  ) {
    if (x1 === x2)
      return solution(
        'geometry',
        'line',
        [step('Both points have the same x: a vertical line.', `x = ${fmt(x1)}`)],
        `x = ${fmt(x1)}`,
        { values: [x1] },
      );
    const b = y1 - slope * x1;
    const lastPoint = [...q.matchAll(new RegExp(POINT, 'g'))].at(-1);
    return lineAnswer(q.slice((lastPoint?.index ?? 0) + (lastPoint?.[0].length ?? 0)), slope, b, [
      step(
        'Slope m = (y₂ - y₁)/(x₂ - x₁).',
        `m = (${fmt(y2)} - ${fmt(y1)}) / (${fmt(x2)} - ${fmt(x1)}) = ${fmt(slope)}`,
      ),
      step('Intercept: b = y₁ - m·x₁.', `b = ${fmt(y1)} - ${fmt(slope)} × ${fmt(x1)} = ${fmt(b)}`),
    ]);
  }
  if (/slope|gradient|rate of change/.test(q)) {
    if (x1 === x2)
      return solution(
        'geometry',
        'slope',
        [step('The run x₂ - x₁ is 0: the line is vertical.', 'slope undefined')],
        'The slope is undefined (vertical line)',
        { values: [NaN] },
      );
    return solution(
      'geometry',
      'slope',
      [
        step(
          'Slope m = (y₂ - y₁)/(x₂ - x₁): rise over run.',
          `m = (${fmt(y2)} - ${fmt(y1)}) / (${fmt(x2)} - ${fmt(x1)}) = ${fmt(y2 - y1)}/${fmt(x2 - x1)} = ${fmt(slope)}`,
        ),
      ],
      `m = ${fmt(slope)}`,
      { values: [slope] },
    );
  }
  return null;
}

/** A named length of the question: "radius 5", "radius of 5 cm", "r = 5", "5 cm radius". */
function measure(q: string, names: string): number | null {
  const m =
    new RegExp(
      `\\b(?:${names})\\b(?: of (?:a|the|this) (?:right(?:-angled)? )?triangle)?(?: of| is| =|:| measuring| equal to| that is| which is)?(?: the)?\\s*${N}`,
    ).exec(q) ??
    new RegExp(`${N}\\s*(?:cm|m|mm|km|in|inches|ft|feet|units?|meters?|metres?)?\\s*(?:${names})\\b`).exec(q);
  return m ? Number(m[1]) : null;
}

function pythagoras(q: string) {
  if (!/right(?:-angled)? triangle|right angle|hypotenuse|pythag|ladder/.test(q)) return null;
  // Pythagoras answers a side: a question asking for an angle, an area or a ratio is another question.
  if (/\bangles?\b|\barea\b|perimeter|\b(?:sin|cos|tan)\b|θ|ratio/.test(askingClause(q) ?? '')) return null;
  if (/\b(sin|cos|tan|angle of|degrees|°)\b/.test(q) && !/hypotenuse is \d/.test(q)) return null;
  const hyp = measure(q, 'hypotenuse|ladder is|ladder|diagonal');
  const legs = [
    ...q.matchAll(
      new RegExp(`(?:legs?|sides?|base|height|foot is|wall)[^0-9]*${N}(?:[^0-9]+?(?:and|,)\\s*${N})?`, 'g'),
    ),
  ];
  const values = legs.flatMap((m) => [m[1], m[2]].filter((x) => x !== undefined).map(Number));
  const asksHyp =
    /(find|what is|how long is|calculate|length of) (?:the )?hypotenuse|hypotenuse\?/.test(q) ||
    (hyp === null && values.length >= 2);
  if (asksHyp && hyp === null && values.length >= 2) {
    const [a, b] = values as [number, number];
    const c = Math.hypot(a, b);
    return solution(
      'geometry',
      'Pythagoras',
      [
        step(
          'Pythagoras: c² = a² + b², with c the hypotenuse.',
          `c^2 = ${fmt(a)}^2 + ${fmt(b)}^2 = ${fmt(a * a + b * b)}`,
        ),
        step('Take the square root.', `c = √${fmt(a * a + b * b)} = ${fmt(c)}`),
      ],
      `${fmt(c)}`,
      { values: [c] },
    );
  }
  if (hyp !== null) {
    const others = values.filter((v) => v !== hyp);
    if (others.length !== 1) return null;
    const a = others[0] ?? 0;
    if (a >= hyp) return null;
    const b = Math.sqrt(hyp * hyp - a * a);
    return solution(
      'geometry',
      'Pythagoras',
      [
        step(
          'Pythagoras: a² + b² = c²; the unknown side is b.',
          `b^2 = ${fmt(hyp)}^2 - ${fmt(a)}^2 = ${fmt(hyp * hyp - a * a)}`,
        ),
        step('Take the square root.', `b = ${fmt(b)}`),
      ],
      `${fmt(b)}`,
      { values: [b] },
    );
  }
  return null;
}

const POLYGONS: Record<string, number> = {
  triangle: 3,
  quadrilateral: 4,
  pentagon: 5,
  hexagon: 6,
  heptagon: 7,
  septagon: 7,
  octagon: 8,
  nonagon: 9,
  decagon: 10,
  hendecagon: 11,
  dodecagon: 12,
  icosagon: 20,
};

const ORDINAL =
  /\b(?:third|fourth|fifth|sixth|remaining|missing|other|last|unknown)\s+angle\b|(?:find|what is|what's|work out|calculate) the (?:third|fourth|fifth|sixth|remaining|missing|last)(?: one)?\s*[?.]?$/;

type CirclePart = 'radius' | 'diameter' | 'circumference' | 'area';
const CIRCLE_FROM_RADIUS: Record<CirclePart, (r: number, π: number) => number> = {
  radius: (r) => r,
  diameter: (r) => 2 * r,
  circumference: (r, π) => 2 * π * r,
  area: (r, π) => π * r * r,
};
const RADIUS_FROM: Record<CirclePart, [(x: number, π: number) => number, string]> = {
  radius: [(x) => x, 'r'],
  diameter: [(x) => x / 2, 'r = d / 2'],
  circumference: [(x, π) => x / (2 * π), 'C = 2πr, so r = C / (2π)'],
  area: [(x, π) => Math.sqrt(x / π), 'A = πr², so r = √(A / π)'],
};
const CIRCLE_FORMULA: Record<CirclePart, string> = {
  radius: 'r',
  diameter: 'd = 2r',
  circumference: 'C = 2πr',
  area: 'A = πr²',
};

/**
 * "semicircle" contains "circle" as "hemisphere" contains "sphere": half or a quarter of a circle is not measured as
 * a whole one.
 */
const PART_OF_A_CIRCLE = /semi-?circ|quarter(?:-| of a )circle|quadrant/;

/** A circle from any one of radius, diameter, circumference or area: "circumference 31.4 cm … its radius?". */
function circleFromOnePart(q: string, π = Math.PI) {
  if (!/\bcircle|circular\b/.test(q) || PART_OF_A_CIRCLE.test(q)) return null;
  const given = new RegExp(
    `\\b(radius|diameter|circumference|area)(?: of (?:a|the|this|its) circle)? (?:of |is |=\\s*|measures |of about )?${N}`,
  ).exec(q);
  const asked =
    /(?:what|find|calculate|determine|work out)(?: is| are)? (?:the |its )?(radius|diameter|circumference|area)\b/.exec(
      q,
    );
  if (!given || !asked) return null;
  const from = given[1] as CirclePart;
  const to = asked[1] as CirclePart;
  // The plain forward questions (area from radius, ...) are the shapes solver's.
  if (from === to || from === 'radius' || (from === 'diameter' && to !== 'radius')) return null;
  if (numbersIn(q.replace(/\^\s*[23]\b/g, '')).length !== 1) return null;
  const value = Number(given[2]);
  if (!(value > 0)) return null;
  const [toRadius, how] = RADIUS_FROM[from];
  const r = toRadius(value, π);
  const result = CIRCLE_FROM_RADIUS[to](r, π);
  const steps = [step(`Find the radius first: ${how}.`, `${from} = ${fmt(value)}, so r = ${fmt(r)}`)];
  if (to !== 'radius') steps.push(step(`Then ${CIRCLE_FORMULA[to]}.`, `${to} = ${fmt(result)}`));
  return solution(
    'geometry',
    `circle: ${to} from ${from}`,
    steps,
    `${to[0]?.toUpperCase()}${to.slice(1)} = ${fmt(result)}`,
    {
      values: [result],
    },
  );
}

const EXACT_TRIG: Record<string, string> = {
  'sin 0': '0',
  'sin 30': '1/2',
  'sin 45': '√2/2',
  'sin 60': '√3/2',
  'sin 90': '1',
  'cos 0': '1',
  'cos 30': '√3/2',
  'cos 45': '√2/2',
  'cos 60': '1/2',
  'cos 90': '0',
  'tan 0': '0',
  'tan 30': '√3/3',
  'tan 45': '1',
  'tan 60': '√3',
};

/** The sine, cosine or tangent of an angle given in degrees (or radians, when the question says so). */
function trigValue(q: string) {
  const m = new RegExp(
    `^(?:what is |what's |find |calculate |evaluate |work out )?(?:the )?(?:value of )?(sin|cos|tan|sine|cosine|tangent)(?: of)?\\s*\\(?\\s*${N}\\s*(°|degrees?|deg|radians?|rad)\\s*\\)?\\s*[?.]?$`,
  ).exec(q);
  if (!m) return null;
  const fn = (m[1] ?? '').slice(0, 3);
  const angle = Number(m[2]);
  const degrees = !/^rad/.test(m[3] ?? '');
  const radians = degrees ? (angle * Math.PI) / 180 : angle;
  if (fn === 'tan' && Math.abs(Math.cos(radians)) < 1e-12) return null;
  const raw = fn === 'sin' ? Math.sin(radians) : fn === 'cos' ? Math.cos(radians) : Math.tan(radians);
  const value = Math.abs(raw) < 1e-12 ? 0 : Number(raw.toPrecision(12));
  const exact = degrees ? EXACT_TRIG[`${fn} ${fmt(angle)}`] : undefined;
  const shown = `${fn}(${fmt(angle)}${degrees ? '°' : ' rad'})`;
  return solution(
    'geometry',
    shown,
    [
      step(
        degrees ? 'Convert degrees to radians: multiply by π/180.' : 'The angle is in radians.',
        `${fmt(angle)}${degrees ? '°' : ''} = ${fmt(radians)} rad`,
      ),
      step(
        exact ? `A standard angle: ${shown} = ${exact} exactly.` : 'Evaluate.',
        `${shown} = ${fmt(value)}`,
      ),
    ],
    exact && /[√/]/.test(exact) ? `${exact} ≈ ${fmt(value)}` : fmt(value),
    { values: [value] },
  );
}

/** Complements, supplements, and the one angle of a polygon not given when the others are. */
function missingAngle(q: string) {
  const pair = new RegExp(
    `\\b(complement|supplement)(?:ary angle)? (?:of|to) (?:an? )?(?:angle (?:of |measuring )?)?${N}`,
  ).exec(q);
  if (pair) {
    const whole = pair[1] === 'complement' ? 90 : 180;
    const given = Number(pair[2]);
    if (given <= 0 || given >= whole) return null;
    return solution(
      'geometry',
      `${pair[1]} of ${fmt(given)}°`,
      [
        step(
          `${pair[1] === 'complement' ? 'Complementary' : 'Supplementary'} angles add up to ${whole}°.`,
          `${whole}° - ${fmt(given)}° = ${fmt(whole - given)}°`,
        ),
      ],
      `${fmt(whole - given)}°`,
      { values: [whole - given] },
    );
  }
  if (!ORDINAL.test(q)) return null;
  const shape = Object.keys(POLYGONS).find((name) => new RegExp(`\\b${name}\\b`).test(q));
  if (shape === undefined) return null;
  const sides = POLYGONS[shape] ?? 0;
  // Every number of the question is a given angle ("50°", "60 degrees", "50 and 60").
  const angles = [
    ...q.matchAll(new RegExp(`(?<![a-z\\d.])${NUMBER}(?! (?:of (?:the |its )?)?(?:interior )?angles)`, 'g')),
  ].map((m) => Number(m[0]));
  if (angles.length !== sides - 1 || angles.some((a) => a <= 0 || a >= 360)) return null;
  const total = (sides - 2) * 180;
  const known = angles.reduce((a, b) => a + b, 0);
  const missing = total - known;
  if (missing <= 0) return null;
  return solution(
    'geometry',
    `missing angle of a ${shape}`,
    [
      step(`The angles of a ${shape} add up to (${sides} - 2) × 180°.`, `${total}°`),
      step('Subtract the angles given.', `${total}° - (${angles.map(fmt).join(' + ')})° = ${fmt(missing)}°`),
    ],
    `${fmt(missing)}°`,
    { values: [missing] },
  );
}

function polygonAngles(q: string) {
  if (!/angle/.test(q) || !/(polygon|gon\b|sides|triangle|quadrilateral)/.test(q)) return null;
  if (
    !/interior|exterior|sum of (?:the )?(?:\w+ )?angles|angles? (?:of a|in a) (?:regular|polygon)|add up|regular|polygon|how many sides/.test(
      q,
    )
  )
    return null;
  if (/right|hypotenuse|leg\b|opposite|adjacent/.test(q)) return null;
  const named = Object.entries(POLYGONS).find(([name]) => new RegExp(`\\b${name}\\b`).test(q));
  const sides = new RegExp(`${N}[- ]sided|${N} sides`).exec(q);
  const n = named ? named[1] : sides ? Number(sides[1] ?? sides[2]) : null;
  // "each interior angle of a regular polygon is 156°": the polygon may be named between the angle and its size.
  const ofPolygon = String.raw`(?:of (?:a|the|this) (?:regular )?polygon )?`;
  const interiorGiven = new RegExp(
    `(?:each |one |an )?interior angle ${ofPolygon}(?:of |is |measures |=\\s*)?${N}`,
  ).exec(q);
  const exteriorGiven = new RegExp(
    `(?:each |one |an )?exterior angle ${ofPolygon}(?:of |is |measures |=\\s*)?${N}`,
  ).exec(q);
  if (/how many sides|number of sides/.test(q) && (interiorGiven || exteriorGiven)) {
    const exterior = exteriorGiven ? Number(exteriorGiven[1]) : 180 - Number(interiorGiven?.[1]);
    const count = 360 / exterior;
    if (!Number.isInteger(Math.round(count * 1e9) / 1e9)) return null;
    return solution(
      'geometry',
      'sides of a regular polygon',
      [
        step(
          'The exterior angles of a polygon add to 360°; each exterior angle = 180° - interior angle.',
          exteriorGiven
            ? `exterior = ${fmt(exterior)}°`
            : `exterior = 180° - ${interiorGiven?.[1]}° = ${fmt(exterior)}°`,
        ),
        step('Number of sides = 360° ÷ exterior angle.', `n = 360 / ${fmt(exterior)} = ${fmt(count)}`),
      ],
      `${fmt(count)} sides`,
      { values: [count] },
    );
  }
  if (n === null || n < 3) return null;
  if (/exterior/.test(q)) {
    const each = 360 / n;
    if (/sum|total|add up/.test(q))
      return solution(
        'geometry',
        'exterior angles',
        [step('The exterior angles of any convex polygon add to 360°.', '360°')],
        '360°',
        { values: [360] },
      );
    return solution(
      'geometry',
      'exterior angle',
      [step(`Each exterior angle of a regular ${n}-gon: 360° ÷ ${n}.`, `${fmt(each)}°`)],
      `${fmt(each)}°`,
      { values: [each] },
    );
  }
  const sum = (n - 2) * 180;
  const steps = [
    step(`Sum of interior angles = (n - 2) × 180° with n = ${n}.`, `(${n} - 2) × 180° = ${sum}°`),
  ];
  if (/each|one|regular|every/.test(q) && !/sum|total|add up/.test(q)) {
    steps.push(
      step(`A regular polygon's angles are equal: divide by ${n}.`, `${sum}° ÷ ${n} = ${fmt(sum / n)}°`),
    );
    return solution('geometry', 'interior angle', steps, `${fmt(sum / n)}°`, { values: [sum / n] });
  }
  return solution('geometry', 'interior angle sum', steps, `${sum}°`, { values: [sum] });
}

function rightTriangleTrig(question: string) {
  // "the side opposite a 35° angle is 10 cm": the angle first, then the side named by its place.
  const q = question.replace(
    new RegExp(`(?:the )?side (opposite|adjacent to) (?:the |a |an )?(${NUMBER}\\s*(?:°|degrees?)) angle`),
    (_, place: string, angle: string, at: number) =>
      // Asked of an angle already given ("one angle is 35°. Find the side opposite the 35° angle"): the side only.
      question.slice(0, at).includes(angle)
        ? `the ${place.replace(' to', '')} side`
        : `angle ${angle}, the ${place.replace(' to', '')} side`,
  );
  if (
    !/(angle|degrees|°|sin|cos|tan|trig|elevation|depression)/.test(q) ||
    !/(triangle|hypotenuse|opposite|adjacent|ladder|elevation|depression|shadow)/.test(q)
  )
    return null;
  const angle = new RegExp(`${N}\\s*(?:°|degrees?|deg)`).exec(q);
  const hyp = measure(q, 'hypotenuse|ladder');
  const opp = measure(q, 'opposite(?: side)?|height|tall|perpendicular');
  const adj = measure(
    q,
    'adjacent(?: side)?|base|shadow|distance from the wall|from the base|from the foot|away',
  );
  const asks =
    /find (?:the )?(?:side )?(\w+)|what is (?:the )?(?:side )?(\w+)|how (long|tall|high|far)|calculate (?:the )?(?:side )?(\w+)/.exec(
      q.replace(angle?.[0] ?? '@@', ''),
    );
  const target = asks ? (asks[1] ?? asks[2] ?? asks[3] ?? asks[4] ?? '') : '';
  const rad = (deg: number) => (deg * Math.PI) / 180;
  if (angle) {
    const a = Number(angle[1]);
    if (a <= 0 || a >= 90) return null;
    const known = [
      hyp !== null ? 'hyp' : null,
      opp !== null && opp !== a ? 'opp' : null,
      adj !== null && adj !== a ? 'adj' : null,
    ].filter(Boolean);
    if (known.length !== 1) return null;
    const want = /hyp|ladder|long/.test(target)
      ? 'hyp'
      : /opp|height|tall|high|perpendicular/.test(target)
        ? 'opp'
        : /adj|base|far|shadow|distance/.test(target)
          ? 'adj'
          : null;
    if (want === null || want === known[0]) return null;
    const s = Math.sin(rad(a));
    const c = Math.cos(rad(a));
    const t = Math.tan(rad(a));
    let value: number;
    let working: string;
    if (known[0] === 'hyp') {
      value = want === 'opp' ? (hyp ?? 0) * s : (hyp ?? 0) * c;
      working =
        want === 'opp'
          ? `opposite = hypotenuse × sin ${fmt(a)}° = ${fmt(hyp ?? 0)} × ${fmt(s)}`
          : `adjacent = hypotenuse × cos ${fmt(a)}° = ${fmt(hyp ?? 0)} × ${fmt(c)}`;
    } else if (known[0] === 'opp') {
      value = want === 'hyp' ? (opp ?? 0) / s : (opp ?? 0) / t;
      working =
        want === 'hyp'
          ? `hypotenuse = opposite ÷ sin ${fmt(a)}° = ${fmt(opp ?? 0)} ÷ ${fmt(s)}`
          : `adjacent = opposite ÷ tan ${fmt(a)}° = ${fmt(opp ?? 0)} ÷ ${fmt(t)}`;
    } else {
      value = want === 'hyp' ? (adj ?? 0) / c : (adj ?? 0) * t;
      working =
        want === 'hyp'
          ? `hypotenuse = adjacent ÷ cos ${fmt(a)}° = ${fmt(adj ?? 0)} ÷ ${fmt(c)}`
          : `opposite = adjacent × tan ${fmt(a)}° = ${fmt(adj ?? 0)} × ${fmt(t)}`;
    }
    return solution(
      'geometry',
      'right-triangle trigonometry',
      [
        step(
          'SOH CAH TOA: sin = opposite/hypotenuse, cos = adjacent/hypotenuse, tan = opposite/adjacent. Pick the ratio with the known side and the wanted side.',
          working,
        ),
        step('Evaluate.', `${fmt(value)}`),
      ],
      fmt(value),
      { values: [value] },
    );
  }
  if (
    /find (?:the )?angle|what is the angle|angle of elevation|angle of depression|measure of (?:the )?angle|find θ|angle θ/.test(
      q,
    )
  ) {
    let value: number;
    let working: string;
    if (opp !== null && adj !== null)
      [value, working] = [(Math.atan(opp / adj) * 180) / Math.PI, `θ = tan⁻¹(${fmt(opp)}/${fmt(adj)})`];
    else if (opp !== null && hyp !== null && opp < hyp)
      [value, working] = [(Math.asin(opp / hyp) * 180) / Math.PI, `θ = sin⁻¹(${fmt(opp)}/${fmt(hyp)})`];
    else if (adj !== null && hyp !== null && adj < hyp)
      [value, working] = [(Math.acos(adj / hyp) * 180) / Math.PI, `θ = cos⁻¹(${fmt(adj)}/${fmt(hyp)})`];
    else return null;
    return solution(
      'geometry',
      'angle in a right triangle',
      [
        step('Use the inverse of the ratio of the two known sides (SOH CAH TOA).', working),
        step('Evaluate in degrees.', `θ = ${fmt(value)}°`),
      ],
      `${fmt(value)}°`,
      { values: [value] },
    );
  }
  return null;
}

/** The measures a shape question may ask for. */
const SHAPE_MEASURES = /volume|capacity|how much (?:water|liquid|space)|hold|area|perimeter|circumference/;

const MEASURES: Array<[string, RegExp]> = [
  ['volume', /\bvolume\b/g],
  ['surface area', /\bsurface area\b/g],
  ['area', /\b(?<!surface )area\b/g],
  ['perimeter', /\bperimeter\b|\bcircumference\b/g],
];

/** "Find its volume and its surface area": each measure asked is answered, or none is. */
function severalMeasures(q: string, π = Math.PI) {
  // Measures named where the question asks, when it names any ("you found its area. Now find its perimeter").
  const clause = askingClause(q);
  const where = clause !== undefined && SHAPE_MEASURES.test(clause) ? clause : q;
  const asked = MEASURES.filter(([, re]) => new RegExp(re.source).test(where));
  if (asked.length < 2) return null;
  const parts = asked.map(([name]) => {
    let only = q;
    for (const [other, re] of asked) if (other !== name) only = only.replace(re, ' ');
    return shapes(only, π);
  });
  if (parts.some((part) => part === null)) return null;
  const solved = parts.filter((part) => part !== null);
  return solution(
    'geometry',
    solved.map((part) => part.problem).join('; '),
    solved.flatMap((part) => part.steps),
    solved.map((part) => part.answer).join('; '),
    { values: solved.flatMap((part) => part.result?.values ?? []) },
  );
}

/**
 * Which surface a question asks for: the whole outside ('total'), or the curved / lateral part alone ('curved');
 * null when it names another part (an open top, no lid, the inside, a label) whose area these formulas do not give.
 * A "curved surface area" answered with the total was a wrong answer, so the qualifier is read, never skipped.
 */
function surfaceAsked(q: string): 'total' | 'curved' | null {
  if (
    /\bopen\b|\blid\b|\bno (?:top|bottom|base|ends?)\b|without|excluding|except|\bonly\b|inner|inside|outer|outside|label|paint/.test(
      q,
    )
  )
    return null;
  return /\b(?:curved|lateral)(?: surface)? area\b/.test(q) ? 'curved' : 'total';
}

type ShapeOut = (
  what: string,
  value: number,
  steps: ReturnType<typeof step>[],
) => ReturnType<typeof solution>;

/**
 * A cone from its radius and either its height or its slant height (l² = r² + h²). Given both, they must agree,
 * or the question is not read: one of them would be left unused.
 */
function cone(
  q: string,
  r: number | null,
  height: number | null,
  asked: { wantsVolume: boolean; wantsSurface: boolean; surface: 'total' | 'curved' },
  π: number,
  out: ShapeOut,
) {
  const slant = measure(q, 'slant height|slant length|slant');
  if (r === null || (height === null && slant === null)) return null;
  if (slant !== null && slant <= r) return null;
  if (height !== null && slant !== null && Math.abs(Math.hypot(r, height) - slant) > 1e-6 * slant)
    return null;
  const h = height ?? Math.sqrt((slant ?? 0) ** 2 - r * r);
  const l = slant ?? Math.hypot(r, h);
  const fromSlant =
    height === null
      ? [
          step(
            'Height from the slant height: h = √(l² − r²).',
            `h = √(${fmt(l)}^2 − ${fmt(r)}^2) = ${fmt(h)}`,
          ),
        ]
      : [];
  const toSlant =
    slant === null
      ? [step('Slant height l = √(r² + h²).', `l = √(${fmt(r)}^2 + ${fmt(h)}^2) = ${fmt(l)}`)]
      : [];
  if (asked.wantsVolume)
    return out('volume', (π * r * r * h) / 3, [
      ...fromSlant,
      step(
        'Volume of a cone: V = (1/3)πr²h.',
        `V = (1/3)π × ${fmt(r)}^2 × ${fmt(h)} ≈ ${fmt((π * r * r * h) / 3)}`,
      ),
    ]);
  if (!asked.wantsSurface) return null;
  if (asked.surface === 'curved')
    return out('curved surface area', π * r * l, [
      ...toSlant,
      step('Curved surface of a cone: A = πrl.', `A = π × ${fmt(r)} × ${fmt(l)} ≈ ${fmt(π * r * l)}`),
    ]);
  return out('surface area', π * r * (r + l), [
    ...toSlant,
    step(
      'Total surface area A = πr² + πrl.',
      `A = π × ${fmt(r)} × (${fmt(r)} + ${fmt(l)}) ≈ ${fmt(π * r * (r + l))}`,
    ),
  ]);
}

function shapes(q: string, π = Math.PI) {
  // What is asked is read where it is asked when that names a measure: "In part (a) you found its area. Now find its
  // perimeter." asks for the perimeter alone (both had been given, a wrong answer).
  const clause = askingClause(q);
  const asked = clause !== undefined && SHAPE_MEASURES.test(clause) ? clause : q;
  const wantsVolume = /volume|capacity|how much (?:water|liquid|space)|hold/.test(asked);
  const wantsSurface = /surface area|\b(?:curved|lateral) area\b/.test(asked);
  const surface = wantsSurface ? surfaceAsked(q) : 'total';
  if (surface === null) return null;
  const wantsArea = !wantsSurface && /\barea\b/.test(asked);
  const wantsPerimeter = /perimeter|circumference/.test(asked);
  if (!wantsVolume && !wantsSurface && !wantsArea && !wantsPerimeter) return null;
  const r0 = measure(q, 'radius|r');
  const dia = measure(q, 'diameter|d');
  const r = r0 ?? (dia !== null ? dia / 2 : null);
  // A slant height is not the height (a cone's or pyramid's slant edge is longer than its height).
  const h = measure(q, '(?<!slant )height|h|tall|high|deep|depth');
  const rstep =
    r0 === null && dia !== null
      ? [step('The radius is half the diameter.', `r = ${fmt(dia)} / 2 = ${fmt(r ?? 0)}`)]
      : [];
  if (PART_OF_A_CIRCLE.test(q)) return null;
  // "hemisphere" contains "sphere": it is tested first, or half a sphere is measured as a whole one.
  // "can" is a cylinder only as a noun ("a tin can"), not as the verb of "how much can it hold".
  const shape = /cylind|\b(?:a|the|tin|soup|drinks?|each) can\b|tank|pipe/.test(q)
    ? 'cylinder'
    : /cone/.test(q)
      ? 'cone'
      : /hemispher/.test(q)
        ? 'hemisphere'
        : /sphere|ball|globe/.test(q)
          ? 'sphere'
          : /cube\b/.test(q)
            ? 'cube'
            : /cuboid|rectangular (?:prism|box|solid)|box|prism/.test(q)
              ? 'cuboid'
              : /pyramid/.test(q)
                ? 'pyramid'
                : /circle|circular|wheel|pizza|disc|disk/.test(q)
                  ? 'circle'
                  : /trapezi?um|trapezoid/.test(q)
                    ? 'trapezoid'
                    : /parallelogram/.test(q)
                      ? 'parallelogram'
                      : /triangle|triangular/.test(q)
                        ? 'triangle'
                        : /square/.test(q)
                          ? 'square'
                          : /rectang|garden|field|room|floor|yard|plot/.test(q)
                            ? 'rectangle'
                            : null;
  if (shape === null) return null;
  const out = (what: string, value: number, steps: ReturnType<typeof step>[]) =>
    solution('geometry', `${what} of a ${shape}`, [...rstep, ...steps], `${what} = ${fmt(value)}`, {
      values: [value],
    });
  const L = measure(q, 'length|long|l');
  const W = measure(q, 'width|wide|breadth|w');
  const side = measure(q, 'side length|side|sides|edge length|edge|sides? of length');
  switch (shape) {
    case 'circle':
      if (r === null) return null;
      if (wantsArea)
        return out('area', π * r * r, [
          step('Area of a circle: A = πr².', `A = π × ${fmt(r)}^2 = ${fmt(r * r)}π ≈ ${fmt(π * r * r)}`),
        ]);
      if (wantsPerimeter)
        return out('circumference', 2 * π * r, [
          step('Circumference: C = 2πr.', `C = 2π × ${fmt(r)} = ${fmt(2 * r)}π ≈ ${fmt(2 * π * r)}`),
        ]);
      return null;
    case 'sphere':
      if (r === null) return null;
      if (wantsVolume)
        return out('volume', (4 / 3) * π * r ** 3, [
          step(
            'Volume of a sphere: V = (4/3)πr³.',
            `V = (4/3)π × ${fmt(r)}^3 ≈ ${fmt((4 / 3) * π * r ** 3)}`,
          ),
        ]);
      // A sphere's whole surface is curved: both wordings ask 4πr².
      if (wantsSurface || wantsArea)
        return out('surface area', 4 * π * r * r, [
          step('Surface area of a sphere: A = 4πr².', `A = 4π × ${fmt(r)}^2 ≈ ${fmt(4 * π * r * r)}`),
        ]);
      return null;
    case 'hemisphere':
      if (r === null) return null;
      if (wantsVolume)
        return out('volume', (2 / 3) * π * r ** 3, [
          step('Volume of a hemisphere: V = (2/3)πr³.', `V ≈ ${fmt((2 / 3) * π * r ** 3)}`),
        ]);
      // A hemisphere's "surface area" is taught both as the dome alone and as dome plus flat face: only a
      // question saying "curved" or "total" is answered.
      if (wantsSurface && /curved|lateral/.test(q))
        return out('curved surface area', 2 * π * r * r, [
          step(
            'Curved surface of a hemisphere: half a sphere, A = 2πr².',
            `A = 2π × ${fmt(r)}^2 ≈ ${fmt(2 * π * r * r)}`,
          ),
        ]);
      if (wantsSurface && /total/.test(q))
        return out('total surface area', 3 * π * r * r, [
          step(
            'Total surface of a solid hemisphere: the dome 2πr² plus the flat circle πr², A = 3πr².',
            `A = 3π × ${fmt(r)}^2 ≈ ${fmt(3 * π * r * r)}`,
          ),
        ]);
      return null;
    case 'cylinder':
      if (r === null || h === null) return null;
      if (wantsVolume)
        return out('volume', π * r * r * h, [
          step('Volume of a cylinder: V = πr²h.', `V = π × ${fmt(r)}^2 × ${fmt(h)} ≈ ${fmt(π * r * r * h)}`),
        ]);
      if (wantsSurface && surface === 'curved')
        return out('curved surface area', 2 * π * r * h, [
          step(
            'Curved surface of a cylinder: the side unrolls into a rectangle 2πr by h, A = 2πrh.',
            `A = 2π × ${fmt(r)} × ${fmt(h)} ≈ ${fmt(2 * π * r * h)}`,
          ),
        ]);
      if (wantsSurface)
        return out('surface area', 2 * π * r * (r + h), [
          step(
            'Total surface area: A = 2πr² + 2πrh.',
            `A = 2π × ${fmt(r)}^2 + 2π × ${fmt(r)} × ${fmt(h)} ≈ ${fmt(2 * π * r * (r + h))}`,
          ),
        ]);
      return null;
    case 'cone':
      return cone(q, r, h, { wantsVolume, wantsSurface, surface }, π, out);
    case 'cube': {
      const s = side ?? L;
      if (s === null) return null;
      if (wantsVolume)
        return out('volume', s ** 3, [step('Volume of a cube: V = s³.', `V = ${fmt(s)}^3 = ${fmt(s ** 3)}`)]);
      // A cube has no curved surface; its lateral surface is its four side faces.
      if (wantsSurface && surface === 'curved') {
        if (!/lateral/.test(q)) return null;
        return out('lateral surface area', 4 * s * s, [
          step(
            'Lateral surface of a cube: the 4 side faces of s².',
            `A = 4 × ${fmt(s)}^2 = ${fmt(4 * s * s)}`,
          ),
        ]);
      }
      if (wantsSurface || wantsArea)
        return out('surface area', 6 * s * s, [
          step('Surface area of a cube: 6 faces of s².', `A = 6 × ${fmt(s)}^2 = ${fmt(6 * s * s)}`),
        ]);
      return null;
    }
    case 'cuboid': {
      let dims = [L, W, h];
      if (dims.some((x) => x === null)) {
        const m = new RegExp(
          `${N}\\s*(?:cm|m|mm|in|ft)?\\s*(?:by|x|×)\\s*${N}\\s*(?:cm|m|mm|in|ft)?\\s*(?:by|x|×)\\s*${N}`,
        ).exec(q);
        if (!m) return null;
        dims = [Number(m[1]), Number(m[2]), Number(m[3])];
      }
      const [a, b, c] = dims as [number, number, number];
      // Which pair of faces a cuboid's "lateral" surface leaves out depends on which side it stands on.
      if (wantsSurface && surface === 'curved') return null;
      if (wantsVolume)
        return out('volume', a * b * c, [
          step(
            'Volume of a cuboid: V = length × width × height.',
            `V = ${fmt(a)} × ${fmt(b)} × ${fmt(c)} = ${fmt(a * b * c)}`,
          ),
        ]);
      if (wantsSurface)
        return out('surface area', 2 * (a * b + b * c + a * c), [
          step(
            'Surface area: A = 2(lw + wh + lh).',
            `A = 2(${fmt(a)} × ${fmt(b)} + ${fmt(b)} × ${fmt(c)} + ${fmt(a)} × ${fmt(c)}) = 2(${fmt(a * b)} + ${fmt(b * c)} + ${fmt(a * c)}) = ${fmt(2 * (a * b + b * c + a * c))}`,
          ),
        ]);
      return null;
    }
    case 'pyramid': {
      const base = side ?? measure(q, 'base(?: side| edge)?(?: length)?');
      if (base === null || h === null || !wantsVolume) return null;
      return out('volume', (base * base * h) / 3, [
        step(
          'Volume of a pyramid: V = (1/3) × base area × height; a square base has area s².',
          `V = (1/3) × ${fmt(base)}^2 × ${fmt(h)} = ${fmt((base * base * h) / 3)}`,
        ),
      ]);
    }
    case 'square': {
      const s = side ?? L;
      if (s === null) return null;
      if (wantsArea)
        return out('area', s * s, [step('Area of a square: A = s².', `A = ${fmt(s)}^2 = ${fmt(s * s)}`)]);
      if (wantsPerimeter)
        return out('perimeter', 4 * s, [
          step('Perimeter of a square: P = 4s.', `P = 4 × ${fmt(s)} = ${fmt(4 * s)}`),
        ]);
      return null;
    }
    case 'rectangle': {
      let [a, b] = [L, W];
      if (a === null || b === null) {
        const m = new RegExp(`${N}\\s*(?:cm|m|mm|in|ft|km|units)?\\s*(?:by|x|×)\\s*${N}`).exec(q);
        if (!m) return null;
        [a, b] = [Number(m[1]), Number(m[2])];
      }
      if (wantsArea)
        return out('area', a * b, [
          step('Area of a rectangle: A = length × width.', `A = ${fmt(a)} × ${fmt(b)} = ${fmt(a * b)}`),
        ]);
      if (wantsPerimeter)
        return out('perimeter', 2 * (a + b), [
          step(
            'Perimeter of a rectangle: P = 2(l + w).',
            `P = 2(${fmt(a)} + ${fmt(b)}) = ${fmt(2 * (a + b))}`,
          ),
        ]);
      return null;
    }
    case 'triangle': {
      const base = measure(q, 'base|b');
      const sides = new RegExp(
        `sides?(?: of length| of| lengths?| measuring| are)?\\s*${N}\\s*(?:cm|m|mm|in|ft|units)?\\s*,\\s*${N}\\s*(?:cm|m|mm|in|ft|units)?\\s*,?\\s*(?:and)?\\s*${N}`,
      ).exec(q);
      if (wantsArea && base !== null && h !== null)
        return out('area', (base * h) / 2, [
          step(
            'Area of a triangle: A = ½ × base × height.',
            `A = ½ × ${fmt(base)} × ${fmt(h)} = ${fmt((base * h) / 2)}`,
          ),
        ]);
      if (sides) {
        const [a, b, c] = [Number(sides[1]), Number(sides[2]), Number(sides[3])];
        if (a + b <= c || a + c <= b || b + c <= a) return null;
        if (wantsPerimeter)
          return out('perimeter', a + b + c, [
            step(
              'Perimeter: add the three sides.',
              `P = ${fmt(a)} + ${fmt(b)} + ${fmt(c)} = ${fmt(a + b + c)}`,
            ),
          ]);
        if (wantsArea) {
          const s = (a + b + c) / 2;
          const area = Math.sqrt(s * (s - a) * (s - b) * (s - c));
          return out('area', area, [
            step(
              "Heron's formula: s = (a + b + c)/2, A = √(s(s - a)(s - b)(s - c)).",
              `a = ${fmt(a)}, b = ${fmt(b)}, c = ${fmt(c)}: s = ${fmt(s)}, A = √(${fmt(s)} × ${fmt(s - a)} × ${fmt(s - b)} × ${fmt(s - c)}) = ${fmt(area)}`,
            ),
          ]);
        }
      }
      return null;
    }
    case 'parallelogram': {
      const base = measure(q, 'base|b');
      if (!wantsArea || base === null || h === null) return null;
      return out('area', base * h, [
        step(
          'Area of a parallelogram: A = base × height.',
          `A = ${fmt(base)} × ${fmt(h)} = ${fmt(base * h)}`,
        ),
      ]);
    }
    case 'trapezoid': {
      const m = new RegExp(
        `(?:bases|parallel sides)(?: of| are| of length| measuring)?\\s*${N}\\s*(?:cm|m|mm|in|ft|units)?\\s*(?:and|,)\\s*${N}`,
      ).exec(q);
      if (!wantsArea || !m || h === null) return null;
      const [a, b] = [Number(m[1]), Number(m[2])];
      return out('area', ((a + b) / 2) * h, [
        step(
          'Area of a trapezoid: A = ½(a + b)h.',
          `A = ½(${fmt(a)} + ${fmt(b)}) × ${fmt(h)} = ${fmt(((a + b) / 2) * h)}`,
        ),
      ]);
    }
    default:
      return null;
  }
}

/** A quantity changing in time ("how fast is the area changing", "increases at 2 cm/s") asks a related rate. */
const RELATED_RATE =
  /\bhow fast\b|\brate of change\b|\b(?:is|are) (?:changing|increasing|decreasing|growing|shrinking)\b|\b(?:increas|decreas|grow|shrink|expand)\w* at (?:a rate of )?\d/;

/** The value of π a question tells the student to use ("use π = 3.14", "take pi as 22/7"), and its words. */
export function givenPi(q: string): { value: number; said: string } | null {
  const m =
    /[,(;.]?\s*\(?\s*(?:use|using|take|taking|with|where|let)?\s*(?:π|pi)\s*(?:=|as|≈|to be|is)\s*(3\.14\d*|22\s*\/\s*7)\s*\)?/.exec(
      q,
    );
  if (!m) return null;
  const value = /22/.test(m[1] ?? '') ? 22 / 7 : Number(m[1]);
  return { value, said: m[0] };
}

/** The step that says which π the working uses. */
export const piStep = (pi: { value: number; said: string }) =>
  step('Use the value of π the question gives.', `π = ${/22/.test(pi.said) ? '22/7' : fmt(pi.value)}`);

/** A circle or solid measured with the π the question gives: the same working, that π in it. */
function withGivenPi(q: string) {
  const pi = givenPi(q);
  if (pi === null) return null;
  const rest = q.replace(pi.said, ' ');
  const solved = circleFromOnePart(rest, pi.value) ?? measuresAsked(rest, pi.value);
  return solved === null ? null : { ...solved, steps: [piStep(pi), ...solved.steps] };
}

export const solveGeometry: HomeworkSolver = (q) =>
  RELATED_RATE.test(q) ? null : givenPi(q) !== null ? withGivenPi(q) : shapeAnswer(q);

const shapeAnswer = (q: string) =>
  lineOfEquation(q) ??
  trigValue(q) ??
  circleFromOnePart(q) ??
  coordinates(q) ??
  missingAngle(q) ??
  polygonAngles(q) ??
  rightTriangleTrig(q) ??
  pythagoras(q) ??
  measuresAsked(q);

/** A solid's or shape's measures: a question asking two gets both or neither (one alone would read as the whole). */
const measuresAsked = (q: string, π = Math.PI) =>
  MEASURES.filter(([, re]) => new RegExp(re.source).test(q)).length >= 2
    ? severalMeasures(q, π)
    : shapes(q, π);
