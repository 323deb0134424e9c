// reference-search (issue 13; spec 2 section 9: "Reference search | 5 per search"): { query, idempotency_key? } →
// references found in the platform's library (approved documents, Postgres full-text search) and, when a
// scholarly API is configured (SCHOLARLY_API_URL, a Crossref-compatible `/works?query=` endpoint) and answers in
// time, scholarly works too. Each result is a CSL-JSON reference ready for the paper's sources. With an AI model
// configured, the model first turns the student's words into a few library search phrasings (zod-checked JSON;
// without a usable reply the words are searched as typed). The search runs before any charge: an empty result is
// answered free (charge: null); results are charged through runPaidAction and the answer says where they came from.
import { z } from 'zod';
import { referenceSearchContract, type FoundReference } from '../../../shared/functions/writing.contract.ts';
import { referenceSearchCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { OpenAiCompatibleClient } from '../../../shared/study/provider/openai-compatible.client.ts';
import type { ProviderConfig } from '../../../shared/study/provider/openai-compatible.client.ts';
import { configuredProvider } from '../_shared/ai-provider.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

const MAX_RESULTS = 10;

type Reference = FoundReference['reference'];
const SCHOLARLY_TIMEOUT_MS = 4000;

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

const SEARCH_PHRASINGS = z.object({ queries: z.array(z.string().trim().min(2).max(200)).min(1).max(6) });

/** The model's library search phrasings for the student's words (the words themselves first); [] when it fails. */
async function phrasingsOf(provider: ProviderConfig, query: string): Promise<string[]> {
  try {
    return await new OpenAiCompatibleClient({
      ...provider,
      timeoutMs: Math.min(provider.timeoutMs ?? 15_000, 15_000),
    }).structured(
      {
        messages: [
          {
            role: 'system',
            content:
              'You help students find academic references. Give up to four short library search phrasings (2 to 6 keywords each, no quotes or operators) for the topic, most specific first. Reply with JSON only: {"queries": [...]}.',
          },
          { role: 'user', content: `<query>\n${query}\n</query>` },
        ],
        jsonSchema: {
          name: 'reference_queries',
          schema: {
            type: 'object',
            additionalProperties: false,
            required: ['queries'],
            properties: { queries: { type: 'array', items: { type: 'string' } } },
          },
        },
        temperature: 0,
      },
      (value) => {
        const parsed = SEARCH_PHRASINGS.safeParse(value);
        return parsed.success
          ? { ok: true, value: parsed.data.queries }
          : { ok: false, problem: 'queries must be a list of short search phrasings' };
      },
    );
  } catch {
    return [];
  }
}

/** The library's references for each phrasing, best first, each document once. */
async function searchPhrasings(phrasings: string[], siteUrl: string): Promise<FoundReference[]> {
  const seen = new Set<string>();
  const found: FoundReference[] = [];
  for (const results of await Promise.all(phrasings.map((q) => searchLibrary(q, siteUrl)))) {
    for (const result of results) {
      const key = result.document_id ?? result.reference.id;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push(result);
    }
  }
  return found.slice(0, MAX_RESULTS);
}

defineFunction(referenceSearchContract, async ({ request, input, paid, free }) => {
  const { query } = input;
  const siteUrl = (Deno.env.get('SITE_URL') ?? request.headers.get('origin') ?? '').replace(/\/$/, '');

  // The search runs first: nothing found is answered free, so only results are ever charged.
  const provider = await configuredProvider('reference-search');
  const phrasings = provider ? await phrasingsOf(provider, query) : [];
  const [library, scholarly] = await Promise.all([
    searchPhrasings([query, ...phrasings.filter((p) => p.toLowerCase() !== query.toLowerCase())], siteUrl),
    searchScholarly(query),
  ]);
  const results = [...library, ...(scholarly ?? [])];
  const engine = phrasings.length > 0 ? ('provider' as const) : ('engine' as const);
  const result = { query, results, scholarly: scholarly !== null, phrasings };
  if (results.length === 0) return free(result, engine);

  return paid({
    action: 'reference-search',
    points: referenceSearchCost(),
    description: 'Reference search',
    insufficientMessage: 'insufficient points',
    work: async () => ({ result, engine }),
  });
});
