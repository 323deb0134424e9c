import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Flag, Timer } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { inputClasses } from '../../ui/TextField';
import { toast } from '../../ui/toast.store';
import type { Session } from './test-prep.api';
import { saveAnswer, sessionQuery, submitAttempt, testPrepKeys } from './test-prep.api';
import { formatClock, testPrepTexts as t } from './test-prep.texts';

interface AnswerState {
  answer: string | null;
  flagged: boolean;
  seconds: number;
}
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

function SessionView({ session, planId }: { session: Session; planId: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { test, attempt, questions } = session;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, AnswerState>>(() =>
    Object.fromEntries(
      session.answers.map((a) => [
        a.question_id,
        { answer: a.answer, flagged: a.flagged, seconds: a.time_spent_seconds },
      ]),
    ),
  );
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [confirmingSubmit, setConfirmingSubmit] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const shownAt = useRef(0);
  const submitting = useRef(false);
  const textTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const question = questions[index];
  const deadline =
    test.time_limit_minutes === null
      ? null
      : new Date(attempt.started_at).getTime() + test.time_limit_minutes * 60_000;
  const remaining = deadline === null ? null : Math.max(0, (deadline - now) / 1000);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    shownAt.current = Date.now();
  }, [index]);

  const persist = useCallback(
    async (questionId: string, state: AnswerState) => {
      setSaveState('saving');
      try {
        await saveAnswer({
          attemptId: attempt.id,
          questionId,
          answer: state.answer,
          flagged: state.flagged,
          timeSpentSeconds: state.seconds,
        });
        setSaveState('saved');
      } catch {
        setSaveState('failed');
      }
    },
    [attempt.id],
  );

  /** The question's state with the time since it was shown added (and the clock restarted). */
  const withTime = useCallback(
    (questionId: string, change: Partial<AnswerState>): AnswerState => {
      const elapsed = shownAt.current > 0 ? (Date.now() - shownAt.current) / 1000 : 0;
      shownAt.current = Date.now();
      const previous = answers[questionId] ?? { answer: null, flagged: false, seconds: 0 };
      return { ...previous, ...change, seconds: Math.min(86_400, previous.seconds + elapsed) };
    },
    [answers],
  );

  // A typed answer is saved 600 ms after the last key, or at once when the field loses focus.
  const pendingText = useRef<(() => void) | null>(null);

  function update(change: Partial<AnswerState>, debounce = false) {
    if (!question) return;
    const next = withTime(question.id, change);
    setAnswers((all) => ({ ...all, [question.id]: next }));
    if (textTimer.current) clearTimeout(textTimer.current);
    pendingText.current = null;
    if (debounce) {
      const save = () => {
        pendingText.current = null;
        void persist(question.id, next);
      };
      pendingText.current = save;
      textTimer.current = setTimeout(save, 600);
    } else void persist(question.id, next);
  }

  function flushTypedAnswer() {
    if (!pendingText.current) return;
    if (textTimer.current) clearTimeout(textTimer.current);
    pendingText.current();
  }

  function go(to: number) {
    if (!question || to === index) return;
    // Leaving a question records the time spent on it.
    const next = withTime(question.id, {});
    setAnswers((all) => ({ ...all, [question.id]: next }));
    if (next.answer !== null || next.flagged) void persist(question.id, next);
    setIndex(to);
  }

  const submit = useCallback(
    async (auto: boolean) => {
      if (submitting.current) return;
      submitting.current = true;
      if (textTimer.current) clearTimeout(textTimer.current);
      try {
        if (question) {
          const last = withTime(question.id, {});
          if (last.answer !== null || last.flagged) await persist(question.id, last);
        }
        const spent = Math.round((Date.now() - new Date(attempt.started_at).getTime()) / 1000);
        await submitAttempt(
          attempt.id,
          deadline === null ? spent : Math.min(spent, test.time_limit_minutes! * 60),
        );
        if (auto) toast.warning(t.timeUp);
        // Leave the session first: dropping its query while it is shown would start a new attempt.
        await navigate(`/test-prep/${planId}/test/${test.id}/results`, { replace: true });
        queryClient.removeQueries({ queryKey: testPrepKeys.session(test.id) });
        await queryClient.invalidateQueries({ queryKey: testPrepKeys.all });
      } catch (error) {
        submitting.current = false;
        toast.failure(error);
      }
    },
    [
      attempt.id,
      attempt.started_at,
      deadline,
      navigate,
      persist,
      planId,
      question,
      queryClient,
      test.id,
      test.time_limit_minutes,
      withTime,
    ],
  );

  // Submitted automatically when the time runs out (checked on the clock's tick, outside render).
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);
  useEffect(() => {
    if (deadline === null) return;
    const timer = setTimeout(() => void submitRef.current(true), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [deadline]);

  const answeredCount = questions.filter((q) => (answers[q.id]?.answer ?? null) !== null).length;
  const current = question ? answers[question.id] : undefined;

  return (
    <Container className="py-8">
      <ConfirmDialog
        open={confirmingSubmit}
        title={t.submit}
        description={t.confirmSubmit(questions.length - answeredCount)}
        confirmLabel={t.submit}
        cancelLabel={t.keepAnswering}
        onConfirm={() => {
          setConfirmingSubmit(false);
          void submit(false);
        }}
        onCancel={() => setConfirmingSubmit(false)}
      />
      <PageMeta title={test.title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{test.title}</h1>
        {remaining !== null && (
          <p
            className={clsx(
              'flex items-center gap-1.5 rounded-xl px-3 py-1.5 font-semibold tabular-nums',
              remaining < 60 ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-ink',
            )}
            role="timer"
            aria-label={`${t.timeLeft} ${formatClock(remaining)}`}
            data-testid="timer"
          >
            <Timer aria-hidden="true" className="size-4" /> {formatClock(remaining)}
          </p>
        )}
      </div>
      <p className="mt-1 text-sm text-muted" data-testid="answered-count">
        {t.answered(answeredCount, questions.length)} ·{' '}
        <span aria-live="polite" data-testid="save-state">
          {saveState === 'saving'
            ? t.saving
            : saveState === 'saved'
              ? t.saved
              : saveState === 'failed'
                ? t.saveFailed
                : ''}
        </span>
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_16rem]">
        {question && (
          <Card className="p-6">
            <p className="text-sm font-semibold text-brand-700" data-testid="question-number">
              {t.question(index + 1, questions.length)}
            </p>
            <h2 className="mt-2 text-lg text-ink" id="question-prompt">
              {question.prompt}
            </h2>
            {question.question_type === 'short_answer' ? (
              <label className="mt-4 block text-sm font-medium text-slate-700">
                {t.yourAnswer}
                <input
                  className={`${inputClasses} mt-1 border-slate-300`}
                  value={current?.answer ?? ''}
                  onChange={(event) => update({ answer: event.target.value || null }, true)}
                  onBlur={flushTypedAnswer}
                />
              </label>
            ) : (
              <fieldset className="mt-4 space-y-2" aria-labelledby="question-prompt">
                {question.options.map((option) => (
                  <label
                    key={option}
                    className={clsx(
                      'flex cursor-pointer items-center gap-3 rounded-xl border p-3',
                      current?.answer === option
                        ? 'border-brand-500 bg-brand-50'
                        : 'border-slate-200 hover:border-brand-200',
                    )}
                  >
                    <input
                      type="radio"
                      name={`answer-${question.id}`}
                      value={option}
                      checked={current?.answer === option}
                      onChange={() => update({ answer: option })}
                      className="accent-brand-600"
                    />
                    {option}
                  </label>
                ))}
              </fieldset>
            )}
            <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
              <Button
                variant={current?.flagged ? 'secondary' : 'outline'}
                size="sm"
                aria-pressed={current?.flagged ?? false}
                onClick={() => update({ flagged: !(current?.flagged ?? false) })}
              >
                <Flag aria-hidden="true" className="size-4" /> {current?.flagged ? t.flagged : t.flag}
              </Button>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" disabled={index === 0} onClick={() => go(index - 1)}>
                  {t.previous}
                </Button>
                {index < questions.length - 1 ? (
                  <Button size="sm" onClick={() => go(index + 1)}>
                    {t.next}
                  </Button>
                ) : (
                  <Button size="sm" onClick={() => setConfirmingSubmit(true)}>
                    {t.submit}
                  </Button>
                )}
              </div>
            </div>
          </Card>
        )}
        <Card className="h-fit p-4">
          <h2 className="text-sm font-semibold text-slate-700">{t.navigator}</h2>
          <ol className="mt-3 grid grid-cols-5 gap-2" aria-label={t.navigator}>
            {questions.map((q, i) => {
              const state = answers[q.id];
              return (
                <li key={q.id}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-current={i === index ? 'step' : undefined}
                    aria-label={`Question ${i + 1}${state?.answer ? ', answered' : ''}${state?.flagged ? ', flagged' : ''}`}
                    className={clsx(
                      'relative flex size-9 items-center justify-center rounded-lg border text-sm font-semibold',
                      i === index && 'ring-2 ring-brand-500',
                      state?.answer
                        ? 'border-brand-200 bg-brand-50 text-brand-800'
                        : 'border-slate-200 text-slate-600',
                    )}
                  >
                    {i + 1}
                    {state?.flagged && (
                      <span
                        className="absolute -top-1 -right-1 size-2.5 rounded-full bg-amber-500"
                        aria-hidden="true"
                      />
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
          <Button
            className="mt-4 w-full"
            size="sm"
            variant="outline"
            onClick={() => setConfirmingSubmit(true)}
          >
            {t.submit}
          </Button>
        </Card>
      </div>
    </Container>
  );
}

/** /test-prep/{planId}/test/{testId}: the timed session; answers saved as given; a reload resumes it. */
export function TestSessionPage() {
  const { planId = '', testId = '' } = useParams();
  const query = useQuery(sessionQuery(planId, testId));
  return (
    <QueryState query={query} layout="page" loading={<Skeleton className="m-8 h-96 rounded-2xl" />}>
      {(session) => <SessionView session={session} planId={planId} />}
    </QueryState>
  );
}
