import type { UseQueryResult } from '@tanstack/react-query';
import type { Reference } from '../../../../../shared/study/citations/citation-formatter.engine';
import { Button } from '../../../ui/Button';
import type { PaperSource } from './citations.api';
import { citationTexts as t } from './citations.texts';
import { SourceForm } from './SourceForm';

/** The paper's sources, each as the style formats it, with Cite, Edit (in place) and Delete. */
export function SourceList(props: {
  sources: UseQueryResult<PaperSource[]>;
  /** The formatted entry of each source, by source id (the title until it is formatted). */
  entries: ReadonlyMap<string, string>;
  editing: string | null;
  onEdit: (sourceId: string | null) => void;
  onSave: (reference: Reference) => Promise<void>;
  onCite: (source: PaperSource) => void;
  onDelete: (source: PaperSource) => Promise<void>;
}) {
  const { sources, entries, editing, onEdit, onSave, onCite, onDelete } = props;
  return (
    <section aria-label={t.sources}>
      <h3 className="text-sm font-semibold text-ink">{t.sources}</h3>
      {sources.isPending && <p className="text-sm text-slate-500">…</p>}
      {sources.error && (
        <p role="alert" className="text-sm text-red-700">
          {sources.error.message}
        </p>
      )}
      {sources.data?.length === 0 && <p className="mt-1 text-sm text-slate-500">{t.noSources}</p>}
      {sources.data && sources.data.length > 0 && (
        <p className="mt-1 text-xs text-slate-500">{t.citeWhere}</p>
      )}
      <ul className="mt-2 space-y-2" data-testid="sources-list">
        {sources.data?.map((source) => (
          <li key={source.id} className="rounded-lg border border-slate-200 p-2 text-sm">
            {editing === source.id ? (
              <SourceForm initial={source.reference} onSave={onSave} onCancel={() => onEdit(null)} />
            ) : (
              <>
                <p className="text-slate-800 [overflow-wrap:anywhere]">
                  {entries.get(source.id) ?? source.reference.title}
                </p>
                <div className="mt-1.5 flex gap-1.5">
                  <Button
                    size="sm"
                    onClick={() => onCite(source)}
                    aria-label={t.citeLabel(source.reference.title)}
                  >
                    {t.cite}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onEdit(source.id)}
                    aria-label={t.editLabel(source.reference.title)}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => void onDelete(source)}
                    aria-label={t.deleteLabel(source.reference.title)}
                  >
                    {t.delete}
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
