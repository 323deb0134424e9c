import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { buildDueQueue, dayKey } from '../../../../shared/study/srs/deck-progress.engine';
import type {
  ReviewGrade,
  SrsCardState,
  SrsReviewLog,
} from '../../../../shared/study/srs/fsrs-scheduler.engine';
import { loadSupabase } from '../../lib/supabase.loader';
import { usePlatform } from '../../platform/usePlatform';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { toast } from '../../ui/toast.store';
import { rateCard, saveReview, scheduler } from './flashcard-review';
import { FlipCard } from './FlipCard';
import type { StudyDeck } from './flashcards.api';
import { flashcardTexts as t, formatInterval } from './flashcards.texts';

const GRADES: readonly ReviewGrade[] = ['again', 'hard', 'good', 'easy'];
const GRADE_STYLES: Record<ReviewGrade, string> = {
  again: 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100',
  hard: 'border-amber-200 bg-amber-50 text-amber-800 hover:bg-amber-100',
  good: 'border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100',
  easy: 'border-sky-200 bg-sky-50 text-sky-800 hover:bg-sky-100',
};
export const DEFAULT_NEW_PER_DAY = 20;
const NEW_LIMIT_KEY = 'flashcards-new-per-day';
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function storedNewLimit(): number {
  const stored = globalThis.localStorage?.getItem(NEW_LIMIT_KEY);
  const value = stored ? Number(stored) : Number.NaN;
  return Number.isInteger(value) && value >= 0 && value <= 9999 ? value : DEFAULT_NEW_PER_DAY;
}

interface DeckStudyProps {
  data: StudyDeck;
  /** Called with each review so the page's progress follows the session. */
  onReviewed: (cardId: string, after: SrsCardState, log: SrsReviewLog) => void;
}

/**
 * The study session: the due queue (learning steps, then reviews, then today's share of new cards), the answer
 * on space, a rating on 1–4 with the next interval on each button. Each review is written at once (web) or kept
 * on the device and synced (desktop).
 */
export function DeckStudy({ data, onReviewed }: DeckStudyProps) {
  const { cache } = usePlatform();
  const [newLimit, setNewLimit] = useState(storedNewLimit);
  // The answer has been seen (rating is open), and which side of the card faces the student.
  const [flipped, setFlipped] = useState(false);
  const [showingBack, setShowingBack] = useState(false);
  const [reviewed, setReviewed] = useState(0);
  const [now, setNow] = useState(() => new Date());
  const shownAt = useRef(0);

  const today = dayKey(now, zone);
  const introducedToday = data.logs.filter(
    (l) => l.state === 'new' && dayKey(new Date(l.reviewedAt), zone) === today,
  ).length;
  const queue = useMemo(
    () =>
      buildDueQueue(
        data.cards.map((c) => ({ id: c.id, srs: c.srs })),
        { now, newLimit: Math.max(0, newLimit - introducedToday), timeZone: zone },
      ),
    [data.cards, now, newLimit, introducedToday],
  );
  const current = data.cards.find((c) => c.id === queue.cardIds[0]);
  const preview = useMemo(() => (current ? scheduler.preview(current.srs, now) : null), [current, now]);

  // Time to answer is measured from when a card is shown.
  const currentId = current?.id;
  useEffect(() => {
    shownAt.current = Date.now();
  }, [currentId, reviewed]);

  // Learning steps come due minutes later: look again every 30 s while nothing else is left.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const rate = useCallback(
    async (grade: ReviewGrade) => {
      if (!current || !flipped) return;
      const at = new Date();
      const { after, log, review } = rateCard({
        deckId: data.deck.id,
        cardId: current.id,
        before: current.srs,
        grade,
        now: at,
        durationMs: Date.now() - shownAt.current,
      });
      onReviewed(current.id, after, log);
      setFlipped(false);
      setShowingBack(false);
      setReviewed((n) => n + 1);
      setNow(at);
      try {
        if (cache) {
          const saved = await cache.recordFlashcardReview(review);
          if (saved.error) throw new Error(saved.error.message);
        } else {
          await saveReview(await loadSupabase(), review);
        }
      } catch {
        toast.error(t.saveReviewFailed);
      }
    },
    [cache, current, data.deck.id, flipped, onReviewed],
  );

  const turn = useCallback(() => {
    setFlipped(true);
    setShowingBack((value) => !value);
  }, []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return;
      // Space turns the card wherever focus is; on the focused card (or any button) Enter clicks it.
      if (event.key === ' ' || event.code === 'Space') {
        if (target?.tagName === 'BUTTON' && target.dataset.testid !== 'flip-card') return;
        event.preventDefault();
        turn();
        return;
      }
      const index = ['1', '2', '3', '4'].indexOf(event.key);
      const grade = GRADES[index];
      if (grade) {
        event.preventDefault();
        void rate(grade);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rate, turn]);

  if (data.cards.length === 0) return <p className="mt-6 text-muted">{t.emptyDeck}</p>;

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <p data-testid="queue-counts" aria-live="polite">
          {t.queueCounts(queue.learning, queue.review, queue.new)}
        </p>
        <label className="flex items-center gap-2">
          {t.newPerDay}
          <input
            type="number"
            min={0}
            max={9999}
            value={newLimit}
            onChange={(event) => {
              const value = Math.max(0, Math.min(9999, Math.floor(Number(event.target.value) || 0)));
              setNewLimit(value);
              globalThis.localStorage?.setItem(NEW_LIMIT_KEY, String(value));
            }}
            className="h-9 w-20 rounded-lg border border-slate-300 px-2"
          />
        </label>
      </div>
      {current && preview ? (
        <div className="mt-4">
          {/* A new card starts face up without turning back from the previous card's answer. */}
          <FlipCard
            key={current.id}
            front={current.front}
            back={flipped ? current.back : null}
            flipped={showingBack}
            onFlip={turn}
          />
          {flipped ? (
            <div
              className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4"
              role="group"
              aria-label="Rate your answer"
            >
              {GRADES.map((grade, i) => (
                <button
                  key={grade}
                  type="button"
                  onClick={() => void rate(grade)}
                  className={`flex flex-col items-center rounded-xl border px-3 py-2 font-semibold ${GRADE_STYLES[grade]}`}
                  aria-keyshortcuts={String(i + 1)}
                >
                  <span>
                    {t.grades[grade]} <kbd className="ml-1 text-xs opacity-60">{i + 1}</kbd>
                  </span>
                  <span className="text-xs font-normal" data-testid={`interval-${grade}`}>
                    {formatInterval(preview[grade].intervalDays)}
                  </span>
                </button>
              ))}
            </div>
          ) : (
            <Button className="mt-4 w-full" onClick={turn} aria-keyshortcuts="Space Enter">
              {t.showAnswer}
            </Button>
          )}
          <p className="mt-4 text-center text-xs text-muted">{t.keyboardHint}</p>
        </div>
      ) : (
        <Card className="mt-4 p-8 text-center" role="status">
          <p className="text-xl font-semibold text-ink">{t.sessionDone}</p>
          <p className="mt-1 text-muted">{t.sessionDoneLead}</p>
        </Card>
      )}
      <p className="mt-3 text-sm text-muted" data-testid="session-reviewed">
        {t.reviewed(reviewed)}
      </p>
    </div>
  );
}
