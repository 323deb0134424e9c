import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import type { DeckCreateState } from '../flashcards';
import type { Results } from './test-prep.api';
import { PUBLIC_PLAN, resultsQuery } from './test-prep.api';
import { formatClock, testPrepTexts as t } from './test-prep.texts';
import { weakTopicDraft } from './weak-topic-cards';

function topicsOf(review: Results['review']) {
  const byTopic = new Map<string, { topic: string; right: number; total: number; seconds: number }>();
  for (const r of review) {
    const topic = r.topic ?? 'General';
    const row = byTopic.get(topic) ?? { topic, right: 0, total: 0, seconds: 0 };
    row.total += 1;
    row.seconds += r.time_spent_seconds;
    if (r.is_correct) row.right += 1;
    byTopic.set(topic, row);
  }
  return [...byTopic.values()].sort(
    (a, b) => a.right / a.total - b.right / b.total || a.topic.localeCompare(b.topic),
  );
}

function ResultsView({ results, planId }: { results: Results; planId: string }) {
  const navigate = useNavigate();
  const { test, attempt, review } = results;
  const topics = topicsOf(review);
  const weak = topics.filter((x) => x.right < x.total).map((x) => x.topic);
  const planUrl = planId === PUBLIC_PLAN ? '/dashboard/test-prep' : `/dashboard/test-prep/${planId}`;

  function makeCards() {
    const state: DeckCreateState = { draft: weakTopicDraft(t.weakCardsDeck(test.title), review, weak) };
    void navigate('/dashboard/ai-flashcard-maker/deck/create', { state });
  }

  return (
    <Container className="py-8">
      <PageMeta title={`${t.resultsTitle}: ${test.title}`} />
      <p className="text-sm text-muted">{t.resultsTitle}</p>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{test.title}</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <Card className="p-5">
          <p className="text-sm text-muted">{t.score}</p>
          <p className="text-3xl font-bold text-ink tabular-nums" data-testid="result-score">
            {Math.round(Number(attempt.score ?? 0))}%
          </p>
        </Card>
        <Card className="p-5">
          <p className="text-sm text-muted">
            {t.correctOf(attempt.correct_count ?? 0, attempt.total_questions ?? 0)}
          </p>
          <p className="text-3xl font-bold text-ink tabular-nums" data-testid="result-correct">
            {attempt.correct_count ?? 0}/{attempt.total_questions ?? 0}
          </p>
        </Card>
        <Card className="p-5">
          <p className="text-sm text-muted">{t.timeSpent}</p>
          <p className="text-3xl font-bold text-ink tabular-nums">
            {formatClock(attempt.time_spent_seconds)}
          </p>
        </Card>
      </div>
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-ink">{t.perTopic}</h2>
        <table className="mt-3 w-full text-left text-sm" data-testid="topic-results">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {t.filterTopic}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t.right}
              </th>
              <th scope="col" className="py-1 font-medium">
                {t.timeSpent}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {topics.map((x) => (
              <tr key={x.topic}>
                <td className="py-1.5 text-ink">{x.topic}</td>
                <td
                  className={clsx(
                    'py-1.5 tabular-nums',
                    x.right < x.total ? 'text-red-700' : 'text-emerald-700',
                  )}
                >
                  {x.right}/{x.total}
                </td>
                <td className="py-1.5 tabular-nums">{t.seconds(Math.round(x.seconds))}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {weak.length > 0 && (
          <div className="mt-4 rounded-xl bg-amber-50 p-4">
            <p className="text-sm font-semibold text-amber-900">
              {t.weakTopics}: {weak.join(', ')}
            </p>
            <Button size="sm" className="mt-3" onClick={makeCards}>
              {t.makeCards}
            </Button>
          </div>
        )}
      </Card>
      <h2 className="mt-8 text-lg font-semibold text-ink">{t.eachQuestion}</h2>
      <ol className="mt-3 space-y-3">
        {review.map((r, i) => (
          <li key={r.question_id}>
            <Card className="p-5" data-testid="result-question">
              <div className="flex items-start justify-between gap-3">
                <p className="text-ink">
                  <span className="mr-2 text-sm text-muted">{i + 1}.</span>
                  {r.prompt}
                </p>
                <span
                  className={clsx(
                    'flex shrink-0 items-center gap-1 text-sm font-semibold',
                    r.is_correct ? 'text-emerald-700' : 'text-red-700',
                  )}
                >
                  {r.is_correct ? (
                    <CheckCircle2 aria-hidden="true" className="size-4" />
                  ) : (
                    <XCircle aria-hidden="true" className="size-4" />
                  )}
                  {r.is_correct ? t.right : t.wrong}
                </span>
              </div>
              <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="text-muted">{t.yourAnswer}</dt>
                <dd className="text-ink">{r.answer ?? t.noAnswer}</dd>
                <dt className="text-muted">{t.correctAnswer}</dt>
                <dd className="font-semibold text-ink">{r.correct_answer}</dd>
                {r.explanation && (
                  <>
                    <dt className="text-muted">{t.explanation}</dt>
                    <dd className="text-slate-700">{r.explanation}</dd>
                  </>
                )}
                {r.source_passage && (
                  <>
                    <dt className="text-muted">{t.source}</dt>
                    <dd className="border-l-2 border-brand-200 pl-3 text-slate-700 italic">
                      {r.source_passage}
                    </dd>
                  </>
                )}
                <dt className="text-muted">{t.timeSpent}</dt>
                <dd className="tabular-nums">
                  {t.seconds(r.time_spent_seconds)}
                  {r.flagged ? ` · ${t.flagged}` : ''}
                </dd>
              </dl>
            </Card>
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={planUrl} variant="outline">
          {t.backToPlan}
        </ButtonLink>
        <ButtonLink to={`/test-prep/${planId}/test/${test.id}`}>{t.retake}</ButtonLink>
      </div>
    </Container>
  );
}

/** /test-prep/{planId}/test/{testId}/results: score, every question with its answer and source, per topic. */
export function TestResultsPage() {
  const { planId = '', testId = '' } = useParams();
  const query = useQuery(resultsQuery(testId));
  return (
    <QueryState query={query} layout="page" loading={<Skeleton className="m-8 h-96 rounded-2xl" />}>
      {(results) => <ResultsView results={results} planId={planId} />}
    </QueryState>
  );
}
