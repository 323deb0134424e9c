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
  if (!/z-?\s?score|standard score|standardi[sz]ed|\bz\s*=\s*-?\d/.test(q)) return null;
  // "IQ ~ N(100, 15²)": the mean and the deviation written as a normal distribution.
  const written = new RegExp(`~\\s*n\\s*\\(\\s*(${NUMBER})\\s*,\\s*(${NUMBER})\\s*\\^\\s*2\\s*\\)`).exec(q);
  const mean = written ?? new RegExp(`(?:mean|average|μ|\\bmu\\b)\\s*${GIVEN}\\s*(${NUMBER})`).exec(q);
  const sd =
    written ?? new RegExp(`(?:standard deviation|sd|σ|std|\\bsigma\\b)\\s*${GIVEN}\\s*(${NUMBER})`).exec(q);
  if (!mean || !sd) return null;
  const rest = q.replace(mean[0], ' ').replace(sd[0], ' ');
  const mu = Number(mean[1]);
  const sigma = Number(written ? written[2] : sd[1]);
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
    `(?:mean|average)(?: score| mark)? (?:of|over|for|across|on|in) (\\d+) (?:[a-z]+ )?${THINGS}[^.?]*? (?:is|was|=) (${NUMBER})`,
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
 * A mean before and after one value leaves or joins: "the mean of 8 numbers is 15; when one is removed the mean
 * becomes 14; what number was removed?" (8 × 15 - 7 × 14), "her mean on 4 tests is 72; what must she score on the
 * 5th to raise her mean to 75?" (5 × 75 - 4 × 72). The ordinal asked must be the next count.
 */
function meanChange(q: string) {
  const given = givenCountAndMean(q);
  if (given === null) return null;
  const { count, mean } = given;
  const rest = q.replace(given.said, ' ');
  const after = new RegExp(
    `(?:mean|average)(?: mark| score)? (?:becomes|is now|will be|changes to|goes (?:up|down) to|rises to|falls to|drops to|to) (${NUMBER})`,
  ).exec(rest);
  if (after === null) return null;
  const newMean = Number(after[1]);
  const removed = /\b(?:removed|taken away|taken out|leaves|left|dropped|deleted)\b/.test(rest);
  const next = count + 1;
  const ordinal = Object.entries(ORDINALS).find(([, n]) => n === next)?.[0] ?? '(?!)';
  const added = new RegExp(
    `\\b(?:added|joins|included|another|one more|next|${ordinal}|${next}(?:st|nd|rd|th))\\b`,
  ).test(rest);
  if (removed === added) return null;
  const clause = askingClause(rest) ?? '';
  if (!/what|how much|find|which/.test(clause)) return null;
  const leftover = rest.replace(after[0], ' ').replace(new RegExp(`\\b${next}(?:st|nd|rd|th)\\b`), ' ');
  if (numbersIn(leftover).some((x) => !(removed && x === 1))) return null;
  const others = removed ? count - 1 : next;
  if (others < 1) return null;
  const value = removed ? count * mean - others * newMean : others * newMean - count * mean;
  return solution(
    'statistics',
    `mean ${fmt(mean)} of ${count}, then ${fmt(newMean)} of ${others}`,
    [
      step('The total is the count times the mean.', `${count} × ${fmt(mean)} = ${fmt(count * mean)}`),
      step(
        `After: ${others} values with mean ${fmt(newMean)}.`,
        `${others} × ${fmt(newMean)} = ${fmt(others * newMean)}`,
      ),
      step(
        removed
          ? 'The value removed is the difference of the totals.'
          : 'The value added is the difference of the totals.',
        removed
          ? `${fmt(count * mean)} - ${fmt(others * newMean)} = ${fmt(value)}`
          : `${fmt(others * newMean)} - ${fmt(count * mean)} = ${fmt(value)}`,
      ),
    ],
    fmt(value),
    { values: [value] },
  );
}

/**
 * Grouped data written as classes and frequencies ("0-10: 5, 10-20: 12, …", "10 - 20 | 7"): the estimated mean from
 * the midpoints, or the median by linear interpolation when interpolation (or an estimate of the median) is asked.
 * The classes must follow on without gaps; a list of the class boundaries may be repeated in the question.
 */
function groupedData(q: string) {
  const classes = [
    ...q.matchAll(
      new RegExp(`(${NUMBER})\\s*-\\s*(${NUMBER})\\s*(?::|\\||,|=)?\\s*(?:f\\s*=\\s*)?(${NUMBER})`, 'g'),
    ),
  ].map((m) => ({ lower: Number(m[1]), upper: Number(m[2]), f: Number(m[3]), said: m[0] }));
  if (classes.length < 3) return null;
  if (
    classes.some(
      (c, i) => !(c.upper > c.lower) || !(c.f >= 0) || (i > 0 && classes[i - 1]?.upper !== c.lower),
    )
  )
    return null;
  let rest = q;
  for (const c of classes) rest = rest.replace(c.said, ' ');
  // "(class boundaries 0, 10, 20, 30)" repeats the classes: its numbers say nothing new.
  const boundaries = [classes[0]?.lower ?? 0, ...classes.map((c) => c.upper)];
  rest = rest.replace(/\(?class boundaries[^)]*\)?/, (listed) =>
    numbersIn(listed).every((x) => boundaries.includes(x)) ? ' ' : listed,
  );
  if (numbersIn(rest).length > 0) return null;
  const total = classes.reduce((sum, c) => sum + c.f, 0);
  if (!(total > 0)) return null;
  const asksMedian = /\bmedian\b/.test(q);
  const asksMean = /\bmean\b|\baverage\b/.test(q);
  if (asksMedian === asksMean || !/estimat|midpoint|mid-point|interpolat|grouped/.test(q)) return null;
  const listed = step(
    'The classes and their frequencies.',
    classes.map((c) => `${fmt(c.lower)}-${fmt(c.upper)}: ${fmt(c.f)}`).join(', '),
  );
  if (asksMean) {
    const sum = classes.reduce((s, c) => s + ((c.lower + c.upper) / 2) * c.f, 0);
    const mean = sum / total;
    return solution(
      'statistics',
      'estimated mean of grouped data',
      [
        listed,
        step(
          'Take each class at its midpoint and multiply by its frequency.',
          `Σfx = ${classes.map((c) => `${fmt((c.lower + c.upper) / 2)} × ${fmt(c.f)}`).join(' + ')} = ${fmt(sum)}`,
        ),
        step('Add the frequencies.', `Σf = ${classes.map((c) => fmt(c.f)).join(' + ')} = ${fmt(total)}`),
        step('Estimated mean = Σfx ÷ Σf.', `${fmt(sum)} ÷ ${fmt(total)} = ${fmt(mean)}`),
      ],
      `mean ≈ ${fmt(mean)}`,
      { values: [mean] },
    );
  }
  const half = total / 2;
  let below = 0;
  for (const c of classes) {
    if (below + c.f >= half && c.f > 0) {
      const median = c.lower + ((half - below) / c.f) * (c.upper - c.lower);
      return solution(
        'statistics',
        'median of grouped data by interpolation',
        [
          listed,
          step(
            'Half the total frequency.',
            `${classes.map((k) => fmt(k.f)).join(' + ')} = ${fmt(total)}; ${fmt(total)} / 2 = ${fmt(half)}`,
          ),
          step(
            `The median class is ${fmt(c.lower)}-${fmt(c.upper)}: ${fmt(below)} values lie below it.`,
            `cumulative frequency before it = ${fmt(below)}`,
          ),
          step(
            'Interpolate: L + (n/2 - cf) / f × width.',
            `${fmt(c.lower)} + (${fmt(half)} - ${fmt(below)}) / ${fmt(c.f)} × ${fmt(c.upper - c.lower)} = ${fmt(median)}`,
          ),
        ],
        `median ≈ ${fmt(median)}`,
        { values: [median] },
      );
    }
    below += c.f;
  }
  return null;
}

/**
 * A pie chart: "a pie chart shows 270 students; football has an angle of 84°; how many chose football?" (270 × 84 /
 * 360), or the angle of a group of a given size. One total, one angle or one group size.
 */
function pieChart(q: string) {
  if (!/pie chart/.test(q)) return null;
  const total = new RegExp(
    `\\b(?:of|shows|for|represents|from) (?:the )?(?:[a-z]+ )*?(\\d+) (?:[a-z]+)`,
  ).exec(q);
  if (total === null) return null;
  const rest = q.replace(total[0], ' ');
  const angle = new RegExp(`(${NUMBER})\\s*(?:°|degrees?)`).exec(rest);
  const clause = askingClause(rest) ?? '';
  const n = Number(total[1]);
  if (angle !== null) {
    if (!/how many/.test(clause) || numbersIn(rest.replace(angle[0], ' ')).length > 0) return null;
    const a = Number(angle[1]);
    if (!(a > 0 && a <= 360)) return null;
    const value = (n * a) / 360;
    return solution(
      'statistics',
      `pie chart of ${n}`,
      [
        step(
          'The whole circle, 360°, is the total: the group is its angle out of 360.',
          `${fmt(n)} × ${fmt(a)} / 360 = ${fmt(value)}`,
        ),
      ],
      fmt(value),
      { values: [value] },
    );
  }
  const part = numbersIn(rest);
  if (part.length !== 1 || !/angle/.test(clause)) return null;
  const k = part[0] ?? NaN;
  if (!(k >= 0 && k <= n)) return null;
  const value = (360 * k) / n;
  return solution(
    'statistics',
    `pie chart of ${n}`,
    [
      step(
        'The angle is the group out of the total, times 360°.',
        `${fmt(k)} / ${fmt(n)} × 360 = ${fmt(value)}°`,
      ),
    ],
    `${fmt(value)}°`,
    { values: [value] },
  );
}

/** Outlier fences: Q1 - 1.5 × IQR and Q3 + 1.5 × IQR from the quartiles given. */
function outlierFence(q: string) {
  const lower = new RegExp(`(?:lower quartile|q1)(?: of [a-z ]+?)? (?:is|=|of) (${NUMBER})`).exec(q);
  const upper = new RegExp(`(?:upper quartile|q3)(?: of [a-z ]+?)? (?:is|=|of) (${NUMBER})`).exec(q);
  if (
    lower === null ||
    upper === null ||
    !/1\.5\s*(?:×|x|\*|times)?\s*(?:the )?(?:iqr|interquartile)/.test(q)
  )
    return null;
  const clause = askingClause(q) ?? '';
  const upperAsked = /upper|above|highest|largest|greatest/.test(clause);
  const lowerAsked = /lower|below|lowest|smallest|least/.test(clause);
  if (upperAsked === lowerAsked || !/limit|fence|boundary|bound|value|outlier/.test(clause)) return null;
  const rest = q.replace(lower[0], ' ').replace(upper[0], ' ').replace(/1\.5/g, ' ');
  if (numbersIn(rest).length > 0) return null;
  const q1 = Number(lower[1]);
  const q3 = Number(upper[1]);
  if (!(q3 >= q1)) return null;
  const iqr = q3 - q1;
  const value = upperAsked ? q3 + 1.5 * iqr : q1 - 1.5 * iqr;
  return solution(
    'statistics',
    `outlier fence, Q1 = ${fmt(q1)}, Q3 = ${fmt(q3)}`,
    [
      step('Interquartile range = Q3 - Q1.', `${fmt(q3)} - ${fmt(q1)} = ${fmt(iqr)}`),
      step(
        upperAsked ? 'Upper limit = Q3 + 1.5 × IQR.' : 'Lower limit = Q1 - 1.5 × IQR.',
        upperAsked
          ? `${fmt(q3)} + 1.5 × ${fmt(iqr)} = ${fmt(value)}`
          : `${fmt(q1)} - 1.5 × ${fmt(iqr)} = ${fmt(value)}`,
      ),
    ],
    fmt(value),
    { values: [value] },
  );
}

/**
 * Summary statistics: "n = 10, Σx = 85, Σx² = 781; the mean and the population variance". Variance is Σx²/n - x̄²
 * (population) or (Σx² - (Σx)²/n) / (n - 1) (sample); one of the two must be named, as the question could mean
 * either. The standard deviation is its square root.
 */
function fromSums(q: string) {
  const SUM = String.raw`(?:σ|∑|sum of(?: the)?)\s*`;
  const n = new RegExp(`\\bn\\s*=\\s*(\\d+)\\b`).exec(q);
  const sx = new RegExp(`${SUM}x\\s*=\\s*(${NUMBER})`).exec(q);
  const sxx = new RegExp(`${SUM}x\\s*\\^\\s*2\\s*=\\s*(${NUMBER})`).exec(q);
  if (n === null || sx === null || sxx === null) return null;
  if (
    numbersIn(
      q
        .replace(n[0], ' ')
        .replace(sx[0], ' ')
        .replace(sxx[0], ' ')
        .replace(/\^\s*2/g, ' '),
    ).length > 0
  )
    return null;
  const asked = measuresAsked(q);
  const spread = asked.find((m) => m === 'sd' || m === 'variance');
  if (asked.some((m) => m !== 'mean' && m !== spread) || asked.length === 0) return null;
  const population = /population/.test(q);
  const sample = /\bsample\b/.test(q);
  if (spread !== undefined && population === sample) return null;
  const [count, sum, squares] = [Number(n[1]), Number(sx[1]), Number(sxx[1])];
  if (!(count > 1)) return null;
  const mean = sum / count;
  const variance = population ? squares / count - mean * mean : (squares - (sum * sum) / count) / (count - 1);
  if (spread !== undefined && !(variance >= 0)) return null;
  const steps = [step('Mean = Σx ÷ n.', `${fmt(sum)} ÷ ${fmt(count)} = ${fmt(mean)}`)];
  const values: number[] = [];
  if (asked.includes('mean')) values.push(mean);
  if (spread !== undefined) {
    steps.push(
      population
        ? step(
            'Population variance = Σx²/n - mean².',
            `${fmt(squares)} / ${fmt(count)} - ${fmt(mean)}^2 = ${fmt(variance)}`,
          )
        : step(
            'Sample variance = (Σx² - (Σx)²/n) / (n - 1).',
            `(${fmt(squares)} - ${fmt(sum)}^2 / ${fmt(count)}) / ${fmt(count - 1)} = ${fmt(variance)}`,
          ),
    );
    if (spread === 'sd')
      steps.push(
        step('The standard deviation is its square root.', `√${fmt(variance)} = ${fmt(Math.sqrt(variance))}`),
      );
    values.push(spread === 'sd' ? Math.sqrt(variance) : variance);
  }
  return solution(
    'statistics',
    `n = ${fmt(count)}, Σx = ${fmt(sum)}, Σx² = ${fmt(squares)}`,
    steps,
    values.map(fmt).join('; '),
    {
      values,
    },
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
  // "0 | 4, 1 | 9, 2 | 7": a table typed with bars.
  const barred = [...q.matchAll(new RegExp(`(${NUMBER})\\s*\\|\\s*(${NUMBER})`, 'g'))].map(
    (m): [number, number] => [Number(m[1]), Number(m[2])],
  );
  let table = pairs.length >= 2 ? pairs : barred;
  if (table.length < 2) {
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
  const missing = missingValue(q) ?? meanChange(q);
  if (missing) return missing;
  const worded = groupedData(q) ?? pieChart(q) ?? outlierFence(q) ?? fromSums(q);
  if (worded) return worded;
  const grouped = frequencyMean(q) ?? weightedMark(q);
  if (grouped) return grouped;
  // A mean (or median …) that is given, not asked, makes the data a different question.
  if (/\b(?:mean|average|median|mode)\b(?: of [^.?]*?)? (?:is|was|=|equals) -?\d/.test(q)) return null;
  // Quartiles and percentiles are not read here: "interquartile range" holds the word "range", and the method
  // that defines Q1 and Q3 names the "median" — read as those, it answered the median and the range.
  if (/quartile|percentile|decile|\biqr\b|five[- ]number summary|box (?:plot|and whisker)/.test(q))
    return null;
  // Other means and deviations hold the words "mean" and "deviation": the geometric or harmonic mean, the mean
  // absolute deviation, a trimmed or moving average, a root mean square. Read as the mean, they answered it.
  if (
    /\b(?:geometric|harmonic|trimmed|truncated|moving|rolling|running|quadratic)\b|\b(?:absolute|mean) deviation\b|\broot mean\b|\brms\b/.test(
      q,
    )
  )
    return null;
  const asked = measuresAsked(q);
  if (asked.length === 0) return null;
  // A distribution's mean and variance ("X ~ B(20, 0.4)") are not those of its parameters read as data.
  if (
    /probability|dice|coin|cards?\b|distribution|binomial|poisson|~|\b[bn]\s*\(|\bbin\s*\(|\bpo\s*\(/.test(q)
  )
    return null;
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
