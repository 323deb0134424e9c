import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { tokenizeWords } from '../text/text-tokens.util.ts';
import { DEFAULT_WINNOWING, fingerprintSubmission, wordHash } from './winnowing.engine.ts';
import type { WinnowingParams } from './winnowing.engine.ts';
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
  params?: WinnowingParams;
  excludeQuotes?: boolean;
  excludeReferences?: boolean;
  /** Spans shorter than this (in words) are coincidence, not copying. */
  minSpanWords?: number;
  /** A source is reported only when it covers at least this many checked words. */
  minSourceWords?: number;
  maxSources?: number;
  maxDocumentFrequency?: number;
  /**
   * Source texts by document id, when the caller has them: spans are then extended word by word to the exact
   * copied boundaries and given character offsets on the source side.
   */
  sourceText?: (documentId: string) => string | undefined;
}

export const PLAGIARISM_MESSAGES = {
  empty: 'Please enter some text to check for plagiarism.',
  noWords: 'The text has no words to check. Paste the text of your document rather than a file or symbols.',
} as const;

interface Chain {
  diagonal: number;
  firstQuery: number;
  lastQuery: number;
  minSource: number;
  maxSource: number;
  hits: number;
}

/**
 * Checks a text against an index (in memory, or rows fetched from Postgres) and reports the overall
 * similarity, each matching source with its matched word count, and the matched spans on both sides.
 */
export function checkPlagiarism(
  text: string,
  lookup: FingerprintLookup,
  options: PlagiarismOptions = {},
): StudyResult<PlagiarismReport> {
  if (text.trim().length === 0) return fail('empty-text', PLAGIARISM_MESSAGES.empty);
  const params = options.params ?? DEFAULT_WINNOWING;
  const minSpanWords = options.minSpanWords ?? 10;
  const minSourceWords = options.minSourceWords ?? 12;
  const submission = fingerprintSubmission(text, params, {
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
  const byDocument = new Map<string, FingerprintHit[]>();
  for (const hit of hits) {
    const list = byDocument.get(hit.documentId);
    if (list === undefined) byDocument.set(hit.documentId, [hit]);
    else list.push(hit);
  }

  const covered = new Uint8Array(tokens.length);
  const sources: MatchedSource[] = [];
  for (const [documentId, documentHits] of byDocument) {
    // A source needs at least two fingerprints to reach the minimum span; skip lone coincidences early.
    if (documentHits.length < 2) continue;
    let spans = chainSpans(documentHits, params.k).filter(
      (s) => s.query.wordEnd - s.query.wordStart >= minSpanWords,
    );
    if (spans.length === 0) continue;
    const sourceText = options.sourceText?.(documentId);
    if (sourceText !== undefined) spans = refineSpans(spans, submission.wordHashes, sourceText);
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
    sources.push({
      documentId,
      matchedWords,
      similarity: checkedWords === 0 ? 0 : matchedWords / checkedWords,
      spans: spans.sort((a, b) => a.query.wordStart - b.query.wordStart),
    });
  }

  sources.sort((a, b) => b.matchedWords - a.matchedWords || a.documentId.localeCompare(b.documentId));
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

/**
 * Groups a source's hits into runs that move along the same diagonal (query position − source position).
 * Light edits shift the diagonal by a word or two and leave gaps, so both are tolerated.
 */
function chainSpans(hits: FingerprintHit[], k: number): MatchedSpan[] {
  // Light edits (a word changed every dozen) leave gaps of at most about k + w k-grams between hits.
  const maxGap = 3 * k;
  const maxDrift = 6;
  hits.sort((a, b) => a.queryPosition - b.queryPosition || a.sourcePosition - b.sourcePosition);
  const open: Chain[] = [];
  const closed: Chain[] = [];
  for (const hit of hits) {
    const diagonal = hit.sourcePosition - hit.queryPosition;
    let best: Chain | undefined;
    let bestDrift = Number.POSITIVE_INFINITY;
    for (let c = open.length - 1; c >= 0; c -= 1) {
      const chain = open[c];
      if (chain === undefined) continue;
      if (hit.queryPosition - chain.lastQuery > maxGap) {
        closed.push(chain);
        open.splice(c, 1);
        continue;
      }
      const drift = Math.abs(diagonal - chain.diagonal);
      if (drift <= maxDrift && drift < bestDrift && hit.sourcePosition + maxDrift >= chain.maxSource) {
        best = chain;
        bestDrift = drift;
      }
    }
    if (best === undefined) {
      open.push({
        diagonal,
        firstQuery: hit.queryPosition,
        lastQuery: hit.queryPosition,
        minSource: hit.sourcePosition,
        maxSource: hit.sourcePosition,
        hits: 1,
      });
    } else {
      best.diagonal = diagonal;
      best.lastQuery = hit.queryPosition;
      best.minSource = Math.min(best.minSource, hit.sourcePosition);
      best.maxSource = Math.max(best.maxSource, hit.sourcePosition);
      best.hits += 1;
    }
  }
  closed.push(...open);
  // Copied text yields a fingerprint every two or three words; two or fewer hits is a shared stock phrase.
  return closed
    .filter((c) => c.hits >= 3)
    .map((c) => ({
      query: { wordStart: c.firstQuery, wordEnd: c.lastQuery + k, charStart: 0, charEnd: 0, text: '' },
      source: { wordStart: c.minSource, wordEnd: c.maxSource + k },
    }));
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
      ) <= 6
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
