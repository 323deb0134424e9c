// paper-generate (issues 13 and 26; spec 1 section 9: words cost 10 points per 100, rounded up): { paper_id,
// idempotency_key, outline? } → a first draft of the writer's paper from its settings and its sources, as HTML for
// the editor, written by the configured AI model to the asked length (a draft that stops short is continued once;
// one still under half the length is refunded). The draft streams into the editor as it is written
// (runPaidActionAnswer: text/event-stream when asked for); a provider failure midway is refunded exactly once.
// Without a model nothing is sold: the request is refused (409 needs_ai_model, not charged), and `outline: true`
// asks for the built-in engine's outline instead, free and said to be one.
import { paperGenerateContract } from '../../../shared/functions/writing.contract.ts';
import { wordsCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import {
  OpenAiCompatibleClient,
  ProviderError,
} from '../../../shared/study/provider/openai-compatible.client.ts';
import {
  paperContinuePrompt,
  paperDraftPrompt,
  scaffoldPaper,
  wordsOf,
  type PaperBrief,
} from '../../../shared/study/writing/paper-scaffold.engine.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { needsAiModel } from '../_shared/paid-action.ts';
import { callersPaperId } from '../_shared/writing-request.ts';

const DEFAULT_WORDS = 1000;
const MAX_WORDS = 20_000;
/** A draft under this share of the asked length is continued once; under MIN_SHARE after that, it is refunded. */
const CONTINUE_BELOW = 0.85;
const MIN_SHARE = 0.5;

/** One line per source of the paper's Sources panel: "Author (year). Title." */
function sourceLine(csl: unknown): string | null {
  const ref = csl as {
    title?: unknown;
    author?: Array<{ family?: string; given?: string; literal?: string }>;
    issued?: { 'date-parts'?: number[][] };
  };
  if (typeof ref?.title !== 'string' || !ref.title.trim()) return null;
  const authors = (ref.author ?? [])
    .map((a) => a.literal ?? [a.family, a.given].filter(Boolean).join(', '))
    .filter(Boolean)
    .slice(0, 3)
    .join('; ');
  const year = ref.issued?.['date-parts']?.[0]?.[0];
  return `${authors || 'Unknown author'} (${year ?? 'n.d.'}). ${ref.title.trim()}.`.slice(0, 300);
}

defineFunction(paperGenerateContract, async ({ input, caller, paidStream, free }) => {
  const paperId = input.paper_id;
  await callersPaperId(caller, paperId);
  const { data: paper, error } = await caller
    .from('papers')
    .select('title, paper_type, level, citation_style, format, sources, instructions')
    .eq('id', paperId)
    .single();
  if (error) throw new FunctionError(404, 'Paper not found');
  const { data: references } = await caller
    .from('paper_references')
    .select('csl')
    .eq('paper_id', paperId)
    .order('created_at')
    .limit(50);

  const type = (paper.paper_type ?? {}) as { mainType?: string; subType?: string };
  const format = (paper.format ?? {}) as { targetWords?: number };
  const sources = (paper.sources ?? {}) as { count?: number };
  const targetWords = Math.min(
    MAX_WORDS,
    Math.max(100, Number.isInteger(format.targetWords) ? format.targetWords! : DEFAULT_WORDS),
  );
  const brief: PaperBrief = {
    title: paper.title,
    mainType: type.mainType ?? 'Essay',
    subType: type.subType ?? 'Argumentative',
    level: paper.level,
    targetWords,
    citationStyle: paper.citation_style,
    sourceCount: Number(sources.count ?? 0),
    instructions: paper.instructions ?? '',
    sources: (references ?? []).map((r) => sourceLine(r.csl)).filter((line): line is string => line !== null),
  };

  const provider = await configuredProvider('paper-draft');
  if (!provider) {
    // A template is never sold as a draft: the outline is free, and only when asked for as an outline.
    if (input.outline !== true) return needsAiModel({ outline_available: true });
    return free({
      paper_id: paperId,
      words: targetWords,
      content: scaffoldPaper(brief),
      scaffold: true,
    });
  }

  // Streamed into the editor as it is written (Accept: text/event-stream), or answered whole as JSON.
  return paidStream({
    action: 'paper-generation',
    points: wordsCost(targetWords),
    description: `Paper generation (${targetWords.toLocaleString('en-US')} words)`,
    insufficientMessage: 'insufficient points',
    work: async function* () {
      const client = new OpenAiCompatibleClient(provider);
      // Enough room for the asked length (about 1.4 tokens a word, and the HTML).
      const maxTokens = Math.min(32_000, Math.ceil(targetWords * 2) + 400);
      let written = '';
      for await (const piece of client.stream({
        messages: paperDraftPrompt(brief),
        temperature: 0.6,
        maxTokens,
      })) {
        written += piece;
        yield piece;
      }
      written = written.replace(/^\s*```(?:html)?\s*|\s*```\s*$/g, '');
      if (wordsOf(written) < targetWords * CONTINUE_BELOW && wordsOf(written) > 0) {
        const joint = '\n';
        yield joint;
        written += joint;
        for await (const piece of client.stream({
          messages: paperContinuePrompt(brief, written),
          temperature: 0.6,
          maxTokens,
        })) {
          written += piece;
          yield piece;
        }
      }
      const content = written.replace(/```(?:html)?/g, '').trim();
      const words = wordsOf(content);
      if (words < targetWords * MIN_SHARE)
        throw new ProviderError(
          'invalid-response',
          `The AI model wrote ${words} of the ${targetWords} words asked.`,
        );
      return {
        result: { paper_id: paperId, words, target_words: targetWords, content, scaffold: false },
        engine: 'provider' as const,
      };
    },
  });
});
