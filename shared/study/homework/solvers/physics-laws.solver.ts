// Physics laws that link one quantity to a list or a pair of states, read from worded questions: resistors in
// series and in parallel, heating (Q = mcΔT), springs (Hooke's law F = kx) and the gas laws (Boyle, Charles,
// the pressure law). Every number of the question must be placed; anything else is declined.
import type { MathSolution } from '../../math/math-solution.types.ts';
import { NUMBER, askingClause, fmt } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

const numberAt = () => new RegExp(`(?<![a-z\\d.^_])(${NUMBER})`, 'g');
const numbers = (text: string) => [...text.matchAll(numberAt())].map((m) => Number(m[1]));

/**
 * "6 Ω and 3 Ω in parallel", "resistors of 4, 5 and 11 ohms in series": the total resistance. The count written
 * ("three resistors") must agree with the values listed; a question with a voltage or a current is another one.
 */
function resistors(q: string): MathSolution | null {
  const arrangement = /\bin (series|parallel)\b/.exec(q)?.[1];
  if (arrangement === undefined || /\bseries\b.*\bparallel\b|\bparallel\b.*\bseries\b/.test(q)) return null;
  if (!/(?:total|combined|equivalent|effective|overall|net) resistance|resistance\s*\??\s*$/.test(q))
    return null;
  if (!/\bresist/.test(q) || !/ω|ohms?\b/.test(q)) return null;
  if (/\d\s*(?:v|volts?|a|amps?|amperes?|w|watts?)\b/.test(q)) return null;
  const count = /(?:^|\s)(\d+)\s+(?:(?:identical|equal|similar)\b|resistors?\b)/;
  const counted = count.exec(q);
  const text = q.replace(count, ' ');
  const listed = [...text.matchAll(numberAt())];
  const values = listed.map((m) => Number(m[1]));
  if (values.length === 0 || values.some((v) => !(v > 0))) return null;
  // Each value is a resistance: followed by its unit, or by a comma / "and" leading to one.
  const rest = text.replace(numberAt(), '#');
  if (
    !/^[^#]*#(?:\s*(?:kω|ω|ohms?|kilohms?)?\s*(?:,|and|,\s*and|&)\s*#)*\s*(?:kω|ω|ohms?|kilohms?)/.test(rest)
  )
    return null;
  if (/kω|kilohm/.test(q)) return null;
  const resistances =
    counted !== null && values.length === 1
      ? /identical|each/.test(q)
        ? Array.from({ length: Number(counted[1]) }, () => values[0] ?? 0)
        : null
      : values;
  if (resistances === null || resistances.length < 2) return null;
  if (counted !== null && values.length > 1 && Number(counted[1]) !== values.length) return null;
  const list = resistances.map((r) => `${fmt(r)} Ω`).join(', ');
  if (arrangement === 'series') {
    const total = resistances.reduce((a, b) => a + b, 0);
    return solution(
      'physics',
      q,
      [
        step('List the resistances.', list),
        step('In series the resistances add: R = R₁ + R₂ + ….', 'R = R₁ + R₂ + …'),
        step('Add them.', `R = ${resistances.map(fmt).join(' + ')} = ${fmt(total)} Ω`),
      ],
      `Total resistance = ${fmt(total)} Ω`,
      { values: [total] },
    );
  }
  const inverse = resistances.reduce((a, b) => a + 1 / b, 0);
  const total = 1 / inverse;
  return solution(
    'physics',
    q,
    [
      step('List the resistances.', list),
      step('In parallel the reciprocals add: 1/R = 1/R₁ + 1/R₂ + ….', '1/R = 1/R₁ + 1/R₂ + …'),
      step(
        'Add the reciprocals.',
        `1/R = ${resistances.map((r) => `1/${fmt(r)}`).join(' + ')} = ${fmt(inverse)}`,
      ),
      step('Take the reciprocal.', `R = 1 / ${fmt(inverse)} = ${fmt(total)} Ω`),
    ],
    `Total resistance = ${fmt(total)} Ω`,
    { values: [total] },
  );
}

const MASS = String.raw`(${NUMBER})\s*(kg|g)\b`;
const CAPACITY = String.raw`(${NUMBER})\s*j\s*/\s*\(?\s*(kg|g)\s*(?:°\s*c|k|\s*°\s*c|\s*k|·\s*°?\s*[ck]|\s*\*\s*°?\s*[ck]|\s+deg(?:rees?)?\s*c)\s*\)?`;

/**
 * Heating: "how much energy to heat 2 kg of water by 15 °C? c = 4200 J/kg°C" (Q = mcΔT), the temperature change
 * written "by 15 °C" or "from 20 °C to 80 °C". The capacity must be given (water's is not assumed).
 */
function heating(q: string): MathSolution | null {
  const capacity = [...q.matchAll(new RegExp(CAPACITY, 'g'))];
  if (capacity.length !== 1) return null;
  const c = Number(capacity[0]?.[1]) * (capacity[0]?.[2] === 'g' ? 1000 : 1);
  const rest = q.replace(new RegExp(CAPACITY, 'g'), ' ').replace(/\bc\s*=\s*/, ' ');
  const masses = [...rest.matchAll(new RegExp(MASS, 'g'))];
  if (masses.length !== 1) return null;
  const m = Number(masses[0]?.[1]) * (masses[0]?.[2] === 'g' ? 0.001 : 1);
  const degree = String.raw`\s*(?:°\s*c|degrees?(?: c(?:elsius)?)?|°|k|kelvin)\b`;
  const by = [...rest.matchAll(new RegExp(`\\bby\\s+(${NUMBER})${degree}`, 'g'))];
  const fromTo = [
    ...rest.matchAll(new RegExp(`\\bfrom\\s+(${NUMBER})${degree}\\s*to\\s+(${NUMBER})${degree}`, 'g')),
  ];
  if (by.length + fromTo.length !== 1) return null;
  const change = by.length === 1 ? Number(by[0]?.[1]) : Number(fromTo[0]?.[2]) - Number(fromTo[0]?.[1]);
  const leftover = rest
    .replace(new RegExp(MASS, 'g'), ' ')
    .replace(new RegExp(`\\bby\\s+(${NUMBER})${degree}`, 'g'), ' ')
    .replace(new RegExp(`\\bfrom\\s+(${NUMBER})${degree}\\s*to\\s+(${NUMBER})${degree}`, 'g'), ' ');
  if (numbers(leftover).length > 0) return null;
  const clause = askingClause(q) ?? q;
  if (!/energy|heat (?:is )?(?:needed|required|supplied)|how much heat|joules/.test(clause)) return null;
  if (/cool|lost|released|given out/.test(q) && change > 0 && by.length === 1) return null;
  const energy = m * c * Math.abs(change);
  return solution(
    'physics',
    q,
    [
      step(
        'List what is known, in SI units.',
        `m = ${fmt(m)} kg, c = ${fmt(c)} J/kg°C, ΔT = ${
          by.length === 1 ? '' : `${fmt(Number(fromTo[0]?.[2]))} - ${fmt(Number(fromTo[0]?.[1]))} = `
        }${fmt(change)} °C`,
      ),
      step('The energy to change the temperature is Q = mcΔT.', 'Q = mcΔT'),
      step('Substitute.', `Q = ${fmt(m)} × ${fmt(c)} × ${fmt(Math.abs(change))} = ${fmt(energy)} J`),
    ],
    `Energy = ${fmt(energy)} J`,
    { values: [energy] },
  );
}

const LENGTH_UNITS: Record<string, number> = { m: 1, cm: 0.01, mm: 0.001 };

/**
 * Hooke's law F = kx: the force from k and the extension, k from the force and the extension, or the extension
 * from the force and k (in the unit the question's lengths are written in, metres by default).
 */
function spring(q: string): MathSolution | null {
  if (!/spring|elastic|hooke/.test(q)) return null;
  if (/energy|work|mass|kg\b|\bg\b|weight|hung|hang/.test(q)) return null;
  const kMatch = [...q.matchAll(new RegExp(`(${NUMBER})\\s*n\\s*/\\s*(m|cm|mm)\\b`, 'g'))];
  const forceMatch = [...q.matchAll(new RegExp(`(${NUMBER})\\s*(?:n|newtons?)\\b(?!\\s*/)`, 'g'))];
  const lengthMatch = [...q.matchAll(new RegExp(`(${NUMBER})\\s*(m|cm|mm)\\b`, 'g'))].filter(
    (m) => !/\/\s*$/.test(q.slice(0, m.index ?? 0)) && !/n\s*\/\s*$/.test(q.slice(0, m.index ?? 0)),
  );
  const all = numbers(q);
  if (kMatch.length > 1 || forceMatch.length > 1 || lengthMatch.length > 1) return null;
  if (all.length !== kMatch.length + forceMatch.length + lengthMatch.length || all.length !== 2) return null;
  if (/original length|natural length|unstretched length|new length|total length/.test(q)) return null;
  const clause = askingClause(q) ?? /(?:^|[.?!,]\s+)([a-z ]+)\?\s*$/.exec(q)?.[1] ?? '';
  const k = kMatch[0] ? Number(kMatch[0][1]) / (LENGTH_UNITS[kMatch[0][2] ?? 'm'] ?? 1) : undefined;
  const force = forceMatch[0] ? Number(forceMatch[0][1]) : undefined;
  const lengthUnit = lengthMatch[0]?.[2] ?? 'm';
  const x = lengthMatch[0] ? Number(lengthMatch[0][1]) * (LENGTH_UNITS[lengthUnit] ?? 1) : undefined;
  const law = step("Hooke's law: the force is proportional to the extension, F = kx.", 'F = kx');
  if (/force/.test(clause) && k !== undefined && x !== undefined) {
    const value = k * x;
    return solution(
      'physics',
      q,
      [
        step('List what is known, in SI units.', `k = ${fmt(k)} N/m, x = ${fmt(x)} m`),
        law,
        step('Substitute.', `F = ${fmt(k)} × ${fmt(x)} = ${fmt(value)} N`),
      ],
      `Force = ${fmt(value)} N`,
      { values: [value] },
    );
  }
  if (/spring constant|stiffness|\bk\b/.test(clause) && force !== undefined && x !== undefined) {
    const value = force / x;
    return solution(
      'physics',
      q,
      [
        step('List what is known, in SI units.', `F = ${fmt(force)} N, x = ${fmt(x)} m`),
        law,
        step('Rearrange for k and substitute.', `k = F / x = ${fmt(force)} / ${fmt(x)} = ${fmt(value)} N/m`),
      ],
      `Spring constant = ${fmt(value)} N/m`,
      { values: [value] },
    );
  }
  if (/extension|how far|stretch|compress/.test(clause) && force !== undefined && k !== undefined) {
    const metres = force / k;
    const asked = /\bin (cm|mm)\b/.exec(clause)?.[1] ?? 'm';
    const value = metres / (LENGTH_UNITS[asked] ?? 1);
    return solution(
      'physics',
      q,
      [
        step('List what is known, in SI units.', `F = ${fmt(force)} N, k = ${fmt(k)} N/m`),
        law,
        step(
          'Rearrange for x and substitute.',
          `x = F / k = ${fmt(force)} / ${fmt(k)} = ${fmt(metres)} m${asked === 'm' ? '' : ` = ${fmt(value)} ${asked}`}`,
        ),
      ],
      `Extension = ${fmt(value)} ${asked}`,
      { values: [value] },
    );
  }
  return null;
}

interface Reading {
  value: number;
  unit: string;
}

const VOLUME = String.raw`(${NUMBER})\s*(m\^?3|m³|cm\^?3|cm³|dm\^?3|dm³|ml|l|litres?|liters?)(?![a-z])`;
const PRESSURE = String.raw`(${NUMBER})\s*(kpa|pa|atm|bar|mmhg)\b`;
const TEMPERATURE = String.raw`(${NUMBER})\s*(k|kelvin|°\s*c|degrees? c(?:elsius)?)(?![a-z])`;

const readings = (q: string, pattern: string): Reading[] =>
  [...q.matchAll(new RegExp(pattern, 'g'))].map((m) => ({ value: Number(m[1]), unit: m[2] ?? '' }));

/** Units as they are printed (the question is read in lower case). */
const SHOWN_UNITS: Record<string, string> = { kpa: 'kPa', pa: 'Pa', mmhg: 'mmHg', l: 'L', ml: 'mL' };
const shownUnit = (unit: string) => SHOWN_UNITS[unit] ?? unit;

const kelvin = (t: Reading) => (t.unit === 'k' || t.unit === 'kelvin' ? t.value : t.value + 273.15);

/**
 * The gas laws for a fixed amount of gas: Boyle (pV constant at constant temperature), Charles (V/T constant at
 * constant pressure) and the pressure law (p/T constant at constant volume). Two values of one quantity and one of
 * the other, both in the same units; temperatures in kelvin (°C converted). The answer is in the question's unit.
 */
function gasLaw(q: string): MathSolution | null {
  if (!/\bgas\b|\bair\b|balloon|cylinder|syringe|tyre|tire|container/.test(q)) return null;
  if (/\bmol|\bmoles?\b|\bn\s*=|\br\s*=|8\.31/.test(q)) return null;
  const volumes = readings(q, VOLUME);
  const pressures = readings(q, PRESSURE);
  const temperatures = readings(q, TEMPERATURE);
  if (volumes.length + pressures.length + temperatures.length !== numbers(q).length) return null;
  // The first state is written first: "2.0 L at 300 K … at 450 K", not "cooled to 250 K from 300 K".
  if (
    [VOLUME, PRESSURE, TEMPERATURE].some((pattern) => {
      const first = new RegExp(pattern).exec(q);
      return first !== null && /\b(?:to|until)\s*$/.test(q.slice(0, first.index));
    })
  )
    return null;
  const clause = (askingClause(q) ?? q).replace(/(?:at )?constant (?:pressure|volume|temperature)/g, ' ');
  const askedVolume = /volume/.test(clause);
  const askedPressure = /pressure/.test(clause);
  if (askedVolume === askedPressure) return null;
  const sameUnit = (xs: Reading[]) => xs.every((x) => x.unit === xs[0]?.unit);
  const celsius = temperatures.filter((t) => kelvin(t) !== t.value);
  const conversion =
    celsius.length === 0
      ? []
      : [
          step(
            'The gas laws use kelvin: add 273.15 to a temperature in °C.',
            celsius.map((t) => `${fmt(t.value)} + 273.15 = ${fmt(kelvin(t))} K`).join(', '),
          ),
        ];
  const answer = (name: string, value: number, unit: string, law: string, rule: string, working: string) =>
    solution(
      'physics',
      q,
      [
        ...conversion,
        step(`The amount of gas is fixed; ${law}.`, rule),
        step('Substitute and solve for the new value.', `${working} = ${fmt(value)} ${shownUnit(unit)}`),
      ],
      `${name} = ${fmt(value)} ${shownUnit(unit)}`,
      { values: [value] },
    );
  const [name, symbol] = askedVolume ? ['Volume', 'V'] : ['Pressure', 'p'];
  if (temperatures.length === 2) {
    // Charles's law (volume, at constant pressure) or the pressure law (pressure, at constant volume).
    const held = askedVolume ? pressures : volumes;
    const start = (askedVolume ? volumes : pressures)[0];
    if (/constant temperature|isothermal/.test(q) || held.length > 0 || start === undefined) return null;
    if ((askedVolume ? volumes : pressures).length !== 1) return null;
    const [t1, t2] = temperatures.map(kelvin) as [number, number];
    const value = (start.value * t2) / t1;
    return answer(
      name,
      value,
      start.unit,
      askedVolume
        ? "at constant pressure the volume is proportional to the kelvin temperature (Charles's law)"
        : 'at constant volume the pressure is proportional to the kelvin temperature (the pressure law)',
      `${symbol}₁ / T₁ = ${symbol}₂ / T₂`,
      `${symbol}₂ = ${symbol}₁ × T₂ / T₁ = ${fmt(start.value)} × ${fmt(t2)} / ${fmt(t1)}`,
    );
  }
  if (temperatures.length > 0) return null;
  // Boyle's law: the other quantity's two values and the asked one's first value.
  const pair = askedVolume ? pressures : volumes;
  const start = (askedVolume ? volumes : pressures)[0];
  if ((askedVolume ? volumes : pressures).length !== 1 || start === undefined) return null;
  if (pair.length !== 2 || !sameUnit(pair)) return null;
  const [x1, x2] = pair.map((x) => x.value) as [number, number];
  const value = (x1 * start.value) / x2;
  const other = askedVolume ? 'p' : 'V';
  return answer(
    name,
    value,
    start.unit,
    "at constant temperature pV is constant (Boyle's law)",
    'p₁V₁ = p₂V₂',
    `${symbol}₂ = ${other}₁${symbol}₁ / ${other}₂ = ${fmt(x1)} × ${fmt(start.value)} / ${fmt(x2)}`,
  );
}

export const solvePhysicsLaws: HomeworkSolver = (q) => resistors(q) ?? heating(q) ?? spring(q) ?? gasLaw(q);
