// plagiarism-check (issue 13; spec 1 sections 5 and 9): { text, paper_id?, idempotency_key? } → the similarity
// percentage and each matched span with its source (title, link, matched words), quotations and the reference
// list left out; saved to writing_reports and charged 5 points through runPaidAction. The text is checked on
// the server against the library index in Postgres (approved documents) and against the caller's other papers.
import {
  RowFingerprintLookup,
  candidateQueryArguments,
  rowsOfCandidates,
  type FingerprintRow,
} from '../../../shared/study/plagiarism/fingerprint-index.engine.ts';
import { plagiarismCheckContract } from '../../../shared/functions/writing.contract.ts';
import { checkPlagiarism, PLAGIARISM_MESSAGES } from '../../../shared/study/plagiarism/plagiarism.engine.ts';
import {
  fingerprintDocument,
  fingerprintSubmission,
  toStoredFingerprint,
} from '../../../shared/study/plagiarism/shingling.engine.ts';
import { OWN_PAPER_LIMITS, ownPapersToCompare } from '../../../shared/study/plagiarism/own-papers.engine.ts';
import { plagiarismCheckCost } from '../../../shared/study/pricing/points-pricing.engine.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';
import { callersPaperId, excerptOf } from '../_shared/writing-request.ts';

/** How many of the caller's other papers (newest first) the text is compared with. */
const OWN_PAPERS_CHECKED = 200;
const PAPER_PREFIX = 'paper:';

defineFunction(plagiarismCheckContract, async ({ input, user, caller, paid }) => {
  const { text } = input;
  const submission = fingerprintSubmission(text);
  if (submission.tokens.length === 0) throw new FunctionError(400, PLAGIARISM_MESSAGES.noWords);
  const paperId = await callersPaperId(caller, input.paper_id);
  const userId = user.id;

  return paid({
    action: 'plagiarism-check',
    points: plagiarismCheckCost(),
    description: 'Plagiarism check',
    insufficientMessage: 'You have insufficient points for plagiarism checking',
    work: async () => {
      const service = serviceClient();
      const args = candidateQueryArguments(submission.fingerprints);
      const wanted = args.p_fingerprints;
      const [library, papers] = await Promise.all([
        wanted.length > 0
          ? service.rpc('plagiarism_candidates', args)
          : Promise.resolve({ data: [], error: null }),
        // The caller's own papers, read as the caller: the check compares with nobody else's drafts. The database
        // cuts them to what ownPapersToCompare can use (each paper's first characters, all within the budget as
        // markup), so a writer's 200 papers of 2,000,000 characters are not fetched whole to be cut here.
        caller.rpc('own_papers_to_compare', {
          p_exclude: paperId ?? '00000000-0000-0000-0000-000000000000',
          p_papers: OWN_PAPERS_CHECKED,
          p_chars_per_paper: OWN_PAPER_LIMITS.charsPerPaper * OWN_PAPER_LIMITS.markupFactor,
          p_total_chars: OWN_PAPER_LIMITS.totalChars * OWN_PAPER_LIMITS.markupFactor,
        }),
      ]);
      if (library.error) throw new Error(library.error.message);
      if (papers.error) throw new Error(papers.error.message);

      // One row per candidate document (PostgREST caps an answer at max_rows; postings would overflow it).
      const rows: FingerprintRow[] = rowsOfCandidates(library.data ?? []);
      const paperTexts = new Map<string, string>();
      const wantedSet = new Set(wanted);
      // Each paper by its first characters, all of them within a budget (own-papers.engine.ts).
      for (const { paper, text: content } of ownPapersToCompare(papers.data ?? [])) {
        const key = `${PAPER_PREFIX}${paper.id}`;
        paperTexts.set(key, content);
        const prints = fingerprintDocument(content);
        for (let i = 0; i < prints.hashes.length; i += 1) {
          const stored = toStoredFingerprint(prints.hashes[i] ?? 0);
          if (wantedSet.has(stored))
            rows.push({ fingerprint: stored, documentId: key, position: prints.positions[i] ?? 0 });
        }
      }

      const checked = checkPlagiarism(text, new RowFingerprintLookup(rows), {
        submission,
        sourceText: (id) => paperTexts.get(id),
      });
      if (checked.error !== null) throw new Error(checked.error.message);
      const report = checked.data;

      const documentIds = report.sources
        .map((s) => s.documentId)
        .filter((id) => !id.startsWith(PAPER_PREFIX));
      const documents = new Map<string, { title: string; slug: string; created_at: string }>();
      if (documentIds.length > 0) {
        const { data, error } = await service
          .from('documents')
          .select('id, title, slug, created_at')
          .in('id', documentIds);
        if (error) throw new Error(error.message);
        for (const d of data ?? [])
          documents.set(d.id, { title: d.title, slug: d.slug, created_at: d.created_at });
      }
      const paperById = new Map((papers.data ?? []).map((p) => [`${PAPER_PREFIX}${p.id}`, p]));
      const sources = report.sources.map((source) => {
        const paper = paperById.get(source.documentId);
        const document = documents.get(source.documentId);
        return {
          ...source,
          kind: paper ? ('paper' as const) : ('document' as const),
          title: paper?.title ?? document?.title ?? 'Library document',
          // The report groups copies of the same passage and leads with the earliest (source-groups.engine).
          createdAt: paper?.created_at ?? document?.created_at ?? null,
          link: paper
            ? paper.editor === 'editor'
              ? `/xyeditor/paper/${paper.id}`
              : `/ai-writer/paper/${paper.id}`
            : document
              ? `/documents/${document.slug}`
              : null,
        };
      });
      const result = { ...report, sources };

      const { data, error } = await service
        .from('writing_reports')
        .insert({
          user_id: userId,
          paper_id: paperId,
          kind: 'plagiarism',
          excerpt: excerptOf(text),
          word_count: report.checkedWords,
          score: report.percent,
          checked_text: text,
          result: JSON.parse(JSON.stringify(result)),
          engine: 'engine',
        })
        .select('id, created_at')
        .single();
      if (error) throw new Error(error.message);
      return {
        result: { report_id: data.id, created_at: data.created_at, report: result },
        resultRef: { table: 'writing_reports', id: data.id },
        // Fingerprint matching is the built-in engine's work whether or not a provider is configured.
        engine: 'engine' as const,
      };
    },
  });
});
