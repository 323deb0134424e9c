// The stand-in's "model": deterministic answers built from the prompt itself, so every AI tool gets a reply of
// the shape it asks for (cards and questions quoting the source, a draft of the asked length, a rewritten
// passage, a cited answer) without a real model. It reads only what an OpenAI-compatible request carries: the
// messages and `response_format`. Tools are told apart by the words of their system prompts.

export interface StandInMessage {
  role: string;
  content: string;
}

export interface StandInRequest {
  model?: string;
  messages?: StandInMessage[];
  stream?: boolean;
  max_tokens?: number;
  response_format?: { type?: string; json_schema?: { name?: string } };
}

const between = (text: string, tag: string): string | null => {
  const match = new RegExp(`<${tag}>\\n?([\\s\\S]*?)\\n?</${tag}>`).exec(text);
  return match ? match[1]!.trim() : null;
};

function sentencesOf(text: string): string[] {
  return (text.replace(/\s+/g, ' ').match(/[^.!?]+[.!?]+/g) ?? [text])
    .map((s) => s.trim())
    .filter((s) => s.split(' ').length >= 5);
}

const WORD = /[A-Za-z][A-Za-z-]{5,}/g;

/** The sentence's most telling word (the longest), which cards and blanks ask about. */
function keyWordOf(sentence: string): string {
  return [...(sentence.match(WORD) ?? [])].sort((a, b) => b.length - a.length)[0] ?? sentence.split(' ')[0]!;
}

function countAsked(system: string, fallback: number): number {
  const match = /Write (\d+)/.exec(system);
  return match ? Number(match[1]) : fallback;
}

function flashcards(system: string, user: string): string {
  const source = sentencesOf(between(user, 'text') ?? user);
  const cards = source.slice(0, countAsked(system, 10)).map((sentence) => {
    const key = keyWordOf(sentence);
    return {
      front: `What does the text say about ${key.toLowerCase()}?`,
      back: sentence,
      sourceQuote: sentence,
    };
  });
  return JSON.stringify({ cards });
}

function questions(system: string, user: string): string {
  const source = sentencesOf(between(user, 'text') ?? user);
  const words = [...new Set(source.flatMap((s) => s.match(WORD) ?? []))];
  const out = source.slice(0, countAsked(system, 10)).map((sentence, i) => {
    const key = keyWordOf(sentence);
    const topic = key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
    if (i % 3 === 0) {
      const distractors = words.filter((w) => w !== key).slice(i, i + 3);
      while (distractors.length < 3) distractors.push(`option${distractors.length + 1}`);
      return {
        kind: 'multiple-choice',
        prompt: `Which word completes the sentence: "${sentence.replace(key, '_____')}"`,
        options: [key, ...distractors],
        answer: key,
        topic,
        sourceQuote: sentence,
      };
    }
    if (i % 3 === 1)
      return {
        kind: 'true-false',
        prompt: sentence,
        options: [],
        answer: 'true',
        topic,
        sourceQuote: sentence,
      };
    return {
      kind: 'cloze',
      prompt: sentence.replace(key, '_____'),
      options: [],
      answer: key,
      topic,
      sourceQuote: sentence,
    };
  });
  return JSON.stringify({ questions: out });
}

function documentAnswer(user: string): string {
  const passages = between(user, 'passages') ?? '';
  const first = /\[1\](?: \(page (\d+)\))? ([\s\S]*?)(?=\n\n\[\d+\]|$)/.exec(passages);
  if (!first) return 'The document does not seem to cover this.';
  const sentence = sentencesOf(first[2]!)[0] ?? first[2]!.trim();
  return `According to the document, ${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}${first[1] ? ` (p. ${first[1]})` : ''}`;
}

function homework(messages: StandInMessage[]): string {
  const user = messages.at(-1)?.content ?? '';
  const question = (between(user, 'question') ?? user).replace(/\s+/g, ' ').trim();
  const earlier = messages.filter((m) => m.role === 'assistant').length;
  return [
    `1. Read the question carefully: ${question}`,
    earlier > 0
      ? `2. Build on the ${earlier} earlier answer${earlier === 1 ? '' : 's'} in this conversation.`
      : '2. Recall the key idea the question is about and apply it step by step.',
    `Answer: ${question.split(' ').slice(0, 8).join(' ')} — explained above.`,
  ].join('\n');
}

const FILLER =
  'This paragraph develops the argument with evidence, explains why it matters for the question, and links it to the thesis of the paper so that the reader can follow each step of the reasoning';

/** A draft of about the asked length, as the simple HTML the writer's prompt asks for. */
function draft(user: string): string {
  const title = /Title: (.*)/.exec(user)?.[1]?.trim() || 'Untitled paper';
  const target = Number(/Length: about (\d+)/.exec(user)?.[1] ?? 500);
  const headings = ['Introduction', 'First argument', 'Second argument', 'Counter-argument', 'Conclusion'];
  const filler = FILLER.split(' ');
  const parts = [`<h2>${title}</h2>`];
  let written = title.split(' ').length;
  for (let h = 0; h < headings.length; h += 1) {
    parts.push(`<h3>${headings[h]}</h3>`);
    written += headings[h]!.split(' ').length;
    const share = Math.round((target - written) / (headings.length - h));
    const words: string[] = [];
    for (let i = 0; words.length < share; i += 1) words.push(filler[i % filler.length]!);
    written += words.length;
    parts.push(`<p>${words.join(' ')}.</p>`);
  }
  return parts.join('\n');
}

function rewrite(system: string, user: string): string {
  const passage = between(user, 'passage') ?? between(user, 'text') ?? user;
  const words = passage.replace(/\s+/g, ' ').trim().split(' ');
  if (/shorter/.test(system))
    return words
      .slice(0, Math.max(3, Math.ceil(words.length * 0.7)))
      .join(' ')
      .replace(/[,;]?$/, '.');
  if (/Expand the passage/.test(system))
    return `${words.join(' ')} In other words, this point matters because it shapes how the rest of the argument is read.`;
  const instruction = /Instruction: (.*)/.exec(user)?.[1];
  const text = words
    .join(' ')
    .replace(/\bvery\b/gi, 'highly')
    .replace(/\ba lot of\b/gi, 'many')
    .replace(/\bgood\b/gi, 'strong')
    .replace(/\bbad\b/gi, 'weak');
  return instruction
    ? `${text} (${instruction.trim()})`
    : `Put clearly, ${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

function analysis(): string {
  return [
    'Strengths: 1. A clear topic. 2. Paragraphs follow a logical order. 3. Sentences are mostly concise.',
    'Priorities: 1. State the thesis in the first paragraph. 2. Support each claim with a cited source. 3. Vary sentence openings.',
    'Overall grade band: B.',
  ].join('\n');
}

function searchQueries(user: string): string {
  const query = (between(user, 'query') ?? user).replace(/\s+/g, ' ').trim();
  const words = query.split(' ').filter((w) => w.length > 3);
  return JSON.stringify({
    queries: [query, words.join(' '), ...words.slice(0, 2)].filter(Boolean).slice(0, 4),
  });
}

/** The reply text for one chat request. */
export function standInReply(request: StandInRequest): string {
  const messages = request.messages ?? [];
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  // A retry after an unusable reply ends with the correction: the material is in the first user message.
  const user =
    messages.find((m) => m.role === 'user' && /<(text|passages|query|passage)>/.test(m.content))?.content ??
    messages.at(-1)?.content ??
    '';
  const schema = request.response_format?.json_schema?.name ?? '';
  if (schema === 'flashcards' || /flashcards from the text/.test(system)) return flashcards(system, user);
  if (schema === 'practice_questions' || /practice questions from the text/.test(system))
    return questions(system, user);
  if (schema === 'reference_queries' || /library search phrasings/.test(system)) return searchQueries(user);
  if (/about the student's document/.test(system)) return documentAnswer(user);
  if (/homework question/.test(system)) return homework(messages);
  if (/first drafts of academic papers/.test(system)) return draft(user);
  if (/Analyse the text/.test(system)) return analysis();
  if (/writing assistant/.test(system)) return rewrite(system, user);
  if (/Reply with the word OK/i.test(system + user)) return 'OK';
  return `Stand-in answer to: ${user.replace(/\s+/g, ' ').slice(0, 200)}`;
}
