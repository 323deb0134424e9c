// Counting (permutations, combinations, arrangements of a word) and probabilities of dice, coins and cards
// stated in words, by counting outcomes.
import { exact, formatFraction } from '../../math/math-expression.util.ts';
import { fmt, numbersIn } from './question-text.util.ts';
import { solution, step } from './solver.types.ts';
import type { HomeworkSolver } from './solver.types.ts';

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i += 1) f *= i;
  return f;
}
const nCr = (n: number, r: number) =>
  r < 0 || r > n ? 0 : Math.round(factorial(n) / (factorial(r) * factorial(n - r)));
const nPr = (n: number, r: number) => (r < 0 || r > n ? 0 : Math.round(factorial(n) / factorial(n - r)));

function probabilityAnswer(
  kind: string,
  favourable: number,
  total: number,
  steps: ReturnType<typeof step>[],
) {
  const f = exact.fraction(favourable, total);
  const value = favourable / total;
  steps.push(
    step(
      'Probability = favourable outcomes ÷ possible outcomes.',
      `P = ${favourable}/${total} = ${formatFraction(f)} ≈ ${fmt(value)}`,
    ),
  );
  return solution('probability', kind, steps, `${formatFraction(f)} ≈ ${fmt(value)}`, { values: [value] });
}

const ROLES = [
  /\bvice[- ]?presidents?\b/,
  /\bpresidents?\b/,
  /\bsecretary\b/,
  /\btreasurer\b/,
  /\bvice[- ]?captains?\b/,
  /\bcaptains?\b/,
  /\bchair(?:person|man|woman)?\b/,
  /\bgold\b/,
  /\bsilver\b/,
  /\bbronze\b/,
  /\b(?:1st|first)\b/,
  /\b(?:2nd|second)\b/,
  /\b(?:3rd|third)\b/,
  /\b(?:4th|fourth)\b/,
];

/** Distinct named roles or places filled from a group: "a president and a vice president from 8 people". */
function roles(q: string) {
  if (
    !/how many (?:different |possible )?(?:ways|outcomes|results|orders)|in how many (?:different )?ways|number of (?:different |possible )?ways/.test(
      q,
    )
  )
    return null;
  const group =
    /(?:from|among|out of|in|of) (?:a (?:group|class|club|team|field|race|committee|set) of )?(\d+)\b(?! (?:roles|positions|places|prizes))/.exec(
      q,
    );
  if (!group) return null;
  let rest = q;
  let count = 0;
  for (const role of ROLES) {
    if (role.test(rest)) {
      count += 1;
      rest = rest.replace(role, ' ');
    }
  }
  const n = Number(group[1]);
  // Any other number (how many are chosen, say) means the roles are not the whole story: leave it to counting.
  const numbers = q.match(/(?<![a-z\d.])\d+(?:\.\d+)?(?!st|nd|rd|th)/g) ?? [];
  if (numbers.length !== 1) return null;
  if (count < 2 || count > n || n > 60) return null;
  const value = nPr(n, count);
  return solution(
    'probability',
    `${count} different roles from ${n}`,
    [
      step(
        `The ${count} roles are different, so the order of choosing matters: permutations.`,
        `${n}P${count} = ${n}! / ${n - count}! = ${value}`,
      ),
    ],
    String(value),
    { values: [value] },
  );
}

/**
 * A selection with a number of each of two kinds: "a team of 3 boys and 2 girls from 8 boys and 6 girls" is
 * 8C3 × 6C2. The kinds chosen must be the kinds available, and the clause must ask how many teams (or ways).
 */
function mixedSelection(q: string) {
  const m =
    /\b(\d+) ([a-z]+) and (\d+) ([a-z]+)\b[^.?]*?\b(?:from|out of|among) (?:a (?:group|class|club|squad) of )?(\d+) ([a-z]+) and (\d+) ([a-z]+)\b/.exec(
      q,
    );
  if (m === null) return null;
  const [, a, kindA, b, kindB, n1, kind1, n2, kind2] = m;
  const same = (x = '', y = '') => x.replace(/s$/, '') === y.replace(/s$/, '');
  const pairs =
    same(kindA, kind1) && same(kindB, kind2)
      ? [
          [a, n1],
          [b, n2],
        ]
      : same(kindA, kind2) && same(kindB, kind1)
        ? [
            [a, n2],
            [b, n1],
          ]
        : null;
  if (pairs === null || same(kindA, kindB)) return null;
  if (
    !/how many (?:different |possible )?(?:ways|teams|committees|groups|selections|combinations|panels|squads)|in how many ways/.test(
      q,
    )
  )
    return null;
  if (/arrange|order|line|row|captain|president|secretary|positions?|ranked|first|second/.test(q))
    return null;
  if (numbersIn(q.replace(m[0], ' ')).length > 0) return null;
  const [[r1, from1], [r2, from2]] = pairs.map(([r, n]) => [Number(r), Number(n)]) as [
    [number, number],
    [number, number],
  ];
  if (from1 > 60 || from2 > 60 || r1 > from1 || r2 > from2) return null;
  const value = nCr(from1, r1) * nCr(from2, r2);
  return solution(
    'probability',
    `${r1} of ${from1} and ${r2} of ${from2}`,
    [
      step(
        'Each kind is chosen on its own (order does not matter): nCr = n! / (r!(n - r)!).',
        `${from1}C${r1} = ${nCr(from1, r1)}, ${from2}C${r2} = ${nCr(from2, r2)}`,
      ),
      step(
        'Every choice of one kind goes with every choice of the other: multiply.',
        `${nCr(from1, r1)} × ${nCr(from2, r2)} = ${value}`,
      ),
    ],
    String(value),
    { values: [value] },
  );
}

function counting(q: string) {
  const named = roles(q);
  if (named !== null) return named;
  const mixed = mixedSelection(q);
  if (mixed !== null) return mixed;
  let m =
    /\b(\d+)\s*([cp])\s*(\d+)\b/.exec(q) ??
    /\b(\d+) (c)hoose (\d+)\b/.exec(q) ??
    /\b([cp])\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)/.exec(q);
  if (m) {
    const [n, kind, r] =
      m[1] === 'c' || m[1] === 'p'
        ? [Number(m[2]), m[1], Number(m[3])]
        : [Number(m[1]), m[2] ?? 'c', Number(m[3])];
    if (n > 60) return null;
    const value = kind === 'c' ? nCr(n, r) : nPr(n, r);
    return solution(
      'probability',
      `${n}${kind.toUpperCase()}${r}`,
      [
        step(
          kind === 'c'
            ? 'Combinations (order does not matter): nCr = n! / (r!(n - r)!).'
            : 'Permutations (order matters): nPr = n! / (n - r)!.',
          kind === 'c' ? `${n}! / (${r}! · ${n - r}!) = ${value}` : `${n}! / ${n - r}! = ${value}`,
        ),
      ],
      String(value),
      { values: [value] },
    );
  }
  m = /(?:arrange|arrangements|permutations|ways)[^.]*letters (?:of|in) (?:the word )?"?([a-z]+)"?/.exec(q);
  if (m) {
    const word = (m[1] ?? '').toUpperCase();
    const counts = new Map<string, number>();
    for (const ch of word) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const repeats = [...counts.entries()].filter(([, c]) => c > 1);
    const value = Math.round(factorial(word.length) / repeats.reduce((p, [, c]) => p * factorial(c), 1));
    return solution(
      'probability',
      `arrangements of ${word}`,
      [
        step(
          `${word.length} letters can be arranged in ${word.length}! ways.`,
          `${word.length}! = ${factorial(word.length)}`,
        ),
        step(
          repeats.length
            ? `Divide by the arrangements of repeated letters (${repeats.map(([ch, c]) => `${ch}: ${c}!`).join(', ')}).`
            : 'No letter repeats.',
          `${value}`,
        ),
      ],
      String(value),
      { values: [value] },
    );
  }
  m =
    /(?:how many (?:ways|different ways|combinations|groups|teams|committees|selections|hands|subsets)|in how many ways)[^0-9]*?(?:choose|select|pick|form|chosen|selected|picked|made|formed)?[^0-9]*(\d+)[^0-9]+(?:from|out of|of|among)\s*(?:a (?:group|class|team|set|pool|total) of\s*)?(\d+)/.exec(
      q,
    );
  const ordered =
    /(arrange|order|line|row|first|second|president|secretary|podium|gold|rank|sequence|seat|positions?)/.test(
      q,
    );
  if (m) {
    const r = Number(m[1]);
    const n = Number(m[2]);
    if (r > n || n > 60) return null;
    const value = ordered ? nPr(n, r) : nCr(n, r);
    return solution(
      'probability',
      `${ordered ? 'arrangements' : 'choices'} of ${r} from ${n}`,
      [
        step(
          ordered
            ? 'The order matters: permutations, nPr = n! / (n - r)!.'
            : 'The order does not matter: combinations, nCr = n! / (r!(n - r)!).',
          ordered
            ? `${n}P${r} = ${n}! / ${n - r}! = ${value}`
            : `${n}C${r} = ${n}! / (${r}! · ${n - r}!) = ${value}`,
        ),
      ],
      String(value),
      { values: [value] },
    );
  }
  m =
    /(?:how many ways (?:can|to|are there to|could)|in how many ways (?:can|could))[^0-9]*(\d+)[^0-9]*(?:be )?(?:arranged|line up|lined up|sit|seated|ordered|arrange|order|stand|queue)/.exec(
      q,
    ) ?? /(?:arrange|order|line up)\s*(\d+)\s*(?:different |distinct )?[a-z]+(?: in a (?:row|line))?/.exec(q);
  if (m && /(arrange|line|order|seat|sit|queue|stand in a row)/.test(q)) {
    // n! counts every order: a condition on who sits where ("2 particular people must sit next to each other",
    // "not together", "at the ends", "round a table") counts fewer, and is not read here.
    if (
      /\b(?:if|must|next to|together|beside|adjacent|apart|cannot|can't|never|always|ends?|between|round|around|circle|circular|identical|particular|except|unless|first|last)\b/.test(
        q,
      )
    )
      return null;
    const n = Number(m[1]);
    if (n > 20) return null;
    return solution(
      'probability',
      `arrangements of ${n}`,
      [step(`${n} different things in a row: ${n}! orders.`, `${n}! = ${factorial(n)}`)],
      String(factorial(n)),
      { values: [factorial(n)] },
    );
  }
  return null;
}

/** A question about two kinds of experiment at once (a die and a coin, a card and a die) is none of one kind's. */
function mixesExperiments(q: string): boolean {
  const kinds = [
    /\b(?:dice|die|d6)\b/,
    /\bcoins?\b|\bheads?\b|\btails?\b/,
    /\bcards?\b|\bdeck\b/,
    /\bmarbles?\b|\bbag\b|\bballs?\b|\bjar\b/,
    /\bspinner\b/,
  ];
  return kinds.filter((kind) => kind.test(q)).length > 1;
}

/** Whether a question asks a probability: in words or as "P(blue)", "P(sum greater than 9)". */
const asksProbability = (q: string) => /probab|chance|odds|likelihood|\bp\s*\(/.test(q);

function dice(q: string) {
  if (!/\b(dice|die|d6)\b/.test(q) || !asksProbability(q)) return null;
  if (mixesExperiments(q)) return null;
  const count = /(\d+) (?:fair |(?:six|6)[- ]sided |standard )*(?:dice|die)/.exec(q);
  // One die rolled several times is the same as that many dice: "in 2 rolls", "rolled twice", "3 times".
  const rolls =
    /(\d+) (?:rolls|throws|tosses)\b/.exec(q) ??
    /(?:roll(?:ed|ing|s)?|throw(?:n|ing|s)?|toss(?:ed|ing|es)?)\b[^.?]*?\b(\d+) times\b/.exec(q);
  const twice = /(?:roll(?:ed|ing|s)?|throw(?:n|ing|s)?|toss(?:ed|ing|es)?)\b[^.?]*?\btwice\b/.test(q);
  const n = count
    ? Number(count[1])
    : rolls
      ? Number(rolls[1])
      : twice
        ? 2
        : /\b(?:two|pair of) dice\b/.test(q)
          ? 2
          : /\b(?:a|one|single|the) (?:fair |(?:six|6)[- ]sided |standard )*(?:die|dice)\b/.test(q)
            ? 1
            : 0;
  if (n < 1 || n > 3) return null;
  const outcomes: number[][] = [[]];
  for (let i = 0; i < n; i += 1)
    outcomes.splice(0, outcomes.length, ...outcomes.flatMap((o) => [1, 2, 3, 4, 5, 6].map((f) => [...o, f])));
  let test: ((o: number[]) => boolean) | null = null;
  let what = '';
  const sum =
    /(?:sum|total)(?: of)?(?: the dice| the numbers)? (?:is |of |equal to |equals |being )?(at least |at most |greater than |more than |less than |under |over )?(\d+)(?! or)/.exec(
      q,
    );
  if (sum && n >= 2) {
    const t = Number(sum[2]);
    const rel = sum[1] ?? '';
    what = `sum ${rel}${t}`;
    test = (o) => {
      const s = o.reduce((a, b) => a + b, 0);
      return rel.startsWith('at least')
        ? s >= t
        : rel.startsWith('at most')
          ? s <= t
          : /greater|more|over/.test(rel)
            ? s > t
            : /less|under/.test(rel)
              ? s < t
              : s === t;
    };
  } else if (/doubles?|same number|both the same/.test(q) && n === 2) {
    what = 'a double';
    test = (o) => o[0] === o[1];
  } else if (n === 1) {
    const face = /(?:rolling|roll|getting|get|land on|shows?|showing|a|an) (?:a |an )?(\d)\b(?! or)/.exec(q);
    const pair = /(\d) or (?:a |an )?(\d)/.exec(q);
    if (/even/.test(q)) [what, test] = ['an even number', (o) => (o[0] ?? 0) % 2 === 0];
    else if (/odd/.test(q)) [what, test] = ['an odd number', (o) => (o[0] ?? 0) % 2 === 1];
    else if (/prime/.test(q)) [what, test] = ['a prime', (o) => [2, 3, 5].includes(o[0] ?? 0)];
    else if (/(greater|more|higher|bigger) than (\d)/.test(q)) {
      const t = Number(/(?:greater|more|higher|bigger) than (\d)/.exec(q)?.[1]);
      [what, test] = [`more than ${t}`, (o) => (o[0] ?? 0) > t];
    } else if (/(less|lower|smaller|fewer) than (\d)/.test(q)) {
      const t = Number(/(?:less|lower|smaller|fewer) than (\d)/.exec(q)?.[1]);
      [what, test] = [`less than ${t}`, (o) => (o[0] ?? 0) < t];
    } else if (pair) {
      const [a, b] = [Number(pair[1]), Number(pair[2])];
      [what, test] = [`${a} or ${b}`, (o) => o[0] === a || o[0] === b];
    } else if (face) {
      const f = Number(face[1]);
      if (f < 1 || f > 6) return null;
      [what, test] = [`a ${f}`, (o) => o[0] === f];
    }
  } else if (/at least (?:one|1) (?:[1-6]|six)\b/.test(q)) {
    const f = Number(/at least (?:one|1) ([1-6])\b/.exec(q)?.[1] ?? 6);
    [what, test] = [`at least one ${f}`, (o) => o.includes(f)];
  } else if (
    n > 1 &&
    /(?:rolling|roll|getting|get|a|an) (?:a |an )?[1-6]\b/.test(q) &&
    /in a row|every time|each time|on (?:each|every) roll|all \d+ times|every roll/.test(q)
  ) {
    const f = Number(/(?:rolling|roll|getting|get|a|an) (?:a |an )?([1-6])\b/.exec(q)?.[1]);
    [what, test] = [`a ${f} every time`, (o) => o.every((x) => x === f)];
  } else if (/(?:both|two|all) (?:sixes|6s|6's)/.test(q)) {
    [what, test] = ['all sixes', (o) => o.every((x) => x === 6)];
  }
  if (test === null) return null;
  const favourable = outcomes.filter(test).length;
  return probabilityAnswer(`dice: ${what}`, favourable, outcomes.length, [
    step(
      `${n} dice have 6^${n} = ${outcomes.length} equally likely outcomes.`,
      `${outcomes.length} outcomes`,
    ),
    step(`Count the outcomes with ${what}.`, `${favourable} favourable`),
  ]);
}

function coins(q: string) {
  if (!/\bcoins?\b|heads?|tails?/.test(q) || !/probab|chance|odds|likelihood/.test(q)) return null;
  if (mixesExperiments(q)) return null;
  const times =
    /(?:flip|toss|throw)(?:ped|ed|ing|s)? (?:a (?:fair )?coin |(\d+) (?:fair )?coins )?(\d+)? ?times/.exec(q);
  const count = /(\d+) (?:fair )?(?:coins|coin (?:tosses|flips|throws)|tosses|flips)/.exec(q);
  // "Flipping a coin twice" is two tosses, as "rolled twice" is for a die.
  const repeated = /\btwice\b/.test(q) ? 2 : /\bthrice\b/.test(q) ? 3 : null;
  const n = times?.[2]
    ? Number(times[2])
    : count
      ? Number(count[1])
      : repeated !== null && /\b(?:a|one|the) (?:fair )?coin\b/.test(q)
        ? repeated
        : /\b(?:a|one) (?:fair )?coin\b/.test(q) && !/times|twice|thrice/.test(q)
          ? 1
          : 0;
  if (n < 1 || n > 20) return null;
  let k: number | null = null;
  let rel = 'exactly';
  const side = /tails?/.test(q) && !/heads?/.test(q) ? 'tails' : 'heads';
  let m = /(exactly|at least|at most|more than|fewer than|less than)?\s*(\d+) (?:heads?|tails?)/.exec(q);
  if (m) [rel, k] = [m[1] ?? 'exactly', Number(m[2])];
  else if ((m = /(all|no) (?:heads|tails)/.exec(q))) [rel, k] = ['exactly', m[1] === 'all' ? n : 0];
  else if (/at least one (?:head|tail)/.test(q)) [rel, k] = ['at least', 1];
  else if (n === 1 && /(?:a |getting |landing on |land on )(heads?|tails?)/.test(q))
    [rel, k] = ['exactly', 1];
  if (k === null || k > n) return null;
  const target = k;
  const hits = (j: number) =>
    rel === 'at least'
      ? j >= target
      : rel === 'at most'
        ? j <= target
        : rel === 'more than'
          ? j > target
          : /fewer|less/.test(rel)
            ? j < target
            : j === target;
  let favourable = 0;
  for (let j = 0; j <= n; j += 1) if (hits(j)) favourable += nCr(n, j);
  return probabilityAnswer(`coins: ${rel} ${k} ${side} in ${n}`, favourable, 2 ** n, [
    step(
      `${n} coin toss${n > 1 ? 'es have' : ' has'} 2^${n} = ${2 ** n} equally likely outcomes.`,
      `${2 ** n} outcomes`,
    ),
    step(
      `Outcomes with ${rel} ${k} ${side}: add nCr(${n}, j) over the counts j that qualify.`,
      `${favourable} favourable`,
    ),
  ]);
}

const CARD_GROUPS: Array<[RegExp, number, string]> = [
  [
    /(?:king|queen|jack|ace) of (?:hearts|spades|diamonds|clubs)|the (?:\d+|ten) of (?:hearts|spades|diamonds|clubs)/,
    1,
    'that one card',
  ],
  [
    /(?:red|black) (?:king|queen|jack|ace)s?|(?:king|queen|jack|ace) that is (?:red|black)/,
    2,
    'two such cards',
  ],
  [/face cards?|picture cards?|court cards?/, 12, '12 face cards (J, Q, K of 4 suits)'],
  [/\b(?:aces?|kings?|queens?|jacks?)\b/, 4, '4 of that rank'],
  [/\b(?:hearts?|spades?|diamonds?|clubs?)\b/, 13, '13 of that suit'],
  [/\b(?:red|black) cards?|\b(?:red|black)\b/, 26, '26 of that colour'],
  [/\b(?:[2-9]|10)s?\b/, 4, '4 of that rank'],
];

function cards(q: string) {
  if (!/\bcards?\b|\bdeck\b/.test(q) || !/probab|chance|odds|likelihood/.test(q)) return null;
  if (mixesExperiments(q)) return null;
  if (/without replacement|replac|\btwo cards|\b2 cards|in a row|both/.test(q)) {
    const m =
      /(?:two|2) (aces|kings|queens|jacks|hearts|spades|diamonds|clubs|red cards|black cards|face cards)/.exec(
        q,
      );
    if (!m || !/without replacement|not replaced|without replacing|both/.test(q)) return null;
    const size = /red|black/.test(m[1] ?? '')
      ? 26
      : /face/.test(m[1] ?? '')
        ? 12
        : /hearts|spades|diamonds|clubs/.test(m[1] ?? '')
          ? 13
          : 4;
    const favourable = size * (size - 1);
    return probabilityAnswer(`two ${m[1]} without replacement`, favourable, 52 * 51, [
      step(
        `First card: ${size} of 52; second: ${size - 1} of the 51 left.`,
        `P = (${size}/52) × (${size - 1}/51)`,
      ),
    ]);
  }
  const text = q.replace(/\b52\b|standard|deck|pack|well[- ]shuffled|shuffled/g, ' ');
  const or =
    /(aces?|kings?|queens?|jacks?|hearts?|spades?|diamonds?|clubs?|red|black|face cards?) or (?:a |an )?(aces?|kings?|queens?|jacks?|hearts?|spades?|diamonds?|clubs?|red|black|face cards?)/.exec(
      text,
    );
  const deck: Array<{ rank: number; suit: string }> = [];
  for (const suit of ['hearts', 'diamonds', 'spades', 'clubs'])
    for (let rank = 1; rank <= 13; rank += 1) deck.push({ rank, suit });
  const matcher = (word: string): ((c: { rank: number; suit: string }) => boolean) | null => {
    const w = word.replace(/s$/, '');
    const ranks: Record<string, number> = { ace: 1, jack: 11, queen: 12, king: 13 };
    if (ranks[w]) return (c) => c.rank === ranks[w];
    if (['heart', 'diamond', 'spade', 'club'].includes(w)) return (c) => c.suit === `${w}s`;
    if (w === 'red') return (c) => c.suit === 'hearts' || c.suit === 'diamonds';
    if (w === 'black') return (c) => c.suit === 'spades' || c.suit === 'clubs';
    if (w.startsWith('face card')) return (c) => c.rank >= 11;
    return null;
  };
  if (or) {
    const a = matcher(or[1] ?? '');
    const b = matcher(or[2] ?? '');
    if (!a || !b) return null;
    const favourable = deck.filter((c) => a(c) || b(c)).length;
    return probabilityAnswer(`${or[1]} or ${or[2]}`, favourable, 52, [
      step(
        'Count the cards that are either, counting the ones that are both only once.',
        `${deck.filter(a).length} + ${deck.filter(b).length} - ${deck.filter((c) => a(c) && b(c)).length} = ${favourable}`,
      ),
    ]);
  }
  const not = /\bnot (?:a |an )?/.test(text);
  for (const [re, count, what] of CARD_GROUPS) {
    const found = re.exec(text);
    if (!found) continue;
    const favourable = not ? 52 - count : count;
    return probabilityAnswer(`card: ${found[0]}`, favourable, 52, [
      step(
        `A standard deck has 52 cards; ${what}${not ? `, so ${52 - count} are not` : ''}.`,
        `${favourable} favourable`,
      ),
    ]);
  }
  return null;
}

const COLOURS = 'red|blue|green|yellow|white|black|orange|purple|pink|brown';

/** A bag, box or jar of coloured things: the chance of one colour on one draw. */
function bag(q: string) {
  if (!asksProbability(q) || !/bag|box|jar|urn|drawer|contains|has/.test(q)) return null;
  // Several draws ("3 marbles are drawn", "two are picked", "without replacement") are not one draw's answer.
  if (
    /\b(?:[2-9]|\d{2,}|two|three|four|five) (?:[a-z]+ )?(?:marbles|balls|sweets|candies|counters|beads|socks|chips|cards|tickets|items)? ?(?:are |were )?(?:drawn|picked|chosen|selected|taken|removed)|with(?:out)? replacement|one after (?:the )?other|at the same time/.test(
      q,
    )
  )
    return null;
  const counts = [...q.matchAll(new RegExp(`(\\d+) (${COLOURS})\\b`, 'g'))].map(
    (m) => [m[2] ?? '', Number(m[1])] as const,
  );
  if (counts.length < 2 || new Set(counts.map(([c]) => c)).size !== counts.length) return null;
  const tail = q.slice(q.search(/probab|chance|likelihood|\bp\s*\(/));
  const asked = new RegExp(`\\b(?:a |an |one )?(not )?(${COLOURS})\\b`).exec(tail);
  if (!asked || /and then|two|2 |both|in a row|replac|second/.test(tail)) return null;
  const total = counts.reduce((s, [, n]) => s + n, 0);
  const hit = counts.find(([c]) => c === asked[2])?.[1];
  if (hit === undefined) return null;
  const favourable = asked[1] ? total - hit : hit;
  return probabilityAnswer(`${asked[1] ?? ''}${asked[2]} from the bag`, favourable, total, [
    step('Count everything in the bag.', `${counts.map(([, n]) => n).join(' + ')} = ${total}`),
    step(`Count the ${asked[1] ? 'ones that are not ' : ''}${asked[2]} ones.`, `${favourable}`),
  ]);
}

/** The outcome and how many times in a row: "a six twice", "heads 3 times" or "3 sixes". */
function inARowReading(q: string): { side: string; n: number; said: string } | null {
  const named = /\b(?:a |an )?(six|[1-6]|heads?|tails?) (twice|thrice|(\d+) times) in a row\b/.exec(q);
  if (named) {
    const times: Record<string, number> = { twice: 2, thrice: 3 };
    return { side: named[1] ?? '', n: times[named[2] ?? ''] ?? Number(named[3]), said: named[0] };
  }
  const counted = /\b(\d+) (sixes|6s|heads|tails) in a row\b/.exec(q);
  return counted ? { side: counted[2] ?? '', n: Number(counted[1]), said: counted[0] } : null;
}

/**
 * One outcome repeated on independent trials: "a six twice in a row", "heads 3 times in a row", "three sixes in a
 * row". Each trial has the same chance (1/6 for a face of a die, 1/2 for a side of a coin); they multiply.
 */
function inARow(q: string) {
  if (!/probab|chance|odds|likelihood/.test(q)) return null;
  const reading = inARowReading(q);
  if (!reading) return null;
  const { side, n, said } = reading;
  const die = /^(?:six|sixes|6s|[1-6])$/.test(side);
  if (!Number.isInteger(n) || n < 2 || n > 10) return null;
  if (die && /coin|heads|tails/.test(q)) return null;
  if (numbersIn(q.replace(said, ' ')).length > 0) return null;
  const sides = die ? 6 : 2;
  const what = die ? `the same face (${side}) on a die` : `${side.replace(/s$/, '')} on a coin`;
  return probabilityAnswer(`${n} in a row`, 1, sides ** n, [
    step(
      `Each trial gives ${what} with probability 1/${sides}, independently of the others.`,
      `P(one) = 1/${sides}`,
    ),
    step(`${n} in a row: multiply.`, `(1/${sides})^${n} = 1/${sides ** n}`),
  ]);
}

/**
 * A letter chosen at random from a word: "from the word PROBABILITY, the probability it is a B or an I" counts the
 * letters asked (repeats included) over the word's length; "a vowel" counts a, e, i, o, u.
 */
function letterOfWord(q: string) {
  const m =
    /\bletter (?:is )?(?:chosen|picked|selected|taken|drawn) (?:at random )?from (?:the word )?"?([a-z]{2,})"?/.exec(
      q,
    );
  if (m === null || !asksProbability(q)) return null;
  const word = m[1] ?? '';
  const tail = q.slice(m.index + m[0].length);
  const asked =
    /\b(?:it is|is|of|that it is|getting|choosing|picking) (a vowel|a consonant|(?:an? |the letter )?[a-z](?:,? (?:or )?(?:an? |the letter )?[a-z])*)\s*[?.]?$/.exec(
      tail,
    );
  if (asked === null || numbersIn(q).length > 0) return null;
  const phrase = asked[1] ?? '';
  const vowels = new Set(['a', 'e', 'i', 'o', 'u']);
  const wanted =
    phrase === 'a vowel'
      ? (c: string) => vowels.has(c)
      : phrase === 'a consonant'
        ? (c: string) => !vowels.has(c)
        : (
            (letters: Set<string>) => (c: string) =>
              letters.has(c)
          )(
            new Set(
              phrase
                .replace(/\b(?:an?|the letter|or)\b/g, ' ')
                .split(/[\s,]+/)
                .filter((w) => w.length === 1),
            ),
          );
  const favourable = [...word].filter(wanted).length;
  if (favourable === 0) return null;
  return probabilityAnswer(`a letter of ${word.toUpperCase()}`, favourable, word.length, [
    step(
      `${word.toUpperCase()} has ${word.length} letters; count the ones asked, repeats included.`,
      `${favourable} of ${word.length}`,
    ),
  ]);
}

/**
 * Trials told one after another: the next one after results already seen ("has landed heads 5 times in a row …
 * the next toss"), or rolls until something first happens. Neither is a count of equally likely outcomes of the
 * trials named, so none of the readings below answers them.
 */
const sequential = (q: string) =>
  /\buntil\b|\bthe next (?:toss|flip|throw|roll|spin|card|draw|one|time|go|game|birth|child|baby)\b|\b(?:has|have|had) (?:already )?(?:landed|come up|shown|been|rolled|thrown|tossed|flipped|got|gotten)\b|\bfirst (?:six|head|tail|[1-6]|success)\b/.test(
    q,
  );

export const solveProbability: HomeworkSolver = (q) =>
  sequential(q)
    ? null
    : (counting(q) ?? dice(q) ?? coins(q) ?? inARow(q) ?? cards(q) ?? bag(q) ?? letterOfWord(q));
