import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { practiceAnalytics } from '../../../../shared/study/questions/practice-scoring.engine';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { inputClasses } from '../../ui/TextField';
import type { DeckCreateState } from '../flashcards';
import type { PlanDetail } from './test-prep.api';
import { planQuery } from './test-prep.api';
import { daysUntil, formatClock, formatDate, testPrepTexts as t } from './test-prep.texts';
import { weakTopicDraft } from './weak-topic-cards';

const PlanCharts = lazy(() => import('./PlanCharts'));
type ResultFilter = keyof typeof t.results;

function PlanView({ detail }: { detail: PlanDetail }) {
  const navigate = useNavigate();
  const { plan, tests, attempts, results, bank } = detail;
  const [topic, setTopic] = useState('');
  const [result, setResult] = useState<ResultFilter>('all');
  const submitted = attempts.filter((a) => a.status === 'submitted');
  const analytics = useMemo(
    () =>
      practiceAnalytics(
        results.map((r) => ({ topic: r.topic, correct: r.is_correct, answeredAt: r.submitted_at })),
        { minAttempts: 1, weakest: 5 },
      ),
    [results],
  );
  const weak = analytics.weakestTopics.filter((x) => x.accuracy < 1);
  const topics = [...new Set(bank.map((q) => q.topic ?? 'General'))].sort();
  const mastered = bank.filter((q) => q.last_correct).length;
  const shown = bank.filter(
    (q) =>
      (!topic || (q.topic ?? 'General') === topic) &&
      (result === 'all' ||
        (result === 'right' && q.last_correct === true) ||
        (result === 'wrong' && q.last_correct === false) ||
        (result === 'unanswered' && q.last_correct === null)),
  );
  const scores = submitted.map((a, i) => ({ label: `#${i + 1}`, score: Math.round(Number(a.score ?? 0)) }));
  const testTitle = new Map(tests.map((x) => [x.id, x.title]));

  function makeCards() {
    const state: DeckCreateState = {
      draft: weakTopicDraft(
        t.weakCardsDeck(plan.title),
        bank,
        weak.map((x) => x.topic),
      ),
    };
    void navigate('/dashboard/ai-flashcard-maker/deck/create', { state });
  }

  return (
    <>
      <PageMeta title={plan.title} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted">
            <Link to="/dashboard/test-prep" className="hover:text-brand-700">
              {t.homeTitle}
            </Link>
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{plan.title}</h1>
          <p className="mt-1 text-sm text-slate-700">
            {plan.subject?.name ? `${plan.subject.name} · ` : ''}
            {plan.exam_date
              ? `${t.examOn(formatDate(plan.exam_date))} · ${t.daysLeft(daysUntil(plan.exam_date))}`
              : t.noExamDate}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/dashboard/test-prep/${plan.id}/edit-resources`} variant="outline" size="sm">
            {t.editResources}
          </ButtonLink>
          <ButtonLink to={`/dashboard/test-prep/${plan.id}/create-test`} size="sm">
            {t.createTest}
          </ButtonLink>
        </div>
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Card className="p-4">
          <p className="text-sm text-muted">{t.testsTitle}</p>
          <p className="text-2xl font-bold tabular-nums" data-testid="plan-tests-taken">
            {submitted.length}
          </p>
        </Card>
        <Card className="p-4">
          <p className="text-sm text-muted">{t.score}</p>
          <p className="text-2xl font-bold tabular-nums">
            {scores.length ? `${scores.at(-1)?.score}%` : '–'}
          </p>
        </Card>
        <Card className="p-4">
          <p className="text-sm text-muted">{t.mastery}</p>
          <p className="text-2xl font-bold tabular-nums">
            {mastered}/{bank.length}
          </p>
        </Card>
        <Card className="p-4">
          <p className="text-sm text-muted">{t.resources}</p>
          <p className="text-2xl font-bold tabular-nums">{detail.resources.length}</p>
        </Card>
      </div>
      {scores.length > 0 && (
        <Suspense fallback={<Skeleton className="mt-6 h-64 rounded-2xl" />}>
          <PlanCharts scores={scores} topics={analytics.topics} />
        </Suspense>
      )}
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-ink">{t.weakTopics}</h2>
        {weak.length === 0 ? (
          <p className="mt-2 text-muted">{t.noWeakTopics}</p>
        ) : (
          <>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="weak-topics">
              {weak.map((x) => (
                <li key={x.topic} className="rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-900">
                  {x.topic} · {Math.round(x.accuracy * 100)}%
                </li>
              ))}
            </ul>
            <Button size="sm" className="mt-3" onClick={makeCards}>
              {t.makeCards}
            </Button>
          </>
        )}
      </Card>
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-ink">{t.testsTitle}</h2>
        {tests.length === 0 ? (
          <p className="mt-2 text-muted">{t.noTests}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100" data-testid="plan-tests">
            {tests.map((test) => {
              const mine = attempts.filter((a) => a.test_id === test.id);
              const open = mine.find((a) => a.status === 'in_progress');
              const done = mine.filter((a) => a.status === 'submitted');
              const last = done.at(-1);
              return (
                <li key={test.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium text-ink">{testTitle.get(test.id)}</p>
                    <p className="text-sm text-muted">
                      {test.question_count} questions ·{' '}
                      {t.difficulties[test.difficulty as keyof typeof t.difficulties] ?? test.difficulty}
                      {test.time_limit_minutes ? ` · ${test.time_limit_minutes} min` : ''}
                      {last
                        ? ` · ${Math.round(Number(last.score ?? 0))}% in ${formatClock(last.time_spent_seconds)}`
                        : ''}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    {last && (
                      <ButtonLink
                        to={`/test-prep/${plan.id}/test/${test.id}/results`}
                        size="sm"
                        variant="outline"
                      >
                        {t.viewResults}
                      </ButtonLink>
                    )}
                    <ButtonLink to={`/test-prep/${plan.id}/test/${test.id}`} size="sm">
                      {open ? t.resume : t.take}
                    </ButtonLink>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card className="mt-6 p-5">
        <h2 className="text-lg font-semibold text-ink">{t.questionBank}</h2>
        {bank.length === 0 ? (
          <p className="mt-2 text-muted">{t.bankEmpty}</p>
        ) : (
          <>
            <div className="mt-3 flex flex-wrap gap-3">
              <label className="text-sm font-medium text-slate-700">
                {t.filterTopic}
                <select
                  value={topic}
                  onChange={(e) => setTopic(e.target.value)}
                  className={`${inputClasses} mt-1 w-56 border-slate-300`}
                >
                  <option value="">{t.allTopics}</option>
                  {topics.map((x) => (
                    <option key={x} value={x}>
                      {x}
                    </option>
                  ))}
                </select>
              </label>
              <label className="text-sm font-medium text-slate-700">
                {t.filterResult}
                <select
                  value={result}
                  onChange={(e) => setResult(e.target.value as ResultFilter)}
                  className={`${inputClasses} mt-1 w-56 border-slate-300`}
                >
                  {(Object.keys(t.results) as ResultFilter[]).map((key) => (
                    <option key={key} value={key}>
                      {t.results[key]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className="mt-2 text-sm text-muted" data-testid="bank-count">
              {shown.length} of {bank.length}
            </p>
            <ul className="mt-2 divide-y divide-slate-100" data-testid="question-bank">
              {shown.map((q) => (
                <li key={q.question_id} className="py-3">
                  <p className="text-ink">{q.prompt}</p>
                  <p className="mt-1 text-sm text-muted">
                    {q.topic ?? 'General'} ·{' '}
                    {q.last_correct === null ? t.results.unanswered : q.last_correct ? t.right : t.wrong}
                    {q.correct_answer ? ` · ${t.correctAnswer}: ${q.correct_answer}` : ` · ${t.answerHidden}`}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </Card>
    </>
  );
}

/** /dashboard/test-prep/{planId}: tests taken, score trend, weak topics and the plan's question bank. */
export function PlanPage() {
  const { planId = '' } = useParams();
  const query = useQuery(planQuery(planId));
  return (
    <div className="mx-auto max-w-6xl">
      <QueryState query={query} loading={<Skeleton className="h-96 rounded-2xl" />}>
        {(detail) => <PlanView detail={detail} />}
      </QueryState>
    </div>
  );
}
