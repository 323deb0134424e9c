import { CheckCircle2 } from 'lucide-react';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../lib/format-date';
import type { HomeworkItem } from './homework.api';
import { homeworkTexts as texts } from './homework.texts';
import { HomeworkReferences } from './HomeworkReferences';
import { MathBlocks } from './MathBlocks';
import { MathText } from './MathText';

/** One question of a thread with its answer: steps with KaTeX maths, the final answer, or the references. */
export function QuestionAnswer({ item, headingLevel }: { item: HomeworkItem; headingLevel: 'h1' | 'h3' }) {
  const Heading = headingLevel;
  const source =
    item.answer_source === 'provider' || item.answer_source === 'references' ? item.answer_source : 'engine';
  const questionMaths = item.formatted_question.slice(1);
  return (
    <article className="space-y-4" data-testid="homework-question" aria-labelledby={`q-${item.id}`}>
      <div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
          {item.subject && <span className="font-semibold text-brand-700">{item.subject}</span>}
          <span>{formatDateTime(item.created_at)}</span>
          <Badge tone={source === 'references' ? 'warning' : 'success'}>
            {texts.thread.answeredBy[source]}
          </Badge>
          {item.points_spent > 0 && <Badge tone="neutral">{texts.thread.charged(item.points_spent)}</Badge>}
        </p>
        <Heading
          id={`q-${item.id}`}
          className={
            headingLevel === 'h1'
              ? 'mt-2 text-xl font-extrabold tracking-tight break-words text-ink sm:text-2xl'
              : 'mt-2 text-lg font-bold break-words text-ink'
          }
        >
          <MathText text={item.question} />
        </Heading>
        {questionMaths.length > 0 && (
          <div className="mt-3">
            <MathBlocks blocks={questionMaths} />
          </div>
        )}
      </div>
      <section
        aria-label={texts.thread.solution}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-6"
      >
        <h2 className="text-base font-bold text-ink">
          {source === 'references' ? texts.thread.references : texts.thread.solution}
        </h2>
        <div className="mt-4">
          <MathBlocks blocks={item.answer} />
        </div>
        {source === 'references' && <HomeworkReferences citations={item.citations} />}
        {item.final_answer && (
          <p
            className="mt-6 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-800"
            data-testid="final-answer"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <span>
              <span className="sr-only">{texts.thread.finalAnswer}: </span>
              <MathText text={item.final_answer} />
            </span>
          </p>
        )}
      </section>
    </article>
  );
}
