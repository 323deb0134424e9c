import { homeTexts } from '../home.texts';
import { DemoFlashcard } from './DemoFlashcard';
import { ShowcaseSection } from './ShowcaseSection';

const texts = homeTexts.flashcards;

export function FlashcardShowcase() {
  return (
    <ShowcaseSection
      id="flashcards-title"
      eyebrow={texts.eyebrow}
      title={texts.title}
      description={texts.description}
      points={texts.points}
      cta={{ label: texts.cta, to: '/ai-flashcard-maker' }}
      className="bg-slate-50"
      visual={
        <div className="relative mx-auto max-w-md">
          <div
            aria-hidden="true"
            className="absolute inset-0 translate-x-3 translate-y-3 rotate-3 rounded-3xl bg-brand-200/70"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -translate-x-2 translate-y-2 -rotate-2 rounded-3xl bg-amber-200/70"
          />
          <div className="relative">
            <DemoFlashcard />
          </div>
        </div>
      }
    />
  );
}
