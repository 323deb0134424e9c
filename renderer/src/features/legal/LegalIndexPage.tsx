import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { legalDocuments } from './legal.content';
import { legalDocumentKeys } from './legal.keys';

export function LegalIndexPage() {
  return (
    <>
      <PageMeta
        title="Legal"
        description="Studyloop's terms, privacy and cookie policies, Code of Honor, community guidelines, takedown and refund policies."
      />
      <PageHero
        eyebrow="Legal"
        title="Policies and terms"
        description="How Studyloop works, what we expect from our community and how we protect your data."
      />
      <Container className="py-12">
        <ul className="grid gap-3 sm:grid-cols-2">
          {legalDocumentKeys.map((key) => (
            <li key={key}>
              <Link
                to={`/legal/${key}`}
                className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card hover:border-brand-200"
              >
                <span>
                  <span className="block font-semibold text-ink">{legalDocuments[key].title}</span>
                  <span className="mt-1 block text-sm text-muted">{legalDocuments[key].summary}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
