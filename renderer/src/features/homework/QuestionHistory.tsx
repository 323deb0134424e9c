import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Globe2, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { formatDateTime } from '../../lib/format-date';
import { myQuestionsQuery } from './homework.api';
import { homeworkTexts as texts } from './homework.texts';

/** The user's questions, newest first, each opening its thread. */
export function QuestionHistory({ userId }: { userId: string }) {
  const query = useQuery(myQuestionsQuery(userId));
  return (
    <section aria-labelledby="homework-history" className="mt-10">
      <h2 id="homework-history" className="text-lg font-bold text-ink">
        {texts.historyHeading}
      </h2>
      <div className="mt-3">
        <QueryState
          query={query}
          loading={
            <div className="space-y-2" aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-16 rounded-xl" />
              ))}
            </div>
          }
          failure={
            <p role="alert" className="text-red-600">
              {texts.historyFailed}
            </p>
          }
          isEmpty={(items) => items.length === 0}
          empty={
            <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-muted">{texts.historyEmpty}</p>
          }
        >
          {(items) => (
            <ul
              className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white"
              data-testid="homework-history"
            >
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={`/dashboard/ai-homework-helper/question/${item.slug}`}
                    className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-ink">{item.question}</span>
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
                        {item.subject && <span>{item.subject}</span>}
                        <span>{formatDateTime(item.created_at)}</span>
                        {item.final_answer && <span className="truncate">· {item.final_answer}</span>}
                      </span>
                    </span>
                    {item.answer_source === 'references' && (
                      <Badge tone="warning">{texts.thread.answeredBy.references}</Badge>
                    )}
                    {item.is_public ? (
                      <Globe2
                        aria-label={texts.visibility.label}
                        className="size-4 shrink-0 text-emerald-600"
                      />
                    ) : (
                      <Lock aria-label="Private" className="size-4 shrink-0 text-slate-400" />
                    )}
                    <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </section>
  );
}
