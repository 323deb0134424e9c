// schema.org data for a document page, from the page metadata inputs of spec 1 section 3.
import type { DocumentDetail } from './catalogue.api';

export function documentStructuredData(document: DocumentDetail, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LearningResource',
    name: document.title,
    description: document.description ?? undefined,
    url,
    inLanguage: document.language,
    learningResourceType: document.document_type?.name,
    encodingFormat: document.file_format ? `application/${document.file_format}` : undefined,
    numberOfPages: document.page_count ?? undefined,
    dateCreated: document.created_at,
    dateModified: document.updated_at,
    about: document.subject ? { '@type': 'Thing', name: document.subject.name } : undefined,
    author: document.author?.full_name ? { '@type': 'Person', name: document.author.full_name } : undefined,
    sourceOrganization: document.university
      ? { '@type': 'CollegeOrUniversity', name: document.university.name }
      : undefined,
    isPartOf: document.course
      ? { '@type': 'Course', name: document.course.name, courseCode: document.course.code ?? undefined }
      : undefined,
    offers: {
      '@type': 'Offer',
      price: Number(document.price).toFixed(2),
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    },
  };
  if (document.review_count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(document.average_rating).toFixed(1),
      ratingCount: document.review_count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return JSON.parse(JSON.stringify(data)) as Record<string, unknown>;
}
