import { fingerprintDocument, fromStoredFingerprint, toStoredFingerprint } from './shingling.engine.ts';
import type { Fingerprints } from './shingling.engine.ts';

/**
 * One row of the stored index, as the server keeps it in Postgres:
 * `plagiarism_fingerprints(fingerprint integer, document_id uuid, position integer)` with an index on
 * `fingerprint`. `fingerprint` is the word-pair hash read as a signed 32-bit integer.
 */
export interface FingerprintRow {
  fingerprint: number;
  documentId: string;
  position: number;
  /** Postings of this fingerprint in the whole index, when the server counted them (plagiarism_candidates). */
  postings?: number;
}

/** A fingerprint of the checked text found in an indexed document. */
export interface FingerprintHit {
  documentId: string;
  /** The shared fingerprint. */
  fingerprint: number;
  /** Word position of the pair's first word in the checked text. */
  queryPosition: number;
  /** One past the pair's last word in the checked text. */
  queryEnd: number;
  /** Word position of the pair's first word in the indexed document. */
  sourcePosition: number;
  /** Postings of the fingerprint in the index: how common the pair is in the library. */
  postings: number;
}

/**
 * How a check bounds its work, the same in memory and in Postgres (`public.plagiarism_candidates` takes these
 * as arguments): fingerprints found in more documents than `maxDocumentFrequency` are set phrases and
 * boilerplate, not evidence of copying; only documents sharing at least `minSharedFingerprints` distinct
 * fingerprints with the text are candidates, and of those the `maxCandidates` with the most weight, each shared
 * fingerprint weighing 1 / its postings (a pair found in one document counts fully, a common pair little, so a
 * long document sharing common vocabulary does not crowd out the source of a copied passage).
 */
export const CANDIDATE_LIMITS = {
  maxDocumentFrequency: 100,
  minSharedFingerprints: 5,
  maxCandidates: 100,
} as const;

/** Anything that can answer "which documents contain these fingerprints": the in-memory index or DB rows. */
export interface FingerprintLookup {
  findHits(query: Fingerprints, options?: { maxDocumentFrequency?: number }): FingerprintHit[];
}

/** Sorted, immutable block of postings: `keys` unique ascending, postings of keys[i] in [offsets[i], offsets[i+1]). */
interface Segment {
  keys: Uint32Array;
  offsets: Uint32Array;
  docs: Uint32Array;
  positions: Uint32Array;
}

class GrowableU32 {
  data = new Uint32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length] = value;
    this.length += 1;
  }
  pushAll(values: Uint32Array): void {
    while (this.length + values.length > this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(values, this.length);
    this.length += values.length;
  }
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }
}

const DEFAULT_MAX_DOCUMENT_FREQUENCY = CANDIDATE_LIMITS.maxDocumentFrequency;
const PENDING_SEAL_THRESHOLD = 2_000_000;
const MAX_SEGMENTS = 8;

/**
 * In-memory fingerprint index for a whole document library. Postings live in typed arrays sorted by hash
 * (about 12 bytes per fingerprint), built in log-structured segments so documents can be added at any
 * time. The same data round-trips through {@link FingerprintRow}s for Postgres.
 */
export class FingerprintIndex implements FingerprintLookup {
  private readonly documentIds: string[] = [];
  private readonly documentNumbers = new Map<string, number>();
  private readonly wordCounts: number[] = [];
  private readonly removed = new Set<number>();
  private segments: Segment[] = [];
  private pendingKeys = new GrowableU32();
  private pendingDocs = new GrowableU32();
  private pendingPositions = new GrowableU32();

  get documentCount(): number {
    return this.documentIds.length - this.removed.size;
  }

  get fingerprintCount(): number {
    let n = this.pendingKeys.length;
    for (const s of this.segments) n += s.docs.length;
    return n;
  }

  has(documentId: string): boolean {
    const n = this.documentNumbers.get(documentId);
    return n !== undefined && !this.removed.has(n);
  }

  /** Word count of an indexed document, for "x % of the source" figures. */
  wordCount(documentId: string): number | undefined {
    const n = this.documentNumbers.get(documentId);
    return n === undefined || this.removed.has(n) ? undefined : this.wordCounts[n];
  }

  /** Fingerprints and indexes a document; re-adding an id replaces the earlier version. */
  addDocument(documentId: string, text: string): void {
    this.addFingerprints(documentId, fingerprintDocument(text));
  }

  addFingerprints(
    documentId: string,
    fingerprints: Pick<Fingerprints, 'hashes' | 'positions' | 'wordCount'>,
  ): void {
    if (this.has(documentId)) this.removeDocument(documentId);
    const doc = this.documentIds.length;
    this.documentIds.push(documentId);
    this.documentNumbers.set(documentId, doc);
    this.wordCounts.push(fingerprints.wordCount);
    this.pendingKeys.pushAll(fingerprints.hashes);
    this.pendingPositions.pushAll(fingerprints.positions);
    for (let i = 0; i < fingerprints.hashes.length; i += 1) this.pendingDocs.push(doc);
    if (this.pendingKeys.length >= PENDING_SEAL_THRESHOLD) this.seal();
  }

  /** Removes a document (e.g. unpublished); its postings are dropped at the next merge. */
  removeDocument(documentId: string): boolean {
    const n = this.documentNumbers.get(documentId);
    if (n === undefined || this.removed.has(n)) return false;
    this.removed.add(n);
    this.documentNumbers.delete(documentId);
    return true;
  }

  /** Moves pending postings into a sorted segment; lookups call this themselves. */
  seal(): void {
    this.sealPending();
    if (this.segments.length > MAX_SEGMENTS) this.compact();
  }

  /** Merges all segments into one and drops removed documents' postings. */
  compact(): void {
    this.sealPending();
    const total = this.segments.reduce((n, s) => n + s.docs.length, 0);
    const keys = new Uint32Array(total);
    const docs = new Uint32Array(total);
    const positions = new Uint32Array(total);
    let n = 0;
    for (const s of this.segments) {
      for (let k = 0; k < s.keys.length; k += 1) {
        const key = s.keys[k] ?? 0;
        for (let p = s.offsets[k] ?? 0; p < (s.offsets[k + 1] ?? 0); p += 1) {
          const doc = s.docs[p] ?? 0;
          if (this.removed.has(doc)) continue;
          keys[n] = key;
          docs[n] = doc;
          positions[n] = s.positions[p] ?? 0;
          n += 1;
        }
      }
    }
    this.segments =
      n === 0 ? [] : [buildSegment(keys.subarray(0, n), docs.subarray(0, n), positions.subarray(0, n))];
  }

  private sealPending(): void {
    if (this.pendingKeys.length > 0) {
      this.segments.push(
        buildSegment(this.pendingKeys.view(), this.pendingDocs.view(), this.pendingPositions.view()),
      );
      this.pendingKeys = new GrowableU32();
      this.pendingDocs = new GrowableU32();
      this.pendingPositions = new GrowableU32();
    }
  }

  findHits(query: Fingerprints, options: { maxDocumentFrequency?: number } = {}): FingerprintHit[] {
    this.seal();
    const maxFrequency = options.maxDocumentFrequency ?? DEFAULT_MAX_DOCUMENT_FREQUENCY;
    const hits: FingerprintHit[] = [];
    for (let q = 0; q < query.hashes.length; q += 1) {
      const key = query.hashes[q] ?? 0;
      const queryPosition = query.positions[q] ?? 0;
      const queryEnd = query.ends[q] ?? queryPosition + 1;
      let postings = 0;
      const ranges: Array<[Segment, number, number]> = [];
      for (const s of this.segments) {
        const k = lowerBound(s.keys, key);
        if (k < s.keys.length && s.keys[k] === key) {
          const from = s.offsets[k] ?? 0;
          const to = s.offsets[k + 1] ?? 0;
          postings += to - from;
          ranges.push([s, from, to]);
        }
      }
      if (postings === 0 || postings > maxFrequency) continue;
      for (const [s, from, to] of ranges) {
        for (let p = from; p < to; p += 1) {
          const doc = s.docs[p] ?? 0;
          if (this.removed.has(doc)) continue;
          hits.push({
            documentId: this.documentIds[doc] ?? '',
            fingerprint: key,
            queryPosition,
            queryEnd,
            sourcePosition: s.positions[p] ?? 0,
            postings,
          });
        }
      }
    }
    return hits;
  }

  /** Every posting as a storable row (a generator: a full library is millions of rows). */
  *rows(): Generator<FingerprintRow> {
    this.seal();
    for (const s of this.segments) {
      for (let k = 0; k < s.keys.length; k += 1) {
        const fingerprint = toStoredFingerprint(s.keys[k] ?? 0);
        for (let p = s.offsets[k] ?? 0; p < (s.offsets[k + 1] ?? 0); p += 1) {
          const doc = s.docs[p] ?? 0;
          if (this.removed.has(doc)) continue;
          yield { fingerprint, documentId: this.documentIds[doc] ?? '', position: s.positions[p] ?? 0 };
        }
      }
    }
  }

  /** Rebuilds an index from stored rows (word counts are unknown from rows alone and given separately). */
  static fromRows(
    rows: Iterable<FingerprintRow>,
    options: { wordCounts?: ReadonlyMap<string, number> } = {},
  ): FingerprintIndex {
    const index = new FingerprintIndex();
    const byDocument = new Map<string, { hashes: number[]; positions: number[] }>();
    for (const row of rows) {
      let entry = byDocument.get(row.documentId);
      if (entry === undefined) {
        entry = { hashes: [], positions: [] };
        byDocument.set(row.documentId, entry);
      }
      entry.hashes.push(fromStoredFingerprint(row.fingerprint));
      entry.positions.push(row.position);
    }
    for (const [documentId, entry] of byDocument) {
      const maxPosition = entry.positions.reduce((m, p) => Math.max(m, p), 0);
      index.addFingerprints(documentId, {
        hashes: Uint32Array.from(entry.hashes),
        positions: Uint32Array.from(entry.positions),
        wordCount: options.wordCounts?.get(documentId) ?? maxPosition + 2,
      });
    }
    index.seal();
    return index;
  }
}

/**
 * Hits computed from rows the server fetched with
 * `select fingerprint, document_id, position from plagiarism_fingerprints where fingerprint = any($1)`.
 */
export class RowFingerprintLookup implements FingerprintLookup {
  private readonly byFingerprint = new Map<number, FingerprintRow[]>();

  constructor(rows: Iterable<FingerprintRow>) {
    for (const row of rows) {
      const key = fromStoredFingerprint(row.fingerprint);
      const list = this.byFingerprint.get(key);
      if (list === undefined) this.byFingerprint.set(key, [row]);
      else list.push(row);
    }
  }

  findHits(query: Fingerprints, options: { maxDocumentFrequency?: number } = {}): FingerprintHit[] {
    const maxFrequency = options.maxDocumentFrequency ?? DEFAULT_MAX_DOCUMENT_FREQUENCY;
    const hits: FingerprintHit[] = [];
    for (let q = 0; q < query.hashes.length; q += 1) {
      const key = query.hashes[q] ?? 0;
      const rows = this.byFingerprint.get(key);
      if (rows === undefined || rows.length > maxFrequency) continue;
      const queryPosition = query.positions[q] ?? 0;
      const queryEnd = query.ends[q] ?? queryPosition + 1;
      for (const row of rows) {
        hits.push({
          documentId: row.documentId,
          fingerprint: key,
          queryPosition,
          queryEnd,
          sourcePosition: row.position,
          postings: row.postings ?? rows.length,
        });
      }
    }
    return hits;
  }
}

/** The stored fingerprints of the checked text (distinct), for the server's query. */
export function storedFingerprintsOf(query: Fingerprints): number[] {
  return [...new Set(Array.from(query.hashes, toStoredFingerprint))];
}

/**
 * The arguments of `public.plagiarism_candidates`, the server's one read of the index (the plagiarism-check
 * function and the upload pipeline's duplicate check): the text's stored fingerprints and the limits of
 * {@link CANDIDATE_LIMITS}, so Postgres picks the same candidates the in-memory index would.
 */
export function candidateQueryArguments(query: Fingerprints) {
  return {
    p_fingerprints: storedFingerprintsOf(query),
    p_max_document_frequency: CANDIDATE_LIMITS.maxDocumentFrequency,
    p_min_shared: CANDIDATE_LIMITS.minSharedFingerprints,
    p_max_candidates: CANDIDATE_LIMITS.maxCandidates,
  };
}

function lowerBound(keys: Uint32Array, key: number): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] ?? 0) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** LSD radix sort by key (two 16-bit passes), carrying docs and positions; then groups equal keys. */
function buildSegment(keysIn: Uint32Array, docsIn: Uint32Array, positionsIn: Uint32Array): Segment {
  const n = keysIn.length;
  let keys = Uint32Array.from(keysIn);
  let docs = Uint32Array.from(docsIn);
  let positions = Uint32Array.from(positionsIn);
  let keysOut = new Uint32Array(n);
  let docsOut = new Uint32Array(n);
  let positionsOut = new Uint32Array(n);
  const counts = new Uint32Array(65537);
  for (const shift of [0, 16]) {
    counts.fill(0);
    for (let i = 0; i < n; i += 1) {
      const bucket = (((keys[i] ?? 0) >>> shift) & 0xffff) + 1;
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    for (let b = 1; b < 65537; b += 1) counts[b] = (counts[b] ?? 0) + (counts[b - 1] ?? 0);
    for (let i = 0; i < n; i += 1) {
      const bucket = ((keys[i] ?? 0) >>> shift) & 0xffff;
      const at = counts[bucket] ?? 0;
      counts[bucket] = at + 1;
      keysOut[at] = keys[i] ?? 0;
      docsOut[at] = docs[i] ?? 0;
      positionsOut[at] = positions[i] ?? 0;
    }
    [keys, keysOut] = [keysOut, keys];
    [docs, docsOut] = [docsOut, docs];
    [positions, positionsOut] = [positionsOut, positions];
  }
  let unique = 0;
  for (let i = 0; i < n; i += 1) if (i === 0 || keys[i] !== keys[i - 1]) unique += 1;
  const uniqueKeys = new Uint32Array(unique);
  const offsets = new Uint32Array(unique + 1);
  let u = -1;
  for (let i = 0; i < n; i += 1) {
    if (i === 0 || keys[i] !== keys[i - 1]) {
      u += 1;
      uniqueKeys[u] = keys[i] ?? 0;
      offsets[u] = i;
    }
  }
  offsets[unique] = n;
  return { keys: uniqueKeys, offsets, docs, positions };
}

/**
 * The candidate documents of a check: hits grouped by document, keeping only documents that share at least
 * `minSharedFingerprints` distinct fingerprints with the text, and of those the `maxCandidates` with the most
 * weight (see {@link CANDIDATE_LIMITS}; ties by id, so the choice is stable). Postgres makes the same choice
 * before sending rows.
 */
export function candidateHits(
  hits: readonly FingerprintHit[],
  limits: { minSharedFingerprints: number; maxCandidates: number } = CANDIDATE_LIMITS,
): Map<string, FingerprintHit[]> {
  const byDocument = new Map<string, FingerprintHit[]>();
  for (const hit of hits) {
    const list = byDocument.get(hit.documentId);
    if (list === undefined) byDocument.set(hit.documentId, [hit]);
    else list.push(hit);
  }
  const ranked: Array<[string, number]> = [];
  for (const [documentId, list] of byDocument) {
    const weights = new Map<number, number>();
    for (const hit of list) weights.set(hit.fingerprint, 1 / Math.max(1, hit.postings));
    if (weights.size < limits.minSharedFingerprints) continue;
    let weight = 0;
    for (const w of weights.values()) weight += w;
    ranked.push([documentId, weight]);
  }
  ranked.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const chosen = new Map<string, FingerprintHit[]>();
  for (const [documentId] of ranked.slice(0, limits.maxCandidates)) {
    chosen.set(documentId, byDocument.get(documentId) ?? []);
  }
  return chosen;
}

/** One row of `public.plagiarism_candidates`: a candidate document and its postings of the text's fingerprints. */
export interface CandidateDocumentRow {
  document_id: string;
  fingerprints: number[];
  positions: number[];
  postings: number[];
}

/** The postings of `public.plagiarism_candidates`'s rows (one per candidate document) as index rows. */
export function rowsOfCandidates(candidates: readonly CandidateDocumentRow[]): FingerprintRow[] {
  const rows: FingerprintRow[] = [];
  for (const c of candidates) {
    for (let i = 0; i < c.fingerprints.length; i += 1) {
      rows.push({
        fingerprint: c.fingerprints[i] ?? 0,
        documentId: c.document_id,
        position: c.positions[i] ?? 0,
        postings: c.postings[i],
      });
    }
  }
  return rows;
}
