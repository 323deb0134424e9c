// Descriptive statistics of a list of numbers (mean, median, mode, range, variance and standard deviation,
// population and sample) and z-scores.
import { NUMBER, ORDINALS, askingClause, fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

type Measure = 'mean' | 'median' | 'mode' | 'range' | 'sd' | 'variance';

function measuresAsked(q: string): Measure[] {
  const asked: Measure[] = [];
  if (/\b(mean|average)\b/.test(q)) asked.push('mean');
  if (/\bmedian\b/.test(q)) asked.push('median');
  if (/\bmodes?\b/.test(q)) asked.push('mode');
  if (/\brange\b/.test(q)) asked.push('range');
  if (/standard deviation|\bstd\b|\bs\.d\.?|\bsd\b/.test(q)) asked.push('sd');
  else if (/\bvariance\b/.test(q)) asked.push('variance');
  return asked;
}

/** The data: the longest run of numbers separated by commas or spaces. */
function dataOf(q: string): number[] | null {
  const runs = [...q.matchAll(new RegExp(`${NUMBER}(?:\\s*(?:,|;|\\s|and)\\s*${NUMBER})+`, 'g'))].map((m) =>
    numbersIn(m[0]),
  );
  const best = runs.sort((a, b) => b.length - a.length)[0];
  return best && best.length >= 2 ? best : null;
}

/** How a question gives a measure its value: "the mean is 70", "mean was 70", "mean = 70", "mean of 70". */
const GIVEN = String.raw`(?:of|is|was|were|=|:|equals|equal to|is equal to)?`;

function zScore(q: string) {
  if (!/z-?\s?score|standard score|standardi[sz]ed/.test(q)) return null;
  const mean = new RegExp(`(?:mean|average|μ|\\bmu\\b)\\s*${GIVEN}\\s*(${NUMBER})`).exec(q);
  const sd = new RegExp(`(?:standard deviation|sd|σ|std|\\bsigma\\b)\\s*${GIVEN}\\s*(${NUMBER})`).exec(q);
  if (!mean || !sd) return null;
  const rest = q.replace(mean[0], ' ').replace(sd[0], ' ');
  const mu = Number(mean[1]);
  const sigma = Number(sd[1]);
  if (sigma <= 0) return null;
  // The other way round: a given z-score ("a z-score of 1.5 … what value?") asks for the value x = μ + zσ.
  const givenZ = new RegExp(`(?:z-?\\s?score|standard score|\\bz)\\s*(?:of|is|=|:)\\s*(${NUMBER})`).exec(
    rest,
  );
  const asksZ =
    /(?:what|find|calculate|determine|compute|work out)(?: is| are| was)? (?:the |its |their |his |her )?(?:z\b|z-?\s?scores?|standard scores?|standardi[sz]ed)/.test(
      q,
    );
  if (givenZ && !asksZ) {
    const z = Number(givenZ[1]);
    if (numbersIn(rest.replace(givenZ[0], ' ')).length !== 0) return null;
    const x = mu + z * sigma;
    return solution(
      'statistics',
      `value with z-score ${fmt(z)}`,
      [
        step(
          'A z-score counts standard deviations from the mean, so x = μ + zσ.',
          `x = ${fmt(mu)} + ${fmt(z)} × ${fmt(sigma)}`,
        ),
        step('Evaluate.', `x = ${fmt(x)}`),
      ],
      `x = ${fmt(x)}`,
      { values: [x] },
    );
  }
  const xs = numbersIn(rest.replace(/z-?\s?score/g, ''));
  if (xs.length !== 1) return null;
  const x = xs[0] ?? 0;
  const z = (x - mu) / sigma;
  return solution(
    'statistics',
    `z-score of ${fmt(x)}`,
    [
      step(
        'The z-score counts standard deviations from the mean: z = (x - μ) / σ.',
        `z = (${fmt(x)} - ${fmt(mu)}) / ${fmt(sigma)}`,
      ),
      step('Evaluate.', `z = ${fmt(x - mu)} / ${fmt(sigma)} = ${fmt(z)}`),
    ],
    `z = ${fmt(z)}`,
    { values: [z] },
  );
}

const THINGS = String.raw`(?:numbers|values|scores|tests|marks|items|results|readings|quizzes|exams|games|days|weeks|people|students|children|boys|girls)`;

/** The count and mean a question gives: "the mean of 5 numbers is 12", "4 numbers have a mean of 7". */
function givenCountAndMean(q: string): { count: number; mean: number; said: string } | null {
  const ofCount = new RegExp(
    `(?:mean|average)(?: score| mark)? (?:of|over|for|across) (\\d+) (?:[a-z]+ )?${THINGS}[^.?]*? (?:is|was|=) (${NUMBER})`,
  ).exec(q);
  if (ofCount) return { count: Number(ofCount[1]), mean: Number(ofCount[2]), said: ofCount[0] };
  const have = new RegExp(
    `(\\d+) (?:[a-z]+ )?${THINGS} (?:have|had|has) (?:a|an) (?:mean|average) (?:of|=) (${NUMBER})`,
  ).exec(q);
  return have ? { count: Number(have[1]), mean: Number(have[2]), said: have[0] } : null;
}

/** "The mean of 5 numbers is 13. Four of them are 10, 14, 9 and 15. Find the fifth": n × mean - the others' sum. */
function missingValue(q: string) {
  const given = givenCountAndMean(q);
  if (given === null) return null;
  const { count, mean } = given;
  const ordinal = Object.entries(ORDINALS).find(([, n]) => n === count)?.[0] ?? '(?!)';
  const asked = new RegExp(
    `(?:${ordinal}|${count}(?:st|nd|rd|th)|last|missing|other|remaining|unknown|final) (?:number|value|score|test|mark|one|result|reading)|(?:find|what is|what's|work out|calculate) (?:the )?(?:${ordinal}|${count}(?:st|nd|rd|th)|last|missing)\\s*[?.]?$|what (?:score|mark) (?:does|do|must|should)`,
  );
  if (!asked.test(q)) return null;
  const others = dataOf(q.replace(given.said, ' '));
  if (others === null || others.length !== count - 1) return null;
  const sum = others.reduce((a, b) => a + b, 0);
  const value = count * mean - sum;
  return solution(
    'statistics',
    `missing value for mean ${fmt(mean)}`,
    [
      step(
        'The total of all the values is the count times the mean.',
        `${count} × ${fmt(mean)} = ${fmt(count * mean)}`,
      ),
      step(
        'Subtract the values given.',
        `${fmt(count * mean)} - (${others.map(fmt).join(' + ')}) = ${fmt(value)}`,
      ),
    ],
    fmt(value),
    { values: [value] },
  );
}

/**
 * A frequency table's values and frequencies: written as pairs ("value 1 freq 4, value 2 freq 6", "score 3:
 * frequency 5") or as two lists ("x: 1, 2, 3; f: 4, 6, 7"); null unless every number is one of them.
 */
function frequencyTable(q: string): Array<[number, number]> | null {
  const pairs = [
    ...q.matchAll(
      new RegExp(
        `(?:values?|scores?|x|marks?|goals?|numbers?|size|age)\\s*(?:=|:)?\\s*(${NUMBER})\\s*[,:;-]?\\s*(?:(?:has|with|had|of)\\s+)?(?:a\\s+)?(?:freq(?:uency)?|f|count|tally)\\s*(?:=|:|of)?\\s*(${NUMBER})`,
        'g',
      ),
    ),
  ].map((m): [number, number] => [Number(m[1]), Number(m[2])]);
  let table = pairs;
  if (pairs.length < 2) {
    const lists = new RegExp(
      `(?:values?|scores?|x|marks?|goals?|data)\\s*(?:=|:)?\\s*((?:${NUMBER}\\s*[,;]?\\s*){2,}?)[.;,]?\\s*(?:and\\s+)?(?:(?:the\\s+)?frequenc(?:y|ies)|f)\\s*(?:=|:|are)?\\s*((?:${NUMBER}\\s*[,;]?\\s*){2,})`,
    ).exec(q);
    if (!lists) return null;
    const xs = numbersIn(lists[1] ?? '');
    const fs = numbersIn(lists[2] ?? '');
    if (xs.length !== fs.length) return null;
    table = xs.map((x, i): [number, number] => [x, fs[i] ?? NaN]);
  }
  if (table.length < 2 || table.some(([, f]) => !(f >= 0) || !Number.isInteger(f))) return null;
  return numbersIn(q).length === 2 * table.length ? table : null;
}

/** The mean of a frequency table: Σfx ÷ Σf. */
function frequencyMean(q: string) {
  if (!/frequenc|\bfreq\b|\bf\s*[:=]/.test(q) || !/\bmean\b|\baverage\b/.test(q)) return null;
  if (/median|\bmode\b|range|deviation|variance/.test(q)) return null;
  const table = frequencyTable(q);
  if (table === null) return null;
  const total = table.reduce((s, [, f]) => s + f, 0);
  const sum = table.reduce((s, [x, f]) => s + x * f, 0);
  if (total === 0) return null;
  const mean = sum / total;
  return solution(
    'statistics',
    'mean of a frequency table',
    [
      step(
        'Multiply each value by its frequency and add.',
        `Σfx = ${table.map(([x, f]) => `${fmt(x)} × ${fmt(f)}`).join(' + ')} = ${fmt(sum)}`,
      ),
      step('Add the frequencies.', `Σf = ${table.map(([, f]) => fmt(f)).join(' + ')} = ${fmt(total)}`),
      step('Mean = Σfx ÷ Σf.', `${fmt(sum)} ÷ ${fmt(total)} = ${fmt(mean)}`),
    ],
    `mean = ${fmt(mean)}`,
    { values: [mean] },
  );
}

/**
 * A weighted mark: "coursework is worth 40% and I got 75, the exam is worth 60% and I got 62": Σ weight × mark
 * with weights adding to 100%. Each weight must be followed by its mark before the next weight.
 */
function weightedMark(q: string) {
  const clause = askingClause(q) ?? '';
  if (!/overall|final|weighted|total|course (?:mark|grade)|my (?:mark|grade)/.test(clause)) return null;
  const parts = [
    ...q.matchAll(
      new RegExp(
        `(?:worth|weighted|weighting of|counts? (?:for|as))\\s*(${NUMBER})\\s*%[^%\\d]*?(?:got|scored?d?|score of|mark of|get|received?)\\s*(?:a\\s+)?(${NUMBER})\\s*%?`,
        'g',
      ),
    ),
  ];
  if (parts.length < 2) return null;
  const weights = parts.map((m) => Number(m[1]));
  const marks = parts.map((m) => Number(m[2]));
  if (Math.abs(weights.reduce((a, b) => a + b, 0) - 100) > 1e-9) return null;
  if (numbersIn(q).length !== 2 * parts.length) return null;
  const total = weights.reduce((s, w, i) => s + (w / 100) * (marks[i] ?? NaN), 0);
  return solution(
    'statistics',
    'weighted mark',
    [
      step(
        'Each mark counts by its weight; the weights add to 100%.',
        weights.map((w, i) => `${fmt(w)}% × ${fmt(marks[i] ?? NaN)}`).join(' + '),
      ),
      step(
        'Add the weighted parts.',
        `${weights.map((w, i) => fmt((w / 100) * (marks[i] ?? NaN))).join(' + ')} = ${fmt(total)}`,
      ),
    ],
    fmt(total),
    { values: [total] },
  );
}

export const solveStatistics: HomeworkSolver = (q) => {
  const z = zScore(q);
  if (z) return z;
  const missing = missingValue(q);
  if (missing) return missing;
  const grouped = frequencyMean(q) ?? weightedMark(q);
  if (grouped) return grouped;
  // A mean (or median …) that is given, not asked, makes the data a different question.
  if (/\b(?:mean|average|median|mode)\b(?: of [^.?]*?)? (?:is|was|=|equals) -?\d/.test(q)) return null;
  // Quartiles and percentiles are not read here: "interquartile range" holds the word "range", and the method
  // that defines Q1 and Q3 names the "median" — read as those, it answered the median and the range.
  if (/quartile|percentile|decile|\biqr\b|five[- ]number summary|box (?:plot|and whisker)/.test(q))
    return null;
  const asked = measuresAsked(q);
  if (asked.length === 0) return null;
  if (/probability|dice|coin|cards?\b|normal distribution/.test(q)) return null;
  const data = dataOf(q);
  if (data === null) return null;
  const n = data.length;
  const sorted = [...data].sort((a, b) => a - b);
  const sum = data.reduce((s, x) => s + x, 0);
  const mean = sum / n;
  const steps = [step('Put the data in order.', sorted.map(fmt).join(', '))];
  const answers: string[] = [];
  const values: number[] = [];
  for (const measure of asked) {
    if (measure === 'mean') {
      steps.push(step(`Mean: add the ${n} values and divide by ${n}.`, `${fmt(sum)} / ${n} = ${fmt(mean)}`));
      answers.push(`mean = ${fmt(mean)}`);
      values.push(mean);
    } else if (measure === 'median') {
      const mid = Math.floor(n / 2);
      const median = n % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
      steps.push(
        step(
          n % 2 === 1
            ? `Median: the middle (value number ${mid + 1}) of the ${n} ordered values.`
            : `Median: ${n} values, so the average of the two middle ones.`,
          n % 2 === 1
            ? `median = ${fmt(median)}`
            : `(${fmt(sorted[mid - 1] ?? 0)} + ${fmt(sorted[mid] ?? 0)}) / 2 = ${fmt(median)}`,
        ),
      );
      answers.push(`median = ${fmt(median)}`);
      values.push(median);
    } else if (measure === 'mode') {
      const counts = new Map<number, number>();
      for (const x of data) counts.set(x, (counts.get(x) ?? 0) + 1);
      const top = Math.max(...counts.values());
      const modes = [...counts.entries()]
        .filter(([, c]) => c === top)
        .map(([x]) => x)
        .sort((a, b) => a - b);
      if (top === 1) {
        steps.push(step('Mode: every value occurs once, so there is no mode.', 'no mode'));
        answers.push('no mode');
      } else {
        steps.push(
          step(
            `Mode: the value${modes.length > 1 ? 's' : ''} occurring most often (${top} times).`,
            `mode = ${modes.map(fmt).join(', ')}`,
          ),
        );
        answers.push(`mode = ${modes.map(fmt).join(' and ')}`);
        values.push(...modes);
      }
    } else if (measure === 'range') {
      const range = (sorted[n - 1] ?? 0) - (sorted[0] ?? 0);
      steps.push(
        step(
          'Range: largest minus smallest.',
          `${fmt(sorted[n - 1] ?? 0)} - ${fmt(sorted[0] ?? 0)} = ${fmt(range)}`,
        ),
      );
      answers.push(`range = ${fmt(range)}`);
      values.push(range);
    } else {
      const squares = data.reduce((s, x) => s + (x - mean) ** 2, 0);
      const population = /population/.test(q);
      const sample = /\bsample\b/.test(q);
      steps.push(
        step(
          `Mean = ${fmt(mean)}. Add the squared deviations from the mean.`,
          `Σ(x - x̄)^2 = ${fmt(squares)}`,
        ),
      );
      const pv = squares / n;
      const sv = n > 1 ? squares / (n - 1) : NaN;
      const sdWanted = measure === 'sd';
      const show = (v: number) => (sdWanted ? Math.sqrt(v) : v);
      const name = sdWanted ? 'standard deviation' : 'variance';
      if (population || !sample) {
        steps.push(
          step(
            `Population ${name}: divide by n = ${n}${sdWanted ? ' and take the square root' : ''}.`,
            `${sdWanted ? 'σ = √' : 'σ^2 = '}(${fmt(squares)} / ${n}) ${sdWanted ? '' : ''}= ${fmt(show(pv))}`,
          ),
        );
      }
      if (sample || !population) {
        steps.push(
          step(
            `Sample ${name}: divide by n - 1 = ${n - 1}${sdWanted ? ' and take the square root' : ''}.`,
            `${sdWanted ? 's = √' : 's^2 = '}(${fmt(squares)} / ${n - 1}) = ${fmt(show(sv))}`,
          ),
        );
      }
      if (population) {
        answers.push(`population ${name} = ${fmt(show(pv))}`);
        values.push(show(pv));
      } else if (sample) {
        answers.push(`sample ${name} = ${fmt(show(sv))}`);
        values.push(show(sv));
      } else {
        answers.push(`population ${name} = ${fmt(show(pv))}; sample ${name} = ${fmt(show(sv))}`);
        values.push(show(pv), show(sv));
      }
    }
  }
  return solution('statistics', `data: ${data.map(fmt).join(', ')}`, steps, answers.join('; '), { values });
};
