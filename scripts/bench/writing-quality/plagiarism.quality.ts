// Plagiarism checker quality (issue 13): copied, lightly edited and reworded passages of real library documents
// hidden in held-out texts, and held-out texts that share no run of eight words with the library.
import {
  lightlyEdit,
  rewordLikeAStudent,
  wordWindow,
} from '../../../shared/study/bench/text-mutations.util.ts';
import { FingerprintIndex } from '../../../shared/study/plagiarism/fingerprint-index.engine.ts';
import { checkPlagiarism } from '../../../shared/study/plagiarism/plagiarism.engine.ts';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';
import { documents, print } from './corpus.ts';

const random = seededRandom(20261124);
const library = documents.filter((_, i) => i % 5 !== 4);
const heldOut = documents.filter((_, i) => i % 5 === 4);

const index = new FingerprintIndex();
for (const d of library) index.addDocument(d.id, d.text);
const vocabulary = [...new Set(documents.flatMap((d) => d.text.toLowerCase().match(/\p{L}{4,}/gu) ?? []))];

/** About one word in three replaced, dropped or moved, the way students reword a passage. */
const reword = (passage: string) => rewordLikeAStudent(passage, random, vocabulary);

function found(passage: string, sourceId: string, host: string): boolean {
  const sentences = host.split(/(?<=\.)\s+/);
  const cut = Math.max(1, Math.floor(sentences.length / 2));
  const text = `${sentences.slice(0, cut).join(' ')} ${passage} ${sentences.slice(cut).join(' ')}`;
  const report = checkPlagiarism(text, index);
  return report.data?.sources.some((s) => s.documentId === sourceId) ?? false;
}

const outcomes = { copied: [] as boolean[], lightly: [] as boolean[], reworded: [] as boolean[] };
library.forEach((d, i) => {
  const words = d.text.split(/\s+/).length;
  const from = Math.floor(random() * Math.max(1, words - 80));
  const passage = wordWindow(d.text, from, 80);
  const host = heldOut[i % heldOut.length]!.text;
  outcomes.copied.push(found(passage, d.id, host));
  outcomes.lightly.push(found(lightlyEdit(passage, random, vocabulary), d.id, host));
  outcomes.reworded.push(found(reword(passage), d.id, host));
});
const rate = (xs: boolean[]) => xs.filter(Boolean).length / Math.max(1, xs.length);
print('plagiarism.cases', outcomes.copied.length);
print('plagiarism.recall_copied', rate(outcomes.copied), '>= 0.98');
print('plagiarism.recall_lightly_edited', rate(outcomes.lightly), '>= 0.98');
print('plagiarism.recall_reworded_one_in_three', rate(outcomes.reworded), '>= 0.8');

// Held-out texts sharing no run of eight words with the library must report no source.
const libraryRuns = new Set<string>();
for (const d of library) {
  const w = d.text.toLowerCase().split(/\s+/);
  for (let i = 0; i + 8 <= w.length; i += 1) libraryRuns.add(w.slice(i, i + 8).join(' '));
}
let unrelated = 0;
let unrelatedWithSource = 0;
for (const d of heldOut) {
  const w = d.text.toLowerCase().split(/\s+/);
  let shares = false;
  for (let i = 0; i + 8 <= w.length && !shares; i += 1) shares = libraryRuns.has(w.slice(i, i + 8).join(' '));
  if (shares) continue;
  unrelated += 1;
  if ((checkPlagiarism(d.text, index).data?.sources.length ?? 0) > 0) unrelatedWithSource += 1;
}
print('plagiarism.unrelated_texts', unrelated);
print('plagiarism.unrelated_with_a_source', unrelatedWithSource, '0');
