import { useNavigate } from 'react-router';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../ui/toast.store';
import { useAuthStore } from '../auth';
import { AskQuestionForm } from './AskQuestionForm';
import { homeworkTexts as texts } from './homework.texts';
import { QuestionHistory } from './QuestionHistory';

/** /dashboard/ai-homework-helper: ask a question (typed, LaTeX or a photo) and find earlier ones. */
export function HomeworkHelperPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const navigate = useNavigate();
  if (!userId) return null;
  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{texts.heading}</h1>
      <p className="mt-1 max-w-2xl text-muted">{texts.intro}</p>
      <Card className="mt-6 p-5 sm:p-6">
        <AskQuestionForm
          userId={userId}
          onAnswered={(result) => {
            if (result.charged === 0) toast.info(texts.notCharged);
            void navigate(`/dashboard/ai-homework-helper/question/${result.question.slug}`);
          }}
        />
      </Card>
      <QuestionHistory userId={userId} />
    </div>
  );
}
