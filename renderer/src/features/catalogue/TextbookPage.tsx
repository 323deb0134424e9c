import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { QueryState } from '../../ui/QueryState';
import type { Textbook } from './catalogue.api';
import { textbookQuery } from './catalogue.api';
import { DocumentResults } from './DocumentResults';

function factsOf(textbook: Textbook): string {
  return [
    textbook.author,
    textbook.edition,
    textbook.publication_year,
    textbook.isbn13 ? `ISBN ${textbook.isbn13}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function TextbookPage() {
  const { slug = '' } = useParams();
  const query = useQuery(textbookQuery(slug));
  return (
    <QueryState query={query} loading={<PageSkeleton />} layout="page">
      {(textbook) => {
        const facts = factsOf(textbook);
        return (
          <>
            <PageMeta
              title={`${textbook.title}: study guides`}
              description={textbook.description ?? `Study guides and notes for ${textbook.title}.`}
            />
            <PageHero
              eyebrow={textbook.subject?.name ?? 'Textbook'}
              title={textbook.title}
              description={textbook.description ?? undefined}
            >
              {facts && <p className="mt-4 text-sm text-muted">{facts}</p>}
            </PageHero>
            <Container className="py-10">
              <DocumentResults scope={{ textbook_id: textbook.id }} />
            </Container>
          </>
        );
      }}
    </QueryState>
  );
}
