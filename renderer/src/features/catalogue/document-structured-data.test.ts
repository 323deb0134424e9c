import { describe, expect, it } from 'vitest';
import type { DocumentDetail } from './catalogue.api';
import { documentStructuredData } from './document-structured-data';

const doc: DocumentDetail = {
  id: 'd',
  slug: 'cell-notes',
  user_id: 'seller',
  title: 'Cell notes',
  description: 'Mitochondria and more',
  price: 4.5,
  points_price: 450,
  average_rating: 4.25,
  review_count: 8,
  download_count: 3,
  view_count: 40,
  page_count: 12,
  preview_page_count: 2,
  preview_file_path: null,
  card_image_path: null,
  language: 'en',
  file_format: 'pdf',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
  published_at: '2026-01-02T00:00:00Z',
  course_id: 'c',
  textbook_id: null,
  subject_id: 's',
  document_type: { id: 't', name: 'Class Notes' },
  subject: { id: 's', name: 'Biology', slug: 'biology' },
  university: { id: 'u', name: 'MIT', slug: 'mit' },
  course: { id: 'c', name: 'Intro Bio', slug: 'intro-bio', code: '7.012' },
  textbook: null,
  author: { full_name: 'Ada' },
};

describe('documentStructuredData', () => {
  it('describes the document with price, currency, rating and pages', () => {
    const data = documentStructuredData(doc, 'https://x/documents/cell-notes');
    expect(data).toMatchObject({
      '@type': 'LearningResource',
      name: 'Cell notes',
      numberOfPages: 12,
      offers: { price: '4.50', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: '4.3', ratingCount: 8 },
      isPartOf: { name: 'Intro Bio', courseCode: '7.012' },
    });
  });

  it('leaves out the rating when there are no reviews', () => {
    expect(documentStructuredData({ ...doc, review_count: 0 }, 'u')).not.toHaveProperty('aggregateRating');
  });
});
