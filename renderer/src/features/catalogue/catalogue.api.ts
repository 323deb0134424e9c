// Public catalogue reads through supabase-js: documents (approved only), subjects, universities and courses,
// textbooks, public tests, homework questions, flashcard decks and scholarships.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { DocumentQuery } from '../search/search-params';
import { DEFAULT_PAGE_SIZE, ilikeFilter } from '../search/search-params';

export interface Named {
  id: string;
  name: string;
  slug: string;
}

export interface DocumentCard {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  price: number;
  points_price: number;
  average_rating: number;
  review_count: number;
  download_count: number;
  page_count: number | null;
  created_at: string;
  card_image_path: string | null;
  document_type: { id: string; name: string } | null;
  subject: Named | null;
  university: Named | null;
  author: { full_name: string | null } | null;
}

export interface DocumentDetail extends DocumentCard {
  view_count: number;
  preview_page_count: number | null;
  preview_file_path: string | null;
  file_format: string | null;
  language: string;
  updated_at: string;
  published_at: string | null;
  course: (Named & { code: string | null }) | null;
  textbook: { id: string; title: string; slug: string; author: string | null } | null;
  course_id: string | null;
  textbook_id: string | null;
  subject_id: string | null;
}

export interface DocumentReview {
  id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  author: { full_name: string | null } | null;
}

export type Page<T> = { rows: T[]; total: number };

export const DOCUMENT_CARD_COLUMNS =
  'id, slug, title, description, price, points_price, average_rating, review_count, download_count, page_count, ' +
  'created_at, card_image_path, document_type:document_types(id, name), subject:subjects(id, name, slug), ' +
  'university:universities(id, name, slug), author:public_profiles!documents_user_id_fkey(full_name)';

const DOCUMENT_DETAIL_COLUMNS =
  `${DOCUMENT_CARD_COLUMNS}, view_count, preview_page_count, preview_file_path, file_format, language, ` +
  'updated_at, published_at, course_id, textbook_id, subject_id, course:courses(id, name, slug, code), ' +
  'textbook:textbooks(id, title, slug, author)';

export interface DocumentScope {
  subject_id?: string;
  university_id?: string;
  course_id?: string;
  textbook_id?: string;
}

function fail(error: { message: string } | null): never {
  throw new Error(error?.message ?? 'Request failed');
}

/** Approved documents: title/description ilike, type and subject filters, the four sorts, pages of 10. */
export async function searchDocuments(
  client: SupabaseClient,
  query: DocumentQuery,
  scope: DocumentScope = {},
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<DocumentCard>> {
  let request = client
    .from('documents')
    .select(DOCUMENT_CARD_COLUMNS, { count: 'exact' })
    .eq('status', 'approved');
  if (query.q) request = request.or(ilikeFilter(query.q));
  if (query.type) request = request.eq('document_type_id', query.type);
  if (query.subject) request = request.eq('subject_id', query.subject);
  for (const [column, value] of Object.entries(scope)) if (value) request = request.eq(column, value);
  switch (query.sort) {
    case 'price_asc':
      request = request.order('price', { ascending: true });
      break;
    case 'price_desc':
      request = request.order('price', { ascending: false });
      break;
    case 'rating':
      request = request
        .order('average_rating', { ascending: false })
        .order('review_count', { ascending: false });
      break;
    default:
      request = request.order('created_at', { ascending: false });
  }
  const from = (query.page - 1) * pageSize;
  const { data, error, count } = await request.order('id').range(from, from + pageSize - 1);
  if (error) fail(error);
  return { rows: (data ?? []) as unknown as DocumentCard[], total: count ?? 0 };
}

export async function fetchDocument(client: SupabaseClient, slug: string): Promise<DocumentDetail | null> {
  const { data, error } = await client
    .from('documents')
    .select(DOCUMENT_DETAIL_COLUMNS)
    .eq('slug', slug)
    .eq('status', 'approved')
    .maybeSingle();
  if (error) fail(error);
  return data as unknown as DocumentDetail | null;
}

export async function fetchReviews(client: SupabaseClient, documentId: string): Promise<DocumentReview[]> {
  const { data, error } = await client
    .from('document_reviews')
    .select(
      'id, rating, comment, created_at, author:public_profiles!document_reviews_user_id_fkey(full_name)',
    )
    .eq('document_id', documentId)
    .order('created_at', { ascending: false })
    .limit(10);
  if (error) return [];
  return (data ?? []) as unknown as DocumentReview[];
}

/** Up to 10 from the same course or textbook, topped up from the same subject (spec 1 section 7). */
export async function fetchRelated(
  client: SupabaseClient,
  document: DocumentDetail,
): Promise<DocumentCard[]> {
  const limit = 10;
  const related: DocumentCard[] = [];
  const seen = new Set([document.id]);
  const take = (rows: unknown[] | null) => {
    for (const row of (rows ?? []) as DocumentCard[]) {
      if (related.length < limit && !seen.has(row.id)) {
        seen.add(row.id);
        related.push(row);
      }
    }
  };
  const base = () => client.from('documents').select(DOCUMENT_CARD_COLUMNS).eq('status', 'approved');
  const sameScope = [
    document.course_id ? `course_id.eq.${document.course_id}` : null,
    document.textbook_id ? `textbook_id.eq.${document.textbook_id}` : null,
  ].filter(Boolean);
  if (sameScope.length) {
    const { data } = await base()
      .or(sameScope.join(','))
      .order('download_count', { ascending: false })
      .limit(limit + 1);
    take(data);
  }
  if (related.length < limit && document.subject_id) {
    const { data } = await base()
      .eq('subject_id', document.subject_id)
      .order('download_count', { ascending: false })
      .limit(limit + 1);
    take(data);
  }
  return related;
}

export async function fetchDocumentTypes(client: SupabaseClient) {
  const { data, error } = await client.from('document_types').select('id, name, slug').order('name');
  if (error) fail(error);
  return (data ?? []) as Named[];
}

export interface Subject extends Named {
  icon_name: string | null;
  color: string | null;
  description: string | null;
  document_count: number;
}

export async function fetchSubjects(client: SupabaseClient): Promise<Subject[]> {
  const { data, error } = await client
    .from('subjects')
    .select('id, name, slug, icon_name, color, description, document_count')
    .order('name');
  if (error) fail(error);
  return (data ?? []) as Subject[];
}

export async function fetchSubject(client: SupabaseClient, slug: string): Promise<Subject | null> {
  const { data, error } = await client
    .from('subjects')
    .select('id, name, slug, icon_name, color, description, document_count')
    .eq('slug', slug)
    .maybeSingle();
  if (error) fail(error);
  return data as Subject | null;
}

export interface University extends Named {
  logo_url: string | null;
  city: string | null;
  website: string | null;
  description: string | null;
  country: { name: string; code: string } | null;
}

const UNIVERSITY_COLUMNS =
  'id, name, slug, logo_url, city, website, description, country:countries(name, code)';

export async function fetchUniversities(client: SupabaseClient): Promise<University[]> {
  const { data, error } = await client.from('universities').select(UNIVERSITY_COLUMNS).order('name');
  if (error) fail(error);
  return (data ?? []) as unknown as University[];
}

export interface Course extends Named {
  code: string | null;
  level: string | null;
  description: string | null;
  university_id: string;
}

export async function fetchUniversity(client: SupabaseClient, slug: string) {
  const { data, error } = await client
    .from('universities')
    .select(UNIVERSITY_COLUMNS)
    .eq('slug', slug)
    .maybeSingle();
  if (error) fail(error);
  if (!data) return null;
  const university = data as unknown as University;
  const courses = await client
    .from('courses')
    .select('id, name, slug, code, level, description, university_id')
    .eq('university_id', university.id)
    .order('name');
  if (courses.error) fail(courses.error);
  return { university, courses: (courses.data ?? []) as Course[] };
}

export async function fetchCourse(client: SupabaseClient, universitySlug: string, courseSlug: string) {
  const found = await fetchUniversity(client, universitySlug);
  if (!found) return null;
  const course = found.courses.find((item) => item.slug === courseSlug);
  return course ? { university: found.university, course } : null;
}

export interface Textbook {
  id: string;
  title: string;
  slug: string;
  author: string | null;
  edition: string | null;
  isbn13: string | null;
  publication_year: number | null;
  description: string | null;
  subject: Named | null;
}

const TEXTBOOK_COLUMNS =
  'id, title, slug, author, edition, isbn13, publication_year, description, subject:subjects(id, name, slug)';

export async function fetchTextbooks(client: SupabaseClient): Promise<Textbook[]> {
  const { data, error } = await client.from('textbooks').select(TEXTBOOK_COLUMNS).order('title');
  if (error) fail(error);
  return (data ?? []) as unknown as Textbook[];
}

export async function fetchTextbook(client: SupabaseClient, slug: string): Promise<Textbook | null> {
  const { data, error } = await client
    .from('textbooks')
    .select(TEXTBOOK_COLUMNS)
    .eq('slug', slug)
    .maybeSingle();
  if (error) fail(error);
  return data as unknown as Textbook | null;
}

export interface Scholarship {
  id: string;
  slug: string;
  title: string;
  provider: string;
  amount: number | null;
  currency: string;
  deadline: string | null;
  description: string | null;
  eligibility: string | null;
  url: string | null;
  subject: { name: string } | null;
  country: { name: string } | null;
}

export async function fetchScholarships(client: SupabaseClient): Promise<Scholarship[]> {
  const { data, error } = await client
    .from('scholarships')
    .select(
      'id, slug, title, provider, amount, currency, deadline, description, eligibility, url, subject:subjects(name), country:countries(name)',
    )
    .eq('is_active', true)
    .order('deadline', { ascending: true, nullsFirst: false });
  if (error) fail(error);
  return (data ?? []) as unknown as Scholarship[];
}
