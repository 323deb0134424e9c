import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { plagiarismCheckCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../../ui/Button';
import { plagiarismCheckContract } from '../../../../shared/functions/writing.contract';
import { usePaidAction } from '../ai-tools/usePaidAction';
import { reportsQuery, writingKeys, type PlagiarismResult } from './writing.api';
import { writingTexts } from './writing.texts';
import { PaidActionFailure } from '../ai-tools/PaidActionFailure';

interface Shown {
  text: string;
  report: PlagiarismResult['report'];
}

interface Mark {
  start: number;
  end: number;
  source: number;
}

/** The checked text cut into plain and matched pieces, each match labelled with its source's number. */
function HighlightedText({ shown }: { shown: Shown }) {
  const marks: Mark[] = shown.report.sources
    .flatMap((source, index) =>
      source.spans.map((span) => ({ start: span.query.charStart, end: span.query.charEnd, source: index })),
    )
    .sort((a, b) => a.start - b.start);
  const pieces: Array<{ text: string; source: number | null }> = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.end <= at) continue;
    const start = Math.max(mark.start, at);
    if (start > at) pieces.push({ text: shown.text.slice(at, start), source: null });
    pieces.push({ text: shown.text.slice(start, mark.end), source: mark.source });
    at = mark.end;
  }
  if (at < shown.text.length) pieces.push({ text: shown.text.slice(at), source: null });
  return (
    <div className="max-h-80 overflow-auto rounded-lg border border-slate-200 p-3 text-sm leading-relaxed whitespace-pre-wrap">
      {pieces.map((piece, i) =>
        piece.source === null ? (
          <Fragment key={i}>{piece.text}</Fragment>
        ) : (
          <mark
            key={i}
            className="bg-rose-200"
            data-testid="plagiarism-match"
            title={shown.report.sources[piece.source]?.title}
          >
            {piece.text}
            <sup className="ml-0.5 font-semibold text-rose-800">[{piece.source + 1}]</sup>
          </mark>
        ),
      )}
    </div>
  );
}

/** The plagiarism checker (5 points): similarity, each matched span highlighted with its source. */
export function PlagiarismPanel(props: { getText: () => string; paperId: string | null }) {
  const queryClient = useQueryClient();
  const { busy, run, failure } = usePaidAction(plagiarismCheckContract);
  const [shown, setShown] = useState<Shown | null>(null);
  const reports = useQuery(reportsQuery('plagiarism', props.paperId));
  const price = plagiarismCheckCost();

  async function check() {
    const text = props.getText();
    const answer = await run({ text, paper_id: props.paperId });
    if (!answer.ok) return;
    setShown({ text, report: answer.result.report });
    void queryClient.invalidateQueries({ queryKey: writingKeys.reports('plagiarism', props.paperId) });
  }

  return (
    <div className="space-y-4">
      <Button onClick={() => void check()} disabled={busy} className="w-full">
        {busy ? writingTexts.working : `${writingTexts.runPlagiarism} · ${writingTexts.points(price)}`}
      </Button>
      <PaidActionFailure failure={failure} />
      {shown && (
        <section aria-label="Plagiarism result" data-testid="plagiarism-result" className="space-y-2">
          <p className="text-2xl font-bold text-ink">{writingTexts.similarity(shown.report.percent)}</p>
          <p className="text-xs text-slate-500">
            {writingTexts.excluded(shown.report.excludedWords.quotes, shown.report.excludedWords.references)}
          </p>
          {shown.report.sources.length === 0 ? (
            <p className="text-sm text-slate-600">{writingTexts.noSources}</p>
          ) : (
            <ol className="space-y-1 text-sm">
              {shown.report.sources.map((source, index) => (
                <li key={source.documentId} className="flex gap-2">
                  <span className="font-semibold text-rose-800">[{index + 1}]</span>
                  <span>
                    {source.link ? (
                      <Link to={source.link} className="font-medium text-brand-700 hover:underline">
                        {source.title}
                      </Link>
                    ) : (
                      <span className="font-medium">{source.title}</span>
                    )}
                    <span className="block text-xs text-slate-500">
                      {writingTexts.matchedWords(source.matchedWords)} · {Math.round(source.similarity * 100)}
                      %
                    </span>
                  </span>
                </li>
              ))}
            </ol>
          )}
          <HighlightedText shown={shown} />
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
                    report: r.result as unknown as PlagiarismResult['report'],
                  })
                }
              >
                <span className="font-medium">{writingTexts.similarity(Math.round(Number(r.score)))}</span>
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
