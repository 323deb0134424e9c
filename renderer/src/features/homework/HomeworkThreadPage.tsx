import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { useAuthStore } from '../auth';
import { AskQuestionForm } from './AskQuestionForm';
import { HelpfulVote } from './HelpfulVote';
import { threadQuery } from './homework.api';
import { homeworkTexts as texts } from './homework.texts';
import { QuestionAnswer } from './QuestionAnswer';
import { QuestionVisibility } from './QuestionVisibility';

/** /dashboard/ai-homework-helper/question/{slug}: a question, its answer, follow-ups, visibility and the vote. */
export function HomeworkThreadPage() {
  const { slug = '' } = useParams();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const query = useQuery({ ...threadQuery(userId, slug), enabled: userId !== '' });
  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/dashboard/ai-homework-helper"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {texts.thread.back}
      </Link>
      <QueryState
        query={query}
        loading={
          <div className="mt-6 space-y-4" aria-busy="true">
            <Skeleton className="h-10 w-2/3 rounded-xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        }
      >
        {({ root, followUps, myVote }) => (
          <div className="mt-4 space-y-6">
            <PageMeta title={root.question.slice(0, 70)} />
            <QuestionAnswer item={root} headingLevel="h1" />
            <QuestionVisibility item={root} />
            {root.answer_source !== 'references' && (
              <HelpfulVote
                key={root.id}
                questionId={root.id}
                myVote={myVote}
                helpfulCount={root.helpful_count}
                notHelpfulCount={root.not_helpful_count}
              />
            )}
            {followUps.length > 0 && (
              <section aria-labelledby="follow-ups" className="space-y-6 border-t border-slate-200 pt-6">
                <h2 id="follow-ups" className="text-lg font-bold text-ink">
                  {texts.thread.followUps}
                </h2>
                {followUps.map((item) => (
                  <QuestionAnswer key={item.id} item={item} headingLevel="h3" />
                ))}
              </section>
            )}
            <Card className="p-5 sm:p-6">
              <AskQuestionForm userId={userId} parentId={root.id} onAnswered={() => undefined} />
            </Card>
          </div>
        )}
      </QueryState>
    </div>
  );
}
