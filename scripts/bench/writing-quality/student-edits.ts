// Light student edits of a model-written text, for teaching the AI detector (issue 27): a student who pastes a
// model's answer and goes over it quickly strips the layout, swaps a few formal words for everyday ones, writes
// contractions, joins or drops a sentence, loses a few commas and capitals, and leaves a typo or two. The words
// and sentence construction stay the model's, which is what the detector should still read. Each edit is drawn
// from a seeded generator, so the same text and seed always give the same edited copy.

/** Formal words and phrases a student replaces, with the everyday wording they reach for. */
const PLAIN_WORDING: Array<[RegExp, string[]]> = [
  [/\butili[sz](e|es|ed|ing)\b/g, ['use']],
  [/\badditionally\b/gi, ['also', 'plus']],
  [/\bfurthermore\b/gi, ['also', 'and']],
  [/\bmoreover\b/gi, ['also', 'and']],
  [/\bhowever\b/gi, ['but', 'though']],
  [/\btherefore\b/gi, ['so']],
  [/\bconsequently\b/gi, ['so', 'because of this']],
  [/\bdemonstrates\b/g, ['shows']],
  [/\bdemonstrate\b/g, ['show']],
  [/\bsignificant\b/g, ['big', 'important', 'major']],
  [/\bsignificantly\b/g, ['a lot', 'really']],
  [/\bnumerous\b/g, ['lots of', 'many']],
  [/\bapproximately\b/g, ['about', 'around']],
  [/\bindividuals\b/g, ['people']],
  [/\bcrucial\b/g, ['really important', 'key']],
  [/\bessential\b/g, ['important', 'needed']],
  [/\bin order to\b/g, ['to']],
  [/\bobtain(ed|s)?\b/g, ['get']],
  [/\bsufficient\b/g, ['enough']],
  [/\bregarding\b/g, ['about']],
  [/\bprior to\b/g, ['before']],
  [/\bnevertheless\b/gi, ['still', 'but']],
  [/\bin conclusion,?\b/gi, ['so overall', 'to sum up', 'overall']],
  [/\bcommence[sd]?\b/g, ['start']],
  [/\bassist\b/g, ['help']],
  [/\bfacilitate[sd]?\b/g, ['help']],
  [/\bvarious\b/g, ['different', 'lots of']],
];

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bdo not\b/g, "don't"],
  [/\bdoes not\b/g, "doesn't"],
  [/\bdid not\b/g, "didn't"],
  [/\bis not\b/g, "isn't"],
  [/\bare not\b/g, "aren't"],
  [/\bcannot\b/g, "can't"],
  [/\bwill not\b/g, "won't"],
  [/\bit is\b/g, "it's"],
  [/\bthey are\b/g, "they're"],
  [/\bthat is\b/g, "that's"],
  [/\bthere is\b/g, "there's"],
  [/\bI am\b/g, "I'm"],
];

/** Spellings students get wrong often enough to be a habit, not a slip. */
const MISSPELLINGS: Array<[RegExp, string]> = [
  [/\bdefinitely\b/g, 'definately'],
  [/\breceive\b/g, 'recieve'],
  [/\ba lot\b/g, 'alot'],
  [/\bbecause\b/g, 'becuase'],
  [/\bseparate\b/g, 'seperate'],
  [/\btheir\b/g, 'there'],
  [/\bwhich\b/g, 'wich'],
  [/\bexperiment\b/g, 'experiement'],
  [/\benvironment\b/g, 'enviroment'],
  [/\bgovernment\b/g, 'goverment'],
];

const JOINERS = [', and ', ' so ', ', ', ' and ', ', which means '];

export interface StudentEditOptions {
  /** How heavily the text is gone over: 0.5 a glance, 1 a normal pass, 1.5 a careless but thorough rewrite. */
  intensity: number;
}

/** Markdown layout flattened the way pasting into a plain editor and tidying it leaves it. */
function flattenLayout(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s*#{1,6}\s+/, '')
        .replace(/^\s*(?:[-*+\u2022]|\d{1,2}[.)])\s+/, '')
        .replace(/\*\*|__|`/g, ''),
    )
    .filter((line, i, lines) => !(line.trim() === '' && (lines[i - 1] ?? '').trim() === ''))
    .join('\n');
}

function swapLetters(word: string, random: () => number): string {
  if (word.length < 5) return word;
  const i = 1 + Math.floor(random() * (word.length - 3));
  return random() < 0.5
    ? word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2)
    : word.slice(0, i) + word.slice(i + 1);
}

/** A lightly student-edited copy of `text`; `random` is a seeded generator. */
export function studentEdit(text: string, random: () => number, options: StudentEditOptions): string {
  const k = options.intensity;
  let out = random() < 0.7 ? flattenLayout(text) : text;
  for (const [pattern, choices] of PLAIN_WORDING)
    out = out.replace(pattern, (match: string) => {
      if (random() >= 0.6 * k) return match;
      const choice = choices[Math.floor(random() * choices.length)] ?? match;
      return /^\p{Lu}/u.test(match) ? choice.charAt(0).toUpperCase() + choice.slice(1) : choice;
    });
  for (const [pattern, contracted] of CONTRACTIONS)
    out = out.replace(pattern, (match: string) => (random() < 0.5 * k ? contracted : match));
  // Sentences: some joined to the next, a few dropped, some openers' commas and capitals lost.
  const paragraphs = out.split(/\n\s*\n/).map((paragraph) => {
    const sentences = paragraph.match(/[^.!?]+[.!?]+["')]?(\s+|$)|[^.!?]+$/g) ?? [paragraph];
    const kept: string[] = [];
    for (const raw of sentences) {
      let s = raw.trim();
      if (s === '') continue;
      if (sentences.length > 3 && random() < 0.05 * k) continue;
      if (random() < 0.3 * k) s = s.replace(/^(\p{Lu}\p{Ll}+(?: \p{Ll}+){0,2}),/u, '$1');
      if (random() < 0.08 * k) s = s.charAt(0).toLowerCase() + s.slice(1);
      const previous = kept[kept.length - 1];
      if (previous !== undefined && /[.]$/.test(previous) && random() < 0.12 * k) {
        const joiner = JOINERS[Math.floor(random() * JOINERS.length)] ?? ', ';
        const lowered = /^(I|I'm|I've)\b/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1);
        kept[kept.length - 1] = previous.slice(0, -1) + joiner + lowered;
      } else kept.push(s);
    }
    return kept.join(' ');
  });
  out = paragraphs.filter((p) => p.trim() !== '').join('\n\n');
  for (const [pattern, wrong] of MISSPELLINGS)
    out = out.replace(pattern, (match: string) => (random() < 0.15 * k ? wrong : match));
  // Slips of the keyboard: a letter swapped or dropped in about one word in a hundred and fifty (at intensity 1).
  out = out.replace(/\p{L}{5,}/gu, (word: string) =>
    random() < 0.007 * k ? swapLetters(word, random) : word,
  );
  return out;
}
