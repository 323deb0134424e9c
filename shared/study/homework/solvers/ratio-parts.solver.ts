// Ratios whose parts are named things ("the ratio of boys to girls is 5:7", "cement, sand and gravel in the ratio
// 1:2:4", "blue:yellow = 2:5") with one more quantity given: the whole ("there are 84 members", "840 kg of
// concrete") or one part ("3 litres of blue"); the part or the whole asked is found from the value of one part.
// And a proportion written as two ratios with one unknown ("4 : 9 = x : 31.5").
// A comparison ("12 more girls than boys"), a second quantity or an asked thing that is not one of the named
// parts or the whole is declined.
import type { MathSolution } from '../../math/math-solution.types.ts';
import { askingClause, fmt, lastSentence, NUMBER, numbersLeftOver } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const RATIO = String.raw`(\d+(?:\.\d+)?(?:\s*:\s*\d+(?:\.\d+)?)+)`;
const NAME = String.raw`[a-z]+(?: [a-z]+)?`;
/** Units an amount may carry before the thing it measures ("3 litres of blue", "840 kg of concrete"). */
const UNIT = String.raw`(?:kg|g|grams?|kilograms?|tonnes?|t|l|litres?|liters?|ml|millilitres?|cm|m|km|metres?|cups?|spoons?|tablespoons?|teaspoons?|bags?|buckets?|parts?|pounds?|dollars?|euros?)`;

interface NamedRatio {
  names: string[];
  parts: number[];
  /** The text the ratio was read from, so that its numbers count as read. */
  said: string;
  end: number;
}

/** A thing's name without a plural s, so that "boys" and "boy" are one part. */
const stem = (word: string) => word.replace(/(?:es|s)$/, '');
const sameName = (a: string, b: string) => stem(a.trim()) === stem(b.trim());

function namedRatio(q: string): NamedRatio | null {
  const found =
    new RegExp(
      `\\bratio of (${NAME}) to (${NAME})(?: to (${NAME}))?(?: (?:in|at|on|of) (?:the |a |an )?${NAME})? (?:is|was|=|are) ${RATIO}`,
    ).exec(q) ??
    new RegExp(
      `\\b((?:[a-z]+, )*[a-z]+ and [a-z]+)(?: [a-z]+)? (?:are |is )?(?:mixed |combined |shared )?in the ratio (?:of )?${RATIO}`,
    ).exec(q) ??
    new RegExp(`\\b([a-z]+)\\s*:\\s*([a-z]+)(?:\\s*:\\s*([a-z]+))?\\s*(?:=|is|are) ${RATIO}`).exec(q);
  if (!found) return null;
  const groups = found.slice(1).filter((g): g is string => g !== undefined);
  const ratio = groups.pop() ?? '';
  const names =
    groups.length === 1
      ? (groups[0] ?? '').split(/, | and /).map((n) => n.trim())
      : groups.map((n) => n.trim());
  const parts = ratio.split(':').map((p) => Number(p.trim()));
  if (names.length !== parts.length || parts.some((p) => !(p > 0))) return null;
  if (new Set(names.map(stem)).size !== names.length) return null;
  return { names, parts, said: found[0], end: found.index + found[0].length };
}

/** Which named part a phrase ("girls", "of sand", "the blue paint") is, or -1. */
function partNamed(phrase: string, names: string[]): number {
  const words = phrase.trim().split(/\s+/);
  return names.findIndex((name) => {
    const nameWords = name.split(' ');
    return nameWords.every((w, i) => words[i] !== undefined && sameName(w, words[i]));
  });
}

interface Given {
  value: number;
  /** The index of the named part, or -1 for the whole. */
  part: number;
  said: string;
}

/** The one amount given besides the ratio: a named part or the whole. */
function givenAmount(rest: string, names: string[]): Given | null {
  const amounts = [
    ...rest.matchAll(
      new RegExp(`(?<![\\d.:])(${NUMBER})\\s*(?:${UNIT}\\b\\s*)?(?:of (?:the )?)?([a-z]+(?: [a-z]+)?)?`, 'g'),
    ),
  ];
  if (amounts.length !== 1) return null;
  const [said, value, following] = amounts[0] as RegExpMatchArray;
  const part = partNamed(following ?? '', names);
  // The whole is said: another thing ("84 members", "840 kg of concrete") or "altogether" / "in total". A bare
  // amount ("she uses 600 g.") could be either part or the whole, so it is not read.
  const noun = following?.split(' ')[0] ?? '';
  const wholeSaid =
    /\b(?:altogether|in total|total)\b/.test(following ?? '') ||
    (noun !== '' && !/^(?:and|or|in|is|are|was|of|to|for|the|a|an|at|on|with|by|from|each|per)$/.test(noun));
  if (part < 0 && !wholeSaid) return null;
  return { value: Number(value), part, said };
}

/** The part asked for ("how many girls", "how much sand"), -1 for the whole, or null when unclear. */
function askedPart(clause: string, names: string[], whole: string | undefined): number | null {
  const asked = new RegExp(
    `^(?:how (?:many|much)|what (?:mass|amount|volume|quantity|number) of|what is the (?:mass|amount|volume|number) of)\\s+(?:${UNIT}\\s+)?(?:of\\s+)?(?:the\\s+)?([a-z]+(?: [a-z]+)?)`,
  ).exec(clause);
  if (asked) {
    const part = partNamed(asked[1] ?? '', names);
    if (part >= 0) return part;
  }
  if (
    /\b(?:altogether|in total|total)\b|\b(?:most|greatest|largest|maximum) [a-z ()]*?(?:can|could) (?:make|be made)/.test(
      clause,
    )
  )
    return -1;
  if (asked && whole !== undefined && sameName(asked[1]?.split(' ')[0] ?? '', whole)) return -1;
  return null;
}

function partsOfWhole(q: string): MathSolution | null {
  const ratio = namedRatio(q);
  if (ratio === null) return null;
  if (/\b(?:more|fewer|less|than|difference|left|remain|leave|join)\b/.test(q)) return null;
  const clause = askingClause(q);
  if (clause === undefined) return null;
  const before = q.slice(0, q.length - clause.length);
  const given = givenAmount(before.slice(ratio.end), ratio.names) ?? givenAmount(clause, ratio.names);
  if (given === null) return null;
  // Read as the whole, the rest of the amount's sentence must name no part ("30 counters that are red" is a part).
  const after = q.slice(q.indexOf(given.said) + given.said.length).split(/[.;?!](?!\d)/)[0] ?? '';
  if (given.part < 0 && after.split(/[^a-z]+/).some((w) => w !== '' && partNamed(w, ratio.names) >= 0))
    return null;
  if (numbersLeftOver(q, [ratio.said, given.said])) return null;
  // The whole's name: what follows the given number when it is no part ("84 members", "840 kg of concrete").
  const wholeName =
    given.part < 0
      ? new RegExp(`(?:${UNIT}\\b\\s*)?(?:of (?:the )?)?([a-z]+)`).exec(
          given.said.replace(/^\S+\s*/, ''),
        )?.[1]
      : undefined;
  const asked = askedPart(clause.replace(given.said, ' ').replace(/\s+/g, ' '), ratio.names, wholeName);
  if (asked === null || asked === given.part) return null;
  const sum = ratio.parts.reduce((s, p) => s + p, 0);
  const givenParts = given.part < 0 ? sum : (ratio.parts[given.part] ?? NaN);
  const askedParts = asked < 0 ? sum : (ratio.parts[asked] ?? NaN);
  const onePart = given.value / givenParts;
  const value = onePart * askedParts;
  if (!Number.isFinite(value)) return null;
  const label = (i: number) => (i < 0 ? 'the whole' : (ratio.names[i] ?? ''));
  return solution(
    'percentage',
    `${ratio.names.join(' : ')} = ${ratio.parts.join(' : ')}`,
    [
      step('Add the parts of the ratio.', `${ratio.parts.join(' + ')} = ${fmt(sum)} parts`),
      step(
        `${label(given.part)} is ${fmt(givenParts)} part${givenParts === 1 ? '' : 's'}: one part is ${fmt(given.value)} ÷ ${fmt(givenParts)}.`,
        `1 part = ${fmt(onePart)}`,
      ),
      step(
        `${label(asked)} is ${fmt(askedParts)} part${askedParts === 1 ? '' : 's'}.`,
        `${fmt(askedParts)} × ${fmt(onePart)} = ${fmt(value)}`,
      ),
    ],
    fmt(value),
    { values: [value] },
  );
}

/** "4 : 9 = x : 31.5", "x:12 = 5:8": the products of the means and of the extremes are equal. */
function ratioEquation(q: string): MathSolution | null {
  const term = String.raw`(${NUMBER}|[a-z])`;
  const m = new RegExp(
    `(?:^|[^a-z\\d.])${term}\\s*:\\s*${term}\\s*=\\s*${term}\\s*:\\s*${term}(?![\\d.:])`,
  ).exec(q);
  if (!m) return null;
  const terms = m.slice(1, 5) as string[];
  const unknowns = terms.filter((t) => /^[a-z]$/.test(t));
  if (unknowns.length !== 1) return null;
  const letter = unknowns[0] as string;
  // The rest of the question only asks for the unknown ("find x if …", "…, find x").
  const rest = q.replace(m[0], ' ');
  if (
    numbersLeftOver(rest, []) ||
    !new RegExp(
      `^\\W*(?:(?:find|solve for|what is|work out|calculate|determine) (?:the value of )?${letter}\\b\\W*(?:if|when|given)?\\W*)$`,
    ).test(rest.replace(/^\W*[,;]?\s*/, ''))
  )
    return null;
  const at = terms.indexOf(letter);
  const [a, b, c, d] = terms.map(Number) as [number, number, number, number];
  // a:b = c:d means a·d = b·c; the unknown is the product of the two terms across from it over the one beside it.
  const value = at === 0 ? (b * c) / d : at === 1 ? (a * d) / c : at === 2 ? (a * d) / b : (b * c) / a;
  if (!Number.isFinite(value)) return null;
  const shown = terms.join(' : ').replace(/ : (\S+) : /, ' : $1 = ');
  return solution(
    'equation',
    shown,
    [
      step(
        'Equal ratios: the product of the outer terms equals the product of the inner terms.',
        `${terms[0]} × ${terms[3]} = ${terms[1]} × ${terms[2]}`,
      ),
      step(`Solve for ${letter}.`, `${letter} = ${fmt(value)}`),
    ],
    `${letter} = ${fmt(value)}`,
    { values: [value] },
  );
}

const CM_PER: Record<string, number> = { mm: 0.1, cm: 1, m: 100, km: 100000 };

/**
 * A map or model scale 1 : k: "a map has a scale of 1:25 000; two villages are 7.2 cm apart on the map; how far in
 * real life, in km?" (× k), "a model is made to a scale of 1:18; the real car is 4.23 m long; the model in cm?" (÷ k).
 * The side of the given length (map/model or real) is read from its words, and the unit asked must be named.
 */
function scaleLength(q: string): MathSolution | null {
  const scale = /\bscale (?:of |is )?1\s*:\s*(\d{1,3}(?:[ ,]\d{3})+|\d+)\b/.exec(q);
  if (scale === null) return null;
  const k = Number((scale[1] ?? '').replace(/[ ,]/g, ''));
  // "two villages are 7.2 cm apart" (plainQuestion writes the 2): a count of places, not a length.
  const rest = q.replace(scale[0], ' ').replace(/\b2 (?=[a-z]+s\b)/g, ' ');
  const lengths = [...rest.matchAll(new RegExp(`(?<![\\d.])(${NUMBER})\\s*(mm|cm|km|m)\\b`, 'g'))];
  // The last sentence asks ("how far apart are they in real life, in km?" has a comma askingClause stops at).
  const clause = lastSentence(rest);
  const unit =
    /\bin (mm|cm|km|m|metres|meters|kilometres|kilometers|centimetres|centimeters|millimetres|millimeters)\b/.exec(
      clause,
    )?.[1];
  if (lengths.length !== 1 || unit === undefined || numbersLeftOver(rest, [lengths[0]?.[0] ?? '']))
    return null;
  const asked = unit.startsWith('kilo')
    ? 'km'
    : unit.startsWith('centi')
      ? 'cm'
      : unit.startsWith('milli')
        ? 'mm'
        : unit.startsWith('met')
          ? 'm'
          : unit;
  const given = lengths[0] as RegExpMatchArray;
  const around = rest.slice(Math.max(0, (given.index ?? 0) - 40), (given.index ?? 0) + given[0].length + 25);
  const onMap =
    /on the (?:map|plan|drawing|model)|map distance|model (?:is|car|ship|plane|boat|house)? ?(?:is )?$/.test(
      around,
    ) || /on the (?:map|plan|drawing)/.test(around);
  const real = /\breal\b|\bactual\b|in real life|in reality/.test(around);
  if (onMap === real) return null;
  const askedReal =
    /real|actual|in reality|how far apart|distance between/.test(clause) &&
    !/on the (?:map|plan|model)|the model/.test(clause);
  const askedMap = /on the (?:map|plan|drawing)|the model|how long is the model|model (?:length|in)/.test(
    clause,
  );
  if (askedReal === askedMap || askedReal !== onMap) return null;
  const cm = Number(given[1]) * (CM_PER[given[2] ?? ''] ?? NaN);
  const scaledCm = onMap ? cm * k : cm / k;
  const value = scaledCm / (CM_PER[asked] ?? NaN);
  if (!Number.isFinite(value)) return null;
  return solution(
    'percentage',
    `scale ${scale[0].replace(/^scale (?:of |is )?/, '')}`,
    [
      step(
        `The scale ${scale[0].replace(/^scale (?:of |is )?/, '')}: 1 unit ${onMap ? 'on the map or model is' : 'is, on the map or model,'} ${onMap ? `${fmt(k)} units in reality` : `1/${fmt(k)} of the real one`}.`,
        `${given[1]} ${given[2]} = ${fmt(cm)} cm`,
      ),
      step(
        onMap ? `Multiply by ${fmt(k)}.` : `Divide by ${fmt(k)}.`,
        `${fmt(cm)} ${onMap ? '×' : '÷'} ${fmt(k)} = ${fmt(scaledCm)} cm`,
      ),
      step(`In ${asked}.`, `${fmt(scaledCm)} cm = ${fmt(value)} ${asked}`),
    ],
    `${fmt(value)} ${asked}`,
    { values: [value] },
  );
}

export const solveRatioParts: HomeworkSolver = (q) => partsOfWhole(q) ?? ratioEquation(q) ?? scaleLength(q);
