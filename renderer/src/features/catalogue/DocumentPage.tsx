import { useQuery } from '@tanstack/react-query';
import {
  BookOpen,
  Building2,
  Calendar,
  Eye,
  FileText,
  GraduationCap,
  Languages,
  ShoppingCart,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { FirstScreenEnd } from '../../ui/FirstScreenEnd';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { RatingSummary } from '../../ui/RatingSummary';
import { cartTexts, useAddToCart } from '../cart';
import { useAuthStore } from '../auth';
import { DocumentBuyButton, DocumentPaymentReturn, useOwnedDocuments } from '../checkout';
import { formatDateTime } from '../../lib/format-date';
import { loadSupabase } from '../../lib/supabase.loader';
import { pageOrigin } from '../../lib/page-origin';
import { ReviewsSection } from '../reviews';
import { documentQuery, recordDocumentView, relatedQuery } from './catalogue.api';
import type { DocumentDetail } from './catalogue.api';
import { useRefreshDocuments } from './useRefreshDocuments';
import { DocumentCardView, priceLabel } from './DocumentCardView';
import { documentStructuredData } from './document-structured-data';

export function DocumentPage() {
  const { slug = '' } = useParams();
  const query = useQuery(documentQuery(slug));
  return (
    <QueryState query={query} loading={<DocumentSkeleton />} layout="page">
      {(document) => <DocumentView document={document} />}
    </QueryState>
  );
}

function DocumentSkeleton() {
  return (
    <Container className="grid gap-10 py-10 lg:grid-cols-[1fr_22rem]" aria-busy="true">
      <div>
        <Skeleton className="h-5 w-40" />
        <Skeleton className="mt-4 h-10 w-3/4" />
        <Skeleton className="mt-4 h-5 w-1/2" />
        <Skeleton className="mt-8 h-80 rounded-2xl" />
      </div>
      <Skeleton className="h-72 rounded-2xl" />
    </Container>
  );
}

function DocumentPreview({ document, owned }: { document: DocumentDetail; owned: boolean }) {
  const [imageFailed, setImageFailed] = useState(false);
  const image = document.card_image_path ? `/api/storage/cover-images/${document.card_image_path}` : null;
  return (
    <div
      className="overflow-hidden rounded-2xl border border-slate-200 bg-slate-50"
      data-testid="document-preview"
    >
      <div className="relative aspect-[4/3] w-full">
        {image && !imageFailed ? (
          <img
            src={image}
            alt=""
            className="absolute inset-0 size-full object-cover"
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-50 to-violet-100 p-8 text-center">
            <FileText aria-hidden="true" className="size-12 text-brand-500" />
            <p className="line-clamp-3 max-w-md text-lg font-semibold text-ink">{document.title}</p>
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white p-4 text-sm">
        {owned ? (
          // An owner reads the whole document, not the free preview.
          <>
            <span className="inline-flex items-center gap-2 text-slate-700">
              <BookOpen aria-hidden="true" className="size-4 text-brand-600" />
              In your library: all {document.page_count ?? ''} pages
            </span>
            <Link to={`/dashboard/documents/${document.slug}`} className="font-semibold text-brand-700">
              Open the document
            </Link>
          </>
        ) : (
          <span className="inline-flex items-center gap-2 text-slate-700">
            <Eye aria-hidden="true" className="size-4 text-brand-600" />
            Free preview: {document.preview_page_count ?? 0} of {document.page_count ?? '?'} pages
          </span>
        )}
        {!owned && document.preview_file_path && (
          <a
            href={`/api/storage/document-previews/${document.preview_file_path}`}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-700"
          >
            Open preview
          </a>
        )}
      </div>
    </div>
  );
}

function DocumentView({ document }: { document: DocumentDetail }) {
  const addToCart = useAddToCart();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  // Bought, granted or one's own upload: "Owned · Open" instead of a price and a way to buy it again.
  const owned = useOwnedDocuments().has(document.id) || (userId !== null && document.user_id === userId);
  const readerHref = `/dashboard/documents/${document.slug}`;
  const related = useQuery(relatedQuery(document));
  const refreshDocuments = useRefreshDocuments();
  useEffect(() => {
    // A view is counted by the server; failing to count one must not disturb the reader.
    loadSupabase()
      .then((client) => recordDocumentView(client, document.id))
      .catch(() => undefined);
  }, [document.id]);
  const url = `${pageOrigin()}/documents/${document.slug}`;
  const facts = [
    {
      icon: Building2,
      label: 'University',
      value: document.university?.name,
      to: document.university ? `/universities/${document.university.slug}` : null,
    },
    {
      icon: GraduationCap,
      label: 'Course',
      value: document.course
        ? `${document.course.code ? `${document.course.code} · ` : ''}${document.course.name}`
        : null,
      to:
        document.university && document.course
          ? `/universities/${document.university.slug}/courses/${document.course.slug}`
          : null,
    },
    {
      icon: BookOpen,
      label: 'Subject',
      value: document.subject?.name,
      to: document.subject ? `/subjects/${document.subject.slug}` : null,
    },
    {
      icon: BookOpen,
      label: 'Textbook',
      value: document.textbook?.title,
      to: document.textbook ? `/textbooks/${document.textbook.slug}` : null,
    },
    {
      icon: FileText,
      label: 'Pages',
      value: document.page_count
        ? `${document.page_count} pages (${(document.file_format ?? 'pdf').toUpperCase()})`
        : null,
      to: null,
    },
    {
      icon: Languages,
      label: 'Language',
      value: document.language === 'en' ? 'English' : document.language,
      to: null,
    },
    {
      icon: Calendar,
      label: 'Published',
      value: formatDateTime(document.published_at ?? document.created_at),
      to: null,
    },
  ].filter((fact) => fact.value);

  return (
    <Container className="py-10">
      <PageMeta
        title={document.title}
        description={(
          document.description ??
          `${document.document_type?.name ?? 'Study document'} for ${document.subject?.name ?? 'students'}`
        ).slice(0, 160)}
        structuredData={documentStructuredData(document, url)}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <Link to="/documents" className="hover:text-ink">
          Documents
        </Link>
        {document.subject && (
          <>
            {' '}
            /{' '}
            <Link to={`/subjects/${document.subject.slug}`} className="hover:text-ink">
              {document.subject.name}
            </Link>
          </>
        )}
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem] lg:gap-x-10">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <p className="text-sm font-semibold text-brand-700">{document.document_type?.name}</p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
            {document.title}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
            <RatingSummary average={document.average_rating} count={document.review_count} variant="stars" />
            <span>by {document.author?.full_name || 'Unknown Author'}</span>
            <span>{document.download_count.toLocaleString('en-US')} downloads</span>
          </div>
          {document.description && (
            <p className="mt-6 text-lg leading-relaxed text-slate-700">{document.description}</p>
          )}
        </div>
        <aside className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
            {owned ? (
              <ButtonLink to={readerHref} className="w-full" data-testid="view-document">
                <BookOpen aria-hidden="true" className="size-4" /> {cartTexts.ownedOpen}
              </ButtonLink>
            ) : (
              <>
                <p className="text-3xl font-extrabold text-ink" data-testid="document-price">
                  {priceLabel(Number(document.price))}
                </p>
                {document.points_price > 0 && (
                  <p className="mt-1 text-sm text-muted">
                    or {document.points_price.toLocaleString('en-US')} points
                  </p>
                )}
                <Button
                  className="mt-5 w-full"
                  data-testid="add-to-cart"
                  onClick={() =>
                    addToCart({
                      id: document.id,
                      price: Number(document.price),
                      title: document.title,
                      slug: document.slug,
                      points_price: document.points_price,
                      document_type: document.document_type?.name ?? null,
                    })
                  }
                >
                  <ShoppingCart aria-hidden="true" className="size-4" /> Add to cart
                </Button>
                {document.points_price > 0 && (
                  <div className="mt-3">
                    <DocumentBuyButton document={document} viewHref={readerHref} />
                  </div>
                )}
              </>
            )}
            {userId !== null && <DocumentPaymentReturn document={document} />}
            <dl className="mt-6 space-y-3 border-t border-slate-100 pt-5 text-sm">
              {facts.map(({ icon: Icon, label, value, to }) => (
                <div key={label} className="flex items-start gap-3">
                  <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
                  <dt className="sr-only">{label}</dt>
                  <dd className="text-slate-700">
                    {to ? (
                      <Link to={to} className="hover:text-brand-700 hover:underline">
                        {value}
                      </Link>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <div>
            <DocumentPreview document={document} owned={owned} />
          </div>
          <FirstScreenEnd />
          <div className="mt-12">
            <ReviewsSection document={document} onReviewChanged={refreshDocuments} />
          </div>
        </div>
      </div>
      {related.data && related.data.length > 0 && (
        <section aria-labelledby="related" className="mt-16">
          <h2 id="related" className="text-xl font-bold text-ink">
            Related documents
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.data.map((item) => (
              <li key={item.id}>
                <DocumentCardView document={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </Container>
  );
}
