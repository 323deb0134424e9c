// Public catalogue reads through supabase-js: documents (approved only), subjects, universities and courses,
// textbooks and scholarships. Row types come from the selects themselves over the generated Database types.
import { queryOptions } from '@tanstack/react-query';
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';
import type { DocumentQuery } from './document-query';
import { DEFAULT_PAGE_SIZE } from './document-query';

type Client = SupabaseClient<Database>;

const CARD_COLUMNS = `
  id, slug, title, description, price, points_price, average_rating, review_count, download_count, page_count,
  created_at, card_image_path, document_type:document_types(id, name), subject:subjects(id, name, slug),
  university:universities(id, name, slug)` as const;
const DOCUMENT_CARD_COLUMNS =
  `${CARD_COLUMNS}, author:public_profiles!documents_user_id_fkey(full_name)` as const;

const DOCUMENT_DETAIL_COLUMNS = `${DOCUMENT_CARD_COLUMNS},
  user_id, view_count, preview_page_count, preview_file_path, file_format, language, updated_at, published_at, course_id,
  textbook_id, subject_id, course:courses(id, name, slug, code), textbook:textbooks(id, title, slug, author)` as const;

const SUBJECT_COLUMNS = 'id, name, slug, icon_name, color, description, document_count';
const UNIVERSITY_COLUMNS =
  'id, name, slug, logo_url, city, website, description, country:countries(name, code)';
const COURSE_COLUMNS = 'id, name, slug, code, level, description, university_id';
const TEXTBOOK_COLUMNS =
  'id, title, slug, author, edition, isbn13, publication_year, description, subject:subjects(id, name, slug)';
const SCHOLARSHIP_COLUMNS = `id, slug, title, provider, amount, currency, deadline, description, eligibility, url,
  subject:subjects(name), country:countries(name)`;

const documentCards = (client: Client) => client.from('documents').select(DOCUMENT_CARD_COLUMNS);
const documentDetails = (client: Client) => client.from('documents').select(DOCUMENT_DETAIL_COLUMNS);
const subjects = (client: Client) => client.from('subjects').select(SUBJECT_COLUMNS);
const universities = (client: Client) => client.from('universities').select(UNIVERSITY_COLUMNS);
const courses = (client: Client) => client.from('courses').select(COURSE_COLUMNS);
const textbooks = (client: Client) => client.from('textbooks').select(TEXTBOOK_COLUMNS);
const scholarships = (client: Client) => client.from('scholarships').select(SCHOLARSHIP_COLUMNS);

export type DocumentCard = QueryData<ReturnType<typeof documentCards>>[number];
export type DocumentDetail = QueryData<ReturnType<typeof documentDetails>>[number];
export type Subject = QueryData<ReturnType<typeof subjects>>[number];
export type University = QueryData<ReturnType<typeof universities>>[number];
export type Course = QueryData<ReturnType<typeof courses>>[number];
export type Textbook = QueryData<ReturnType<typeof textbooks>>[number];
export type Scholarship = QueryData<ReturnType<typeof scholarships>>[number];

export type Page<T> = { rows: T[]; total: number };

/** The columns a listing may be narrowed by (a subject, university, course or textbook page). */
export interface DocumentScope {
  subject_id?: string;
  university_id?: string;
  course_id?: string;
  textbook_id?: string;
}

function fail(error: { message: string } | null): never {
  throw new Error(error?.message ?? 'Request failed');
}

/** A search result's card: a document card, the author through the result table's own key, the search's figures. */
const SEARCH_RESULT_COLUMNS =
  `${CARD_COLUMNS}, author:public_profiles!document_search_results_user_id_fkey(full_name), total_count, corrected_query` as const;

/**
 * Approved documents through search_documents_page (full-text over title, catalogue names, description and body,
 * ranked, typos corrected) with the type and subject filters, the sorts and pages of 10, in one call: every row
 * also carries the total (counted up to 1,001) and the corrected query. A page past the last result has no row to
 * carry them, so only then is the total asked of search_documents_count.
 */
export async function searchDocuments(
  client: Client,
  query: DocumentQuery,
  scope: DocumentScope = {},
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<DocumentCard> & { corrected: string | null }> {
  const filters = {
    p_query: query.q || undefined,
    p_document_type_id: query.type ?? undefined,
    p_subject_id: query.subject ?? scope.subject_id,
    p_university_id: scope.university_id,
    p_course_id: scope.course_id,
    p_textbook_id: scope.textbook_id,
  };
  const page = await client
    .rpc('search_documents_page', { ...filters, p_sort: query.sort, p_page: query.page, p_limit: pageSize })
    .select(SEARCH_RESULT_COLUMNS);
  if (page.error) fail(page.error);
  const rows = page.data ?? [];
  const first = rows[0];
  if (!first && query.page > 1) {
    const count = await client.rpc('search_documents_count', filters).single();
    if (count.error) fail(count.error);
    return { rows: [], total: count.data?.total ?? 0, corrected: count.data?.corrected_query ?? null };
  }
  return {
    rows: rows.map(({ total_count: _total, corrected_query: _corrected, ...card }) => card),
    total: first?.total_count ?? 0,
    corrected: first?.corrected_query ?? null,
  };
}

export async function fetchDocument(client: Client, slug: string): Promise<DocumentDetail | null> {
  const { data, error } = await documentDetails(client)
    .eq('slug', slug)
    .eq('status', 'approved')
    .maybeSingle();
  if (error) fail(error);
  return data;
}

/** Up to 10 from the same course or textbook, topped up from the same subject (spec 1 section 7). */
export async function fetchRelated(client: Client, document: DocumentDetail): Promise<DocumentCard[]> {
  const limit = 10;
  const related: DocumentCard[] = [];
  const seen = new Set([document.id]);
  const take = (rows: DocumentCard[] | null) => {
    for (const row of rows ?? []) {
      if (related.length < limit && !seen.has(row.id)) {
        seen.add(row.id);
        related.push(row);
      }
    }
  };
  const base = () => documentCards(client).eq('status', 'approved');
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

/**
 * Spec 2 section 7.1: record_document_view with the device ({userAgent, platform}); the database counts the
 * view (documents.view_count, once per reader and period) and keeps a signed-in reader's recently viewed list.
 */
export async function recordDocumentView(
  client: Client,
  documentId: string,
  reading: { pageNumber?: number; progress?: number } = {},
): Promise<void> {
  const { error } = await client.rpc('record_document_view', {
    p_document_id: documentId,
    p_page_number: reading.pageNumber,
    p_progress: reading.progress,
    p_device_info: { userAgent: navigator.userAgent, platform: navigator.platform },
  });
  if (error) fail(error);
}

/** Spec 1 section 7: featured documents, by default the 5 most downloaded approved ones. */
export const FEATURED_DOCUMENTS_LIMIT = 5;

export async function fetchFeatured(
  client: Client,
  limit = FEATURED_DOCUMENTS_LIMIT,
): Promise<DocumentCard[]> {
  const { data, error } = await documentCards(client)
    .eq('status', 'approved')
    .order('download_count', { ascending: false })
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) fail(error);
  return data ?? [];
}

export async function fetchDocumentTypes(client: Client) {
  const { data, error } = await client.from('document_types').select('id, name, slug').order('name');
  if (error) fail(error);
  return data ?? [];
}

export async function fetchSubjects(client: Client): Promise<Subject[]> {
  const { data, error } = await subjects(client).order('name');
  if (error) fail(error);
  return data ?? [];
}

export async function fetchSubject(client: Client, slug: string): Promise<Subject | null> {
  const { data, error } = await subjects(client).eq('slug', slug).maybeSingle();
  if (error) fail(error);
  return data;
}

export async function fetchUniversities(client: Client): Promise<University[]> {
  const { data, error } = await universities(client).order('name');
  if (error) fail(error);
  return data ?? [];
}

export async function fetchUniversity(client: Client, slug: string) {
  const { data: university, error } = await universities(client).eq('slug', slug).maybeSingle();
  if (error) fail(error);
  if (!university) return null;
  const found = await courses(client).eq('university_id', university.id).order('name');
  if (found.error) fail(found.error);
  return { university, courses: found.data ?? [] };
}

export async function fetchCourse(client: Client, universitySlug: string, courseSlug: string) {
  const found = await fetchUniversity(client, universitySlug);
  if (!found) return null;
  const course = found.courses.find((item) => item.slug === courseSlug);
  return course ? { university: found.university, course } : null;
}

export async function fetchTextbooks(client: Client): Promise<Textbook[]> {
  const { data, error } = await textbooks(client).order('title');
  if (error) fail(error);
  return data ?? [];
}

export async function fetchTextbook(client: Client, slug: string): Promise<Textbook | null> {
  const { data, error } = await textbooks(client).eq('slug', slug).maybeSingle();
  if (error) fail(error);
  return data;
}

export async function fetchScholarships(client: Client): Promise<Scholarship[]> {
  const { data, error } = await scholarships(client)
    .eq('is_active', true)
    .order('deadline', { ascending: true, nullsFirst: false });
  if (error) fail(error);
  return data ?? [];
}

/** One key scheme for the catalogue's cache entries; `all` invalidates every one of them. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  documents: () => [...catalogueKeys.all, 'documents'] as const,
  documentList: (query: DocumentQuery, scope: DocumentScope) =>
    [...catalogueKeys.documents(), 'list', query, scope] as const,
  document: (slug: string) => [...catalogueKeys.documents(), 'detail', slug] as const,
  related: (documentId: string) => [...catalogueKeys.documents(), 'related', documentId] as const,
  featured: (limit: number) => [...catalogueKeys.documents(), 'featured', limit] as const,
  documentTypes: () => [...catalogueKeys.all, 'document-types'] as const,
  subjects: () => [...catalogueKeys.all, 'subjects'] as const,
  subject: (slug: string) => [...catalogueKeys.subjects(), slug] as const,
  universities: () => [...catalogueKeys.all, 'universities'] as const,
  university: (slug: string) => [...catalogueKeys.universities(), slug] as const,
  course: (universitySlug: string, courseSlug: string) =>
    [...catalogueKeys.university(universitySlug), 'courses', courseSlug] as const,
  textbooks: () => [...catalogueKeys.all, 'textbooks'] as const,
  textbook: (slug: string) => [...catalogueKeys.textbooks(), slug] as const,
  scholarships: () => [...catalogueKeys.all, 'scholarships'] as const,
};

export const documentListQuery = (query: DocumentQuery, scope: DocumentScope = {}) =>
  queryOptions({
    queryKey: catalogueKeys.documentList(query, scope),
    queryFn: async () => searchDocuments(await loadSupabase(), query, scope),
  });

export const documentQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.document(slug),
    queryFn: async () => fetchDocument(await loadSupabase(), slug),
  });

export const featuredQuery = (limit = FEATURED_DOCUMENTS_LIMIT) =>
  queryOptions({
    queryKey: catalogueKeys.featured(limit),
    queryFn: async () => fetchFeatured(await loadSupabase(), limit),
  });

export const relatedQuery = (document: DocumentDetail) =>
  queryOptions({
    queryKey: catalogueKeys.related(document.id),
    queryFn: async () => fetchRelated(await loadSupabase(), document),
  });

export const documentTypesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.documentTypes(),
    queryFn: async () => fetchDocumentTypes(await loadSupabase()),
    // Document types change with a migration, not while someone browses.
    staleTime: Infinity,
  });

export const subjectsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.subjects(),
    queryFn: async () => fetchSubjects(await loadSupabase()),
  });

export const subjectQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.subject(slug),
    queryFn: async () => fetchSubject(await loadSupabase(), slug),
  });

export const universitiesQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.universities(),
    queryFn: async () => fetchUniversities(await loadSupabase()),
  });

export const universityQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.university(slug),
    queryFn: async () => fetchUniversity(await loadSupabase(), slug),
  });

export const courseQuery = (universitySlug: string, courseSlug: string) =>
  queryOptions({
    queryKey: catalogueKeys.course(universitySlug, courseSlug),
    queryFn: async () => fetchCourse(await loadSupabase(), universitySlug, courseSlug),
  });

export const textbooksQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.textbooks(),
    queryFn: async () => fetchTextbooks(await loadSupabase()),
  });

export const textbookQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.textbook(slug),
    queryFn: async () => fetchTextbook(await loadSupabase(), slug),
  });

export const scholarshipsQuery = () =>
  queryOptions({
    queryKey: catalogueKeys.scholarships(),
    queryFn: async () => fetchScholarships(await loadSupabase()),
  });
