// ai-detection (issue 13; spec 1 sections 5 and 9): { text, paper_id?, idempotency_key? } → a report with a
// likelihood for each sentence and an overall figure, saved to writing_reports and charged 5 points through
// runPaidAction. With a configured provider its token log-probabilities add a perplexity reading; without one
// (or when it fails) the built-in stylometric signals answer alone, and the response says which.
import { countWords } from '../../../shared/study/text/text-tokens.util.ts';
import { proseWordCount, writingUnits } from '../../../shared/study/ai-detection/writing-units.util.ts';
import { AI_DETECTION_MESSAGES, AI_DETECTION_MIN_WORDS } from '../../../shared/study/study-tool-input.ts';
import { aiDetectionContract } from '../../../shared/functions/writing.contract.ts';
import { aiDetectionCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { StudyAssistant } from '../../../shared/study/provider/study-assistant.service.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { studyEnginesFor } from '../_shared/study-engines.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';
import { callersPaperId, excerptOf } from '../_shared/writing-request.ts';

defineFunction(aiDetectionContract, async ({ input, user, caller, paid }) => {
  const { text } = input;
  // Refused before any charge: a text too short to judge is the student's mistake, not a paid answer.
  if (countWords(text) < AI_DETECTION_MIN_WORDS) throw new FunctionError(400, AI_DETECTION_MESSAGES.tooShort);
  if (proseWordCount(writingUnits(text)) < AI_DETECTION_MIN_WORDS)
    throw new FunctionError(400, AI_DETECTION_MESSAGES.notProse);
  const paperId = await callersPaperId(caller, input.paper_id);
  const userId = user.id;

  return paid({
    action: 'ai-detection',
    points: aiDetectionCost(),
    description: 'AI detection',
    insufficientMessage: 'You have insufficient points for AI detection',
    work: async () => {
      const assistant = new StudyAssistant(await configuredProvider('ai-detection'), studyEnginesFor(userId));
      const report = await assistant.detectAiText(text);
      if (report.error !== null) throw new Error(report.error.message);
      const engine = report.source === 'model' ? 'provider' : 'engine';
      const { data, error } = await serviceClient()
        .from('writing_reports')
        .insert({
          user_id: userId,
          paper_id: paperId,
          kind: 'ai_detection',
          excerpt: excerptOf(text),
          word_count: report.data.wordCount,
          score: Math.round(report.data.aiProbability * 10000) / 100,
          checked_text: text,
          result: JSON.parse(JSON.stringify(report.data)),
          engine,
        })
        .select('id, created_at')
        .single();
      if (error) throw new Error(error.message);
      return {
        result: {
          report_id: data.id,
          created_at: data.created_at,
          report: report.data,
          provider_error: report.providerError,
        },
        resultRef: { table: 'writing_reports', id: data.id },
        engine,
      };
    },
  });
});
