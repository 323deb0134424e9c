import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { documentChatContract } from '../../../../shared/functions/study-tools.contract';
import { documentChatCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast.store';
import { usePaidAction } from '../ai-tools';
import { usePointsBalance } from '../wallet';
import { chatKeys } from './document-chat.api';
import { chatTexts as texts } from './document-chat.texts';

/** What the conversation shows while an answer streams in. */
export interface AnswerProgress {
  /** A question was sent: show it with an empty answer. */
  onStart: (question: string) => void;
  /** A piece of the answer arrived. */
  onChunk: (text: string) => void;
  /** The answer is stored (its text), or the question failed (null). */
  onDone: (answer: string | null) => void;
}

/** The question box, with the next question's price (spec: base 5 plus 2 per full 5 so far) shown before asking. */
export function ChatAskForm({
  sessionId,
  userId,
  asked,
  progress,
}: {
  sessionId: string;
  userId: string;
  asked: number;
  progress: AnswerProgress;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const balance = usePointsBalance(userId);
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [insufficient, setInsufficient] = useState(false);
  const key = useRef<{ text: string; key: string } | null>(null);
  const price = documentChatCost(asked);
  // Leaving the page stops reading the stream (the answer is still stored with the chat).
  const reading = useRef<AbortController | null>(null);
  useEffect(() => () => reading.current?.abort(), []);
  const paid = usePaidAction(documentChatContract);

  async function ask(text: string) {
    if (key.current?.text !== text) key.current = { text, key: crypto.randomUUID() };
    reading.current = new AbortController();
    progress.onStart(text);
    const answer = await paid.run(
      { session_id: sessionId, question: text },
      { idempotencyKey: key.current.key, onChunk: progress.onChunk, signal: reading.current.signal },
    );
    if (!answer.ok) {
      progress.onDone(null);
      const { failure } = answer;
      if (failure.code === 'aborted') return;
      // Nothing answered (offline): the same key asks again, charged once.
      if (failure.code === 'unreachable')
        return toast.error(texts.askFailed, { description: failure.message });
      // A refunded answer was not kept: asking again is a new request.
      key.current = null;
      setInsufficient(failure.insufficient !== null);
      if (!failure.insufficient) toast.error(texts.askFailed, { description: failure.message });
      return;
    }
    key.current = null;
    setInsufficient(false);
    setQuestion('');
    await queryClient.invalidateQueries({ queryKey: chatKeys.chat(sessionId) });
    progress.onDone(answer.result.messages.at(-1)?.content ?? '');
    await queryClient.invalidateQueries({ queryKey: chatKeys.list(userId) });
  }
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const text = question.trim();
        if (text === '') return setError(texts.questionRequired);
        setError(null);
        void ask(text);
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {texts.questionLabel}
      </label>
      <div className="flex gap-2">
        <textarea
          id={id}
          rows={2}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          placeholder={texts.questionPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-price${error ? ` ${id}-error` : ''}`}
          className="block min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-[0.9375rem] focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
        <Button type="submit" disabled={paid.busy} className="self-end">
          {paid.busy ? texts.sending : texts.send}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
      <p id={`${id}-price`} className="text-xs text-muted" data-testid="chat-price">
        {texts.price(price)} {texts.priceRule} {balance !== undefined && texts.balance(balance)}
      </p>
      {insufficient && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {texts.insufficient}.{' '}
          <Link to="/dashboard/wallet" className="font-semibold underline">
            {texts.buyPoints}
          </Link>
        </p>
      )}
    </form>
  );
}
