import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { HelpCenter } from './HelpCenter';

export function HelpPage() {
  return (
    <>
      <PageMeta
        title="Help Center"
        description="Answers about getting started, documents, purchases and account security on Studyloop. Support 24/7."
      />
      <PageHero
        eyebrow="Help Center"
        title="How can we help?"
        description="Search the most common questions, or contact support 24/7."
      />
      <Container className="py-12">
        <HelpCenter />
      </Container>
    </>
  );
}
