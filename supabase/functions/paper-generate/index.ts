// paper-generate (issue 13; spec 1 section 9: words cost 10 points per 100, rounded up): { paper_id,
// idempotency_key } → a first draft of the writer's paper from its settings, as HTML for the editor. With a
// configured AI provider the model writes it; without one the built-in engine answers with an honest scaffold
// (outline, each section's length and what to write there), and says so. A provider failure is refunded. The
// draft streams into the editor as it is written (runPaidActionAnswer: text/event-stream when asked for).
import { wordsCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { OpenAiCompatibleClient } from '../../../shared/study/provider/openai-compatible.client.ts';
import {
  paperDraftPrompt,
  scaffoldPaper,
  type PaperBrief,
} from '../../../shared/study/writing/paper-scaffold.engine.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { corsHeaders, json } from '../_shared/cors.ts';
import { runPaidActionAnswer, textPieces } from '../_shared/paid-action-stream.ts';
import { ownPaperId, readWritingRequest } from '../_shared/writing-request.ts';

const DEFAULT_WORDS = 1000;
const MAX_WORDS = 20_000;

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const read = await readWritingRequest(request);
  if (read instanceof Response) return read;
  const { caller, userId, body } = read;
  if (body.paper_id === undefined || body.paper_id === null)
    return json({ error: 'paper_id is required' }, 400);
  const paperId = await ownPaperId(caller, body);
  if (paperId instanceof Response) return paperId;
  const { data: paper, error } = await caller
    .from('papers')
    .select('title, paper_type, level, citation_style, format, sources, instructions')
    .eq('id', paperId!)
    .single();
  if (error) return json({ error: 'Paper not found' }, 404);

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
  };

  // Streamed into the editor as it is written (Accept: text/event-stream), or answered whole as JSON.
  return runPaidActionAnswer({
    request,
    body,
    userId,
    action: 'paper-generation',
    points: wordsCost(targetWords),
    description: `Paper generation (${targetWords.toLocaleString('en-US')} words)`,
    insufficientMessage: 'insufficient points',
    work: async function* () {
      const provider = configuredProvider();
      if (!provider) {
        const content = scaffoldPaper(brief);
        for (const piece of textPieces(content)) yield piece;
        return {
          result: { paper_id: paperId, words: targetWords, content, scaffold: true },
          engine: 'engine' as const,
        };
      }
      let written = '';
      for await (const piece of new OpenAiCompatibleClient(provider).stream({
        messages: paperDraftPrompt(brief),
        temperature: 0.6,
      })) {
        written += piece;
        yield piece;
      }
      const content = written.replace(/^```(?:html)?\s*|\s*```$/g, '').trim();
      if (!content) throw new Error('The AI service returned an empty draft.');
      return {
        result: { paper_id: paperId, words: targetWords, content, scaffold: false },
        engine: 'provider' as const,
      };
    },
  });
});
