import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  AiTextReport,
  SentenceSignal,
} from '../../../../shared/study/ai-detection/ai-text-signals.engine';
import { aiDetectionCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../ui/Button';
import { formatDateTime } from '../../lib/format-date';
import { aiDetectionContract, aiTextReportSchema } from '../../../../shared/functions/writing.contract';
import { usePaidAction, PaidActionFailure } from '../ai-tools';
import { reportsQuery, writingKeys, type Engine } from './writing.api';
import { writingTexts } from './writing.texts';

interface Shown {
  text: string;
  report: AiTextReport;
  engine: Engine | null;
}

/** A sentence's highlight; reports saved before the levels existed carry only a lean. */
function sentenceLevel(sentence: SentenceSignal): SentenceSignal['level'] {
  if (sentence.level) return sentence.level;
  return sentence.aiLean >= 0.7 ? 'ai' : sentence.aiLean >= 0.55 ? 'mixed' : 'none';
}

const LEVEL_CLASS: Record<SentenceSignal['level'], string> = {
  ai: 'bg-red-200 text-red-950',
  mixed: 'bg-amber-100 text-amber-950',
  none: '',
};

/** The verdict's name; reports saved before verdict names were shown fall back to the score. */
function verdictLabel(report: AiTextReport): string {
  return writingTexts.aiVerdict[report.verdict] ?? writingTexts.aiVerdict['likely-human'];
}

/**
 * The AI detector (5 points): the verdict and score, what the score means with its measured error rates, and the
 * checked text with its flagged sentences highlighted (also passed to the editor through `onHighlights`).
 */
export function DetectorPanel(props: {
  getText: () => string;
  paperId: string | null;
  onHighlights?: (checked: { text: string; sentences: SentenceSignal[] } | null) => void;
}) {
  const queryClient = useQueryClient();
  const { busy, run, failure } = usePaidAction(aiDetectionContract);
  const [shown, setShown] = useState<Shown | null>(null);
  const reports = useQuery(reportsQuery('ai_detection', props.paperId));
  const price = aiDetectionCost();

  function show(next: Shown) {
    setShown(next);
    props.onHighlights?.({ text: next.text, sentences: next.report.sentences ?? [] });
  }

  async function check() {
    const text = props.getText();
    const answer = await run({ text, paper_id: props.paperId });
    if (!answer.ok) return;
    show({ text, report: answer.result.report, engine: answer.engine });
    void queryClient.invalidateQueries({ queryKey: writingKeys.reports('ai_detection', props.paperId) });
  }

  const flagged = shown?.report.sentences?.some((s) => sentenceLevel(s) !== 'none') ?? false;
  return (
    <div className="space-y-4">
      <Button onClick={() => void check()} disabled={busy} className="w-full">
        {busy ? writingTexts.working : `${writingTexts.runDetector} · ${writingTexts.points(price)}`}
      </Button>
      <PaidActionFailure failure={failure} />
      <p className="rounded-lg bg-slate-100 p-3 text-xs text-slate-700">{writingTexts.detectorCaution}</p>
      {shown && (
        <section aria-label="AI detection result" data-testid="detector-result" className="space-y-2">
          <p className="text-xl font-bold text-ink">
            {verdictLabel(shown.report)} ·{' '}
            {writingTexts.aiLikelihood(Math.round(shown.report.aiProbability * 100))}
          </p>
          <p className="text-sm text-slate-700">{shown.report.summary}</p>
          {shown.report.meaning && (
            <details className="rounded-lg border border-slate-200 p-2 text-xs text-slate-700" open>
              <summary className="cursor-pointer font-semibold text-ink">
                {writingTexts.scoreMeaningTitle}
              </summary>
              <div className="mt-1 space-y-1.5" data-testid="detector-meaning">
                {shown.report.meaning.split(/\n{2,}/).map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          )}
          <p className="text-xs text-slate-600">
            {writingTexts.answeredBy(shown.engine)}
            {shown.report.method === 'stylometric+perplexity' && ` ${writingTexts.perplexityUsed}`}
          </p>
          {flagged && (
            <ul
              className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700"
              aria-label="Highlight colours"
            >
              <li>
                <span className={`rounded px-1 ${LEVEL_CLASS.ai}`}>{writingTexts.highlightLegendAi}</span>
              </li>
              <li>
                <span className={`rounded px-1 ${LEVEL_CLASS.mixed}`}>
                  {writingTexts.highlightLegendMixed}
                </span>
              </li>
            </ul>
          )}
          {/* A scrollable region is focusable so that keyboard users can scroll it. */}
          <div
            className="max-h-80 overflow-auto rounded-lg border border-slate-200 p-3 text-sm leading-relaxed"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label="Checked text"
          >
            {(shown.report.sentences ?? []).map((sentence) => {
              const level = sentenceLevel(sentence);
              const body = shown.text.slice(sentence.start, sentence.end);
              const title = `${Math.round(sentence.aiLean * 100)}% AI score`;
              return level === 'none' ? (
                <span key={sentence.start} title={title}>
                  {body}{' '}
                </span>
              ) : (
                <span key={sentence.start}>
                  <mark className={LEVEL_CLASS[level]} title={title} data-level={level}>
                    {body}
                  </mark>{' '}
                </span>
              );
            })}
          </div>
          {flagged && props.onHighlights && (
            <p className="text-xs text-slate-600">{writingTexts.highlightedInEditor}</p>
          )}
          <p className="text-xs text-slate-600">{shown.report.disclaimer}</p>
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
                  show({
                    text: r.checked_text,
                    report: aiTextReportSchema.parse(r.result),
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
