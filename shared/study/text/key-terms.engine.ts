import { ENGLISH_STOPWORDS } from './english-stopwords.data.ts';
import { GENERIC_WORDS } from './generic-words.data.ts';
import { stemWord, tokenizeWords } from './text-tokens.util.ts';
import type { SourceSentence } from './study-source.util.ts';

/** A definition found in the text: `term` is defined by `definition`, both substrings of `sentence`. */
export interface FoundDefinition {
  term: string;
  /** The article written before the term ("an acid", "the Calvin cycle"), or ''. */
  article: string;
  definition: string;
  sentence: SourceSentence;
  /** True when the copula was plural ("are"), for "What are …?" questions. */
  plural: boolean;
}

export interface KeyTerm {
  /** Display form, as most often written in the text. */
  term: string;
  /** Stemmed, lower-cased key used to group spellings. */
  key: string;
  score: number;
  frequency: number;
  /** Sentence indexes where the term occurs, in reading order. */
  sentences: number[];
  definition: FoundDefinition | null;
}

const TERM = String.raw`([\p{L}][\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’-]+){0,4}?)`;
const ASIDE = String.raw`(?:\s*\([^)]{1,60}\))?(?:,[^,]{1,60},)?`;
const DEFINITION_START = String.raw`(?:an?|the|any|one|something|anything|someone|when|how)\s`;
const DEFINITION_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`^(?:(an?|the)\s+)?${TERM}${ASIDE}\s+(is|are|was|were)\s+(?:(?:often|usually|generally|commonly|simply|best)\s+)?(?:defined as\s+|described as\s+)?(${DEFINITION_START}.{8,})$`,
    'iu',
  ),
  new RegExp(String.raw`^(?:(an?|the)\s+)?${TERM}${ASIDE}\s+(refers?|referred)\s+to\s+(.{8,})$`, 'iu'),
  new RegExp(String.raw`^(?:(an?|the)\s+)?${TERM}${ASIDE}\s+(means|denotes)\s+(.{8,})$`, 'iu'),
];
// Where a definition stops: the next clause usually says something else.
const DEFINITION_END =
  /;|,\s+(?:while|whereas|although|though|but|and\s+(?:the|a|an|it|this|its|their|they|he|she)\b)|\s+while\s+(?:an?|the)\s/iu;
// Clause boundaries inside a sentence where a second definition can start.
const CLAUSE_SPLIT = /;\s+|,\s+(?:while|whereas|and)\s+/iu;
// "X is the classic example" says nothing about what X is.
const VAGUE_DEFINITION =
  /^(?:the|an?)\s+(?:classic|best|first|second|last|same|only|main|most|good|great|perfect|typical)\s+(?:example|case|one|thing|step|part)\b/iu;
const PRONOUN_START =
  /^(?:it|this|that|these|those|there|he|she|they|we|you|i|which|what|who|one|each|such|its|their|his|her|our|all|some|many|most|both|here|another|other|much)\b/iu;

function cleanDefinition(raw: string): string {
  const cut = DEFINITION_END.exec(raw);
  let definition = (cut ? raw.slice(0, cut.index) : raw).trim();
  definition = definition.replace(/(?<![\s,:;.!?])[\s,:;.!?]+$/u, '');
  return definition;
}

function isPlausibleTerm(term: string): boolean {
  if (PRONOUN_START.test(term)) return false;
  const words = term.split(/\s+/);
  if (words.length > 5) return false;
  const content = words.filter((w) => !ENGLISH_STOPWORDS.has(w.toLowerCase()));
  if (content.length === 0 || content.length < words.length / 2) return false;
  const last = words[words.length - 1]?.toLowerCase() ?? '';
  if (ENGLISH_STOPWORDS.has(last)) return false;
  return /\p{L}{2,}/u.test(term);
}

/** Definitions ("X is a …", "X refers to …", "X means …") in each sentence, including later clauses. */
export function findDefinitions(sentences: readonly SourceSentence[]): FoundDefinition[] {
  const found: FoundDefinition[] = [];
  for (const sentence of sentences) {
    const clauses = sentence.text.split(CLAUSE_SPLIT);
    for (const clause of clauses) {
      const text = clause.replace(/(?<![.!?])[.!?]+$/u, '');
      for (const pattern of DEFINITION_PATTERNS) {
        const m = pattern.exec(text);
        if (m === null) continue;
        const article = (m[1] ?? '').toLowerCase();
        const term = (m[2] ?? '').trim();
        const verb = (m[3] ?? '').toLowerCase();
        const definition = cleanDefinition(m[4] ?? '');
        if (!isPlausibleTerm(term) || definition.split(/\s+/).length < 4 || VAGUE_DEFINITION.test(definition))
          continue;
        if (!sentence.text.includes(definition) || !sentence.text.includes(term)) continue;
        found.push({ term, article, definition, sentence, plural: verb === 'are' || verb === 'were' });
        break;
      }
    }
  }
  return found;
}

interface Candidate {
  key: string;
  forms: Map<string, number>;
  frequency: number;
  words: number;
  capitalised: number;
  sentences: Set<number>;
}

/**
 * Key terms of the material: definitions first, then frequent noun-like phrases (1–3 words without stop
 * words at their edges), scored by frequency, length and capitalisation.
 */
export function extractKeyTerms(
  sentences: readonly SourceSentence[],
  options: { limit?: number; definitions?: FoundDefinition[] } = {},
): KeyTerm[] {
  const definitions = options.definitions ?? findDefinitions(sentences);
  const candidates = new Map<string, Candidate>();
  const note = (key: string, form: string, words: number, capitalised: boolean, sentence: number): void => {
    let c = candidates.get(key);
    if (c === undefined) {
      c = { key, forms: new Map(), frequency: 0, words, capitalised: 0, sentences: new Set() };
      candidates.set(key, c);
    }
    c.frequency += 1;
    c.forms.set(form, (c.forms.get(form) ?? 0) + 1);
    if (capitalised) c.capitalised += 1;
    c.sentences.add(sentence);
  };

  for (const sentence of sentences) {
    const tokens = tokenizeWords(sentence.text);
    const stems = tokens.map((t) => stemWord(t.norm));
    const stop = tokens.map(
      (t) =>
        ENGLISH_STOPWORDS.has(t.norm) || t.norm.length < 3 || /^\p{N}+$/u.test(t.norm) || /ly$/u.test(t.norm),
    );
    const generic = tokens.map((t) => GENERIC_WORDS.has(t.norm));
    for (let i = 0; i < tokens.length; i += 1) {
      for (let n = 1; n <= 3 && i + n <= tokens.length; n += 1) {
        if (stop[i] || stop[i + n - 1]) continue;
        if (n === 1 && generic[i]) continue;
        if (n > 1 && generic[i] && generic[i + n - 1]) continue;
        // Phrases do not run across punctuation: "… bacteria, algae …" is two terms, not one.
        const first = tokens[i];
        const last = tokens[i + n - 1];
        if (first === undefined || last === undefined) continue;
        const surface = sentence.text.slice(first.start, last.end);
        if (n > 1 && /[,;:()"“”.!?]/u.test(surface)) continue;
        if (n > 1 && tokens.slice(i, i + n).some((t) => ENGLISH_STOPWORDS.has(t.norm) && t.norm !== 'of'))
          continue;
        // A name is capitalised in every word ("Alfred Russel Wallace"), not just at a sentence start.
        const capitalised =
          i > 0 && tokens.slice(i, i + n).every((t) => /^\p{Lu}/u.test(t.raw) || t.norm === 'of');
        note(stems.slice(i, i + n).join(' '), surface, n, capitalised, sentence.index);
      }
    }
  }

  const defined = new Map<string, FoundDefinition>();
  for (const d of definitions) {
    const key = tokenizeWords(d.term)
      .map((t) => stemWord(t.norm))
      .join(' ');
    if (!defined.has(key)) defined.set(key, d);
  }

  const terms: KeyTerm[] = [];
  for (const c of candidates.values()) {
    const definition = defined.get(c.key) ?? null;
    const isProper = c.capitalised >= Math.max(1, c.frequency / 2);
    if (definition === null && c.frequency < 2 && !(isProper && c.words > 1)) continue;
    if (c.words === 1 && c.key.length < 4 && definition === null) continue;
    const score =
      c.frequency *
      (c.words === 1 ? 0.7 : 1 + 0.6 * (c.words - 1)) *
      (definition ? 4 : 1) *
      (isProper ? 1.3 : 1) *
      (c.key.length > 6 ? 1.1 : 1);
    let best = '';
    let bestCount = -1;
    for (const [form, count] of c.forms) {
      if (count > bestCount || (count === bestCount && /^\p{Ll}/u.test(form))) {
        best = form;
        bestCount = count;
      }
    }
    terms.push({
      term: definition?.term ?? best,
      key: c.key,
      score,
      frequency: c.frequency,
      sentences: [...c.sentences].sort((a, b) => a - b),
      definition,
    });
  }
  for (const [key, d] of defined) {
    if (!candidates.has(key)) {
      terms.push({ term: d.term, key, score: 4, frequency: 1, sentences: [d.sentence.index], definition: d });
    }
  }

  terms.sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
  // A single word that mostly occurs inside a longer chosen term adds nothing ("selection" in "natural selection").
  const chosen: KeyTerm[] = [];
  for (const t of terms) {
    const swallowed = chosen.some(
      (c) =>
        c.key.split(' ').length > t.key.split(' ').length &&
        ` ${c.key} `.includes(` ${t.key} `) &&
        c.frequency >= t.frequency * 0.6,
    );
    const swallows = chosen.findIndex(
      (c) =>
        t.key.split(' ').length > c.key.split(' ').length &&
        ` ${t.key} `.includes(` ${c.key} `) &&
        t.frequency >= c.frequency * 0.6 &&
        c.definition === null,
    );
    if (swallowed && t.definition === null) continue;
    if (swallows >= 0) chosen.splice(swallows, 1);
    chosen.push(t);
    if (chosen.length >= (options.limit ?? 60)) break;
  }
  return chosen;
}

const termPatterns = new Map<string, RegExp>();

/** Finds `term` as whole words in `sentence`, case-insensitively; the matched text keeps the sentence's case. */
export function findTermIn(
  sentence: string,
  term: string,
): { start: number; end: number; text: string } | null {
  let pattern = termPatterns.get(term);
  if (pattern === undefined) {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu');
    // Bounded: the cache only saves recompiling the terms of the material being processed.
    if (termPatterns.size > 5000) termPatterns.clear();
    termPatterns.set(term, pattern);
  }
  const m = pattern.exec(sentence);
  if (m === null) return null;
  return { start: m.index, end: m.index + m[0].length, text: m[0] };
}

/**
 * Replaces every occurrence of `term` in `sentence` (a blank left elsewhere in the sentence would give the
 * answer away). `blanked` uses `blank`; `cloze` wraps each occurrence as an Anki cloze deletion.
 */
export function blankTerm(
  sentence: string,
  term: string,
  blank: string,
): { blanked: string; cloze: string; answer: string } | null {
  const first = findTermIn(sentence, term);
  if (first === null) return null;
  let blanked = '';
  let cloze = '';
  let rest = sentence;
  for (let hit = findTermIn(rest, term); hit !== null; hit = findTermIn(rest, term)) {
    blanked += `${rest.slice(0, hit.start)}${blank}`;
    cloze += `${rest.slice(0, hit.start)}{{c1::${hit.text}}}`;
    rest = rest.slice(hit.end);
  }
  return { blanked: blanked + rest, cloze: cloze + rest, answer: first.text };
}
