// Formats every in-text citation and the bibliography of the open paper in one style, in document order (IEEE
// numbers follow the order of first citation), and writes the texts into the editor's citation nodes. A
// citation whose sources were all deleted is removed. The CSL engine (citeproc) loads on first use.
import type { Editor } from '@tiptap/react';
import type {
  CitationStyle,
  Reference,
} from '../../../../../shared/study/citations/citation-formatter.engine';

export const BIBLIOGRAPHY_HEADINGS: Record<CitationStyle, string> = {
  apa: 'References',
  mla: 'Works Cited',
  chicago: 'References',
  harvard: 'Reference list',
  ieee: 'References',
};

export interface FormattedSources {
  /** Each source's bibliography entry, by source id. */
  entries: Map<string, string>;
  /** The bibliography in the style's order. */
  bibliography: string[];
}

/**
 * Rewrites the citation and bibliography nodes of the document with one run of the CSL engine; answers the
 * bibliography and each source's entry.
 */
export async function refreshCitations(
  editor: Editor,
  references: readonly Reference[],
  style: CitationStyle,
): Promise<FormattedSources> {
  const { formatReferences } =
    await import('../../../../../shared/study/citations/citation-formatter.engine');
  if (editor.isDestroyed) return { entries: new Map(), bibliography: [] };
  const known = new Set(references.map((r) => r.id));
  const citations: Array<{ pos: number; ids: string[] }> = [];
  const bibliographies: number[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'citation') {
      const ids = String(node.attrs.refs)
        .split(',')
        .filter((id) => known.has(id));
      citations.push({ pos, ids });
    } else if (node.type.name === 'bibliography') bibliographies.push(pos);
  });
  const live = citations.filter((c) => c.ids.length > 0);
  const formatted = formatReferences(references, {
    style,
    citations: live.map((c) => c.ids.map((id) => ({ id }))),
  });
  if (formatted.error !== null) throw new Error(formatted.error.message);
  const texts = new Map(live.map((c, i) => [c.pos, formatted.data.citations[i] ?? '']));
  const heading = BIBLIOGRAPHY_HEADINGS[style];

  const tr = editor.state.tr;
  // Positions are replaced from the end so earlier ones stay valid when a citation is removed.
  const edits = [
    ...citations.map((c) => ({ pos: c.pos, kind: 'citation' as const, ids: c.ids })),
    ...bibliographies.map((pos) => ({ pos, kind: 'bibliography' as const, ids: [] })),
  ].sort((a, b) => b.pos - a.pos);
  for (const edit of edits) {
    const node = tr.doc.nodeAt(edit.pos);
    if (!node) continue;
    if (edit.kind === 'citation') {
      if (edit.ids.length === 0) tr.delete(edit.pos, edit.pos + node.nodeSize);
      else {
        const text = texts.get(edit.pos) ?? '';
        const refs = edit.ids.join(',');
        if (node.attrs.text !== text || node.attrs.refs !== refs)
          tr.setNodeMarkup(edit.pos, undefined, { ...node.attrs, text, refs });
      }
    } else {
      const entries = formatted.data.bibliography;
      if (node.attrs.heading !== heading || JSON.stringify(node.attrs.entries) !== JSON.stringify(entries))
        tr.setNodeMarkup(edit.pos, undefined, { heading, entries });
    }
  }
  if (tr.docChanged) editor.view.dispatch(tr);
  const { bibliography, bibliographyIds } = formatted.data;
  return { bibliography, entries: new Map(bibliographyIds.map((id, i) => [id, bibliography[i] ?? ''])) };
}
