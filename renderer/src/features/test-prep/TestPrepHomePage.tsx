import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { QueryState } from '../../ui/QueryState';
import { ToolHeader } from '../learning';
import { Skeleton } from '../../ui/Skeleton';
import { plansQuery } from './test-prep.api';
import { daysUntil, formatDate, testPrepTexts as t } from './test-prep.texts';

/** /dashboard/test-prep: the learner's study plans with exam date and progress. */
export function TestPrepHomePage() {
  const query = useQuery(plansQuery());
  return (
    <div className="mx-auto max-w-6xl">
      <ToolHeader title={t.homeTitle} lead={t.homeLead} action={t.newPlan} to="/dashboard/test-prep/create" />
      <QueryState
        query={query}
        loading={
          <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-36 rounded-2xl" />
            ))}
          </div>
        }
        isEmpty={(plans) => plans.length === 0}
        empty={<p className="mt-6 text-muted">{t.noPlans}</p>}
      >
        {(plans) => (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {plans.map((plan) => (
              <li key={plan.id}>
                <Card className="flex h-full flex-col p-5" data-testid="plan-card">
                  <Link
                    to={`/dashboard/test-prep/${plan.id}`}
                    className="text-lg font-semibold text-ink hover:text-brand-700"
                  >
                    {plan.title}
                  </Link>
                  {plan.subject && <p className="text-sm text-muted">{plan.subject.name}</p>}
                  <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700">
                    <CalendarDays aria-hidden="true" className="size-4" />
                    {plan.exam_date
                      ? `${t.examOn(formatDate(plan.exam_date))} · ${t.daysLeft(daysUntil(plan.exam_date))}`
                      : t.noExamDate}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">
                    {t.testsTaken(plan.testsTaken)}
                    {plan.latestScore !== null && ` · ${t.latestScore(plan.latestScore)}`}
                  </p>
                  {plan.latestScore !== null && (
                    <div
                      className="mt-3 h-2 rounded-full bg-slate-100"
                      role="progressbar"
                      aria-label={t.latestScore(plan.latestScore)}
                      aria-valuenow={Math.round(plan.latestScore)}
                      aria-valuemin={0}
                      aria-valuemax={100}
                    >
                      <div
                        className="h-2 rounded-full bg-brand-600"
                        style={{ width: `${plan.latestScore}%` }}
                      />
                    </div>
                  )}
                  <div className="mt-auto pt-4">
                    <ButtonLink to={`/dashboard/test-prep/${plan.id}`} size="sm" variant="outline">
                      {t.open}
                    </ButtonLink>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
