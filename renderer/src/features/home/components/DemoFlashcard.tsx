import { RotateCcw } from 'lucide-react';
import { clsx } from 'clsx';
import { useState } from 'react';
import { homeTexts } from '../home.texts';

const texts = homeTexts.flashcards;
// Each face is hidden once it turns edge-on (halfway through the 500 ms turn), so only the face turned up is
// visible and names the button (its visible text, WCAG 2.5.3); with reduced motion the faces swap at once.
const face =
  'absolute inset-0 flex flex-col rounded-3xl p-6 backface-hidden sm:p-8 [-webkit-backface-visibility:hidden] [transition:visibility_0s_linear_250ms] motion-reduce:[transition:none]';

/** The flipping demo card of the flashcard showcase: a toggle button named by its face turned up. */
export function DemoFlashcard() {
  const [flipped, setFlipped] = useState(false);
  return (
    <div className="mx-auto w-full max-w-md">
      <button
        type="button"
        aria-pressed={flipped}
        onClick={() => setFlipped((value) => !value)}
        className="group block h-72 w-full cursor-pointer rounded-3xl text-left perspective-distant focus-visible:outline-4 focus-visible:outline-offset-4 sm:h-80"
        data-testid="demo-flashcard"
      >
        <span
          className={clsx(
            'relative block size-full transition-transform duration-500 ease-out transform-3d motion-reduce:transition-none',
            flipped && 'rotate-y-180',
          )}
        >
          <span
            className={clsx(face, 'border border-slate-200/80 bg-white shadow-lift', flipped && 'invisible')}
          >
            <span className="flex items-center justify-between text-xs font-semibold tracking-wide uppercase">
              <span className="text-brand-600">{texts.frontTag}</span>
              <span className="text-slate-500 normal-case">{texts.deckName}</span>
            </span>
            <span className="my-auto text-center text-2xl leading-snug font-bold text-balance text-ink sm:text-[1.75rem]">
              {texts.front}
            </span>
            <span className="flex items-center justify-center gap-1.5 text-sm text-muted">
              <RotateCcw aria-hidden="true" className="size-4" />
              {texts.demoHint}
            </span>
          </span>
          <span
            className={clsx(
              face,
              'rotate-y-180 bg-gradient-to-br from-brand-600 to-violet-600 text-white shadow-lift',
              !flipped && 'invisible',
            )}
          >
            <span className="text-xs font-semibold tracking-wide text-brand-100 uppercase">
              {texts.backTag}
            </span>
            <span className="my-auto text-center text-xl leading-relaxed font-semibold text-balance sm:text-2xl">
              {texts.back}
            </span>
            <span className="flex items-center justify-center gap-1.5 text-sm text-brand-100">
              <RotateCcw aria-hidden="true" className="size-4" />
              {texts.demoHint}
            </span>
          </span>
        </span>
      </button>
    </div>
  );
}
