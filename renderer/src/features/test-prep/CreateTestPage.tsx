import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { practiceTestGenerateContract } from '../../../../shared/functions/study-materials.contract';
import { practiceTestCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { inputClasses } from '../../ui/TextField';
import { PaidActionFailure, usePaidAction } from '../ai-tools';
import { walletKeys } from '../wallet';
import type { Difficulty, PlanDetail, QuestionType } from './test-prep.api';
import { planQuery, testPrepKeys } from './test-prep.api';
import { testPrepTexts as t } from './test-prep.texts';

const COUNTS = [5, 10, 15, 20, 25, 30, 40, 50] as const;
const TYPES: QuestionType[] = ['multiple_choice', 'true_false', 'short_answer'];
const DIFFICULTIES: Difficulty[] = ['beginner', 'intermediate', 'advanced'];

const testSchema = z.object({
  count: z.coerce.number().int().min(1).max(50),
  types: z.array(z.enum(['multiple_choice', 'true_false', 'short_answer'])).min(1, t.typesRequired),
  difficulty: z.enum(['beginner', 'intermediate', 'advanced']),
  timeLimit: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 300), t.timeLimitInvalid),
});
type TestForm = z.input<typeof testSchema>;
type TestValues = z.output<typeof testSchema>;

function TestForm({ detail }: { detail: PlanDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const planId = detail.plan.id;
  const form = useForm<TestForm, unknown, TestValues>({
    resolver: zodResolver(testSchema),
    defaultValues: { count: 10, types: [...TYPES], difficulty: 'intermediate', timeLimit: '15' },
  });
  const count = Number(useWatch({ control: form.control, name: 'count' }));
  const generate = usePaidAction(practiceTestGenerateContract);

  async function generateTest(values: TestValues) {
    const answer = await generate.run({
      plan_id: planId,
      question_count: values.count,
      types: values.types,
      difficulty: values.difficulty,
      time_limit_minutes: values.timeLimit === '' ? null : Number(values.timeLimit),
    });
    if (!answer.ok) return;
    await queryClient.invalidateQueries({ queryKey: testPrepKeys.plan(planId) });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    await navigate(`/test-prep/${planId}/test/${answer.result.test_id}`);
  }
  const { errors } = form.formState;

  if (detail.resources.length === 0)
    return (
      <Card className="mt-6 p-5">
        <p className="text-muted">{t.needsResources}</p>
        <ButtonLink to={`/dashboard/test-prep/${planId}/edit-resources`} className="mt-4" size="sm">
          {t.editResources}
        </ButtonLink>
      </Card>
    );

  return (
    <Card className="mt-6 p-5">
      <form
        onSubmit={(event) => void form.handleSubmit((values) => void generateTest(values))(event)}
        noValidate
        className="space-y-5"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <label className="block text-sm font-medium text-slate-700">
            {t.questionCount}
            <select className={`${inputClasses} mt-1.5 border-slate-300`} {...form.register('count')}>
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n} · {practiceTestCost(n)} points
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t.difficulty}
            <select className={`${inputClasses} mt-1.5 border-slate-300`} {...form.register('difficulty')}>
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {t.difficulties[d]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium text-slate-700">
            {t.timeLimit}
            <input
              inputMode="numeric"
              className={`${inputClasses} mt-1.5 border-slate-300`}
              {...form.register('timeLimit')}
            />
            {errors.timeLimit && (
              <span className="mt-1 block text-sm text-red-600">{errors.timeLimit.message}</span>
            )}
          </label>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t.types}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={type}
                  className="size-4 accent-brand-600"
                  {...form.register('types')}
                />
                {t.typeNames[type]}
              </label>
            ))}
          </div>
          {errors.types && <p className="mt-1 text-sm text-red-600">{errors.types.message}</p>}
        </fieldset>
        <Button type="submit" disabled={generate.busy}>
          {generate.busy ? t.generating : t.generateFor(practiceTestCost(count))}
        </Button>
        <PaidActionFailure failure={generate.failure} onDismiss={generate.dismiss} />
      </form>
    </Card>
  );
}

/** /dashboard/test-prep/{planId}/create-test: count, types, difficulty and time limit, with the price shown. */
export function CreateTestPage() {
  const { planId = '' } = useParams();
  const query = useQuery(planQuery(planId));
  return (
    <div className="mx-auto max-w-3xl">
      <PageMeta title={t.createTestTitle} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.createTestTitle}</h1>
      <QueryState query={query} loading={<Skeleton className="mt-6 h-64 rounded-2xl" />}>
        {(detail) => (
          <>
            <p className="mt-1 text-muted">{detail.plan.title}</p>
            <TestForm detail={detail} />
          </>
        )}
      </QueryState>
    </div>
  );
}
