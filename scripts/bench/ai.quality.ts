// `npm run quality:ai -- --base-url http://127.0.0.1:11434/v1 --model llama3.2 [--api-key KEY]`: runs a fixed set
// of tasks per AI tool against any OpenAI-compatible model, through the same prompts, parsers and checks the edge
// functions use, and prints per tool whether the output parsed, stayed grounded (cards and questions quote the
// source; cited pages exist and hold the quoted words) and met the asked length. `--stand-in` runs it against the
// repository's own stand-in server (what CI does, so the harness cannot rot). Exits 1 when a check fails.
import { parseArgs } from 'node:util';
import { STUDY_CORPUS } from '../../shared/study/bench/corpus/corpus.collection.ts';
import { solveWithProvider } from '../../shared/study/homework/homework-answer.engine.ts';
import {
  OpenAiCompatibleClient,
  type ProviderConfig,
} from '../../shared/study/provider/openai-compatible.client.ts';
import { StudyAssistant } from '../../shared/study/provider/study-assistant.service.ts';
import { toolbarPrompt } from '../../shared/study/provider/study-prompts.prompts.ts';
import { chunkPages } from '../../shared/study/retrieval/page-chunking.engine.ts';
import { sentencesOf } from '../../shared/study/text/study-source.util.ts';
import { paperDraftPrompt, wordsOf } from '../../shared/study/writing/paper-scaffold.engine.ts';
import { startOpenAiStandIn } from '../ai-stand-in/openai-stand-in.server.ts';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    model: { type: 'string' },
    'api-key': { type: 'string' },
    'timeout-ms': { type: 'string', default: '120000' },
    'stand-in': { type: 'boolean', default: false },
  },
});

interface Outcome {
  tool: string;
  parsed: boolean;
  grounded: boolean | null;
  length: boolean | null;
  ms: number;
  note: string;
}

const norm = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

async function timed(tool: string, run: () => Promise<Omit<Outcome, 'tool' | 'ms'>>): Promise<Outcome> {
  const started = performance.now();
  try {
    return { tool, ...(await run()), ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      tool,
      parsed: false,
      grounded: null,
      length: null,
      ms: Math.round(performance.now() - started),
      note: error instanceof Error ? error.message.slice(0, 120) : String(error),
    };
  }
}

async function main() {
  const standIn = values['stand-in'] ? await startOpenAiStandIn() : null;
  const baseUrl = standIn?.baseUrl ?? values['base-url'];
  const model = values.model ?? (standIn ? 'stand-in' : undefined);
  if (!baseUrl || !model) {
    console.error('Usage: npm run quality:ai -- --base-url URL --model NAME [--api-key KEY] | --stand-in');
    process.exit(2);
  }
  const config: ProviderConfig = {
    baseUrl,
    model,
    ...(values['api-key'] ? { apiKey: values['api-key'] } : {}),
    timeoutMs: Number(values['timeout-ms']),
    maxRetries: 1,
  };
  const client = new OpenAiCompatibleClient(config);
  const assistant = new StudyAssistant(config);
  const pages = STUDY_CORPUS.slice(0, 3).map((p, i) => ({ text: p.text, page: i + 1 }));
  const material = sentencesOf(pages).map((s) => norm(s.text));
  const inMaterial = (quote: string) =>
    material.some((s) => s.includes(norm(quote)) || norm(quote).includes(s));
  const outcomes: Outcome[] = [];

  outcomes.push(
    await timed('flashcards', async () => {
      const cards = await assistant.flashcards(pages, { maxCards: 8 });
      const all = cards.data ?? [];
      const grounded = all.every((c) => c.source !== null && inMaterial(c.source.sentence));
      return { parsed: all.length > 0, grounded, length: all.length >= 4, note: `${all.length}/8 cards` };
    }),
  );

  outcomes.push(
    await timed('practice-test', async () => {
      const questions = await assistant.practiceQuestions(pages, { maxQuestions: 6 });
      const all = questions.data ?? [];
      return {
        parsed: all.length > 0,
        grounded: all.every((q) => inMaterial(q.sourcePassage)),
        length: all.length >= 3,
        note: `${all.length}/6 questions`,
      };
    }),
  );

  outcomes.push(
    await timed('document-chat', async () => {
      const topic = sentencesOf(pages)[1]!.text;
      const words = [...new Set(topic.toLowerCase().match(/[a-z]{6,}/g) ?? [])].slice(0, 4);
      const answer = await assistant.answerFromDocument(
        `What does the text say about ${words.join(' ')}?`,
        chunkPages(pages),
      );
      const text = answer.data?.answer ?? '';
      const cited = [...text.matchAll(/\(p\. (\d+)\)/g)].map((m) => Number(m[1]));
      const quotes = [...text.matchAll(/"([^"]{12,})"/g)].map((m) => m[1]!);
      const pagesExist = cited.every((p) => pages.some((page) => page.page === p));
      const quotesOnPages = quotes.every((q) => pages.some((page) => norm(page.text).includes(norm(q))));
      return {
        parsed: text.trim().length > 0,
        grounded: cited.length > 0 && pagesExist && quotesOnPages,
        length: null,
        note: `cites pages ${cited.join(', ') || 'none'}`,
      };
    }),
  );

  outcomes.push(
    await timed('paper-draft', async () => {
      const target = 400;
      const written = (
        await client.chat({
          messages: paperDraftPrompt({
            title: 'Why sleep matters for learning',
            mainType: 'Essay',
            subType: 'Argumentative',
            level: 'undergraduate',
            targetWords: target,
            citationStyle: 'APA_7',
            sourceCount: 0,
            instructions: 'Use examples from student life.',
          }),
          maxTokens: target * 2 + 400,
        })
      ).content;
      const words = wordsOf(written);
      return {
        parsed: /<(h2|h3|p)\b/.test(written),
        grounded: null,
        length: Math.abs(words - target) <= target * 0.2,
        note: `${words}/${target} words`,
      };
    }),
  );

  const passage =
    'Students who sleep well remember more of what they studied, because the brain replays and stores the day during deep sleep, and a very tired student also finds it hard to focus in class.';
  for (const action of ['shorter', 'longer', 'improve-writing'] as const) {
    outcomes.push(
      await timed(`toolbar ${action}`, async () => {
        const text = (await client.chat({ messages: toolbarPrompt(action, passage) })).content.trim();
        const ratio = wordsOf(text) / wordsOf(passage);
        const length =
          action === 'shorter' ? ratio < 1 : action === 'longer' ? ratio > 1 : ratio > 0.5 && ratio < 1.6;
        return {
          parsed: text.length > 0 && text !== passage,
          grounded: null,
          length,
          note: `${ratio.toFixed(2)}× the words`,
        };
      }),
    );
  }

  outcomes.push(
    await timed('homework', async () => {
      const answer = await solveWithProvider(client, 'Why do seasons happen on Earth?', {
        history: [],
      });
      return {
        parsed: answer.answer.length > 0,
        grounded: null,
        length: answer.finalAnswer !== null && answer.finalAnswer.length > 0,
        note: answer.finalAnswer ? 'has a final answer' : 'no final answer line',
      };
    }),
  );

  const mark = (value: boolean | null) => (value === null ? '-' : value ? 'yes' : 'NO');
  console.log(`quality:ai against ${model} at ${baseUrl}\n`);
  console.log('tool                    parsed  grounded  length   ms      note');
  for (const o of outcomes)
    console.log(
      `${o.tool.padEnd(24)}${mark(o.parsed).padEnd(8)}${mark(o.grounded).padEnd(10)}${mark(o.length).padEnd(9)}${String(o.ms).padEnd(8)}${o.note}`,
    );
  const failed = outcomes.filter((o) => !o.parsed || o.grounded === false || o.length === false);
  console.log(`\n${outcomes.length - failed.length}/${outcomes.length} tasks passed every check`);
  await standIn?.close();
  process.exit(failed.length > 0 ? 1 : 0);
}

await main();
