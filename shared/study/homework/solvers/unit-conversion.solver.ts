// Unit conversion (km/h ↔ m/s, SI ↔ imperial, temperatures) with mathjs units, the factor shown in the steps.
import { math } from '../../math/math-expression.util.ts';
import { NUMBER, fmt, joinDigitGroups } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

/** Words and symbols students use for a unit, longest first when matched, with the mathjs unit. */
export const UNIT_WORDS: Array<[string, string]> = [
  ['kilometres per hour', 'km/h'],
  ['kilometers per hour', 'km/h'],
  ['kilometre per hour', 'km/h'],
  ['kilometer per hour', 'km/h'],
  ['metres per second', 'm/s'],
  ['meters per second', 'm/s'],
  ['metre per second', 'm/s'],
  ['meter per second', 'm/s'],
  ['miles per hour', 'mi/h'],
  ['mile per hour', 'mi/h'],
  ['feet per second', 'ft/s'],
  ['km/hr', 'km/h'],
  ['km/h', 'km/h'],
  ['kmph', 'km/h'],
  ['kph', 'km/h'],
  ['kmh', 'km/h'],
  ['m/s', 'm/s'],
  ['mph', 'mi/h'],
  ['ft/s', 'ft/s'],
  ['square kilometres', 'km^2'],
  ['square kilometers', 'km^2'],
  ['square metres', 'm^2'],
  ['square meters', 'm^2'],
  ['square centimetres', 'cm^2'],
  ['square centimeters', 'cm^2'],
  ['square feet', 'ft^2'],
  ['square inches', 'in^2'],
  ['square miles', 'mi^2'],
  ['cubic metres', 'm^3'],
  ['cubic meters', 'm^3'],
  ['cubic centimetres', 'cm^3'],
  ['cubic centimeters', 'cm^3'],
  ['cubic metre', 'm^3'],
  ['cubic meter', 'm^3'],
  ['cubic centimetre', 'cm^3'],
  ['cubic centimeter', 'cm^3'],
  ['cubic feet', 'ft^3'],
  ['cubic inches', 'in^3'],
  ['km^2', 'km^2'],
  ['m^2', 'm^2'],
  ['cm^2', 'cm^2'],
  ['m^3', 'm^3'],
  ['cm^3', 'cm^3'],
  ['hectares', 'hectare'],
  ['hectare', 'hectare'],
  ['acres', 'acre'],
  ['acre', 'acre'],
  ['kilometres', 'km'],
  ['kilometers', 'km'],
  ['kilometre', 'km'],
  ['kilometer', 'km'],
  ['centimetres', 'cm'],
  ['centimeters', 'cm'],
  ['centimetre', 'cm'],
  ['centimeter', 'cm'],
  ['millimetres', 'mm'],
  ['millimeters', 'mm'],
  ['millimetre', 'mm'],
  ['millimeter', 'mm'],
  ['metres', 'm'],
  ['meters', 'm'],
  ['metre', 'm'],
  ['meter', 'm'],
  ['miles', 'mi'],
  ['mile', 'mi'],
  ['yards', 'yd'],
  ['yard', 'yd'],
  ['feet', 'ft'],
  ['foot', 'ft'],
  ['inches', 'inch'],
  ['inch', 'inch'],
  ['kilograms', 'kg'],
  ['kilogram', 'kg'],
  ['milligrams', 'mg'],
  ['milligram', 'mg'],
  ['grams', 'g'],
  ['gram', 'g'],
  ['pounds', 'lbm'],
  ['pound', 'lbm'],
  ['lbs', 'lbm'],
  ['lb', 'lbm'],
  ['ounces', 'oz'],
  ['ounce', 'oz'],
  ['stones', 'stone'],
  ['stone', 'stone'],
  ['tonnes', 'tonne'],
  ['tonne', 'tonne'],
  ['millilitres', 'mL'],
  ['milliliters', 'mL'],
  ['millilitre', 'mL'],
  ['milliliter', 'mL'],
  ['litres', 'L'],
  ['liters', 'L'],
  ['litre', 'L'],
  ['liter', 'L'],
  ['us fluid ounces', 'floz'],
  ['us fluid ounce', 'floz'],
  ['us fl oz', 'floz'],
  ['gallons', 'gal'],
  ['gallon', 'gal'],
  ['quarts', 'qt'],
  ['pints', 'pt'],
  ['cups', 'cup'],
  ['degrees celsius', 'degC'],
  ['degrees fahrenheit', 'degF'],
  ['degree celsius', 'degC'],
  ['degree fahrenheit', 'degF'],
  ['celsius', 'degC'],
  ['centigrade', 'degC'],
  ['fahrenheit', 'degF'],
  ['kelvin', 'K'],
  ['°c', 'degC'],
  ['°f', 'degF'],
  ['milliseconds', 'ms'],
  ['seconds', 's'],
  ['second', 's'],
  ['minutes', 'minute'],
  ['minute', 'minute'],
  ['hours', 'h'],
  ['hour', 'h'],
  ['days', 'day'],
  ['day', 'day'],
  ['weeks', 'week'],
  ['week', 'week'],
  ['kilojoules', 'kJ'],
  ['joules', 'J'],
  ['kilocalories', 'kcal'],
  ['calories', 'cal'],
  ['kilowatt hours', 'kWh'],
  ['kilowatts', 'kW'],
  ['watts', 'W'],
  ['horsepower', 'hp'],
  ['kilopascals', 'kPa'],
  ['pascals', 'Pa'],
  ['atmospheres', 'atm'],
  ['atm', 'atm'],
  ['kpa', 'kPa'],
  ['pa', 'Pa'],
  ['mmhg', 'mmHg'],
  ['bar', 'bar'],
  ['km', 'km'],
  ['cm', 'cm'],
  ['mm', 'mm'],
  ['mi', 'mi'],
  ['yd', 'yd'],
  ['ft', 'ft'],
  ['kg', 'kg'],
  ['mg', 'mg'],
  ['oz', 'oz'],
  ['ml', 'mL'],
  ['gal', 'gal'],
  ['kj', 'kJ'],
  ['kcal', 'kcal'],
  ['kwh', 'kWh'],
  ['kw', 'kW'],
  ['hrs', 'h'],
  ['hr', 'h'],
  ['min', 'minute'],
  ['mins', 'minute'],
  ['sec', 's'],
  ['secs', 's'],
  ['in', 'inch'],
  ['m', 'm'],
  ['g', 'g'],
  ['l', 'L'],
  ['c', 'degC'],
  ['f', 'degF'],
  ['k', 'K'],
  ['s', 's'],
  ['h', 'h'],
  ['j', 'J'],
  ['w', 'W'],
];

const ALIASES = UNIT_WORDS.map(([w]) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/ /g, '\\s+'));
const UNIT = `(${ALIASES.join('|')})`;
export const unitOf = (word: string): string | undefined =>
  UNIT_WORDS.find(([w]) => w === word.replace(/\s+/g, ' ').replace(/^°\s*/, '°'))?.[1];

/** One unit to a power, or one unit over another: g/cm^3, m/s^2, kilograms per cubic metre. */
const ONE_UNIT = `(?:${ALIASES.join('|')})(?:\\^[23])?`;
const UNIT_EXPRESSION = `(${ONE_UNIT}(?:\\s*/\\s*|\\s+per\\s+)${ONE_UNIT}|${ONE_UNIT})`;

/** A unit read as a mathjs unit: a known word first ("km/h"), else a power of one or a quotient of two. */
function unitExpressionOf(words: string): string | undefined {
  const known = unitOf(words);
  if (known !== undefined) return known;
  const single = (part: string) => {
    const power = /\^([23])$/.exec(part)?.[1];
    const unit = unitOf(power === undefined ? part : part.slice(0, -2));
    if (unit === undefined || (power !== undefined && /\^|\//.test(unit))) return undefined;
    return power === undefined ? unit : `${unit}^${power}`;
  };
  const parts = words.split(/\s*\/\s*|\s+per\s+/);
  if (parts.length === 1) return single(words);
  if (parts.length !== 2) return undefined;
  const [top, bottom] = parts.map((part) => single(part.trim()));
  if (top === undefined || bottom === undefined || /\/|^deg|^K$/.test(`${top} ${bottom}`)) return undefined;
  return `${top}/${bottom}`;
}

function convert(value: number, from: string, to: string) {
  const source = math.unit(value, from);
  const target = source.to(to);
  const result = target.toNumber(to);
  const factor =
    from.startsWith('deg') || to.startsWith('deg') || to === 'K' || from === 'K'
      ? null
      : math.unit(1, from).toNumber(to);
  return { result, factor };
}

const TEMPERATURE_FORMULA: Record<string, string> = {
  'degC>degF': '°F = °C × 9/5 + 32',
  'degF>degC': '°C = (°F - 32) × 5/9',
  'degC>K': 'K = °C + 273.15',
  'K>degC': '°C = K - 273.15',
  'degF>K': 'K = (°F - 32) × 5/9 + 273.15',
  'K>degF': '°F = (K - 273.15) × 9/5 + 32',
};

const SHOW: Record<string, string> = {
  degC: '°C',
  degF: '°F',
  lbm: 'lb',
  inch: 'in',
  minute: 'min',
  'mi/h': 'mph',
};

/**
 * A conversion factor the question gives ("(1 mile = 1609.344 m)"): the question without it, and the factor as a
 * step, when it is the library's own (another figure, "1 mile = 1.6 km", asks for other arithmetic: null).
 */
function givenFactor(text: string): { rest: string; given: string | null } | null {
  const m = new RegExp(
    `\\s*[(,;]?\\s*(?:using |use |where |with |given |take )?1 ${UNIT} = (${NUMBER}) ?${UNIT}\\s*\\)?`,
  ).exec(text);
  if (!m) return { rest: text, given: null };
  const from = unitOf(m[1] ?? '');
  const to = unitOf(m[3] ?? '');
  const factor = Number(m[2]);
  if (from === undefined || to === undefined) return null;
  try {
    if (Math.abs(math.unit(1, from).toNumber(to) - factor) > 1e-9 * factor) return null;
  } catch {
    return null;
  }
  return {
    rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim(),
    given: `1 ${m[1]} = ${m[2]} ${m[3]}`,
  };
}

/** "5 feet 9 inches", "2 hours 15 minutes": one quantity in two units of the same kind, as the smaller unit. */
function twoPartQuantity(
  text: string,
): { value: number; fromWord: string; toWord: string; sum: string } | null {
  const m = new RegExp(
    `^(?:convert |change |express |write |give |what is |how much is )?(${NUMBER}) ?${UNIT} (?:and )?(${NUMBER}) ?${UNIT} (?:to|in|into|as) ${UNIT_EXPRESSION}$`,
  ).exec(text);
  if (!m) return null;
  const big = unitOf(m[2] ?? '');
  const small = unitOf(m[4] ?? '');
  if (big === undefined || small === undefined || big === small || /^deg|^K$/.test(big)) return null;
  try {
    const bigInSmall = math.unit(1, big).toNumber(small);
    if (!(bigInSmall > 1)) return null;
    const value = Number(m[1]) * bigInSmall + Number(m[3]);
    const show = (u: string) => SHOW[u] ?? u;
    return {
      value,
      fromWord: m[4] ?? '',
      toWord: m[5] ?? '',
      sum: `${m[1]} ${show(big)} ${m[3]} ${show(small)} = ${m[1]} × ${fmt(bigInSmall)} + ${m[3]} = ${fmt(value)} ${show(small)}`,
    };
  } catch {
    return null;
  }
}

export const solveUnitConversion: HomeworkSolver = (q) => {
  const read = givenFactor(
    joinDigitGroups(q)
      .replace(/°\s*/g, '°')
      .replace(/[?.!]+$/, '')
      .replace(/\s+/g, ' ')
      // The US fluid ounce is named as such: the UK one is another size.
      .replace(/\b(?:fl\.? ?oz|fluid ounces?) ?\(us\)/g, 'us fl oz'),
  );
  if (read === null) return null;
  const text = read.rest;
  // The number starts where the digits start: "1 000 kg" is not 000 kg, nor "10^3 kg" 3 kg; nor is it the second
  // part of one quantity ("1 h 45 min" is not 45 min: read whole above, or declined).
  const direct = new RegExp(
    `(?<![a-z\\d.^/]|\\d |\\d ?[a-zµ°]{1,12}\\.? (?:and )?)(${NUMBER})\\s*(?:degrees?\\s+)?${UNIT_EXPRESSION}\\s+(?:to|in|into|in terms of|as|=)\\s+(?:degrees?\\s+)?${UNIT_EXPRESSION}$`,
  ).exec(text);
  const howMany =
    new RegExp(
      `how many ${UNIT_EXPRESSION} (?:are |is )?(?:there )?(?:in|in a|per) (${NUMBER})?\\s*${UNIT_EXPRESSION}`,
    ).exec(text) ??
    // "How many kilograms is 2500 grams?"
    new RegExp(
      `how many ${UNIT_EXPRESSION} (?:is|are|makes?|equals?) (${NUMBER})\\s*${UNIT_EXPRESSION}$`,
    ).exec(text);
  // "5400 seconds is how many hours?", "a density of 2.7 g/cm^3 is how many kg/m^3?"
  const isHowMany = new RegExp(
    `^(?:an? (?:[a-z]+ ){0,2}of )?(${NUMBER}) ?${UNIT_EXPRESSION} (?:is|are|equals?|makes?) how many ${UNIT_EXPRESSION}$`,
  ).exec(text);
  const twoPart = twoPartQuantity(text);
  let value: number;
  let fromWord: string;
  let toWord: string;
  if (twoPart) ({ value, fromWord, toWord } = twoPart);
  else if (direct) {
    value = Number(direct[1]);
    fromWord = direct[2] ?? '';
    toWord = direct[3] ?? '';
  } else if (howMany) {
    value = howMany[2] === undefined ? 1 : Number(howMany[2]);
    fromWord = howMany[3] ?? '';
    toWord = howMany[1] ?? '';
  } else if (isHowMany) {
    value = Number(isHowMany[1]);
    fromWord = isHowMany[2] ?? '';
    toWord = isHowMany[3] ?? '';
  } else return null;
  const from = unitExpressionOf(fromWord);
  const to = unitExpressionOf(toWord);
  // "2 hours 45 minutes in minutes" is the sum alone.
  if (from === undefined || to === undefined || (from === to && !twoPart)) return null;
  // Single letters are units only when the question is clearly a conversion.
  // "How many cm are in 2.5 m" is one too: it names both units around the number.
  if (
    (fromWord.length === 1 || toWord.length === 1) &&
    !/(convert|change|express|°|degrees|temperature)/.test(text) &&
    !(howMany && howMany[2] !== undefined && !direct) &&
    !isHowMany
  ) {
    if (!(direct && /^(?:convert |change |express |what is |what's |how much is )?[-+\d.]/.test(text)))
      return null;
  }
  let converted: { result: number; factor: number | null };
  try {
    converted = convert(value, from, to);
  } catch {
    return null;
  }
  const show = (u: string) => SHOW[u] ?? u;
  const { result, factor } = converted;
  const steps =
    factor === null
      ? [
          step(
            'Use the temperature formula.',
            TEMPERATURE_FORMULA[`${from}>${to}`] ?? `${show(from)} → ${show(to)}`,
          ),
          step('Substitute the value.', `${fmt(value)} ${show(from)} = ${fmt(result)} ${show(to)}`),
        ]
      : [
          step(
            `The conversion factor: 1 ${show(from)} = ${fmt(factor)} ${show(to)}.`,
            `1 ${show(from)} = ${fmt(factor)} ${show(to)}`,
          ),
          step(`Multiply by the factor.`, `${fmt(value)} × ${fmt(factor)} = ${fmt(result)} ${show(to)}`),
        ];
  if (from === 'km/h' && to === 'm/s')
    steps[0] = step('1 km/h = 1000 m / 3600 s, so divide by 3.6.', '1 km/h = 1/3.6 m/s');
  if (from === 'm/s' && to === 'km/h')
    steps[0] = step('1 m/s = 3600 m per hour = 3.6 km/h, so multiply by 3.6.', '1 m/s = 3.6 km/h');
  if (twoPart) steps.unshift(step('Write the quantity in one unit.', twoPart.sum));
  if (read.given !== null) steps.unshift(step('The factor the question gives.', read.given));
  return solution(
    'units',
    `${fmt(value)} ${show(from)} in ${show(to)}`,
    steps,
    `${fmt(result)} ${show(to)}`,
    { values: [result] },
  );
};
