import { describe, expect, it } from 'vitest';
import { FingerprintIndex, RowFingerprintLookup, storedFingerprintsOf } from './fingerprint-index.engine.ts';
import { PLAGIARISM_MESSAGES, checkPlagiarism, locateSourceSpan } from './plagiarism.engine.ts';
import {
  fingerprintDocument,
  fingerprintSubmission,
  isStopWordHash,
  wordHashesOf,
  wordPairHash,
} from './shingling.engine.ts';
import { findExcludedRegions } from './plagiarism-exclusions.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';
import {
  ARABIC_TEXT,
  BINARY_TEXT,
  CHINESE_TEXT,
  GERMAN_TEXT,
  SPANISH_TEXT,
} from '../test-support/sample-texts.fixture.ts';
import { tokenizeWords } from '../text/text-tokens.util.ts';

const passage = (id: string): string => STUDY_CORPUS.find((p) => p.id === id)?.text ?? '';

function libraryIndex(): FingerprintIndex {
  const index = new FingerprintIndex();
  for (const p of STUDY_CORPUS.slice(0, 30)) index.addDocument(p.id, p.text);
  index.addDocument('es-photosynthesis', SPANISH_TEXT);
  index.addDocument('zh-photosynthesis', CHINESE_TEXT);
  index.addDocument('ar-photosynthesis', ARABIC_TEXT);
  return index;
}

describe('word-pair fingerprints', () => {
  it('hashes a pair of words in either order alike, and ignores stop words', () => {
    const [light, energy] = Array.from(wordHashesOf('light energy'));
    expect(wordPairHash(light ?? 0, energy ?? 0)).toBe(wordPairHash(energy ?? 0, light ?? 0));
    const text =
      'Chlorophyll absorbs light energy, which drives the synthesis of glucose in the chloroplast stroma.';
    // Stop words added between content words change nothing.
    expect(Array.from(fingerprintDocument(text).hashes)).toEqual(
      Array.from(
        fingerprintDocument(
          'The chlorophyll absorbs the light of energy, which then drives all the synthesis of glucose in a chloroplast stroma.',
        ).hashes,
      ),
    );
    expect(fingerprintDocument('it is what it is, and so on and so forth').hashes.length).toBe(0);
  });

  it('marks each pair from its first to its last word, at most two content words apart', () => {
    const text = passage('bio-immune-system');
    const words = wordHashesOf(text);
    const prints = fingerprintDocument(text);
    expect(prints.hashes.length).toBeGreaterThan(words.length / 5);
    for (let i = 0; i < prints.hashes.length; i += 1) {
      const from = prints.positions[i] ?? 0;
      const last = (prints.ends[i] ?? 0) - 1;
      expect(last).toBeGreaterThan(from);
      expect(prints.hashes[i]).toBe(wordPairHash(words[from] ?? 0, words[last] ?? 0));
      const between = Array.from(words.subarray(from + 1, last)).filter((h) => !isStopWordHash(h));
      expect(between.length).toBeLessThanOrEqual(1);
    }
  });

  it('pairs no word across a quotation', () => {
    const text =
      'Enzymes lower activation energy. She wrote “catalysts speed reactions” then enzymes denature.';
    const { fingerprints, tokens } = fingerprintSubmission(text);
    const quoted = tokens.findIndex((t) => t.raw === 'catalysts');
    for (let i = 0; i < fingerprints.hashes.length; i += 1) {
      const from = fingerprints.positions[i] ?? 0;
      const to = (fingerprints.ends[i] ?? 0) - 1;
      expect(from <= quoted && to >= quoted).toBe(false);
    }
  });

  it('selects the same fingerprints for the same words whatever their case and punctuation', () => {
    const a = fingerprintDocument(
      'The Calvin cycle runs in the stroma and fixes carbon dioxide into sugars.',
    );
    const b = fingerprintDocument(
      'the CALVIN cycle -- runs in the stroma, and fixes carbon dioxide into sugars',
    );
    expect(Array.from(a.hashes)).toEqual(Array.from(b.hashes));
    expect(a.hashes.length).toBeGreaterThan(0);
  });

  it('hashes words the same on the fast indexing path and the tokenizer path', () => {
    for (const text of [passage('chem-acids-bases'), ARABIC_TEXT]) {
      const submission = fingerprintSubmission(text);
      expect(Array.from(wordHashesOf(text))).toEqual(Array.from(submission.wordHashes));
    }
  });

  it('yields nothing for empty or tiny input without throwing', () => {
    expect(fingerprintDocument('').hashes.length).toBe(0);
    expect(fingerprintDocument('one two').hashes.length).toBe(0);
  });
});

describe('checkPlagiarism', () => {
  const index = libraryIndex();

  it('finds a copied passage with its source, word count and spans on both sides', () => {
    const source = passage('phys-newton-laws');
    const copied = source.split(' ').slice(10, 70).join(' ');
    const text = `${passage('psych-memory')} ${copied} ${passage('law-contract')}`;
    const report = checkPlagiarism(text, index, {
      sourceText: (id) => STUDY_CORPUS.find((p) => p.id === id)?.text,
    });
    expect(report.error).toBeNull();
    const sources = report.data?.sources ?? [];
    expect(sources.map((s) => s.documentId)).toEqual(['phys-newton-laws']);
    const found = sources[0];
    expect(found?.matchedWords).toBeGreaterThanOrEqual(55);
    expect(found?.matchedWords).toBeLessThanOrEqual(62);
    const span = found?.spans[0];
    expect(span?.query.text).toContain('inertia');
    expect(text.slice(span?.query.charStart, span?.query.charEnd)).toBe(span?.query.text);
    expect(span?.source.text).toBe(copied);
    expect(report.data?.percent).toBe(
      Math.round(((found?.matchedWords ?? 0) / (report.data?.checkedWords ?? 1)) * 100),
    );
  });

  it('still matches a lightly edited passage', () => {
    const edited =
      "isaac newton's THREE laws of motion, published in the Principia in 1687 form the basis of classical mechanics. The first law often called the law of inertia states that an object stays at rest or keeps moving in a straight line at constant speed unless an unbalanced force acts upon it";
    const report = checkPlagiarism(`${passage('soc-urbanisation')}\n\n${edited}`, index);
    expect(report.data?.sources[0]?.documentId).toBe('phys-newton-laws');
    expect(report.data?.sources[0]?.matchedWords).toBeGreaterThan(35);
  });

  it('finds a passage reworded the way students do it (about one word in three replaced, dropped or moved)', () => {
    // The source's second and third sentences (72 words), with 24 words replaced, dropped or swapped with a
    // neighbour: no run of eight words is left as it was.
    const reworded =
      'The first law, commonly named the law of inertia, says an object stays at rest or keeps moving in a line ' +
      'straight at steady speed unless some unbalanced force acts upon it. The second law links force, acceleration ' +
      'and mass: the total force on an object equals its mass times acceleration, which explains why a full ' +
      'trolley shopping is harder to get going and stop than an empty one.';
    const host = passage('psych-memory');
    const text = `${host} ${reworded} ${passage('law-contract')}`;
    const report = checkPlagiarism(text, index);
    const sources = report.data?.sources ?? [];
    expect(sources.map((s) => s.documentId)).toEqual(['phys-newton-laws']);
    // The span marks the reworded passage (most of it, never the text around it).
    const span = sources[0]?.spans[0];
    expect(sources[0]?.spans).toHaveLength(1);
    const rewordedStart = text.indexOf(reworded);
    expect(span?.query.charStart).toBeGreaterThanOrEqual(rewordedStart);
    expect(span?.query.charEnd).toBeLessThanOrEqual(rewordedStart + reworded.length);
    const rewordedWords = tokenizeWords(reworded).length;
    expect(sources[0]?.matchedWords).toBeGreaterThanOrEqual(Math.floor(rewordedWords * 0.7));
    expect(sources[0]?.matchedWords).toBeLessThanOrEqual(rewordedWords);
  });

  it('reports no source for a text on the same topic in its own words', () => {
    // The vocabulary of the Newton passage (force, mass, acceleration, inertia, laws of motion, rockets,
    // bridges, planets, relativity) in a student's own sentences.
    const ownWords =
      'Mass and acceleration turn up in every mechanics exam, so our teacher explained force with examples from ' +
      "sport: a footballer's kick, a cyclist braking on a wet road. Inertia is why passengers lurch forward when a " +
      'bus stops suddenly. Rockets, planets and bridges all obey the laws of motion, although relativity takes over ' +
      'close to the speed of light and quantum mechanics at atomic scales. Students often find the third law ' +
      'the hardest, because an equal reaction seems to cancel every action.';
    const report = checkPlagiarism(`${passage('psych-memory')}\n\n${ownWords}`, index);
    expect(report.data?.sources).toEqual([]);
    expect(report.data?.matchedWords).toBe(0);
  });

  it('reports no source for unrelated original writing', () => {
    for (const p of STUDY_CORPUS.slice(30)) {
      expect(checkPlagiarism(p.text, index).data?.sources).toEqual([]);
    }
  });

  it('excludes quotations and the reference list', () => {
    const quote = passage('hist-cold-war').split(' ').slice(0, 45).join(' ');
    const reference = passage('lit-tragedy').split(' ').slice(0, 40).join(' ');
    const text = `${passage('anth-agriculture')} One economist wrote: “${quote}” That view is common.\n\nReferences\nSmith, J. (2020). ${reference}. Economics Press.\nJones, K. (2019). Prices. https://doi.org/10.1000/xyz\n`;
    expect(findExcludedRegions(text).quotes).toHaveLength(1);
    const report = checkPlagiarism(text, index);
    expect(report.data?.sources).toEqual([]);
    expect(report.data?.excludedWords.quotes).toBeGreaterThanOrEqual(45);
    expect(report.data?.excludedWords.references).toBeGreaterThan(40);
    // Counted when the student chooses not to exclude quotations.
    expect(checkPlagiarism(text, index, { excludeQuotes: false }).data?.sources[0]?.documentId).toBe(
      'hist-cold-war',
    );
  });

  it('matches non-English and unspaced scripts', () => {
    expect(checkPlagiarism(`${GERMAN_TEXT} ${SPANISH_TEXT}`, index).data?.sources[0]?.documentId).toBe(
      'es-photosynthesis',
    );
    expect(checkPlagiarism(CHINESE_TEXT, index).data?.sources[0]?.documentId).toBe('zh-photosynthesis');
    expect(checkPlagiarism(ARABIC_TEXT, index).data?.sources[0]?.documentId).toBe('ar-photosynthesis');
  });

  it('returns errors as values for empty and binary input', () => {
    expect(checkPlagiarism('   ', index).error?.message).toBe(PLAGIARISM_MESSAGES.empty);
    const binary = checkPlagiarism(BINARY_TEXT, index);
    expect(binary.data?.sources ?? []).toEqual([]);
  });

  it('handles a huge input', () => {
    const huge = STUDY_CORPUS.map((p) => p.text)
      .join('\n\n')
      .repeat(8);
    const report = checkPlagiarism(huge, index);
    expect(report.data?.checkedWords).toBeGreaterThan(50_000);
    expect(report.data?.sources.length).toBe(20);
  });
});

describe('fingerprint storage', () => {
  it('round-trips through Postgres-style rows and answers the same from rows', () => {
    const index = libraryIndex();
    const rows = [...index.rows()];
    expect(
      rows.every(
        (r) => Number.isInteger(r.fingerprint) && r.fingerprint >= -(2 ** 31) && r.fingerprint < 2 ** 31,
      ),
    ).toBe(true);
    const restored = FingerprintIndex.fromRows(rows);
    const text = passage('bio-immune-system');
    const fromIndex = checkPlagiarism(text, index).data;
    expect(checkPlagiarism(text, restored).data?.sources.map((s) => [s.documentId, s.matchedWords])).toEqual(
      fromIndex?.sources.map((s) => [s.documentId, s.matchedWords]),
    );
    // The server fetches only rows whose fingerprint the submission has.
    const wanted = new Set(storedFingerprintsOf(fingerprintSubmission(text).fingerprints));
    const fetched = rows.filter((r) => wanted.has(r.fingerprint));
    expect(checkPlagiarism(text, new RowFingerprintLookup(fetched)).data?.sources[0]?.documentId).toBe(
      'bio-immune-system',
    );
  });

  it('removes and replaces documents', () => {
    const index = libraryIndex();
    expect(index.removeDocument('bio-immune-system')).toBe(true);
    expect(checkPlagiarism(passage('bio-immune-system'), index).data?.sources).toEqual([]);
    index.addDocument('bio-immune-system', passage('bio-immune-system'));
    index.addDocument('bio-immune-system', passage('bio-immune-system'));
    expect(checkPlagiarism(passage('bio-immune-system'), index).data?.sources).toHaveLength(1);
    index.compact();
    expect(index.documentCount).toBe(33);
  });

  it('locates a reported source span in the source text', () => {
    const text = passage('cs-databases');
    const tokens = tokenizeWords(text);
    const located = locateSourceSpan(text, { wordStart: 3, wordEnd: 8 });
    expect(located?.text).toBe(text.slice(tokens[3]?.start, tokens[7]?.end));
    expect(locateSourceSpan('', { wordStart: 0, wordEnd: 3 })).toBeNull();
  });
});
