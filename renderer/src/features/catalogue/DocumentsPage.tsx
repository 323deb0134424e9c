import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { DocumentResults } from './DocumentResults';
import { FeaturedDocuments } from './FeaturedDocuments';

export function DocumentsPage() {
  return (
    <>
      <PageMeta
        title="Study documents"
        description="Class notes, past exams, study guides and practice problems shared by students at 100+ universities."
      />
      <PageHero
        eyebrow="Documents"
        title="Notes, guides and past exams"
        description="Shared by students at 100+ universities and checked by our moderators."
      />
      <Container className="py-10">
        <FeaturedDocuments />
        <DocumentResults />
      </Container>
    </>
  );
}
