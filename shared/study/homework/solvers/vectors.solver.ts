// Vectors in 2 or 3 dimensions, written as (3, -2), <1, 2>, ⟨1, 2⟩ or 3i + 4j - 12k, named (a = (2, 3)) or not:
// the magnitude, a unit vector, the dot and cross products, the angle between two vectors and a combination such as
// 2a + b. A question that names a vector it does not give, or mixes dimensions, is declined.
import type { MathSolution } from '../../math/math-solution.types.ts';
import { fmt, NUMBER } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

type Vector = number[];

const BRACKETED = new RegExp(
  String.raw`[(<⟨]\s*(${NUMBER})\s*,\s*(${NUMBER})\s*(?:,\s*(${NUMBER})\s*)?[)>⟩]`,
  'g',
);
const IJK = /((?:[-+]\s*)?(?:\d+(?:\.\d+)?)?\s*[ijk]\b(?:\s*[-+]\s*(?:\d+(?:\.\d+)?)?\s*[ijk]\b){1,2})/g;

function fromIjk(text: string): Vector | null {
  const parts = [...text.replace(/\s+/g, '').matchAll(/([-+]?)(\d+(?:\.\d+)?)?([ijk])/g)];
  const components: Record<string, number> = {};
  for (const [, sign, size, axis] of parts) {
    if (axis === undefined || components[axis] !== undefined) return null;
    components[axis] = (sign === '-' ? -1 : 1) * (size === undefined ? 1 : Number(size));
  }
  return components.k === undefined
    ? [components.i ?? 0, components.j ?? 0]
    : [components.i ?? 0, components.j ?? 0, components.k];
}

/** The vectors of the question in order, with the letter each is named by ("a = (2, 3)"), if any. */
function vectorsOf(q: string): Array<{ name?: string; vector: Vector }> {
  const found: Array<{ at: number; name?: string; vector: Vector }> = [];
  const nameBefore = (at: number) => /(?:^|[^a-z])([a-z])\s*=\s*$/.exec(q.slice(0, at))?.[1];
  for (const m of q.matchAll(BRACKETED)) {
    const vector = [m[1], m[2], m[3]].filter((v) => v !== undefined).map(Number);
    found.push({ at: m.index, name: nameBefore(m.index), vector });
  }
  for (const m of q.matchAll(IJK)) {
    const vector = fromIjk(m[1] ?? '');
    if (vector !== null) found.push({ at: m.index, name: nameBefore(m.index), vector });
  }
  return found.sort((x, y) => x.at - y.at).map(({ name, vector }) => ({ name, vector }));
}

const show = (v: Vector) => `(${v.map(fmt).join(', ')})`;
const dot = (u: Vector, v: Vector) => u.reduce((sum, x, i) => sum + x * (v[i] ?? 0), 0);
const length = (v: Vector) => Math.sqrt(dot(v, v));

function twoVectors(given: Array<{ vector: Vector }>): [Vector, Vector] | null {
  const [u, v] = given.map((g) => g.vector);
  if (given.length !== 2 || u === undefined || v === undefined || u.length !== v.length) return null;
  return [u, v];
}

function vectorAnswer(q: string): MathSolution | null {
  const given = vectorsOf(q);
  if (given.length === 0) return null;
  // Brackets alone may be points: a vector question says so, or writes i, j, k.
  const saysVector =
    /vector|\bdot\b|scalar product|cross product|·/.test(q) || new RegExp(IJK.source).test(q);
  if (!saysVector) return combination(q, given);
  if (/cross product|vector product|\b[a-z]\s*[×x]\s*[a-z]\b/.test(q)) {
    const pair = twoVectors(given);
    if (pair === null || pair[0].length !== 3) return null;
    const [[a1, a2, a3], [b1, b2, b3]] = pair as [[number, number, number], [number, number, number]];
    const cross = [a2 * b3 - a3 * b2, a3 * b1 - a1 * b3, a1 * b2 - a2 * b1];
    return solution(
      'geometry',
      `${show(pair[0])} × ${show(pair[1])}`,
      [
        step(
          'u × v = (u₂v₃ - u₃v₂, u₃v₁ - u₁v₃, u₁v₂ - u₂v₁).',
          `(${fmt(a2)}·${fmt(b3)} - ${fmt(a3)}·${fmt(b2)}, ${fmt(a3)}·${fmt(b1)} - ${fmt(a1)}·${fmt(b3)}, ${fmt(a1)}·${fmt(b2)} - ${fmt(a2)}·${fmt(b1)}) = ${show(cross)}`,
        ),
      ],
      show(cross),
      { values: cross },
    );
  }
  if (/angle between/.test(q)) {
    const pair = twoVectors(given);
    if (pair === null) return null;
    const [u, v] = pair;
    if (length(u) === 0 || length(v) === 0) return null;
    const cosine = Math.max(-1, Math.min(1, dot(u, v) / (length(u) * length(v))));
    const radians = /radian/.test(q) && !/degree|°/.test(q);
    const angle = radians ? Math.acos(cosine) : (Math.acos(cosine) * 180) / Math.PI;
    const unit = radians ? ' rad' : '°';
    return solution(
      'geometry',
      `angle between ${show(u)} and ${show(v)}`,
      [
        step(
          'cos θ = (u · v) / (|u| |v|).',
          `u · v = ${fmt(dot(u, v))}, |u| = ${fmt(length(u))}, |v| = ${fmt(length(v))}`,
        ),
        step('Evaluate and take the inverse cosine.', `cos θ = ${fmt(cosine)} → θ = ${fmt(angle)}${unit}`),
      ],
      `θ = ${fmt(angle)}${unit}`,
      { values: [angle] },
    );
  }
  if (/\bdot\b|scalar product|·|\b[a-z]\s*\.\s*[a-z]\b/.test(q)) {
    const pair = twoVectors(given);
    if (pair === null) return null;
    const [u, v] = pair;
    const value = dot(u, v);
    return solution(
      'geometry',
      `${show(u)} · ${show(v)}`,
      [
        step(
          'Multiply matching components and add.',
          `${u.map((x, i) => `${fmt(x)}·${fmt(v[i] ?? 0)}`).join(' + ')} = ${fmt(value)}`,
        ),
      ],
      fmt(value),
      { values: [value] },
    );
  }
  if (/unit vector/.test(q)) {
    if (given.length !== 1 || !/direction|unit vector (?:of|along|parallel)/.test(q)) return null;
    const [{ vector }] = given as [{ vector: Vector }];
    const size = length(vector);
    if (size === 0) return null;
    const unit = vector.map((x) => x / size);
    return solution(
      'geometry',
      `unit vector along ${show(vector)}`,
      [
        step('Find the magnitude.', `|v| = √(${vector.map((x) => `${fmt(x)}²`).join(' + ')}) = ${fmt(size)}`),
        step('Divide each component by the magnitude.', show(unit)),
      ],
      show(unit),
      { values: unit },
    );
  }
  if (/magnitude|length of (?:the )?vector|modulus|\|[^|]+\|/.test(q)) {
    if (given.length !== 1) return null;
    const [{ vector }] = given as [{ vector: Vector }];
    const size = length(vector);
    return solution(
      'geometry',
      `|${show(vector)}|`,
      [
        step(
          '|v| = √(sum of the squared components).',
          `√(${vector.map((x) => `${fmt(x)}²`).join(' + ')}) = ${fmt(size)}`,
        ),
      ],
      fmt(size),
      { values: [size] },
    );
  }
  return combination(q, given);
}

/** "2a + b", "a - 3b", "3a + 2b" with a and b given: the combined vector's components. */
function combination(q: string, given: Array<{ name?: string; vector: Vector }>): MathSolution | null {
  const named = new Map(given.filter((g) => g.name !== undefined).map((g) => [g.name ?? '', g.vector]));
  if (named.size !== given.length || named.size < 2) return null;
  const asked =
    /(?:find|work out|calculate|what is)\s+((?:[-+]?\s*\d*(?:\.\d+)?\s*[a-z]\s*){1,3}?)\s*[?.]?$/.exec(
      q,
    )?.[1];
  if (asked === undefined) return null;
  const terms = [...asked.replace(/\s+/g, '').matchAll(/([-+]?)(\d*(?:\.\d+)?)([a-z])/g)];
  if (terms.map((t) => t[0]).join('') !== asked.replace(/\s+/g, '') || terms.length < 2) return null;
  const dimension = given[0]?.vector.length ?? 0;
  if (given.some((g) => g.vector.length !== dimension)) return null;
  const result: Vector = new Array<number>(dimension).fill(0);
  for (const [, sign, size, letter] of terms) {
    const vector = named.get(letter ?? '');
    if (vector === undefined) return null;
    const k = (sign === '-' ? -1 : 1) * (size === undefined || size === '' ? 1 : Number(size));
    vector.forEach((x, i) => (result[i] = (result[i] ?? 0) + k * x));
  }
  return solution(
    'geometry',
    asked,
    [
      step(
        'Multiply each vector by its number and add component by component.',
        `${[...named].map(([name, v]) => `${name} = ${show(v)}`).join(', ')} → ${asked} = ${show(result)}`,
      ),
    ],
    show(result),
    { values: result },
  );
}

export const solveVectors: HomeworkSolver = (q) => vectorAnswer(q);
