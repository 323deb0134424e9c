// Quality of document chat answers on documents and questions generated from the real passages in ./corpus.
// Run with `npm run quality:chat`; prints one `name: value` line per figure:
//   chat_citation_precision  share of cited passages that are on the page they cite (goal >= 0.95)
//   chat_answered            share of on-document questions answered at all
//   chat_off_document_declined  share of off-document questions declined as "not in this document" (goal 1.0)
import { STUDY_CORPUS } from './corpus/corpus.collection.ts';
import type { CorpusPassage } from './corpus/corpus.types.ts';
import { answerDocumentQuestion, chunksOfPages } from '../document-chat/document-chat.engine.ts';
import type { ChatPage } from '../document-chat/document-chat.engine.ts';
import { seededRandom } from '../random/seeded-random.util.ts';

function print(name: string, value: number | string): void {
  console.log(`${name}: ${typeof value === 'number' ? Number(value.toFixed(4)) : value}`);
}

const random = seededRandom(20261128);
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 8);
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A student's question about a sentence: its longer words, as people search. */
function questionAbout(sentence: string): string {
  const words = [...new Set(sentence.toLowerCase().match(/[a-z]{6,}/g) ?? [])];
  const picked = words.sort(() => random() - 0.5).slice(0, 4);
  return `What does the document say about ${picked.join(' ')}?`;
}

// Documents: four passages of different topics each, every passage cut into pages of three sentences.
const shuffled = [...STUDY_CORPUS].sort(() => random() - 0.5);
const documents: Array<{ passages: CorpusPassage[]; pages: ChatPage[] }> = [];
for (let i = 0; i + 4 <= shuffled.length; i += 4) {
  const passages = shuffled.slice(i, i + 4);
  const pages: ChatPage[] = [];
  for (const passage of passages) {
    const all = passage.text.split(/(?<=[.!?])\s+/);
    for (let s = 0; s < all.length; s += 3)
      pages.push({ page: pages.length + 1, text: all.slice(s, s + 3).join(' ') });
  }
  documents.push({ passages, pages });
}

const GENERAL_KNOWLEDGE = [
  'Who won the 1966 football world cup at Wembley?',
  'What is the capital city of Australia?',
  'How many players are on a basketball team on court?',
  'When did the first moon landing happen?',
  'What is the boiling point of water in Fahrenheit?',
];

let citations = 0;
let citationsOnPage = 0;
let onQuestions = 0;
let answered = 0;
let offQuestions = 0;
let declined = 0;
for (const doc of documents) {
  const chunks = chunksOfPages(doc.pages);
  for (const page of doc.pages) {
    for (const sentence of sentences(page.text).slice(0, 1)) {
      onQuestions += 1;
      const answer = await answerDocumentQuestion(questionAbout(sentence), chunks);
      if (answer.found) answered += 1;
      for (const citation of answer.citations) {
        citations += 1;
        const cited = doc.pages.find((p) => p.page === citation.page);
        if (cited && normalize(cited.text).includes(normalize(citation.text))) citationsOnPage += 1;
      }
    }
  }
  // Off the document: general knowledge, and sentences of passages on topics this document does not cover.
  const topics = new Set(doc.passages.map((p) => p.topic));
  const elsewhere = STUDY_CORPUS.filter((p) => !topics.has(p.topic)).slice(0, 6);
  const offDocument = [
    ...GENERAL_KNOWLEDGE,
    ...elsewhere.map((p) => questionAbout(sentences(p.text)[0] ?? p.title)),
  ];
  for (const question of offDocument) {
    offQuestions += 1;
    const answer = await answerDocumentQuestion(question, chunks);
    if (!answer.found) declined += 1;
  }
}

print('chat_documents', documents.length);
print('chat_on_document_questions', onQuestions);
print('chat_answered', answered / onQuestions);
print('chat_citations', citations);
print('chat_citation_precision', citations === 0 ? 0 : citationsOnPage / citations);
print('chat_off_document_questions', offQuestions);
print('chat_off_document_declined', declined / offQuestions);
