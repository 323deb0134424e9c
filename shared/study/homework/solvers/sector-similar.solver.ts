// Three geometry questions past a whole shape: a sector's area, arc length or perimeter from its radius and angle
// (degrees, or radians when said); similar shapes, whose areas scale by the square and volumes by the cube of the
// length scale factor; and a circle's radius or centre read from its equation (x - a)² + (y - b)² = r². Every
// number must be read and the asking clause must name one measure, or the question is declined.
import { NUMBER, askingClause, fmt, numbersLeftOver } from './question-text.util.ts';
import { givenPi, piStep } from './geometry.solver.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathStep } from '../../math/math-solution.types.ts';

const N = `(${NUMBER})`;

function sector(q: string) {
  if (!/\bsector\b|\barc\b|\bminor arc|\bmajor arc/.test(q)) return null;
  const pi = givenPi(q);
  const π = pi?.value ?? Math.PI;
  const text = pi ? q.replace(pi.said, ' ') : q;
  const radius = new RegExp(`\\b(?:radius|r)\\s*(?:of|is|=|:)?\\s*${N}`).exec(text);
  const angle =
    new RegExp(`${N}\\s*(°|degrees?|deg\\b|radians?|rad\\b)`).exec(text) ??
    new RegExp(`\\b(?:angle|θ|theta)\\s*(?:of|is|=|:)?\\s*${N}\\s*(°|degrees?|radians?)?`).exec(text);
  if (!radius || !angle) return null;
  const angleText = angle[0];
  const angleValue = Number(/^[-+\d.]/.test(angleText) ? angle[1] : angle[1]);
  const radians = /^rad/.test(angle[2] ?? '') || /radians?\b/.test(text);
  if (numbersLeftOver(text, [radius[0], angleText])) return null;
  const r = Number(radius[1]);
  if (!(r > 0) || !(angleValue > 0) || (!radians && angleValue > 360) || (radians && angleValue > 2 * π))
    return null;
  const clause = askingClause(text) ?? text;
  const asks = [
    /\barea\b/.test(clause) ? 'area' : null,
    /perimeter/.test(clause) ? 'perimeter' : null,
    /arc length|length of (?:the )?(?:minor |major )?arc|\barc\b/.test(clause) &&
    !/perimeter|area/.test(clause)
      ? 'arc'
      : null,
  ].filter((a) => a !== null);
  if (asks.length !== 1) return null;
  const fraction = radians ? angleValue / (2 * π) : angleValue / 360;
  const steps: MathStep[] = pi ? [piStep(pi)] : [];
  const part = radians
    ? `θ = ${fmt(angleValue)} radians, a fraction θ / 2π of the circle`
    : `${fmt(angleValue)}° is ${fmt(angleValue)}/360 of the circle`;
  steps.push(step('The sector is a fraction of the whole circle.', part));
  const arc = fraction * 2 * π * r;
  let value: number;
  let what: string;
  if (asks[0] === 'area') {
    value = fraction * π * r * r;
    what = 'area';
    steps.push(
      step(
        radians ? 'Area of a sector: A = ½r²θ.' : 'Area of a sector: A = (θ/360) × πr².',
        radians
          ? `A = ½ × ${fmt(r)}² × ${fmt(angleValue)} = ${fmt(value)}`
          : `A = ${fmt(angleValue)}/360 × π × ${fmt(r)}² = ${fmt(value)}`,
      ),
    );
  } else {
    steps.push(
      step(
        radians ? 'Arc length: s = rθ.' : 'Arc length: s = (θ/360) × 2πr.',
        radians
          ? `s = ${fmt(r)} × ${fmt(angleValue)} = ${fmt(arc)}`
          : `s = ${fmt(angleValue)}/360 × 2π × ${fmt(r)} = ${fmt(arc)}`,
      ),
    );
    value = arc;
    what = 'arc length';
    if (asks[0] === 'perimeter') {
      value = arc + 2 * r;
      what = 'perimeter';
      steps.push(
        step(
          'The perimeter is the arc and the two radii.',
          `P = ${fmt(arc)} + 2 × ${fmt(r)} = ${fmt(value)}`,
        ),
      );
    }
  }
  return solution('geometry', `sector: ${what}`, steps, `${what} = ${fmt(value)}`, { values: [value] });
}

type Kind = 'length' | 'area' | 'volume';
const POWER: Record<Kind, number> = { length: 1, area: 2, volume: 3 };

/**
 * Similar shapes: a pair of corresponding measures gives the scale factor ("sides 4 cm and 10 cm", "areas 9 and
 * 25", "scale factor 3"); a measure of one shape ("the smaller has area 12") gives the other's, lengths scaling by
 * k, areas by k², volumes by k³. Which shape the given measure belongs to must be said (smaller / larger).
 */
function similar(question: string) {
  if (!/\bsimilar\b|\benlarge/.test(question)) return null;
  // "Two similar triangles" counts the shapes (read as the digit 2): not a measure.
  const q = question.replace(/\b2 (similar|shapes)\b/, '$1');
  const kindOf = (word: string): Kind | null =>
    /area/.test(word)
      ? 'area'
      : /volume|capacit/.test(word)
        ? 'volume'
        : /side|length|height|width|base|edge|radi|perimeter|diameter/.test(word)
          ? 'length'
          : null;
  const pair = new RegExp(
    `(?:corresponding\\s+)?(sides?|lengths?|heights?|widths?|bases?|edges?|radii|areas?|volumes?|perimeters?)[^.?\\d]*?${N}\\s*(?:cm|m|mm|km|in|ft)?(?:\\^?[23]|²|³)?\\s*(?:and|to|:)\\s*${N}`,
  ).exec(q);
  const factor = new RegExp(`scale factor (?:of |is |=\\s*)?${N}`).exec(q);
  if ((pair === null) === (factor === null)) return null;
  const pairKind = pair ? kindOf(pair[1] ?? '') : 'length';
  if (pairKind === null) return null;
  let rest = q.replace((pair ?? factor)?.[0] ?? '', ' ');
  const SHAPE = '(smaller|small|larger|large|bigger|first|second|original|enlarged|new)';
  const MEASURE = '(area|volume|side|length|height|width|perimeter)';
  const shapeFirst = new RegExp(`${SHAPE}[^.?\\d]*?${MEASURE}[^.?\\d]*?${N}`).exec(rest);
  const measureFirst = new RegExp(`${MEASURE} of the ${SHAPE}(?: [a-z]+)? (?:is|=|was) ${N}`).exec(rest);
  const found = shapeFirst ?? measureFirst;
  if (found === null) return null;
  const given = shapeFirst ? shapeFirst : [found[0], found[2], found[1], found[3]];
  rest = rest.replace(found[0], ' ');
  if (numbersLeftOver(rest, [])) return null;
  const givenKind = kindOf(given[2] ?? '');
  const clause = askingClause(rest) ?? '';
  const askedKind = kindOf(clause);
  const askedShape = /smaller|small\b|first|original/.test(clause)
    ? 'small'
    : /larger|large\b|bigger|second|enlarged|new/.test(clause)
      ? 'large'
      : null;
  const givenShape = /smaller|small|first|original/.test(given[1] ?? '') ? 'small' : 'large';
  if (givenKind === null || askedKind === null || askedShape === null || askedShape === givenShape)
    return null;
  // The length scale factor large : small.
  let k: number;
  const steps: MathStep[] = [];
  if (pair) {
    const a = Number(pair[2]);
    const b = Number(pair[3]);
    if (!(a > 0) || !(b > 0) || a === b) return null;
    const ratio = Math.max(a, b) / Math.min(a, b);
    k = ratio ** (1 / POWER[pairKind]);
    steps.push(
      step(
        `The ${pairKind}s are in the ratio ${fmt(Math.max(a, b))} : ${fmt(Math.min(a, b))}, so the length scale factor is${pairKind === 'length' ? '' : pairKind === 'area' ? ' its square root' : ' its cube root'}.`,
        `k = ${pairKind === 'length' ? '' : pairKind === 'area' ? '√' : '∛'}(${fmt(Math.max(a, b))}/${fmt(Math.min(a, b))}) = ${fmt(k)}`,
      ),
    );
  } else {
    k = Number(factor?.[1]);
    // A factor below 1 is an enlargement that shrinks: the larger shape is then the original.
    if (!(k > 0) || k === 1) return null;
    if (k < 1) k = 1 / k;
    steps.push(step('The length scale factor.', `k = ${fmt(k)}`));
  }
  const value = Number(given[3]);
  const scale = (k ** POWER[askedKind]) ** (askedShape === 'large' ? 1 : -1);
  if (givenKind !== askedKind) return null;
  const result = value * scale;
  steps.push(
    step(
      `${askedKind === 'length' ? 'Lengths scale by k' : askedKind === 'area' ? 'Areas scale by k²' : 'Volumes scale by k³'}; ${askedShape === 'large' ? 'multiply' : 'divide'}.`,
      `${fmt(value)} ${askedShape === 'large' ? '×' : '÷'} ${fmt(k)}${POWER[askedKind] === 1 ? '' : `^${POWER[askedKind]}`} = ${fmt(result)}`,
    ),
  );
  return solution('geometry', `similar shapes: ${askedKind}`, steps, `${askedKind} = ${fmt(result)}`, {
    values: [result],
  });
}

/** "(x - 2)^2 + (y + 3)^2 = 49": centre (2, -3), radius 7. */
function circleEquation(q: string) {
  const term = (v: string) => String.raw`(?:\(\s*${v}\s*([-+])\s*${N}\s*\)|${v}())\s*\^\s*2`;
  const m = new RegExp(`${term('x')}\\s*\\+\\s*${term('y')}\\s*=\\s*${N}(?!\\d|\\.\\d|\\s*[-+*/^])`).exec(q);
  if (!m) return null;
  const centre = (sign: string | undefined, value: string | undefined) =>
    value === undefined ? 0 : sign === '-' ? Number(value) : -Number(value);
  const a = centre(m[1], m[2]);
  const b = centre(m[4], m[5]);
  const r2 = Number(m[7]);
  if (!(r2 > 0) || numbersLeftOver(q, [m[0]])) return null;
  const clause = askingClause(q) ?? '';
  const r = Math.sqrt(r2);
  const steps = [
    step(
      'A circle (x - a)² + (y - b)² = r² has centre (a, b) and radius r.',
      `centre (${fmt(a)}, ${fmt(b)}), r² = ${fmt(r2)}`,
    ),
  ];
  const wantsRadius = /radius/.test(clause);
  const wantsCentre = /cent(?:re|er)/.test(clause);
  if (wantsRadius === wantsCentre) return null;
  if (wantsRadius) {
    steps.push(step('Take the square root.', `r = √${fmt(r2)} = ${fmt(r)}`));
    return solution('geometry', 'radius of a circle', steps, `r = ${fmt(r)}`, { values: [r] });
  }
  return solution('geometry', 'centre of a circle', steps, `centre (${fmt(a)}, ${fmt(b)})`, {
    values: [a, b],
  });
}

export const solveSectorOrSimilar: HomeworkSolver = (q) => sector(q) ?? similar(q) ?? circleEquation(q);
