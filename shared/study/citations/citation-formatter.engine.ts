import CSL from 'citeproc';
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { APA_STYLE } from './styles/apa.style.ts';
import { CHICAGO_STYLE } from './styles/chicago.style.ts';
import { EN_US_LOCALE } from './styles/en-us.locale.ts';
import { HARVARD_STYLE } from './styles/harvard.style.ts';
import { IEEE_STYLE } from './styles/ieee.style.ts';
import { MLA_STYLE } from './styles/mla.style.ts';

/**
 * Reference formatting through citeproc-js, the CSL processor behind Zotero and Mendeley, with every style and
 * the locale bundled: nothing is downloaded, so it works offline in the desktop app.
 */
import { DEFAULT_CITATION_STYLE, type CitationStyle } from './citation-styles.ts';

export {
  CITATION_STYLES,
  DEFAULT_CITATION_STYLE,
  citationStyleFromPaper,
  type CitationStyle,
} from './citation-styles.ts';

const STYLE_XML: Record<CitationStyle, string> = {
  apa: APA_STYLE,
  mla: MLA_STYLE,
  chicago: CHICAGO_STYLE,
  harvard: HARVARD_STYLE,
  ieee: IEEE_STYLE,
};

import type { Reference } from './reference.schema.ts';

export type { CslDate, CslName, Reference } from './reference.schema.ts';

/** A place where a reference is cited, with an optional page or section. */
export interface CitationItem {
  id: string;
  locator?: string;
  label?: 'page' | 'chapter' | 'section' | 'paragraph' | 'figure' | 'line';
}

export type CitationOutput = 'text' | 'html';

export interface FormattedReferences {
  /** Reference list entries in the order the style sorts them. */
  bibliography: string[];
  /** The in-text citation for each requested citation, in the same order. */
  citations: string[];
  /** The reference id of each bibliography entry, in the same order. */
  bibliographyIds: string[];
}

export const CITATION_MESSAGES = {
  missingTitle: 'Each reference needs a title.',
  duplicateId: 'Two references share the same id.',
  unknownReference: 'A citation refers to a reference that is not in the list.',
  invalidDate: 'A reference has a date that could not be read. Use a year such as 2021.',
} as const;

function validate(references: readonly Reference[], citations: readonly CitationItem[][]): string | null {
  const ids = new Set<string>();
  for (const r of references) {
    if (typeof r.title !== 'string' || r.title.trim().length === 0) return CITATION_MESSAGES.missingTitle;
    if (ids.has(r.id)) return CITATION_MESSAGES.duplicateId;
    ids.add(r.id);
    for (const date of [r.issued, r.accessed]) {
      const parts = date?.['date-parts']?.[0];
      if (parts !== undefined && parts.some((p) => !Number.isFinite(Number(p))))
        return CITATION_MESSAGES.invalidDate;
    }
  }
  for (const cluster of citations)
    for (const item of cluster) if (!ids.has(item.id)) return CITATION_MESSAGES.unknownReference;
  return null;
}

/** citeproc-js expects numeric fields as strings and dates as numbers. */
function toCiteprocItem(reference: Reference): Record<string, unknown> {
  const item: Record<string, unknown> = { ...reference };
  for (const key of ['volume', 'issue', 'edition'] as const) {
    if (reference[key] !== undefined) item[key] = String(reference[key]);
  }
  for (const key of ['issued', 'accessed'] as const) {
    const date = reference[key];
    if (date?.['date-parts'] !== undefined) {
      item[key] = { ...date, 'date-parts': date['date-parts'].map((parts) => parts.map((p) => Number(p))) };
    }
  }
  return item;
}

function cleanText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/**
 * Formats a reference list and in-text citations in one style. Expected problems (a reference without a
 * title, a citation of an unknown reference) come back as errors with a message for the user.
 */
export function formatReferences(
  references: readonly Reference[],
  options: { style?: CitationStyle; citations?: readonly CitationItem[][]; output?: CitationOutput } = {},
): StudyResult<FormattedReferences> {
  const style = options.style ?? DEFAULT_CITATION_STYLE;
  const clusters = options.citations ?? [];
  const problem = validate(references, clusters);
  if (problem !== null) return fail('invalid-reference', problem);
  if (references.length === 0) return ok({ bibliography: [], citations: [], bibliographyIds: [] });

  const items = new Map(references.map((r) => [r.id, toCiteprocItem(r)]));
  const sys = {
    retrieveLocale: () => EN_US_LOCALE,
    retrieveItem: (id: string) => items.get(id),
  };
  // A fresh engine per call keeps formatting pure (citeproc keeps citation history for numbering and
  // "ibid."); parsing a style costs a few milliseconds once the module is warm.
  const engine = new CSL.Engine(sys, STYLE_XML[style], 'en-US');
  const order = [...clusters.flat().map((c) => c.id), ...references.map((r) => r.id)];
  engine.updateItems([...new Set(order)]);
  engine.setOutputFormat(options.output ?? 'text');
  const citations = clusters.map((cluster) =>
    cleanText(
      engine.makeCitationCluster(
        cluster.map((c) => ({
          id: c.id,
          locator: c.locator,
          label: c.label ?? (c.locator ? 'page' : undefined),
        })),
      ),
    ),
  );
  const bib = engine.makeBibliography();
  const bibliography = bib === false ? [] : bib[1].map((entry) => cleanText(entry));
  const bibliographyIds = bib === false ? [] : bib[0].entry_ids.map((ids) => String(ids[0]));
  return ok({ bibliography, citations, bibliographyIds });
}

/** One reference in one style, e.g. for the "copy citation" button. */
export function formatReference(
  reference: Reference,
  style: CitationStyle = DEFAULT_CITATION_STYLE,
): StudyResult<{ entry: string; inText: string }> {
  const result = formatReferences([reference], { style, citations: [[{ id: reference.id }]] });
  if (result.error !== null) return { data: null, error: result.error };
  return ok({ entry: result.data.bibliography[0] ?? '', inText: result.data.citations[0] ?? '' });
}
