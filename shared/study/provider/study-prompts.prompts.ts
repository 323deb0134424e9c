import type { ChatMessage, JsonSchemaFormat } from './openai-compatible.client.ts';
import type { ToolbarAction } from '../../constants/points-costs.ts';

/**
 * The prompts of each AI tool. They ask for answers grounded in the student's material and, where the result
 * feeds an engine (cards, questions), for JSON that is checked against the material before it is shown.
 */

const TUTOR =
  'You are Studyloop, a patient tutor for university and high-school students. Be accurate, concise and encouraging. If you are not sure, say so.';

/** Keeps user material from being read as instructions. */
function material(label: string, text: string): string {
  return `<${label}>\n${text}\n</${label}>`;
}

export function homeworkPrompt(problem: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `${TUTOR} Solve the homework question step by step. Number the steps, explain the reasoning of each in one or two sentences, show the working, and finish with a line starting "Answer:". For maths use plain text notation such as x^2 and sqrt(2).`,
    },
    { role: 'user', content: material('question', problem) },
  ];
}

export interface PromptPassage {
  text: string;
  page: number | null;
}

export function documentChatPrompt(
  question: string,
  passages: readonly PromptPassage[],
  history: readonly ChatMessage[] = [],
): ChatMessage[] {
  const quoted = passages
    .map((p, i) => `[${i + 1}]${p.page === null ? '' : ` (page ${p.page})`} ${p.text}`)
    .join('\n\n');
  return [
    {
      role: 'system',
      content: `${TUTOR} Answer questions about the student's document using only the passages provided. Cite the page of every fact as (p. N). If the passages do not contain the answer, say that the document does not seem to cover it; do not use outside knowledge.`,
    },
    ...history.slice(-10),
    { role: 'user', content: `${material('passages', quoted)}\n\nQuestion: ${question}` },
  ];
}

export const FLASHCARD_SCHEMA: JsonSchemaFormat = {
  name: 'flashcards',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['cards'],
    properties: {
      cards: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['front', 'back', 'sourceQuote'],
          properties: {
            front: { type: 'string' },
            back: { type: 'string' },
            sourceQuote: {
              type: 'string',
              description: 'The exact sentence of the text that supports the answer.',
            },
          },
        },
      },
    },
  },
};

export function flashcardsPrompt(text: string, count: number): ChatMessage[] {
  return [
    {
      role: 'system',
      content: `${TUTOR} Write ${count} flashcards from the text: definitions of key terms, key facts and relationships. Each card has a short question on the front, a precise answer on the back, and sourceQuote: the exact sentence of the text the answer comes from, copied word for word. Use only information in the text. Reply with JSON only.`,
    },
    { role: 'user', content: material('text', text) },
  ];
}

export const QUESTION_SCHEMA: JsonSchemaFormat = {
  name: 'practice_questions',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['questions'],
    properties: {
      questions: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'prompt', 'options', 'answer', 'topic', 'sourceQuote'],
          properties: {
            kind: { type: 'string', enum: ['multiple-choice', 'true-false', 'cloze'] },
            prompt: { type: 'string' },
            options: { type: 'array', items: { type: 'string' } },
            answer: {
              type: 'string',
              description: 'The correct option, "true"/"false", or the missing word(s).',
            },
            topic: { type: 'string' },
            sourceQuote: {
              type: 'string',
              description: 'The exact sentence of the text that proves the answer.',
            },
          },
        },
      },
    },
  },
};

const QUESTION_KIND_WORDS: Record<string, string> = {
  'multiple-choice': 'multiple-choice (4 options, distractors drawn from related terms in the text)',
  'true-false': 'true/false',
  cloze: 'fill-in-the-blank (kind "cloze"; use _____ for the blank)',
};

export function practiceQuestionsPrompt(
  text: string,
  count: number,
  kinds: readonly string[] = ['multiple-choice', 'true-false', 'cloze'],
): ChatMessage[] {
  const mix = kinds.map((k) => QUESTION_KIND_WORDS[k] ?? k).join(', ');
  return [
    {
      role: 'system',
      content: `${TUTOR} Write ${count} exam-style practice questions from the text, of these kinds only: ${mix}. Give each a short topic name and sourceQuote, the exact sentence of the text that proves the answer, copied word for word. Use only information in the text. Reply with JSON only.`,
    },
    { role: 'user', content: material('text', text) },
  ];
}

const TOOLBAR_INSTRUCTIONS: Record<ToolbarAction, string> = {
  'improve-writing':
    'Improve the clarity, grammar and flow of the passage while keeping its meaning and academic tone.',
  'make-natural':
    'Rewrite the passage so it reads naturally, as a fluent student would write it, keeping the meaning.',
  shorter: 'Make the passage about 30% shorter without losing any key point.',
  longer:
    'Expand the passage by about 50% with relevant explanation and examples, without inventing facts or sources.',
  'custom-query': "Apply the student's instruction to the passage.",
  'enhance-expression':
    'Enhance word choice and sentence variety so the passage is more precise and engaging.',
};

export function toolbarPrompt(action: ToolbarAction, passage: string, instruction?: string): ChatMessage[] {
  const extra = action === 'custom-query' && instruction ? `\n\nInstruction: ${instruction}` : '';
  return [
    {
      role: 'system',
      content: `You are an academic writing assistant. ${TOOLBAR_INSTRUCTIONS[action]} Reply with the rewritten passage only, without commentary.`,
    },
    { role: 'user', content: `${material('passage', passage)}${extra}` },
  ];
}

export function rewriteContentPrompt(text: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are an academic writing assistant. Rewrite the text in your own words with the same meaning, structure and citations. Reply with the text only.',
    },
    { role: 'user', content: material('text', text) },
  ];
}

export function improveContentPrompt(text: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are an academic writing assistant. Improve the argument, structure, clarity and grammar of the text while keeping its claims and citations. Reply with the text only.',
    },
    { role: 'user', content: material('text', text) },
  ];
}

export function contentAnalysisPrompt(text: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are an academic writing tutor. Analyse the text: thesis clarity, structure, evidence and citations, style and grammar. Give three strengths, three priorities to improve with concrete suggestions, and an overall grade band.',
    },
    { role: 'user', content: material('text', text) },
  ];
}
