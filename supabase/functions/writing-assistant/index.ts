// writing-assistant (issue 13; spec 1 section 9): the editor's paid writing tools.
//   { task: 'toolbar', action, text, instruction? }  improve writing, make natural, shorter, longer, custom query,
//                                                    enhance expression on the selection: 3 points each
//   { task: 'rewrite' | 'improve', text }             rewrite content, improve content: 10 points each
//   { task: 'analyse', text }                         content analysis (readability, structure, word statistics): 10
// with paper_id? and idempotency_key. Rewriting prose needs the configured AI provider: without one, or when it
// fails, the charge is refunded and the answer says the assistant is not available. Content analysis is the
// built-in engine's figures, with the model's comments added when a provider answers.
import { TOOLBAR_ACTIONS, type ToolbarAction } from '../../../shared/constants/points-costs.ts';
import {
  contentAnalysisCost,
  improveContentCost,
  rewriteContentCost,
  toolbarActionCost,
} from '../../../shared/study/pricing/points-pricing.engine.ts';
import {
  ASSISTANT_MESSAGES,
  StudyAssistant,
} from '../../../shared/study/provider/study-assistant.service.ts';
import { analyzeContent } from '../../../shared/study/writing/content-analysis.engine.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { corsHeaders, json } from '../_shared/cors.ts';
import { runPaidAction } from '../_shared/paid-action.ts';
import { ownPaperId, readWritingRequest, textField } from '../_shared/writing-request.ts';

type Task = 'toolbar' | 'rewrite' | 'improve' | 'analyse';

const DESCRIPTIONS: Record<ToolbarAction, string> = {
  'improve-writing': 'Improve writing',
  'make-natural': 'Make natural',
  shorter: 'Make shorter',
  longer: 'Make longer',
  'custom-query': 'Custom query',
  'enhance-expression': 'Enhance expression',
};

function priced(
  task: Task,
  action: ToolbarAction | null,
): { action: string; points: number; description: string } {
  switch (task) {
    case 'toolbar':
      return {
        action: `toolbar-${action!}`,
        points: toolbarActionCost(action!),
        description: `Toolbar action: ${DESCRIPTIONS[action!]}`,
      };
    case 'rewrite':
      return { action: 'rewrite-content', points: rewriteContentCost(), description: 'Rewrite content' };
    case 'improve':
      return { action: 'improve-content', points: improveContentCost(), description: 'Improve content' };
    case 'analyse':
      return { action: 'content-analysis', points: contentAnalysisCost(), description: 'Content analysis' };
  }
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const read = await readWritingRequest(request);
  if (read instanceof Response) return read;
  const { caller, userId, body } = read;
  const task = body.task;
  if (task !== 'toolbar' && task !== 'rewrite' && task !== 'improve' && task !== 'analyse')
    return json({ error: 'task must be toolbar, rewrite, improve or analyse' }, 400);
  let action: ToolbarAction | null = null;
  if (task === 'toolbar') {
    if (!TOOLBAR_ACTIONS.includes(body.action as ToolbarAction))
      return json({ error: `action must be one of ${TOOLBAR_ACTIONS.join(', ')}` }, 400);
    action = body.action as ToolbarAction;
  }
  const text = textField(body, ASSISTANT_MESSAGES.writingEmpty);
  if (typeof text !== 'string') return json(text, 400);
  const instruction = typeof body.instruction === 'string' ? body.instruction.trim().slice(0, 1000) : '';
  if (action === 'custom-query' && instruction.length === 0)
    return json({ error: 'Say what you would like done with the selected text.' }, 400);
  const paperId = await ownPaperId(caller, body);
  if (paperId instanceof Response) return paperId;
  const price = priced(task, action);

  return runPaidAction<Record<string, unknown>>({
    request,
    userId,
    ...price,
    insufficientMessage: 'insufficient points',
    body,
    work: async () => {
      const assistant = new StudyAssistant(configuredProvider());
      if (task === 'analyse') {
        const analysis = analyzeContent(text);
        if (!assistant.hasProvider)
          return { result: { task, analysis, comments: null, paper_id: paperId }, engine: 'engine' as const };
        const comments = await assistant.write({ kind: 'analyse', text });
        return {
          result: {
            task,
            analysis,
            comments: comments.error === null ? comments.data.text : null,
            provider_error: comments.providerError,
            paper_id: paperId,
          },
          engine: comments.error === null ? ('provider' as const) : ('engine' as const),
        };
      }
      const written = await assistant.write(
        task === 'toolbar'
          ? { kind: 'toolbar', action: action!, passage: text, ...(instruction ? { instruction } : {}) }
          : { kind: task, text },
      );
      // No guess is sold: the thrown error makes runPaidAction refund the charge.
      if (written.error !== null) throw new Error(written.error.message);
      return {
        result: { task, action, original: text, suggestion: written.data.text, paper_id: paperId },
        engine: 'provider' as const,
      };
    },
  });
});
