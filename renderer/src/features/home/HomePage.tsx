import { FirstScreenEnd } from '../../ui/FirstScreenEnd';
import { FinalCtaSection } from './components/FinalCtaSection';
import { FlashcardShowcase } from './components/FlashcardShowcase';
import { HeroSection } from './components/HeroSection';
import { PromoVideoSection } from './components/PromoVideoSection';
import { StatsSection } from './components/StatsSection';
import { SubjectsSection } from './components/SubjectsSection';
import { TestimonialsSection } from './components/TestimonialsSection';
import { TestPrepShowcase } from './components/TestPrepShowcase';
import { WriterShowcase } from './components/WriterShowcase';
import { homeTexts } from './home.texts';

/** The landing page of spec 1 section 2. */
export function HomePage() {
  return (
    <>
      <title>{homeTexts.pageTitle}</title>
      <HeroSection />
      <StatsSection />
      {/* The stats show below the hero on a 900 px tall desktop screen. */}
      <FirstScreenEnd />
      <WriterShowcase />
      <SubjectsSection />
      <TestPrepShowcase />
      <FlashcardShowcase />
      <TestimonialsSection />
      <PromoVideoSection />
      <FinalCtaSection />
    </>
  );
}
