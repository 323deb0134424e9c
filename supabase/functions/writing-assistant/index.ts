// writing-assistant (issues 13 and 26; spec 1 section 9): the editor's paid writing tools.
//   { task: 'toolbar', action, text, instruction? }  improve writing, make natural, shorter, longer, custom query,
//                                                    enhance expression on the selection: 3 points each
//   { task: 'rewrite' | 'improve', text }             rewrite content, improve content: 10 points each
//   { task: 'analyse', text }                         content analysis (readability, structure, word statistics): 10
// with paper_id? and idempotency_key. Rewriting prose needs the configured AI model (the toolbar may use a smaller
// one): without one the request is refused before any charge (409 needs_ai_model); a model that fails, hangs, is
// rate limited or answers nothing usable is refunded exactly once with a message saying what happened. Content
// analysis is the built-in engine's figures, with the model's written comments when a model is configured.
import type { ToolbarAction } from '../../../shared/constants/points-costs.ts';
import { writingAssistantContract } from '../../../shared/functions/writing.contract.ts';
import {
  contentAnalysisCost,
  improveContentCost,
  rewriteContentCost,
  toolbarActionCost,
} from '../../../shared/study/pricing/points-pricing.engine.ts';
import {
  OpenAiCompatibleClient,
  ProviderError,
  type ChatMessage,
  type ProviderConfig,
} from '../../../shared/study/provider/openai-compatible.client.ts';
import {
  contentAnalysisPrompt,
  improveContentPrompt,
  rewriteContentPrompt,
  toolbarPrompt,
} from '../../../shared/study/provider/study-prompts.prompts.ts';
import { analyzeContent } from '../../../shared/study/writing/content-analysis.engine.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { needsAiModel } from '../_shared/paid-action.ts';
import { callersPaperId } from '../_shared/writing-request.ts';

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

/** The model's text, without a code fence or the prompt's tags echoed back; an empty answer is a failure. */
async function modelText(provider: ProviderConfig, messages: ChatMessage[], temperature: number) {
  const answer = await new OpenAiCompatibleClient(provider).chat({ messages, temperature });
  const text = answer.content
    .replace(/^\s*```[a-z]*\s*|\s*```\s*$/gi, '')
    .replace(/^\s*<(passage|text)>\s*|\s*<\/(passage|text)>\s*$/g, '')
    .trim();
  if (!text) throw new ProviderError('invalid-response', 'The AI model returned an empty answer.');
  return text;
}

defineFunction(writingAssistantContract, async ({ input, caller, paid }) => {
  const { task, text } = input;
  const action = input.task === 'toolbar' ? input.action : null;
  const instruction = input.task === 'toolbar' ? input.instruction : '';
  const paperId = await callersPaperId(caller, input.paper_id);
  const price = priced(task, action);

  const provider = await configuredProvider(
    task === 'toolbar' ? 'writing-toolbar' : task === 'analyse' ? 'content-analysis' : 'writing-rewrite',
  );
  // Nothing is sold that cannot be delivered: rewriting needs a model.
  if (!provider && task !== 'analyse') return needsAiModel();

  return paid({
    ...price,
    insufficientMessage: 'insufficient points',
    work: async () => {
      if (task === 'analyse') {
        const analysis = analyzeContent(text);
        if (!provider)
          return { result: { task, analysis, comments: null, paper_id: paperId }, engine: 'engine' as const };
        const comments = await modelText(provider, contentAnalysisPrompt(text), 0.2);
        return { result: { task, analysis, comments, paper_id: paperId }, engine: 'provider' as const };
      }
      const messages =
        task === 'toolbar'
          ? toolbarPrompt(action!, text, instruction || undefined)
          : task === 'rewrite'
            ? rewriteContentPrompt(text)
            : improveContentPrompt(text);
      const suggestion = await modelText(provider!, messages, 0.5);
      return {
        result: { task, action, original: text, suggestion, paper_id: paperId },
        engine: 'provider' as const,
      };
    },
  });
});
