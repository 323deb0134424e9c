import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { QueryState } from '../../ui/QueryState';
import { formatDateTime } from '../../lib/format-date';
import { searchTexts } from '../search';
import type { TextBlock } from './study.api';
import { homeworkQuestionQuery } from './study.api';
import type { HomeworkBlock } from '../../../../shared/study/homework/homework.types';
import { MathBlocks } from '../homework';

/** The stored blocks as the homework helper renders them: steps, and maths typeset with KaTeX. */
function Blocks({ blocks }: { blocks: TextBlock[] }) {
  const known = blocks.map((block): HomeworkBlock =>
    block.type === 'math' || block.type === 'step'
      ? { type: block.type, text: block.text }
      : { type: 'text', text: block.text },
  );
  return <MathBlocks blocks={known} />;
}

export function HomeworkQuestionPage() {
  const { slug = '' } = useParams();
  const query = useQuery(homeworkQuestionQuery(slug));
  return (
    <QueryState query={query} loading={<PageSkeleton className="h-40 rounded-2xl" />} layout="page">
      {(data) => (
        <Container className="max-w-4xl py-10">
          <PageMeta
            title={data.question.slice(0, 70)}
            description={`Step-by-step solution: ${data.question}`.slice(0, 160)}
          />
          <p className="text-sm font-semibold text-brand-700">
            {data.subject ?? 'Homework'} · {searchTexts.added(formatDateTime(data.created_at))}
          </p>
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {data.question}
          </h1>
          {data.formatted_question && data.formatted_question.length > 1 && (
            <div className="mt-4">
              <Blocks blocks={data.formatted_question.slice(1)} />
            </div>
          )}
          <section
            aria-labelledby="solution"
            className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
          >
            <h2 id="solution" className="text-lg font-bold text-ink">
              Step-by-step solution
            </h2>
            <div className="mt-4">
              {data.answer ? <Blocks blocks={data.answer} /> : <p className="text-muted">No solution yet.</p>}
            </div>
            {data.final_answer && (
              <p className="mt-6 flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 font-semibold text-emerald-800">
                <CheckCircle2 aria-hidden="true" className="size-5" /> {data.final_answer}
              </p>
            )}
          </section>
          <div className="mt-8 rounded-2xl bg-brand-50 p-6">
            <p className="font-semibold text-ink">Stuck on a different question?</p>
            <ButtonLink to="/dashboard/ai-homework-helper" className="mt-3">
              Ask the AI Homework Helper
            </ButtonLink>
          </div>
        </Container>
      )}
    </QueryState>
  );
}
