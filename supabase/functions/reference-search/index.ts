// reference-search (issue 13; spec 2 section 9: "Reference search | 5 per search"): { query, idempotency_key? } →
// references found in the platform's library (approved documents, Postgres full-text search) and, when a
// scholarly API is configured (SCHOLARLY_API_URL, a Crossref-compatible `/works?query=` endpoint) and answers in
// time, scholarly works too. Each result is a CSL-JSON reference ready for the paper's sources. Charged through
// runPaidAction; the answer says where the results came from.
import { referenceSearchCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { corsHeaders, json } from '../_shared/cors.ts';
import { runPaidAction } from '../_shared/paid-action.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';
import { readWritingRequest } from '../_shared/writing-request.ts';

const MAX_RESULTS = 10;

/** The CSL-JSON fields this search fills (the citation engine's Reference; citeproc itself is not loaded here). */
interface Reference {
  id: string;
  type: 'report' | 'book' | 'chapter' | 'article-journal';
  title: string;
  author?: Array<{ family?: string; given?: string; literal?: string }>;
  issued?: { 'date-parts': number[][] };
  'container-title'?: string;
  volume?: string;
  issue?: string;
  page?: string;
  publisher?: string;
  DOI?: string;
  URL?: string;
}
const SCHOLARLY_TIMEOUT_MS = 4000;

export interface FoundReference {
  reference: Reference;
  origin: 'library' | 'scholarly';
  document_id: string | null;
}

async function searchLibrary(query: string, siteUrl: string): Promise<FoundReference[]> {
  const client = serviceClient();
  const { data, error } = await client
    .from('documents')
    .select('id, slug, title, created_at, user_id, university:universities(name)')
    .eq('status', 'approved')
    .textSearch('search_vector', query, { type: 'websearch', config: 'english' })
    .order('download_count', { ascending: false })
    .limit(MAX_RESULTS);
  if (error) throw new Error(error.message);
  const authorIds = [...new Set(data.map((d) => d.user_id).filter((id): id is string => id !== null))];
  const { data: profiles } = authorIds.length
    ? await client.from('public_profiles').select('id, full_name').in('id', authorIds)
    : { data: [] };
  const names = new Map((profiles ?? []).map((p) => [p.id, p.full_name]));
  return data.map((d) => {
    const author = d.user_id ? names.get(d.user_id) : null;
    const university = (d.university as { name: string } | null)?.name;
    const reference: Reference = {
      id: `doc-${d.slug}`.slice(0, 60),
      type: 'report',
      title: d.title,
      ...(author ? { author: [{ literal: author }] } : {}),
      issued: { 'date-parts': [[new Date(d.created_at).getUTCFullYear()]] },
      ...(university ? { publisher: university } : { publisher: 'Studyloop' }),
      URL: `${siteUrl}/document/${d.slug}`,
    };
    return { reference, origin: 'library' as const, document_id: d.id };
  });
}

interface CrossrefWork {
  DOI?: string;
  title?: string[];
  author?: Array<{ family?: string; given?: string; name?: string }>;
  'container-title'?: string[];
  issued?: { 'date-parts'?: number[][] };
  volume?: string;
  issue?: string;
  page?: string;
  publisher?: string;
  type?: string;
  URL?: string;
}

/** Crossref-compatible works search; null when none is configured or it does not answer in time. */
async function searchScholarly(query: string): Promise<FoundReference[] | null> {
  const base = Deno.env.get('SCHOLARLY_API_URL');
  if (!base) return null;
  try {
    const url = `${base.replace(/\/$/, '')}/works?rows=${MAX_RESULTS}&query=${encodeURIComponent(query)}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(SCHOLARLY_TIMEOUT_MS) });
    if (!response.ok) return null;
    const body = (await response.json()) as { message?: { items?: CrossrefWork[] } };
    return (body.message?.items ?? [])
      .filter((w) => w.title?.[0])
      .map((w, i) => ({
        origin: 'scholarly' as const,
        document_id: null,
        reference: {
          id: w.DOI ? `doi-${w.DOI}`.replace(/[^\w.:/-]/g, '').slice(0, 60) : `work-${i + 1}`,
          type: w.type === 'book' ? 'book' : w.type === 'book-chapter' ? 'chapter' : 'article-journal',
          title: w.title![0]!,
          author: (w.author ?? []).map((a) =>
            a.name ? { literal: a.name } : { family: a.family ?? '', given: a.given },
          ),
          ...(w.issued?.['date-parts']?.[0]?.[0]
            ? { issued: { 'date-parts': [[w.issued['date-parts'][0][0]]] } }
            : {}),
          ...(w['container-title']?.[0] ? { 'container-title': w['container-title'][0] } : {}),
          ...(w.volume ? { volume: w.volume } : {}),
          ...(w.issue ? { issue: w.issue } : {}),
          ...(w.page ? { page: w.page } : {}),
          ...(w.publisher ? { publisher: w.publisher } : {}),
          ...(w.DOI ? { DOI: w.DOI } : {}),
        } satisfies Reference,
      }));
  } catch {
    return null;
  }
}

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const read = await readWritingRequest(request);
  if (read instanceof Response) return read;
  const { userId, body } = read;
  const query = typeof body.query === 'string' ? body.query.replace(/\s+/g, ' ').trim() : '';
  // Refused before any charge: an empty or over-long search is a typing mistake, not a paid answer.
  if (query.length < 2) return json({ error: 'Type at least two characters to search.' }, 400);
  if (query.length > 200) return json({ error: 'A search is at most 200 characters.' }, 400);
  const siteUrl = (Deno.env.get('SITE_URL') ?? request.headers.get('origin') ?? '').replace(/\/$/, '');

  return runPaidAction({
    request,
    userId,
    action: 'reference-search',
    points: referenceSearchCost(),
    description: 'Reference search',
    insufficientMessage: 'insufficient points',
    body,
    work: async () => {
      const [library, scholarly] = await Promise.all([searchLibrary(query, siteUrl), searchScholarly(query)]);
      return {
        result: { query, results: [...library, ...(scholarly ?? [])], scholarly: scholarly !== null },
        engine: 'engine',
      };
    },
  });
});
