// An answer in the unit the question asks for. A solver works in the units it reads (joules, metres, the
// kilograms given), while the question may ask "Answer in kJ", "how far in km", "how many grams does each get":
// the number it states is then right in one unit and wrong in the asked one. The answer's unit is converted to
// the asked one when the answer names it; an answer that names no unit is declined when the question gives a
// quantity in another unit of the asked kind (the solver's unit is then unknown).
import { math } from '../math/math-expression.util.ts';
import type { MathSolution } from '../math/math-solution.types.ts';
import { NUMBER, fmt } from './solvers/question-text.util.ts';
import { UNIT_WORDS, unitOf } from './solvers/unit-conversion.solver.ts';
import { step } from './solvers/solver.types.ts';

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+');
const temperature = (unit: string) => /^deg|^K$/.test(unit);

/**
 * The unit words read in a question: temperatures (not a factor apart), "pounds" (money as often as mass), words
 * that name a thing as often as a unit ("how much stone is needed for 120 kg of asphalt", "how many bars") and
 * letters that are words or variables too ("in", c, f, k, l) are left out.
 */
const UNIT = `(${UNIT_WORDS.filter(
  ([word, unit]) =>
    !temperature(unit) &&
    unit !== 'lbm' &&
    !['in', 'c', 'f', 'k', 'l', 'stone', 'stones', 'bar'].includes(word),
)
  .map(([word]) => escaped(word))
  .join('|')})(?![a-z/^²³])`;
/** In an answer the engine wrote, a letter after a figure is its unit ("11.4 l", "42 in" at the end). */
const ANSWER_UNIT = `(${UNIT_WORDS.filter(([, unit]) => !temperature(unit))
  .map(([word]) => (word === 'in' ? 'in(?=\\s*(?:$|[,;)]))' : escaped(word)))
  .join('|')})(?![a-z/^²³])`;

/** An SI symbol with a prefix, as a question may ask for it ("kN", "MJ", "GW", "mA", "kHz", "µC"), lower case. */
const SI_UNIT = /^(?:[kmgtµμunp]|da)(?:n|j|w|pa|v|a|hz|c|wh|ev|ohm|ω)$/;

/** mathjs names shown as students write them. */
const SHOWN: Readonly<Record<string, string>> = { minute: 'min', 'mi/h': 'mph', inch: 'in' };

/** Where a question names the unit of its answer. */
const ASKED = [
  new RegExp(
    String.raw`\b(?:answer|give (?:your |the )?answer|give it|express (?:it|your answer|the answer)|write (?:it|your answer)|(?:your )?answer should be)\s+in\s+${UNIT}`,
  ),
  new RegExp(String.raw`\bhow (?:many|much) ${UNIT}`),
  new RegExp(
    String.raw`\b(?:how (?:far|long|fast|heavy|high|deep|tall|much time|much energy|much work)|what (?:is|was|are|will be) (?:the|its|his|her|their) [a-z ]{2,30}?)\s+in\s+${UNIT}`,
  ),
  new RegExp(String.raw`\(\s*in\s+${UNIT}\s*\)`),
  new RegExp(String.raw`\bin\s+${UNIT}\s*[?.!]*\s*$`),
];

function askedUnit(question: string): { word: string; unit: string } | null {
  const q = question.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const pattern of ASKED) {
    const word = pattern.exec(q)?.[1];
    const unit = word === undefined ? undefined : unitOf(word);
    if (word !== undefined && unit !== undefined) return { word, unit };
  }
  return null;
}

/** The units written after a number in `text` ("216 m", "861000 J"), as mathjs units. */
function unitsAfterNumbers(text: string, units = UNIT): string[] {
  // A number in words gives a quantity too: "split one hour in the ratio 1:4" gives hours.
  return [...text.toLowerCase().matchAll(new RegExp(`(?<![a-z])(?:${NUMBER}|${SPELLED})\\s*${units}`, 'g'))]
    .map((m) => unitOf(m[1] ?? ''))
    .filter((unit) => unit !== undefined);
}

const sameUnit = (a: string, b: string) => {
  try {
    return math.unit(1, a).equals(math.unit(1, b));
  } catch {
    return false;
  }
};
const SPELLED = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half an?)\\b';

const sameKind = (a: string, b: string) => {
  try {
    return math.unit(1, a).equalBase(math.unit(1, b));
  } catch {
    return false;
  }
};

/**
 * The solution with its values in the unit the question asks for: unchanged when none is asked or it already
 * states that unit, converted when it states another unit of that kind, null when it states a unit of another
 * kind or none while the question gives one of the asked kind in another unit.
 */
export function inAskedUnit(question: string, solution: MathSolution): MathSolution | null {
  const asked = askedUnit(question);
  const values = solution.result?.values;
  if (values === undefined || values.length === 0) return solution;
  // The unit the answer ends in ("Force = 2400 N"), however it is written.
  const endingAsWritten = /\d\s*([a-zµω]{1,4})\s*$/i.exec(solution.answer)?.[1];
  const ending = endingAsWritten?.toLowerCase();
  if (asked === null) {
    // A unit asked that this reader does not know ("in kN", "(MJ)"): an answer ending in another unit is declined,
    // for it cannot be converted.
    const q = question.toLowerCase().trim();
    const unknown = (/\bin\s+([a-zµω]{1,4})\s*\)?[?.!]*$/.exec(q) ??
      /\(\s*([a-zµω]{1,4})\s*\)[?.!]*$/.exec(q))?.[1];
    const unitLike = unknown !== undefined && SI_UNIT.test(unknown);
    return unitLike && ending !== undefined && ending !== unknown ? null : solution;
  }
  const stated = [...new Set(unitsAfterNumbers(solution.answer, ANSWER_UNIT))];
  if (stated.includes(asked.unit)) return solution;
  if (stated.length === 0) {
    // An answer ending in a unit this reader does not know ("20000 Pa" asked in kPa) cannot be converted: declined.
    if (
      ending !== undefined &&
      ending !== asked.word &&
      unitOf(ending) === undefined &&
      !sameUnit(endingAsWritten ?? '', asked.unit)
    )
      return null;
    const given = unitsAfterNumbers(question).filter(
      (unit) => sameKind(unit, asked.unit) && unit !== asked.unit,
    );
    return given.length > 0 ? null : solution;
  }
  if (stated.length !== 1 || !sameKind(stated[0] ?? '', asked.unit)) return null;
  const from = stated[0] ?? '';
  const to = SHOWN[asked.unit] ?? asked.unit;
  const factor = math.unit(1, from).toNumber(asked.unit);
  const converted = values.map((value) => value * factor);
  const shown = converted.map((value) => `${fmt(value)} ${to}`).join(', ');
  return {
    ...solution,
    steps: [
      ...solution.steps,
      step(
        `The question asks for ${asked.word}: 1 ${SHOWN[from] ?? from} = ${fmt(factor)} ${to}.`,
        `${values.map(fmt).join(', ')} ${SHOWN[from] ?? from} × ${fmt(factor)} = ${shown}`,
      ),
    ],
    answer: `${solution.answer} = ${shown}`,
    result: { ...solution.result, values: converted },
  };
}
