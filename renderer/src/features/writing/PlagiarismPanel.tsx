import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Fragment, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  groupSimilarSources,
  type SourceGroup,
} from '../../../../shared/study/plagiarism/source-groups.engine';
import { plagiarismCheckCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../../ui/Button';
import {
  plagiarismCheckContract,
  plagiarismReportSchema,
} from '../../../../shared/functions/writing.contract';
import { usePaidAction, PaidActionFailure } from '../ai-tools';
import { reportsQuery, writingKeys, type PlagiarismResult } from './writing.api';
import { writingTexts } from './writing.texts';

interface Shown {
  text: string;
  report: PlagiarismResult['report'];
}

type Source = PlagiarismResult['report']['sources'][number];

/** A matched range of the checked text and the number of the group (in the list) it belongs to. */
export interface PlagiarismMark {
  start: number;
  end: number;
  group: number;
  title: string;
}

/** The matched ranges of the checked text, numbered by their group, earliest first. */
function marksOf(groups: SourceGroup<Source>[]): PlagiarismMark[] {
  return groups
    .flatMap((group, index) =>
      [group.best, ...group.similar].flatMap((source) =>
        source.spans.map((span) => ({
          start: span.query.charStart,
          end: span.query.charEnd,
          group: index,
          title: group.best.title,
        })),
      ),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

const MARK_CLASS = 'bg-rose-200 text-rose-950';

/** The checked text cut into plain and matched pieces, each match labelled with its source's number. */
function HighlightedText({ text, marks }: { text: string; marks: PlagiarismMark[] }) {
  const pieces: Array<{ text: string; mark: PlagiarismMark | null }> = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.end <= at) continue;
    const start = Math.max(mark.start, at);
    if (start > at) pieces.push({ text: text.slice(at, start), mark: null });
    pieces.push({ text: text.slice(start, mark.end), mark });
    at = mark.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), mark: null });
  return (
    // A scrollable region is focusable so that keyboard users can scroll it.
    <div
      className="max-h-80 overflow-auto rounded-lg border border-slate-200 p-3 text-sm leading-relaxed whitespace-pre-wrap"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Checked text"
    >
      {pieces.map((piece, i) =>
        piece.mark === null ? (
          <Fragment key={i}>{piece.text}</Fragment>
        ) : (
          <mark key={i} className={MARK_CLASS} data-testid="plagiarism-match" title={piece.mark.title}>
            {piece.text}
            <sup className="ml-0.5 font-semibold text-rose-800">[{piece.mark.group + 1}]</sup>
          </mark>
        ),
      )}
    </div>
  );
}

function SourceTitle({ source }: { source: Source }) {
  return source.link ? (
    <Link to={source.link} className="font-medium text-brand-700 hover:underline">
      {source.title}
    </Link>
  ) : (
    <span className="font-medium">{source.title}</span>
  );
}

/** One entry of the list: the best source of a group, and the copies of the same passage behind a disclosure. */
function SourceGroupItem({ group, number }: { group: SourceGroup<Source>; number: number }) {
  const { best, similar } = group;
  return (
    <li className="flex gap-2" data-testid="plagiarism-source">
      <span className="font-semibold text-rose-800">[{number}]</span>
      <span className="min-w-0">
        <SourceTitle source={best} />
        <span className="block text-xs text-slate-600">
          {writingTexts.matchedWords(best.matchedWords)} · {Math.round(best.similarity * 100)}%
        </span>
        {similar.length > 0 && (
          <details className="mt-1 text-xs text-slate-700">
            <summary className="cursor-pointer font-medium text-slate-700">
              {writingTexts.similarSources(similar.length)}
            </summary>
            <p className="mt-1">{writingTexts.similarSourcesLead}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {similar.map((source) => (
                <li key={source.documentId}>
                  <SourceTitle source={source} /> · {Math.round(source.similarity * 100)}%
                </li>
              ))}
            </ul>
          </details>
        )}
      </span>
    </li>
  );
}

/** The plagiarism checker (5 points): similarity, each matched span highlighted with its source. */
export function PlagiarismPanel(props: {
  getText: () => string;
  paperId: string | null;
  /** The matched ranges of the checked text, to mark in the editor's own text (null clears them). */
  onHighlights?: (checked: { text: string; marks: PlagiarismMark[] } | null) => void;
}) {
  const queryClient = useQueryClient();
  const { busy, run, failure } = usePaidAction(plagiarismCheckContract);
  const [shown, setShown] = useState<Shown | null>(null);
  const reports = useQuery(reportsQuery('plagiarism', props.paperId));
  const price = plagiarismCheckCost();
  const groups = useMemo(() => (shown ? groupSimilarSources(shown.report.sources) : []), [shown]);
  const marks = useMemo(() => marksOf(groups), [groups]);

  function show(next: Shown) {
    setShown(next);
    props.onHighlights?.({ text: next.text, marks: marksOf(groupSimilarSources(next.report.sources)) });
  }

  async function check() {
    const text = props.getText();
    const answer = await run({ text, paper_id: props.paperId });
    if (!answer.ok) return;
    show({ text, report: answer.result.report });
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
          {groups.length === 0 ? (
            <p className="text-sm text-slate-600">{writingTexts.noSources}</p>
          ) : (
            <>
              <ol className="space-y-2 text-sm">
                {groups.map((group, index) => (
                  <SourceGroupItem key={group.best.documentId} group={group} number={index + 1} />
                ))}
              </ol>
              <p className="flex items-center gap-2 text-xs text-slate-700">
                <mark className={`rounded px-1 ${MARK_CLASS}`}>
                  text<sup className="ml-0.5 font-semibold text-rose-800">[1]</sup>
                </mark>
                {writingTexts.plagiarismLegend}
              </p>
            </>
          )}
          <HighlightedText text={shown.text} marks={marks} />
          {marks.length > 0 && props.onHighlights && (
            <p className="text-xs text-slate-600">{writingTexts.matchesInEditor}</p>
          )}
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
                    report: plagiarismReportSchema.parse(r.result),
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
