// English analysis for study materials with wink-nlp and its lite English model (MIT; 0.8 MB + 3.8 MB, bundled in
// the npm packages, so it works offline and under Deno; loads in ~140 ms and reads ~70,000 words a second).
// It gives sentence boundaries, part-of-speech tags, negation and named entities (dates, numbers, ...);
// noun phrases are chunked here from its tags so that a term is always a whole phrase ("Committee of Public Safety",
// never "Committee of Public").
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export type PartOfSpeech = string;

export interface NlpToken {
  text: string;
  /** Offsets in the analysed text. */
  start: number;
  end: number;
  pos: PartOfSpeech;
  /** Lower-cased form. */
  lemma: string;
  stop: boolean;
  negation: boolean;
}

/** A span of a sentence: offsets are in the analysed text, `first`/`last` are token indexes in the sentence. */
export interface NlpSpan {
  text: string;
  start: number;
  end: number;
  first: number;
  last: number;
}

export type EntityType = 'DATE' | 'TIME' | 'CARDINAL' | 'ORDINAL' | 'MONEY' | 'PERCENT' | 'DURATION' | string;

export interface NlpEntity extends NlpSpan {
  type: EntityType;
}

export interface NounPhrase extends NlpSpan {
  /** The last noun, lower-cased: what kind of thing the phrase names. */
  head: string;
  words: number;
  /** Every content word capitalised mid-sentence: a name ("French Revolution"). */
  proper: boolean;
}

export interface AnalysedSentence {
  text: string;
  start: number;
  end: number;
  tokens: NlpToken[];
  entities: NlpEntity[];
  nounPhrases: NounPhrase[];
  hasVerb: boolean;
}

type WinkNlp = ReturnType<typeof winkNLP>;
let loaded: WinkNlp | null = null;

function nlp(): WinkNlp {
  // Loaded on first use: the model costs ~140 ms and 20 MB, which pages that never generate should not pay.
  loaded ??= winkNLP(model, ['sbd', 'pos', 'ner', 'negation']);
  return loaded;
}

const NOMINAL = new Set(['NOUN', 'PROPN']);
const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN']);
// Words the lite model tags as nouns or adjectives that never start a term.
const NOT_A_TERM_START = new Set([
  'such',
  'other',
  'many',
  'several',
  'various',
  'same',
  'certain',
  'own',
  'much',
  'more',
  'most',
  'few',
  'each',
  'every',
  'all',
  'any',
  'some',
  'another',
  'first',
  'second',
  'third',
  'last',
  'next',
  'previous',
  'following',
  'above',
  'below',
  'new',
  'main',
]);

function isWordToken(t: NlpToken): boolean {
  return /\p{L}/u.test(t.text);
}

/**
 * Noun phrases of a sentence: adjectives and nouns ending in a noun, joined across "of" (and "of the") when both
 * sides are names ("Reign of Terror") or the head is a measure of something ("rate of photosynthesis"), and across
 * hyphens. Determiners and possessives are left out; a phrase never starts or ends inside a word.
 */
function chunkNounPhrases(sentenceText: string, offset: number, tokens: NlpToken[]): NounPhrase[] {
  const phrases: NounPhrase[] = [];
  const capitalised = (t: NlpToken): boolean => /^\p{Lu}/u.test(t.text);
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (!MODIFIER.has(t.pos) || !isWordToken(t) || NOT_A_TERM_START.has(t.text.toLowerCase())) {
      i += 1;
      continue;
    }
    let j = i;
    while (j + 1 < tokens.length) {
      const next = tokens[j + 1]!;
      const hyphenJoin =
        next.text === '-' &&
        tokens[j + 2] !== undefined &&
        next.start === tokens[j]!.end &&
        MODIFIER.has(tokens[j + 2]!.pos);
      if (hyphenJoin) {
        j += 2;
        continue;
      }
      if (MODIFIER.has(next.pos) && isWordToken(next)) {
        j += 1;
        continue;
      }
      break;
    }
    // Trim to end on a noun.
    let end = j;
    while (end >= i && !NOMINAL.has(tokens[end]!.pos)) end -= 1;
    if (end < i) {
      i = j + 1;
      continue;
    }
    // "X of (the) Y": names on both sides, or a head noun that measures something.
    const of = tokens[end + 1];
    if (of !== undefined && of.text.toLowerCase() === 'of') {
      let k = end + 2;
      if (tokens[k]?.pos === 'DET' && tokens[k]!.text.toLowerCase() === 'the') k += 1;
      let m = k;
      while (m < tokens.length && MODIFIER.has(tokens[m]!.pos) && isWordToken(tokens[m]!)) m += 1;
      let tail = m - 1;
      while (tail >= k && !NOMINAL.has(tokens[tail]!.pos)) tail -= 1;
      const leftName = capitalised(tokens[i]!) && capitalised(tokens[end]!) && i > 0;
      const rightName = tail >= k && capitalised(tokens[k]!) && capitalised(tokens[tail]!);
      if (tail >= k && ((leftName && rightName) || (capitalised(tokens[end]!) && rightName && i > 0))) {
        end = tail;
      }
    }
    const first = tokens[i]!;
    const last = tokens[end]!;
    const content = tokens
      .slice(i, end + 1)
      .filter((x) => isWordToken(x) && x.text.toLowerCase() !== 'of' && x.text.toLowerCase() !== 'the');
    const proper = content.length > 0 && content.every(capitalised) && (i > 0 || content.length > 1);
    phrases.push({
      text: sentenceText.slice(first.start - offset, last.end - offset),
      start: first.start,
      end: last.end,
      first: i,
      last: end,
      head: last.lemma.toLowerCase(),
      words: content.length,
      proper,
    });
    i = Math.max(end, j) + 1;
  }
  return phrases;
}

/** Singular noun endings that are not plurals ("photosynthesis", "glass", "nucleus"). */
const SINGULAR_S = /(?:sis|ss|us|ics)$/iu;

/**
 * The lite model reads a present-tense verb after a noun as one more noun ("the Calvin cycle fixes carbon",
 * "photosynthesis rises"): in a clause with no verb yet, an "-s" word after a singular noun is the verb.
 */
function retagVerbsInNounRuns(tokens: NlpToken[]): NlpToken[] {
  let clauseHasVerb = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t.pos === 'PUNCT' || t.pos === 'SCONJ' || t.pos === 'CCONJ') clauseHasVerb = false;
    if (t.pos === 'VERB' || t.pos === 'AUX') clauseHasVerb = true;
    const previous = tokens[i - 1];
    if (
      !clauseHasVerb &&
      t.pos === 'NOUN' &&
      /^\p{Ll}+s$/u.test(t.text) &&
      !SINGULAR_S.test(t.text) &&
      previous !== undefined &&
      NOMINAL.has(previous.pos) &&
      (!/s$/iu.test(previous.text) || SINGULAR_S.test(previous.text))
    ) {
      t.pos = 'VERB';
      clauseHasVerb = true;
    }
  }
  return tokens;
}

/**
 * Sentences of `text` with tokens, entities and noun phrases. Offsets are in `text`; a sentence's `text` is exactly
 * `text.slice(start, end)`.
 */
export function analyseText(text: string): AnalysedSentence[] {
  const sentences: AnalysedSentence[] = [];
  let from = 0;
  for (const run of text.matchAll(OVERLONG_RUN)) {
    sentences.push(...analyseStretch(text, from, run.index));
    from = run.index + run[0].length;
  }
  sentences.push(...analyseStretch(text, from, text.length));
  return sentences;
}

/**
 * A stretch of non-space characters longer than this is no word (a pasted hash, a base64 blob, a row of dots):
 * wink's abbreviation test (`/[a-z].*\.$/`) costs the square of a token's length, so such a run alone is never
 * handed to it. The text on either side of it is analysed as text of its own.
 */
export const MAX_TOKEN_CHARS = 200;
const OVERLONG_RUN = new RegExp(`(?<!\\S)\\S{${MAX_TOKEN_CHARS + 1},}`, 'gu');

/** How far past the previous token a token's text is looked for (wink drops spaces and nothing more). */
const TOKEN_SEARCH_WINDOW = 200;

/** analyseText over `whole.slice(from, to)`, with offsets in `whole`. */
function analyseStretch(whole: string, from: number, to: number): AnalysedSentence[] {
  if (from >= to) return [];
  const text = whole.slice(from, to);
  const shift = (sentence: AnalysedSentence): AnalysedSentence =>
    from === 0
      ? sentence
      : {
          ...sentence,
          start: sentence.start + from,
          end: sentence.end + from,
          tokens: sentence.tokens.map((t) => ({ ...t, start: t.start + from, end: t.end + from })),
          entities: sentence.entities.map((e) => ({ ...e, start: e.start + from, end: e.end + from })),
          nounPhrases: sentence.nounPhrases.map((p) => ({ ...p, start: p.start + from, end: p.end + from })),
        };
  return analyseWithWink(text).map(shift);
}

function analyseWithWink(text: string): AnalysedSentence[] {
  const engine = nlp();
  const its = engine.its;
  const doc = engine.readDoc(text);
  const raw = doc.tokens().out(its.value) as string[];
  const pos = doc.tokens().out(its.pos) as string[];
  const lemma = doc.tokens().out(its.normal) as string[];
  const stop = doc.tokens().out(its.stopWordFlag) as boolean[];
  const negation = doc.tokens().out(its.negationFlag) as boolean[];
  // wink keeps each token's original value; find it in the text in order to know where it is.
  const tokens: NlpToken[] = [];
  let cursor = 0;
  for (let i = 0; i < raw.length; i += 1) {
    const value = raw[i] ?? '';
    // Looked for within a window: a token not found (wink changed it) must not cost a scan of the whole rest.
    const found = text.slice(cursor, cursor + TOKEN_SEARCH_WINDOW + value.length).indexOf(value);
    const at = found === -1 ? cursor : cursor + found;
    const end = at === cursor && text.slice(at, at + value.length) !== value ? at : at + value.length;
    tokens.push({
      text: text.slice(at, end),
      start: at,
      end,
      pos: pos[i] ?? 'X',
      lemma: lemma[i] ?? value,
      stop: stop[i] ?? false,
      negation: negation[i] ?? false,
    });
    cursor = end;
  }
  const entityTypes = doc.entities().out(its.type) as string[];
  const entitySpans = (doc.entities().out(its.span) as number[][]).map((span, i) => ({
    span,
    type: entityTypes[i] ?? 'ENTITY',
  }));
  const sentences: AnalysedSentence[] = [];
  // Entities come in text order, as sentences do: each sentence takes its own from where the last one stopped
  // (a filter over all entities per sentence cost sentences × entities on a long text).
  let nextEntity = 0;
  for (const [from, to] of doc.sentences().out(its.span) as number[][]) {
    if (from === undefined || to === undefined) continue;
    const sentenceEntities: typeof entitySpans = [];
    while (nextEntity < entitySpans.length && (entitySpans[nextEntity]!.span[0] ?? -1) < from)
      nextEntity += 1;
    for (let i = nextEntity; i < entitySpans.length && (entitySpans[i]!.span[0] ?? -1) <= to; i += 1)
      if ((entitySpans[i]!.span[1] ?? -1) <= to) sentenceEntities.push(entitySpans[i]!);
    const own = tokens.slice(from, to + 1).filter((t) => t.pos !== 'SPACE' && t.text.trim() !== '');
    const first = own[0];
    const last = own[own.length - 1];
    if (first === undefined || last === undefined) continue;
    const start = first.start;
    const end = last.end;
    const sentenceText = text.slice(start, end);
    const relocated = retagVerbsInNounRuns(own.map((t) => ({ ...t })));
    const entities: NlpEntity[] = sentenceEntities.map((e) => {
      const a = tokens[e.span[0]!]!;
      const b = tokens[e.span[1]!]!;
      return {
        text: text.slice(a.start, b.end),
        start: a.start,
        end: b.end,
        first: e.span[0]! - from,
        last: e.span[1]! - from,
        type: e.type,
      };
    });
    sentences.push({
      text: sentenceText,
      start,
      end,
      tokens: relocated,
      entities,
      // A month inside "14 July 1789" is part of a date, not a term.
      nounPhrases: chunkNounPhrases(sentenceText, start, relocated).filter(
        (p) => !entities.some((e) => e.start < p.end && p.start < e.end),
      ),
      hasVerb: relocated.some((t) => t.pos === 'VERB' || t.pos === 'AUX'),
    });
  }
  return sentences;
}
