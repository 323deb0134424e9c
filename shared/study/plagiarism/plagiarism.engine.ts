import { fail, ok } from '../study-result.types.ts';
import { PLAGIARISM_MESSAGES } from '../study-tool-input.ts';
import type { StudyResult } from '../study-result.types.ts';
import { tokenizeWords } from '../text/text-tokens.util.ts';
import { fingerprintSubmission, wordHash } from './shingling.engine.ts';
import type { FingerprintedText } from './shingling.engine.ts';
import { CANDIDATE_LIMITS, candidateHits } from './fingerprint-index.engine.ts';
import type { FingerprintHit, FingerprintLookup } from './fingerprint-index.engine.ts';

export interface MatchedSpan {
  /** The checked text's side: word range `[wordStart, wordEnd)` and the characters it covers. */
  query: { wordStart: number; wordEnd: number; charStart: number; charEnd: number; text: string };
  /** The source's side in words; characters too when the source text was supplied. */
  source: { wordStart: number; wordEnd: number; charStart?: number; charEnd?: number; text?: string };
}

export interface MatchedSource {
  documentId: string;
  /** Words of the checked text covered by this source (quotations and references not counted). */
  matchedWords: number;
  /** matchedWords / checked words, 0..1. */
  similarity: number;
  spans: MatchedSpan[];
}

export interface PlagiarismReport {
  /** Share of the checked words found in any source, 0..1. */
  similarity: number;
  /** The same as a whole percentage, as the checker shows it. */
  percent: number;
  /** Words that were checked (excluding quotations and the reference list). */
  checkedWords: number;
  /** Words found in at least one source. */
  matchedWords: number;
  excludedWords: { quotes: number; references: number };
  sources: MatchedSource[];
}

export interface PlagiarismOptions {
  excludeQuotes?: boolean;
  excludeReferences?: boolean;
  /** Spans shorter than this (in words) are coincidence, not copying. */
  minSpanWords?: number;
  /** A source is reported only when it covers at least this many checked words. */
  minSourceWords?: number;
  maxSources?: number;
  maxDocumentFrequency?: number;
  /**
   * Fewest shared pairs, in order and close together, that make a matched span of reworded text (a span with
   * most of its pairs shared, a light edit, needs 5).
   */
  minSpanHits?: number;
  /** Of the checked text's fingerprints inside a span, the share that must be found in the source. */
  minSpanDensity?: number;
  /**
   * Source texts by document id, when the caller has them: spans are then extended word by word to the exact
   * copied boundaries and given character offsets on the source side.
   */
  sourceText?: (documentId: string) => string | undefined;
  /**
   * The text's fingerprints when the caller already computed them with {@link fingerprintSubmission} (for the
   * same text and exclusions), so a server that fetched rows for them does not tokenise the text twice.
   */
  submission?: FingerprintedText;
}

export { PLAGIARISM_MESSAGES };

/**
 * Checks a text against an index (in memory, or rows fetched from Postgres) and reports the overall
 * similarity, each matching source with its matched word count, and the matched spans on both sides.
 *
 * Two steps: retrieval (the documents sharing the most word-pair fingerprints with the text, see
 * {@link candidateHits}), then verification per candidate: its shared fingerprints must line up, following the
 * text's order and spacing (a diagonal that may drift by the words a rewording adds or drops) closely enough and
 * densely enough to be a copied passage rather than shared vocabulary. Each such run is a matched span.
 */
export function checkPlagiarism(
  text: string,
  lookup: FingerprintLookup,
  options: PlagiarismOptions = {},
): StudyResult<PlagiarismReport> {
  if (text.trim().length === 0) return fail('empty-text', PLAGIARISM_MESSAGES.empty);
  const minSpanWords = options.minSpanWords ?? 10;
  const minSourceWords = options.minSourceWords ?? 12;
  const submission =
    options.submission ??
    fingerprintSubmission(text, {
      excludeQuotes: options.excludeQuotes,
      excludeReferences: options.excludeReferences,
    });
  const { tokens, excluded } = submission;
  if (tokens.length === 0) return fail('no-words', PLAGIARISM_MESSAGES.noWords);

  let quoteWords = 0;
  let referenceWords = 0;
  const referenceStart = submission.regions.references?.start ?? Number.POSITIVE_INFINITY;
  for (let i = 0; i < tokens.length; i += 1) {
    if (excluded[i] !== 1) continue;
    if ((tokens[i]?.start ?? 0) >= referenceStart) referenceWords += 1;
    else quoteWords += 1;
  }
  const checkedWords = tokens.length - quoteWords - referenceWords;

  const hits = lookup.findHits(submission.fingerprints, {
    maxDocumentFrequency: options.maxDocumentFrequency,
  });
  // Fingerprints of the checked text starting at or before each word: the density test's denominator.
  const startsUpTo = new Uint32Array(tokens.length + 1);
  for (const position of submission.fingerprints.positions) {
    startsUpTo[position + 1] = (startsUpTo[position + 1] ?? 0) + 1;
  }
  for (let i = 1; i <= tokens.length; i += 1) startsUpTo[i] = (startsUpTo[i] ?? 0) + (startsUpTo[i - 1] ?? 0);
  const verify = {
    minHits: options.minSpanHits ?? 8,
    minDensity: options.minSpanDensity ?? 0.2,
    minSpanWords,
    startsUpTo,
  };

  const covered = new Uint8Array(tokens.length);
  const sources: MatchedSource[] = [];
  // Shared pairs per source: of two sources covering as many words, the closer wording comes first.
  const evidence = new Map<string, number>();
  for (const [documentId, documentHits] of candidateHits(hits, {
    minSharedFingerprints: CANDIDATE_LIMITS.minSharedFingerprints,
    maxCandidates: CANDIDATE_LIMITS.maxCandidates,
  })) {
    const chained = chainSpans(documentHits, verify);
    let spans = chained.spans;
    if (spans.length === 0) continue;
    const sourceText = options.sourceText?.(documentId);
    if (sourceText !== undefined) spans = refineSpans(spans, submission.wordHashes, sourceText);
    else spans = mergeOverlapping(spans);
    const mine = new Uint8Array(tokens.length);
    for (const span of spans) {
      for (let i = span.query.wordStart; i < span.query.wordEnd && i < tokens.length; i += 1) {
        if (excluded[i] !== 1) mine[i] = 1;
      }
    }
    let matchedWords = 0;
    for (let i = 0; i < mine.length; i += 1) matchedWords += mine[i] ?? 0;
    if (matchedWords < minSourceWords) continue;
    for (let i = 0; i < mine.length; i += 1) if (mine[i] === 1) covered[i] = 1;
    for (const span of spans) {
      const first = tokens[span.query.wordStart];
      const last = tokens[Math.min(span.query.wordEnd, tokens.length) - 1];
      span.query.charStart = first?.start ?? 0;
      span.query.charEnd = last?.end ?? 0;
      span.query.text = text.slice(span.query.charStart, span.query.charEnd);
    }
    evidence.set(documentId, chained.shared);
    sources.push({
      documentId,
      matchedWords,
      similarity: checkedWords === 0 ? 0 : matchedWords / checkedWords,
      spans: spans.sort((a, b) => a.query.wordStart - b.query.wordStart),
    });
  }

  sources.sort(
    (a, b) =>
      b.matchedWords - a.matchedWords ||
      (evidence.get(b.documentId) ?? 0) - (evidence.get(a.documentId) ?? 0) ||
      a.documentId.localeCompare(b.documentId),
  );
  let matchedWords = 0;
  for (let i = 0; i < covered.length; i += 1) matchedWords += covered[i] ?? 0;
  const similarity = checkedWords === 0 ? 0 : matchedWords / checkedWords;
  return ok({
    similarity,
    percent: Math.round(similarity * 100),
    checkedWords,
    matchedWords,
    excludedWords: { quotes: quoteWords, references: referenceWords },
    sources: sources.slice(0, options.maxSources ?? 20),
  });
}

// A reworded passage still shares a pair every few words; a stretch this long (in words of the checked text)
// without one ends the run.
const MAX_GAP_WORDS = 16;
// Allowed change of the diagonal (source position − text position) between neighbouring shared pairs: each word
// dropped or added moves it by one, a swap by one either way.
const BASE_DRIFT = 3;
const DRIFT_PER_GAP_WORDS = 3;
// Distinct words of the checked text a matched span's shared pairs must cover (a phrase repeating one or two
// words yields many pairs over few words).
const MIN_SPAN_CONTENT_WORDS = 6;
// A span most of whose pairs are shared (a copy with light edits) needs fewer of them than a reworded one.
const DENSE_MIN_HITS = 5;
const DENSE_MIN_DENSITY = 0.6;

/**
 * Verification: chains a candidate's hits into runs that follow the checked text's order with the source's
 * spacing (co-linear chaining: each hit extends the best-scoring run ending at an earlier hit close to it in the
 * text and near its diagonal), then keeps the runs with enough distinct shared fingerprints (`minHits`) over
 * enough distinct words (`MIN_SPAN_CONTENT_WORDS`), covering enough of the text's own fingerprints in their
 * stretch (`minDensity`): copied text shares nearly all of them, a reworded copy about half, two texts on the
 * same topic only scattered ones.
 */
function chainSpans(
  hits: FingerprintHit[],
  verify: { minHits: number; minDensity: number; minSpanWords: number; startsUpTo: Uint32Array },
): { spans: MatchedSpan[]; shared: number } {
  hits.sort((a, b) => a.queryPosition - b.queryPosition || a.sourcePosition - b.sourcePosition);
  const n = hits.length;
  const score = new Float64Array(n);
  const previous = new Int32Array(n).fill(-1);
  let windowStart = 0;
  for (let i = 0; i < n; i += 1) {
    const hit = hits[i] as FingerprintHit;
    const diagonal = hit.sourcePosition - hit.queryPosition;
    while ((hits[windowStart]?.queryPosition ?? 0) < hit.queryPosition - MAX_GAP_WORDS) windowStart += 1;
    let best = 1;
    let bestFrom = -1;
    for (let j = i - 1; j >= windowStart; j -= 1) {
      const earlier = hits[j] as FingerprintHit;
      const gap = hit.queryPosition - earlier.queryPosition;
      const drift = Math.abs(diagonal - (earlier.sourcePosition - earlier.queryPosition));
      if (drift > BASE_DRIFT + Math.floor(gap / DRIFT_PER_GAP_WORDS)) continue;
      if (hit.sourcePosition + BASE_DRIFT < earlier.sourcePosition) continue;
      if (
        gap === 0 &&
        hit.sourcePosition === earlier.sourcePosition &&
        hit.fingerprint === earlier.fingerprint
      )
        continue;
      // One point per hit; a little less for a drifting link, so a straight run wins a tie.
      const candidate = (score[j] ?? 0) + 1 - drift / 64;
      if (candidate > best) {
        best = candidate;
        bestFrom = j;
      }
    }
    score[i] = best;
    previous[i] = bestFrom;
  }

  // Runs from the best-scoring ends down; each hit belongs to one run.
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (score[b] ?? 0) - (score[a] ?? 0) || a - b,
  );
  const used = new Uint8Array(n);
  const spans: MatchedSpan[] = [];
  let totalShared = 0;
  const { startsUpTo } = verify;
  for (const end of order) {
    if (used[end] === 1) continue;
    const queryKeys = new Set<number>();
    const sourceKeys = new Set<number>();
    const words = new Set<number>();
    let first = end;
    let queryEnd = 0;
    let minSource = Number.POSITIVE_INFINITY;
    let sourceEnd = 0;
    for (let k = end; k !== -1 && used[k] !== 1; k = previous[k] ?? -1) {
      used[k] = 1;
      const hit = hits[k] as FingerprintHit;
      first = k;
      queryKeys.add(hit.queryPosition * 2 ** 32 + hit.fingerprint);
      sourceKeys.add(hit.sourcePosition * 2 ** 32 + hit.fingerprint);
      words.add(hit.queryPosition).add(hit.queryEnd - 1);
      queryEnd = Math.max(queryEnd, hit.queryEnd);
      minSource = Math.min(minSource, hit.sourcePosition);
      sourceEnd = Math.max(sourceEnd, hit.sourcePosition + Math.max(1, hit.queryEnd - hit.queryPosition));
    }
    const firstQuery = hits[first]?.queryPosition ?? 0;
    const lastQuery = hits[end]?.queryPosition ?? 0;
    // Shared pairs, counted once per place in the text and once per place in the source (a phrase repeated on
    // one side and found once on the other is one match).
    const shared = Math.min(queryKeys.size, sourceKeys.size);
    if (words.size < MIN_SPAN_CONTENT_WORDS || queryEnd - firstQuery < verify.minSpanWords) continue;
    const own = (startsUpTo[lastQuery + 1] ?? 0) - (startsUpTo[firstQuery] ?? 0);
    const density = own === 0 ? 0 : shared / own;
    // A near-verbatim copy (most of its pairs shared) may be short; a reworded one must be longer.
    const copied = shared >= DENSE_MIN_HITS && density >= DENSE_MIN_DENSITY;
    const reworded = shared >= verify.minHits && density >= verify.minDensity;
    if (!copied && !reworded) continue;
    totalShared += shared;
    spans.push({
      query: { wordStart: firstQuery, wordEnd: queryEnd, charStart: 0, charEnd: 0, text: '' },
      source: { wordStart: minSource, wordEnd: sourceEnd },
    });
  }
  return { spans, shared: totalShared };
}

/** Extends each span outwards while the words on both sides agree, and maps the source side to characters. */
function refineSpans(spans: MatchedSpan[], queryHashes: Uint32Array, sourceText: string): MatchedSpan[] {
  const sourceTokens = tokenizeWords(sourceText);
  const sourceHashes = Uint32Array.from(sourceTokens, (t) => wordHash(t.raw));
  for (const span of spans) {
    let q = span.query.wordStart;
    let s = span.source.wordStart;
    while (q > 0 && s > 0 && queryHashes[q - 1] === sourceHashes[s - 1]) {
      q -= 1;
      s -= 1;
    }
    span.query.wordStart = q;
    span.source.wordStart = s;
    let qe = span.query.wordEnd;
    let se = span.source.wordEnd;
    while (qe < queryHashes.length && se < sourceHashes.length && queryHashes[qe] === sourceHashes[se]) {
      qe += 1;
      se += 1;
    }
    span.query.wordEnd = qe;
    span.source.wordEnd = Math.min(se, sourceTokens.length);
  }
  const merged = mergeOverlapping(spans);
  for (const span of merged) {
    const first = sourceTokens[span.source.wordStart];
    const last = sourceTokens[span.source.wordEnd - 1];
    if (first !== undefined && last !== undefined) {
      span.source.charStart = first.start;
      span.source.charEnd = last.end;
      span.source.text = sourceText.slice(first.start, last.end);
    }
  }
  return merged;
}

function mergeOverlapping(spans: MatchedSpan[]): MatchedSpan[] {
  const sorted = [...spans].sort((a, b) => a.query.wordStart - b.query.wordStart);
  const merged: MatchedSpan[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (
      last !== undefined &&
      span.query.wordStart <= last.query.wordEnd &&
      Math.abs(
        span.source.wordStart - span.query.wordStart - (last.source.wordStart - last.query.wordStart),
      ) <= MAX_GAP_WORDS
    ) {
      last.query.wordEnd = Math.max(last.query.wordEnd, span.query.wordEnd);
      last.source.wordEnd = Math.max(last.source.wordEnd, span.source.wordEnd);
    } else {
      merged.push(span);
    }
  }
  return merged;
}

/** Character range of a reported source span, given the source's text (e.g. to highlight it in a viewer). */
export function locateSourceSpan(
  sourceText: string,
  span: { wordStart: number; wordEnd: number },
): { charStart: number; charEnd: number; text: string } | null {
  const tokens = tokenizeWords(sourceText);
  const first = tokens[span.wordStart];
  const last = tokens[Math.min(span.wordEnd, tokens.length) - 1];
  if (first === undefined || last === undefined) return null;
  return { charStart: first.start, charEnd: last.end, text: sourceText.slice(first.start, last.end) };
}
