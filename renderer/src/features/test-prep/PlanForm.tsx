import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import type { PlanInput } from './test-prep.api';
import { subjectsQuery } from './test-prep.api';
import { testPrepTexts as t } from './test-prep.texts';

const planSchema = z.object({
  title: z.string().trim().min(1, t.planNameRequired).max(200),
  subjectId: z.string(),
  examDate: z.string(),
  description: z.string().max(2000),
});
type PlanForm = z.infer<typeof planSchema>;

const fieldClasses =
  'mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[0.9375rem] text-ink focus:border-brand-500 focus:outline-none';

/** A plan's name, subject, exam date and notes. */
export function PlanFormFields({
  initial,
  submitLabel,
  onSave,
}: {
  initial: PlanInput;
  submitLabel: string;
  onSave: (values: PlanInput) => Promise<void>;
}) {
  const subjects = useQuery(subjectsQuery());
  const form = useForm<PlanForm>({
    resolver: zodResolver(planSchema),
    defaultValues: {
      title: initial.title,
      subjectId: initial.subjectId ?? '',
      examDate: initial.examDate ?? '',
      description: initial.description,
    },
  });
  const submit = form.handleSubmit(async (values) =>
    onSave({ ...values, subjectId: values.subjectId || null, examDate: values.examDate || null }),
  );
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <TextField
        label={t.planName}
        error={form.formState.errors.title?.message}
        {...form.register('title')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="plan-subject" className="text-sm font-medium text-slate-700">
            {t.subject}
          </label>
          <select id="plan-subject" className={fieldClasses} {...form.register('subjectId')}>
            <option value="">{t.noSubject}</option>
            {(subjects.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="plan-exam-date" className="text-sm font-medium text-slate-700">
            {t.examDate}
          </label>
          <input id="plan-exam-date" type="date" className={fieldClasses} {...form.register('examDate')} />
        </div>
      </div>
      <div>
        <label htmlFor="plan-description" className="text-sm font-medium text-slate-700">
          {t.descriptionLabel}
        </label>
        <textarea
          id="plan-description"
          rows={2}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 p-3 focus:border-brand-500 focus:outline-none"
          {...form.register('description')}
        />
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
