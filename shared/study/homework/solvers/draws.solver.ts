// Probability over several steps: repeated draws from a bag or a deck (with or without replacement: both, none,
// at least one, exactly one, one of each, the same colour, one then another), events given by their
// probabilities (P(A ∪ B), P(A ∩ B), P(A | B), complements; independent or mutually exclusive), and one die with
// one coin. Each draw is counted exactly (fractions); a question that does not say whether a draw is replaced,
// or names an event not read here, is not answered.
import { exact, formatFraction } from '../../math/math-expression.util.ts';
import type { Fraction } from 'mathjs';
import { NUMBER, askingClause, fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';
import type { MathStep } from '../../math/math-solution.types.ts';

const COLOURS = 'red|blue|green|yellow|white|black|orange|purple|pink|brown|grey|gray';
const WORD_COUNT: Record<string, number> = { two: 2, three: 3, four: 4, both: 2 };

interface Population {
  /** How many of each kind that an event may name. */
  groups: Map<string, number>;
  total: number;
  what: string;
}

function bagOf(q: string): Population | null {
  const counts = [...q.matchAll(new RegExp(`(\\d+) (${COLOURS})\\b`, 'g'))];
  if (counts.length < 2) return null;
  const groups = new Map<string, number>();
  for (const m of counts) {
    const colour = m[2] ?? '';
    if (groups.has(colour)) return null;
    groups.set(colour, Number(m[1]));
  }
  const total = [...groups.values()].reduce((a, b) => a + b, 0);
  return { groups, total, what: 'the bag' };
}

const CARD_GROUPS: Record<string, number> = {
  ace: 4,
  king: 4,
  queen: 4,
  jack: 4,
  heart: 13,
  spade: 13,
  diamond: 13,
  club: 13,
  red: 26,
  black: 26,
  'face card': 12,
  'picture card': 12,
};

function deckOf(q: string): Population | null {
  if (!/\bdeck\b|\bcards\b|\bpack of cards\b/.test(q)) return null;
  return { groups: new Map(Object.entries(CARD_GROUPS)), total: 52, what: 'the deck' };
}

/** The kind an event word names: "aces" → ace, "red" → red, "face cards" → face card. */
function kindOf(word: string, population: Population): string | null {
  const w = word
    .trim()
    .replace(/^(?:an?|the) /, '')
    .replace(/ (?:ones?|marbles?|balls?|cards?|beads?|sweets?|counters?|socks?)$/, (m) =>
      /face|picture/.test(word) ? m : '',
    )
    .replace(/s$/, '');
  if (population.groups.has(w)) return w;
  const withCard = `${w.replace(/ cards?$/, '')} card`;
  return population.groups.has(withCard) ? withCard : null;
}

type Event =
  | { kind: 'all'; of: string }
  | { kind: 'none'; of: string }
  | { kind: 'atLeastOne'; of: string }
  | { kind: 'exactlyOne'; of: string }
  | { kind: 'sequence'; of: string[] }
  | { kind: 'oneOfEach' }
  | { kind: 'sameColour' };

function eventOf(text: string, draws: number, population: Population): Event | null {
  const KIND = `([a-z]+(?: cards?)?)`;
  if (
    /(?:one|1) of each (?:colou?r|kind)?|(?:one|1) (?:of )?each\b|(?:different|2 different|two different) colou?rs/.test(
      text,
    )
  )
    return { kind: 'oneOfEach' };
  if (/(?:the )?same colou?r/.test(text)) return { kind: 'sameColour' };
  let m =
    new RegExp(
      `\\b(?:both|all)(?: (?:[2-4] |of them |the [a-z]+ )?(?:are|being|were|will be|is))? ${KIND}`,
    ).exec(text) ?? new RegExp(`\\b(?:two|2|three|3) ${KIND}`).exec(text);
  if (m) {
    const of = kindOf(m[1] ?? '', population);
    const n = /\b(?:two|2)\b/.test(m[0]) ? 2 : /\b(?:three|3)\b/.test(m[0]) ? 3 : draws;
    return of && n === draws ? { kind: 'all', of } : null;
  }
  m = new RegExp(`\\bat least (?:one|1) (?:is |of them is )?(?:an? )?${KIND}`).exec(text);
  if (m) {
    const of = kindOf(m[1] ?? '', population);
    return of ? { kind: 'atLeastOne', of } : null;
  }
  m = new RegExp(
    `\\b(?:no|none (?:are|is|of them (?:are|is))|neither (?:is|are)?)\\b ?(?:an? )?${KIND}`,
  ).exec(text);
  if (m) {
    const of = kindOf(m[1] ?? '', population);
    return of ? { kind: 'none', of } : null;
  }
  m = new RegExp(`\\bexactly (?:one|1) ${KIND}`).exec(text);
  if (m) {
    const of = kindOf(m[1] ?? '', population);
    return of ? { kind: 'exactlyOne', of } : null;
  }
  m = new RegExp(
    `\\b(?:an? |the first (?:is |being )?(?:an? )?|first (?:an? )?)?${KIND} (?:then|followed by|first and then|and then|first and|and) (?:an? |the second (?:is |being )?(?:an? )?)?${KIND}(?: second)?\\b`,
  ).exec(text);
  if (m && draws === 2) {
    const a = kindOf(m[1] ?? '', population);
    const b = kindOf(m[2] ?? '', population);
    return a && b ? { kind: 'sequence', of: [a, b] } : null;
  }
  return null;
}

/** P(the next draws are exactly these kinds, in order). */
function sequence(kinds: string[], population: Population, replaced: boolean): Fraction {
  let p = exact.fraction(1) as Fraction;
  const taken = new Map<string, number>();
  for (let i = 0; i < kinds.length; i += 1) {
    const kind = kinds[i] ?? '';
    const have = (population.groups.get(kind) ?? 0) - (replaced ? 0 : (taken.get(kind) ?? 0));
    const left = population.total - (replaced ? 0 : i);
    p = p.mul(exact.fraction(Math.max(0, have), left));
    taken.set(kind, (taken.get(kind) ?? 0) + 1);
  }
  return p;
}

/** P(every draw is of the kind, or none is). */
function allOf(count: number, draws: number, total: number, replaced: boolean): Fraction {
  let p = exact.fraction(1) as Fraction;
  for (let i = 0; i < draws; i += 1)
    p = p.mul(exact.fraction(Math.max(0, count - (replaced ? 0 : i)), total - (replaced ? 0 : i)));
  return p;
}

function repeatedDraws(q: string) {
  if (!/probab|chance|likelihood|\bp\(/.test(q)) return null;
  const replaced =
    /\bwith replacement|\b(?:is|are|being) (?:then )?(?:replaced|put back|returned)|replacing (?:it|each)|puts? (?:it|each one|them) back/.test(
      q,
    );
  const notReplaced =
    /without replac|not (?:replaced|put back|returned)|no replacement|without putting|at the same time|simultaneously|at once|together|\bdealt\b|\beats? (?:it|the [a-z]+)\b|\bkeeps? (?:it|the [a-z]+)\b/.test(
      q,
    );
  if (replaced === notReplaced) return null;
  const countMatch = new RegExp(
    `\\b(two|three|four|[2-4]) (?:[a-z]+ )?(?:marbles|balls|cards|beads|sweets|candies|counters|socks|chips|tokens|items)?\\s*(?:are |were )?(?:drawn|picked|chosen|selected|taken|removed|dealt)|(?:draws?|picks?|takes?|chooses?|selects?|deals?) (two|three|four|[2-4])\\b`,
  ).exec(q);
  // "a ball is drawn and not replaced, then another is drawn": two draws.
  const thenAnother =
    /\b(?:a|1) (?:[a-z]+ )?is (?:drawn|picked|taken|chosen|selected)\b[^.?]*?\bthen (?:another|a second)(?: [a-z]+)? is (?:drawn|picked|taken|chosen|selected)/.exec(
      q,
    ) ??
    // "Sam takes a sweet at random, eats it, then takes another".
    /\b(?:takes|picks|draws|chooses|selects|removes) (?:a|1) [a-z]+(?: at random)?\b[^.?]*?\bthen (?:takes|picks|draws|chooses|selects|removes) (?:another|a second)\b/.exec(
      q,
    );
  const said = countMatch ?? thenAnother;
  if (!said) return null;
  const word = countMatch?.[1] ?? countMatch?.[2] ?? '2';
  const draws = WORD_COUNT[word] ?? Number(word);
  const population = deckOf(q) ?? bagOf(q);
  if (population === null || !(draws >= 2) || draws > population.total) return null;
  // The numbers are the counts of the bag (or the deck's 52) and the number of draws.
  const expected = population.what === 'the deck' ? [52] : [...population.groups.values()];
  // (The numbers of the event — "at least 1", "2 aces" — come after the word that asks for the probability.)
  const asksAt = Math.max(q.search(/probab|chance|likelihood|\bp\(/), 0);
  const rest = numbersIn(q.slice(0, asksAt).replace(said[0], ' ')).filter((n) => !expected.includes(n));
  if (rest.length > 0) return null;
  const tail = q.slice(asksAt);
  const event = eventOf(tail, draws, population);
  if (event === null) return null;
  const { total } = population;
  const steps: MathStep[] = [
    step(
      `${draws} draws from ${population.what} of ${total}, ${replaced ? 'each put back (the chances stay the same)' : 'not put back (one fewer each time)'}.`,
      `${[...population.groups.values()].join(' + ')} = ${total} in all`,
    ),
  ];
  let p: Fraction;
  const count = (kind: string) => population.groups.get(kind) ?? 0;
  switch (event.kind) {
    case 'all':
      p = allOf(count(event.of), draws, total, replaced);
      steps.push(step(`Every draw is ${event.of}: multiply the chances draw by draw.`, formatFraction(p)));
      break;
    case 'none':
      p = allOf(total - count(event.of), draws, total, replaced);
      steps.push(
        step(
          `No draw is ${event.of}: every draw is one of the other ${total - count(event.of)}.`,
          formatFraction(p),
        ),
      );
      break;
    case 'atLeastOne': {
      const none = allOf(total - count(event.of), draws, total, replaced);
      p = exact.fraction(1).sub(none) as Fraction;
      steps.push(
        step(`The complement of "at least one ${event.of}" is "none".`, `P(none) = ${formatFraction(none)}`),
      );
      steps.push(step('Subtract from 1.', `1 - ${formatFraction(none)} = ${formatFraction(p)}`));
      break;
    }
    case 'exactlyOne': {
      const kinds = [event.of, ...Array.from({ length: draws - 1 }, () => 'other')];
      const withOther: Population = {
        ...population,
        groups: new Map([
          [event.of, count(event.of)],
          ['other', total - count(event.of)],
        ]),
      };
      const one = sequence(kinds, withOther, replaced);
      p = one.mul(draws) as Fraction;
      steps.push(
        step(
          `One order: ${event.of} first, then the others; there are ${draws} places for the ${event.of}.`,
          `${draws} × ${formatFraction(one)} = ${formatFraction(p)}`,
        ),
      );
      break;
    }
    case 'sequence':
      p = sequence(event.of, population, replaced);
      steps.push(step(`${event.of[0]} first, then ${event.of[1]}: multiply the chances.`, formatFraction(p)));
      break;
    case 'oneOfEach': {
      if (population.what !== 'the bag' || population.groups.size !== 2 || draws !== 2) return null;
      const [a = '', b = ''] = [...population.groups.keys()];
      const ab = sequence([a, b], population, replaced);
      const ba = sequence([b, a], population, replaced);
      p = ab.add(ba) as Fraction;
      steps.push(
        step(
          `Either ${a} then ${b}, or ${b} then ${a}: add the two orders.`,
          `${formatFraction(ab)} + ${formatFraction(ba)} = ${formatFraction(p)}`,
        ),
      );
      break;
    }
    case 'sameColour': {
      if (population.what !== 'the bag') return null;
      p = exact.fraction(0) as Fraction;
      const parts: string[] = [];
      for (const [colour, n] of population.groups) {
        const all = allOf(n, draws, total, replaced);
        p = p.add(all) as Fraction;
        parts.push(`P(all ${colour}) = ${formatFraction(all)}`);
      }
      steps.push(
        step(
          'Add the chance that every draw is each one colour.',
          `${parts.join(', ')}; total ${formatFraction(p)}`,
        ),
      );
      break;
    }
  }
  const value = Number(p.valueOf());
  return solution('probability', q, steps, `${formatFraction(p)} ≈ ${fmt(value)}`, { values: [value] });
}

/** Events given by their probabilities: unions, intersections, conditionals and complements. */
function eventAlgebra(q: string) {
  const given = (name: string) =>
    new RegExp(
      `\\bp\\s*\\(\\s*${name}\\s*\\)\\s*(?:=|is)\\s*(${NUMBER})|probability of ${name} is (${NUMBER})`,
    ).exec(q);
  const a = given('a');
  const b = given('b');
  if (!a || !b) return null;
  const pa = Number(a[1] ?? a[2]);
  const pb = Number(b[1] ?? b[2]);
  const AND = String.raw`(?:∩|\band\b|\bn\b|&)`;
  const OR = String.raw`(?:∪|\bor\b|\bu\b|\bunion\b)`;
  const both = new RegExp(`\\bp\\s*\\(\\s*a\\s*${AND}\\s*b\\s*\\)\\s*(?:=|is)\\s*(${NUMBER})`).exec(q);
  const either = new RegExp(`\\bp\\s*\\(\\s*a\\s*${OR}\\s*b\\s*\\)\\s*(?:=|is)\\s*(${NUMBER})`).exec(q);
  const independent =
    /\bindependent\b/.test(q) &&
    !/not independent|dependent events? (?:but|and)/.test(q.replace('independent', ''));
  const exclusive = /mutually exclusive|disjoint|cannot (?:both )?happen (?:at the same time|together)/.test(
    q,
  );
  if ([pa, pb].some((p) => !(p >= 0 && p <= 1))) return null;
  const clause = (askingClause(q) ?? q).replace(/[?.]$/, '');
  const EVENT = String.raw`a\s*(?:∪|or|u|union)\s*b|a\s*(?:∩|and|n|&)\s*b|a\s*\|\s*b|b\s*\|\s*a|a'|a\^c|not a|a complement|b'|b\^c|not b`;
  if (!new RegExp(String.raw`p\s*\(\s*(?:${EVENT})\s*\)\s*$`).test(clause)) return null;
  // "Find P(A ∪ B) and P(A | B)": every probability the clause names is answered, or none is.
  const askedAll = [
    ...clause.matchAll(new RegExp(String.raw`p\s*\(\s*(${EVENT})\s*\)(?!\s*(?:=|is\b))`, 'g')),
  ].map((m) => m[1] ?? '');
  let pAnd: number | null = both ? Number(both[1]) : null;
  let how = '';
  if (pAnd === null && independent && !exclusive) {
    pAnd = pa * pb;
    how = `Independent: P(A ∩ B) = P(A) × P(B) = ${fmt(pa)} × ${fmt(pb)} = ${fmt(pAnd)}.`;
  } else if (pAnd === null && exclusive && !independent) {
    pAnd = 0;
    how = 'Mutually exclusive: A and B cannot both happen, so P(A ∩ B) = 0.';
  } else if (pAnd === null && either) {
    pAnd = pa + pb - Number(either[1]);
    how = `From the addition rule: P(A ∩ B) = P(A) + P(B) - P(A ∪ B) = ${fmt(pAnd)}.`;
  } else if (pAnd !== null && (independent || exclusive)) return null;
  const steps: MathStep[] = [step('Given.', `P(A) = ${fmt(pa)}, P(B) = ${fmt(pb)}`)];
  if (how) steps.push(step(how, `P(A ∩ B) = ${fmt(pAnd ?? NaN)}`));
  const evaluate = (asked: string): { value: number; shown: string } | null => {
    if (/^not a$|^a'$|^a\^c$|^a complement$/.test(asked)) return { value: 1 - pa, shown: "P(A') = 1 - P(A)" };
    if (/^not b$|^b'$|^b\^c$/.test(asked)) return { value: 1 - pb, shown: "P(B') = 1 - P(B)" };
    if (pAnd === null || pAnd < -1e-12 || pAnd > Math.min(pa, pb) + 1e-12) return null;
    if (/∪|or|u|union/.test(asked))
      return {
        value: pa + pb - pAnd,
        shown: `P(A ∪ B) = P(A) + P(B) - P(A ∩ B) = ${fmt(pa)} + ${fmt(pb)} - ${fmt(pAnd)}`,
      };
    if (/\|/.test(asked)) {
      const [first, second] = asked.split('|').map((part) => part.trim());
      const condition = second === 'b' ? pb : pa;
      if (!(condition > 0) || first === second) return null;
      return {
        value: pAnd / condition,
        shown: `P(${first?.toUpperCase()} | ${second?.toUpperCase()}) = P(A ∩ B) / P(${second?.toUpperCase()}) = ${fmt(pAnd)} / ${fmt(condition)}`,
      };
    }
    return { value: pAnd, shown: 'P(A ∩ B)' };
  };
  const answers = askedAll.map(evaluate);
  if (answers.length === 0 || answers.some((found) => found === null)) return null;
  if (numbersIn(q.replace(/\bp\s*\(/g, ' ')).length !== 2 + (both ? 1 : 0) + (either ? 1 : 0)) return null;
  const found = answers.filter((one) => one !== null);
  for (const one of found) steps.push(step('Evaluate.', `${one.shown} = ${fmt(one.value)}`));
  return solution('probability', q, steps, found.map((one) => fmt(one.value)).join(', '), {
    values: found.map((one) => one.value),
  });
}

/** One die and one coin together: the chance of a face event and a side, multiplied (independent). */
function dieAndCoin(q: string) {
  if (!/\b(?:die|dice)\b/.test(q) || !/\bcoin\b/.test(q) || !/probab|chance|likelihood/.test(q)) return null;
  if (
    /\b(?:2|3|two|three|dice|coins)\b/.test(
      q.replace(/\b(?:a|one|the) (?:fair )?(?:six-sided |6-sided )?die\b/, ''),
    )
  )
    return null;
  const tail = q.slice(q.search(/probab|chance|likelihood/));
  const side = /\b(heads?|tails?)\b/.exec(tail)?.[1]?.replace(/s$/, '');
  if (side === undefined) return null;
  const faces = [1, 2, 3, 4, 5, 6];
  const FACE_EVENTS: Array<[RegExp, (m: RegExpExecArray) => number[]]> = [
    [/\b(?:an? |the number )?([1-6])\b(?! or)/, (m) => [Number(m[1])]],
    [/\beven\b/, () => [2, 4, 6]],
    [/\bodd\b/, () => [1, 3, 5]],
    [/\bprime\b/, () => [2, 3, 5]],
    [/(?:greater|more|bigger|higher) than ([1-6])/, (m) => faces.filter((f) => f > Number(m[1]))],
    [/(?:less|smaller|lower) than ([1-6])/, (m) => faces.filter((f) => f < Number(m[1]))],
    [/at least ([1-6])/, (m) => faces.filter((f) => f >= Number(m[1]))],
    [/at most ([1-6])/, (m) => faces.filter((f) => f <= Number(m[1]))],
  ];
  const events = FACE_EVENTS.map(([re, read]) => [re.exec(tail), read] as const).filter(([m]) => m !== null);
  if (events.length !== 1) return null;
  const [match, read] = events[0] ?? [];
  if (!match || !read) return null;
  const good = read(match);
  if (good.length === 0) return null;
  const joined = /\bor\b/.test(tail.replace(match[0], ' ')) ? 'or' : 'and';
  if (joined === 'or') return null;
  const p = exact.fraction(good.length, 12) as Fraction;
  const value = Number(p.valueOf());
  return solution(
    'probability',
    q,
    [
      step(
        'The die and the coin do not affect each other: multiply their chances.',
        `P = P(die) × P(${side})`,
      ),
      step(
        `The die: ${good.length} of 6 faces; the coin: 1 of 2 sides.`,
        `(${good.length}/6) × (1/2) = ${formatFraction(p)}`,
      ),
    ],
    `${formatFraction(p)} ≈ ${fmt(value)}`,
    { values: [value] },
  );
}

/** "How many 5-card hands can be dealt from a 52-card deck": a combination. */
function hands(q: string) {
  const m = /how many (?:different |possible |distinct )?(\d+)[- ]card hands\b/.exec(q);
  if (!m) return null;
  const r = Number(m[1]);
  const n = /\b52\b|standard|deck/.test(q) ? 52 : NaN;
  if (!(r >= 1 && r <= 13) || numbersIn(q).some((x) => x !== r && x !== 52) || Number.isNaN(n)) return null;
  let value = 1;
  for (let i = 0; i < r; i += 1) value = (value * (n - i)) / (i + 1);
  value = Math.round(value);
  return solution(
    'probability',
    `52C${r}`,
    [
      step(
        'A hand is a choice where order does not matter: a combination.',
        `52C${r} = 52! / (${r}! · ${52 - r}!) = ${value}`,
      ),
    ],
    String(value),
    { values: [value] },
  );
}

export const solveDraws: HomeworkSolver = (q) =>
  hands(q) ?? eventAlgebra(q) ?? dieAndCoin(q) ?? repeatedDraws(q);
