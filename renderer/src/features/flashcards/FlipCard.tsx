import { clsx } from 'clsx';
import { useId } from 'react';
import { flashcardTexts as t } from './flashcards.texts';

interface FlipCardProps {
  front: string;
  /** The answer; `null` until the card is first turned (it is not in the page before). */
  back: string | null;
  /** The answer side faces the student. */
  flipped: boolean;
  onFlip: () => void;
  /** Smaller faces, for a grid of cards (the public deck page). */
  compact?: boolean;
}

// Each face hides when it turns edge-on, halfway through the 500 ms turn, so only the face in front can be read,
// clicked or found by assistive technology; with reduced motion the faces swap at once.
const FACE =
  'col-start-1 row-start-1 flex flex-col justify-center rounded-2xl border border-slate-200 bg-white shadow-card [backface-visibility:hidden] [transition:visibility_0s_linear_250ms] motion-reduce:[transition:none]';
const FACE_SIZE = { study: 'min-h-40 p-6 sm:p-8', compact: 'min-h-36 p-5' };
const TEXT_SIZE = { study: ['text-xl', 'text-lg'], compact: ['text-base', 'text-base'] };

/**
 * A study card that turns over: one button (click, Space, Enter) whose name is the side facing the student. The
 * answer is announced when it turns up, since a focused button's new name is not read out by every screen reader.
 */
export function FlipCard({ front, back, flipped, onFlip, compact = false }: FlipCardProps) {
  const hint = useId();
  const size = compact ? 'compact' : 'study';
  const [frontText, backText] = TEXT_SIZE[size];
  return (
    <div className="[perspective:1200px]">
      <button
        type="button"
        onClick={onFlip}
        aria-describedby={hint}
        data-testid="flip-card"
        data-flipped={flipped}
        className="block w-full rounded-2xl text-left focus-visible:ring-4 focus-visible:ring-brand-200 focus-visible:outline-none"
      >
        <span
          className={clsx(
            'grid transition-transform duration-500 ease-out [transform-style:preserve-3d] motion-reduce:transition-none',
            flipped && '[transform:rotateY(180deg)]',
          )}
        >
          <span className={clsx(FACE, FACE_SIZE[size], flipped && 'invisible')} aria-hidden={flipped}>
            <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.front}</span>
            <span className={clsx('mt-2 block text-ink', frontText)} data-testid="study-front">
              {front}
            </span>
          </span>
          <span
            className={clsx(FACE, FACE_SIZE[size], '[transform:rotateY(180deg)]', !flipped && 'invisible')}
            aria-hidden={!flipped}
          >
            <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t.back}</span>
            {back !== null && (
              <span className={clsx('mt-2 block text-ink', backText)} data-testid="study-back">
                {back}
              </span>
            )}
          </span>
        </span>
      </button>
      <span id={hint} className="sr-only">
        {t.flipHint}
      </span>
      <span className="sr-only" aria-live="polite">
        {flipped && back !== null ? t.answerShown(back) : ''}
      </span>
    </div>
  );
}
