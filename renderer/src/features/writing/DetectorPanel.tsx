import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AiTextReport } from '../../../../shared/study/ai-detection/ai-text-signals.engine';
import { aiDetectionCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../lib/format-date';
import { detectAiText, reportsQuery, writingKeys, type Engine } from './writing.api';
import { writingTexts } from './writing.texts';
import { usePaidRun } from './usePaidRun';

interface Shown {
  text: string;
  report: AiTextReport;
  engine: Engine | null;
}

function leanClass(lean: number): string {
  if (lean >= 0.7) return 'bg-red-200';
  if (lean >= 0.55) return 'bg-amber-100';
  return '';
}

/** The AI detector (5 points): a likelihood per sentence highlighted in the text, the overall figure, a caution. */
export function DetectorPanel(props: { getText: () => string; paperId: string | null }) {
  const queryClient = useQueryClient();
  const { busy, run } = usePaidRun();
  const [shown, setShown] = useState<Shown | null>(null);
  const reports = useQuery(reportsQuery('ai_detection', props.paperId));
  const price = aiDetectionCost();

  async function check() {
    const text = props.getText();
    const answer = await run(() => detectAiText(text, props.paperId));
    if (!answer) return;
    setShown({ text, report: answer.result.report, engine: answer.engine });
    void queryClient.invalidateQueries({ queryKey: writingKeys.reports('ai_detection', props.paperId) });
  }

  return (
    <div className="space-y-4">
      <Button onClick={() => void check()} disabled={busy} className="w-full">
        {busy ? writingTexts.working : `${writingTexts.runDetector} · ${writingTexts.points(price)}`}
      </Button>
      <p className="rounded-lg bg-slate-100 p-3 text-xs text-slate-700">{writingTexts.detectorCaution}</p>
      {shown && (
        <section aria-label="AI detection result" data-testid="detector-result" className="space-y-2">
          <p className="text-2xl font-bold text-ink">
            {writingTexts.aiLikelihood(Math.round(shown.report.aiProbability * 100))}
          </p>
          <p className="text-sm text-slate-700">{shown.report.summary}</p>
          <p className="text-xs text-slate-500">{writingTexts.answeredBy(shown.engine)}</p>
          <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 p-3 text-sm leading-relaxed">
            {shown.report.sentences.map((sentence) => (
              <span
                key={sentence.start}
                className={leanClass(sentence.aiLean)}
                title={`${Math.round(sentence.aiLean * 100)}% AI-like`}
              >
                {shown.text.slice(sentence.start, sentence.end)}{' '}
              </span>
            ))}
          </div>
          <p className="text-xs text-slate-500">{shown.report.disclaimer}</p>
        </section>
      )}
      <section aria-label={writingTexts.pastReports}>
        <h3 className="text-sm font-semibold text-ink">{writingTexts.pastReports}</h3>
        {reports.data?.length === 0 && (
          <p className="mt-1 text-sm text-slate-500">{writingTexts.noReports}</p>
        )}
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {reports.data?.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="w-full py-2 text-left hover:bg-slate-50"
                onClick={() =>
                  setShown({
                    text: r.checked_text,
                    report: r.result as unknown as AiTextReport,
                    engine: r.engine as Engine,
                  })
                }
              >
                <span className="font-medium">{writingTexts.aiLikelihood(Math.round(Number(r.score)))}</span>
                <span className="block truncate text-xs text-slate-500">
                  {formatDateTime(r.created_at)} · {r.excerpt}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
