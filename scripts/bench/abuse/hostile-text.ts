// Hostile text at the allowed limits, straight into the engines the functions run on the request thread.
// `npx tsx scripts/bench/abuse/hostile-text.ts [path filter] [input filter]` prints `path / input: N ms` a line.
import { countWords } from '../../../shared/study/text/text-tokens.util.ts';
import { proseWordCount, writingUnits } from '../../../shared/study/ai-detection/writing-units.util.ts';
import { StudyAssistant } from '../../../shared/study/provider/study-assistant.service.ts';
import {
  fingerprintDocument,
  fingerprintSubmission,
} from '../../../shared/study/plagiarism/shingling.engine.ts';
import { checkPlagiarism } from '../../../shared/study/plagiarism/plagiarism.engine.ts';
import { RowFingerprintLookup } from '../../../shared/study/plagiarism/fingerprint-index.engine.ts';
import { ownPapersToCompare } from '../../../shared/study/plagiarism/own-papers.engine.ts';
import { analyzeContent } from '../../../shared/study/writing/content-analysis.engine.ts';
import { generateFlashcards } from '../../../shared/study/flashcards/flashcard-generator.engine.ts';
import { generateQuestions } from '../../../shared/study/questions/question-generator.engine.ts';
import { looksBinary } from '../../../shared/study/text/study-source.util.ts';
import {
  answerDocumentQuestion,
  chunksOfPages,
  retrieve,
} from '../../../shared/study/document-chat/document-chat.engine.ts';
import { isRelevantReference } from '../../../shared/study/homework/homework-references.util.ts';
import { MAX_WRITING_CHARS } from '../../../shared/functions/writing.contract.ts';

const N = Number(process.env.HOSTILE_CHARS ?? MAX_WRITING_CHARS);
const [pathFilter = '', inputFilter = ''] = process.argv.slice(2);

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const letters = 'abcdefghijklmnopqrstuvwxyz';
const word = (length: number) => Array.from({ length }, () => letters[Math.floor(random() * 26)]).join('');
const fill = (unit: () => string, n = N) => {
  let out = '';
  while (out.length < n) out += unit();
  return out.slice(0, n);
};
const prose = () =>
  fill(() => {
    const words = Array.from({ length: 8 + Math.floor(random() * 12) }, () =>
      word(3 + Math.floor(random() * 7)),
    );
    words[0] = words[0]![0]!.toUpperCase() + words[0]!.slice(1);
    return `${words.join(' ')}. `;
  });

const inputs: Record<string, () => string> = {
  'one long word': () => 'a'.repeat(N),
  'a a a': () => 'a '.repeat(N / 2),
  'unique words, no stops': () => fill(() => `${word(6)} `),
  'unique prose sentences': prose,
  'same sentence': () => fill(() => 'The cell is the basic unit of life. '),
  definitions: () => fill(() => `${word(8)} is a ${word(6)} of ${word(7)}. `),
  'capitalised words': () => fill(() => `${word(1).toUpperCase()}${word(6)} `),
  lines: () => 'x\n'.repeat(N / 2),
  'spaces then word': () => `${' '.repeat(N - 1)}a`,
  'full stops': () => '.'.repeat(N),
  'dots and spaces': () => '. '.repeat(N / 2),
  'open brackets': () => '('.repeat(N),
  'angle brackets': () => '<'.repeat(N),
  digits: () => '1'.repeat(N),
  'numbers and spaces': () => fill(() => `${Math.floor(random() * 1e6)} `),
  hyphens: () => '-'.repeat(N),
  quotes: () => '"'.repeat(N),
  'combining marks': () => `a${'\u0301'.repeat(N - 1)}`,
  emoji: () => '😀'.repeat(N / 2),
  'zero width': () => fill(() => `${word(5)}\u200b`),
  'form feeds': () => fill(() => `${word(5)}. \f`),
  'html-ish': () => fill(() => `<p>${word(5)}`),
  abbreviations: () => fill(() => 'e.g. i.e. Dr. Mr. U.S. '),
  'commas and and': () => fill(() => `${word(5)}, and `),
  'question marks': () => '?'.repeat(N),
};

const paths: Record<string, (text: string) => unknown> = {
  'ai-detection pre-check': (text) => [countWords(text), proseWordCount(writingUnits(text))],
  'ai-detection engine': (text) => new StudyAssistant(null).detectAiText(text),
  'plagiarism submission': (text) => fingerprintSubmission(text),
  'plagiarism check': (text) =>
    checkPlagiarism(text, new RowFingerprintLookup([]), { submission: fingerprintSubmission(text) }),
  'plagiarism own papers': (text) =>
    ownPapersToCompare(Array.from({ length: 10 }, () => ({ content: `<p>${text}` }))).map((p) =>
      fingerprintDocument(p.text),
    ),
  'content analysis': (text) => analyzeContent(text),
  'flashcards probe': (text) => [looksBinary(text), generateFlashcards([{ text }], { maxCards: 1 })],
  'flashcards 50': (text) => generateFlashcards([{ text }], { maxCards: 50 }),
  'practice probe': (text) =>
    generateQuestions([{ text }], { maxQuestions: 1, kinds: ['multiple-choice', 'true-false', 'cloze'] }),
  'practice 50': (text) =>
    generateQuestions([{ text }], { maxQuestions: 50, kinds: ['multiple-choice', 'true-false', 'cloze'] }),
  'document chat (150k-char page)': async (text) => {
    const chunks = chunksOfPages([{ page: 1, text }]);
    const question = text.slice(0, 2000);
    retrieve(question, chunks);
    return answerDocumentQuestion(question, chunks);
  },
  'homework references': (text) => isRelevantReference(text.slice(0, 5000), text.slice(0, 20000)),
};

for (const [pathName, run] of Object.entries(paths)) {
  if (!pathName.includes(pathFilter)) continue;
  for (const [inputName, make] of Object.entries(inputs)) {
    if (!inputName.includes(inputFilter)) continue;
    const text = make();
    const started = performance.now();
    try {
      await run(text);
    } catch (error) {
      console.log(`${pathName} / ${inputName}: threw ${(error as Error).message.slice(0, 80)}`);
    }
    console.log(`${pathName} / ${inputName}: ${Math.round(performance.now() - started)} ms`);
  }
}
