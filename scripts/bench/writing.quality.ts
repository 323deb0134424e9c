// `npm run quality:writing` (issue 13): the plagiarism checker and the AI detector measured on real prose the
// project did not write — the README documentation of the installed packages (node_modules/**/README.md), cut
// into prose paragraphs (headings, code, tables, lists and links dropped). Prints one `name: value` line per
// figure; the issue's targets are printed beside them. Nothing is generated: rewording mutates real passages.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeAiText } from '../../shared/study/ai-detection/ai-text-signals.engine.ts';
import { lightlyEdit, wordWindow } from '../../shared/study/bench/text-mutations.util.ts';
import { FingerprintIndex } from '../../shared/study/plagiarism/fingerprint-index.engine.ts';
import { checkPlagiarism } from '../../shared/study/plagiarism/plagiarism.engine.ts';
import { seededRandom } from '../../shared/study/random/seeded-random.util.ts';

const root = join(import.meta.dirname, '..', '..', 'node_modules');
const print = (name: string, value: number | string, target = '') =>
  console.log(
    `${name}: ${typeof value === 'number' ? Number(value.toFixed(4)) : value}${target ? `   (target ${target})` : ''}`,
  );

/** Prose paragraphs of a README: no headings, code, tables, lists, HTML or badges; links reduced to their text. */
function proseOf(markdown: string): string[] {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, '\n\n').replace(/<[^>]+>/g, ' ');
  return withoutCode
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => !/^(#|\||[-*+] |\d+\. |>|!\[|\[!|\s{4})/.test(block))
    .map((block) =>
      block
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/`[^`]*`/g, 'it')
        .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((block) => {
      const words = block.split(' ');
      const letters = block.replace(/[^\p{L}]/gu, '').length;
      return words.length >= 25 && letters / block.length > 0.7 && /[.!?]$/.test(block);
    });
}

function readmes(): string[] {
  const files: string[] = [];
  for (const name of readdirSync(root)) {
    const dirs = name.startsWith('@') ? readdirSync(join(root, name)).map((n) => join(name, n)) : [name];
    for (const dir of dirs) {
      const file = join(root, dir, 'README.md');
      if (existsSync(file)) files.push(file);
    }
  }
  return files.sort();
}

// One document per package with at least 250 words of prose; identical texts (forks, mirrors) kept once.
const seen = new Set<string>();
const documents: Array<{ id: string; text: string }> = [];
for (const file of readmes()) {
  const paragraphs = proseOf(readFileSync(file, 'utf8'));
  const text = paragraphs.join('\n\n');
  if (text.split(/\s+/).length < 250 || seen.has(text)) continue;
  seen.add(text);
  documents.push({ id: file.slice(root.length + 1, -'/README.md'.length), text });
}
const random = seededRandom(20261124);
const library = documents.filter((_, i) => i % 5 !== 4);
const heldOut = documents.filter((_, i) => i % 5 === 4);
print('corpus.documents', documents.length);
print(
  'corpus.words',
  documents.reduce((n, d) => n + d.text.split(/\s+/).length, 0),
);

const index = new FingerprintIndex();
for (const d of library) index.addDocument(d.id, d.text);
const vocabulary = [...new Set(documents.flatMap((d) => d.text.toLowerCase().match(/\p{L}{4,}/gu) ?? []))];

/** About one word in three replaced, dropped or moved, the way students reword a passage. */
function reword(passage: string): string {
  const words = passage.split(/\s+/);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const roll = random();
    if (roll < 1 / 9) out.push(vocabulary[Math.floor(random() * vocabulary.length)]!);
    else if (roll < 2 / 9) continue;
    else if (roll < 3 / 9 && i + 1 < words.length) {
      out.push(words[i + 1]!, words[i]!);
      i += 1;
    } else out.push(words[i]!);
  }
  return out.join(' ');
}

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

// AI detector on human prose: windows of 150–400 words.
const verdicts = { 'likely-ai': 0, mixed: 0, 'likely-human': 0 };
let texts = 0;
for (const d of documents) {
  const words = d.text.split(/\s+/);
  const length = 150 + Math.floor(random() * 251);
  if (words.length < length) continue;
  const from = Math.floor(random() * (words.length - length + 1));
  const report = analyzeAiText(words.slice(from, from + length).join(' '));
  if (report.data === null) continue;
  texts += 1;
  verdicts[report.data.verdict] += 1;
}
print('ai_detection.human_texts', texts);
print('ai_detection.human_likely_ai_rate', verdicts['likely-ai'] / Math.max(1, texts), '<= 0.005');
print('ai_detection.human_mixed_rate', verdicts.mixed / Math.max(1, texts), '<= 0.10');
