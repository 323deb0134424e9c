import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { useEffect, useId, useRef, useState } from 'react';
import { z } from 'zod';
import { homeworkHelperContract } from '../../../../shared/functions/study-tools.contract';
import { contentAnalysisCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { HOMEWORK_LIMITS } from '../../../../shared/study/homework/homework.types';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast.store';
import { RestoredDraftNotice, useFormDraft } from '../drafts';
import { usePaidAction } from '../ai-tools';
import { usePointsBalance } from '../wallet';
import { homeworkKeys, subjectsQuery, toHomeworkItem, type HomeworkItem } from './homework.api';
import { homeworkTexts as texts } from './homework.texts';
import { PhotoQuestionButton } from './PhotoQuestionButton';

const askSchema = z.object({
  question: z
    .string()
    .trim()
    .min(1, texts.questionRequired)
    .max(HOMEWORK_LIMITS.questionMax, texts.questionTooLong(HOMEWORK_LIMITS.questionMax)),
  subject: z.string(),
});
type AskForm = z.input<typeof askSchema>;

interface AskQuestionFormProps {
  userId: string;
  /** A follow-up in the thread of this question; otherwise a new question with a subject. */
  parentId?: string;
  onAnswered: (answered: { question: HomeworkItem; charged: number; refunded: boolean }) => void;
}

/** The question box: price and balance shown before asking, charged with the answer by the server. */
export function AskQuestionForm({ userId, parentId, onAnswered }: AskQuestionFormProps) {
  const queryClient = useQueryClient();
  const balance = usePointsBalance(userId);
  const subjects = useQuery({ ...subjectsQuery(), enabled: parentId === undefined });
  const ids = useId();
  const price = contentAnalysisCost();
  const [insufficient, setInsufficient] = useState<{ required: number; balance: number } | null>(null);
  // One key per question being asked: a double submit or a retry of the same request is charged once.
  const attempt = useRef<{ text: string; key: string } | null>(null);
  const form = useForm<AskForm, unknown, z.output<typeof askSchema>>({
    resolver: zodResolver(askSchema),
    defaultValues: { question: '', subject: '' },
  });
  const journal = useFormDraft(form, `homework:${parentId ?? 'new-question'}`);
  // The answer's text as it streams in (null when nothing is being answered), and the one announcement of it.
  const [streamed, setStreamed] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);
  const paid = usePaidAction(homeworkHelperContract);

  async function ask(values: z.output<typeof askSchema>) {
    if (attempt.current?.text !== values.question)
      attempt.current = { text: values.question, key: crypto.randomUUID() };
    reading.current = new AbortController();
    setStreamed('');
    setAnnouncement(texts.writing);
    const answer = await paid.run(
      { question: values.question, subject: values.subject || null, parent_id: parentId ?? null },
      {
        idempotencyKey: attempt.current.key,
        onChunk: (text) => setStreamed((so) => (so ?? '') + text),
        signal: reading.current.signal,
      },
    );
    setStreamed(null);
    if (!answer.ok) {
      setAnnouncement('');
      const { failure } = answer;
      if (failure.code === 'aborted') return;
      // Nothing answered (offline): the same key asks again, charged once.
      if (failure.code === 'unreachable')
        return toast.error(texts.askFailed, { description: failure.message });
      setInsufficient(failure.insufficient);
      if (!failure.insufficient) toast.error(texts.askFailed, { description: failure.message });
      // A refused or failed request may be sent again as a new one.
      attempt.current = null;
      return;
    }
    setAnnouncement(texts.answerReady);
    attempt.current = null;
    setInsufficient(null);
    form.reset({ question: '', subject: form.getValues('subject') });
    void journal.saved();
    await queryClient.invalidateQueries({ queryKey: homeworkKeys.all });
    onAnswered({
      question: toHomeworkItem(answer.result.question),
      charged: answer.charged,
      refunded: answer.refunded,
    });
  }
  const errors = form.formState.errors;
  const questionId = `${ids}-question`;
  const subjectId = `${ids}-subject`;
  const priceId = `${ids}-price`;

  return (
    <form
      onSubmit={(event) => void form.handleSubmit((values) => ask(values))(event)}
      noValidate
      className="space-y-4"
      aria-busy={paid.busy}
    >
      <RestoredDraftNotice journal={journal} />
      <div>
        <label htmlFor={questionId} className="text-sm font-medium text-slate-700">
          {parentId ? texts.followUpLabel : texts.questionLabel}
        </label>
        <textarea
          id={questionId}
          rows={parentId ? 3 : 5}
          placeholder={parentId ? texts.followUpPlaceholder : texts.questionPlaceholder}
          aria-invalid={errors.question ? true : undefined}
          aria-describedby={`${priceId}${errors.question ? ` ${questionId}-error` : ''}`}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 font-mono text-[0.9375rem] text-ink placeholder:font-sans placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          {...form.register('question')}
        />
        {errors.question && (
          <p id={`${questionId}-error`} className="mt-1.5 text-sm text-red-600">
            {errors.question.message}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        {parentId === undefined && (
          <div className="min-w-48 flex-1 sm:flex-none">
            <label htmlFor={subjectId} className="text-sm font-medium text-slate-700">
              {texts.subjectLabel}
            </label>
            <select
              id={subjectId}
              className="mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[0.9375rem] text-ink focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
              {...form.register('subject')}
            >
              <option value="">{texts.subjectNone}</option>
              {(subjects.data ?? []).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        )}
        <PhotoQuestionButton
          onText={(text) => {
            const current = form.getValues('question').trim();
            form.setValue('question', current ? `${current}\n${text}` : text, { shouldValidate: true });
          }}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p id={priceId} className="text-sm text-muted" data-testid="homework-price">
          {texts.price(price)} {balance !== undefined && texts.balance(balance)}
        </p>
        <Button type="submit" disabled={paid.busy}>
          {paid.busy ? texts.asking : parentId ? texts.followUp : texts.ask}
        </Button>
      </div>
      {streamed !== null && (
        <div
          className="rounded-xl border border-brand-100 bg-brand-50/40 px-4 py-3"
          aria-busy="true"
          data-testid="homework-streaming"
        >
          <p className="mb-1 flex items-center gap-2 text-xs font-semibold text-muted">
            <Spinner /> {texts.writing}
          </p>
          <p className="font-mono text-sm whitespace-pre-line text-slate-800">{streamed || texts.thinking}</p>
        </div>
      )}
      {/* Polite and said once per answer, not for each piece of it. */}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {insufficient && (
        <div role="alert" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">{texts.insufficient}</p>
          <p className="mt-0.5">
            {texts.insufficientHelp(insufficient.required, insufficient.balance)}{' '}
            <Link to="/dashboard/wallet" className="font-semibold underline">
              {texts.buyPoints}
            </Link>
          </p>
        </div>
      )}
    </form>
  );
}
