import { useState } from 'react';
import {
  referenceSearchContract,
  type FoundReference,
} from '../../../../../shared/functions/writing.contract';
import { referenceSearchCost } from '../../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import { AiToolNote, PaidActionFailure, usePaidAction } from '../../ai-tools';
import { addSources } from './citations.api';
import { citationTexts as t } from './citations.texts';

/**
 * The paid reference search (the library, and scholarly sources when available): results not yet among the
 * paper's sources (`known`, by title) can be added one by one.
 */
export function ReferenceSearch(props: { paperId: string; known: Set<string>; onAdded: () => void }) {
  const { busy, run, failure } = usePaidAction(referenceSearchContract);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{
    results: FoundReference[];
    scholarly: boolean;
    charged: number;
  } | null>(null);
  const price = referenceSearchCost();

  async function search() {
    if (query.trim().length < 2) return;
    const answer = await run({ query });
    if (answer.ok) setFound({ ...answer.result, charged: answer.charged });
  }

  return (
    <section aria-label={t.search} className="space-y-2">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t.searchLabel}</span>
          <input
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t.search}
            minLength={2}
            maxLength={200}
            className="h-9 w-full rounded-lg border border-slate-300 px-2.5 text-sm"
          />
        </label>
        <Button size="sm" type="submit" disabled={busy || query.trim().length < 2}>
          {t.searchButton(price)}
        </Button>
      </form>
      <AiToolNote tool="reference-search" />
      <PaidActionFailure failure={failure} />
      {found && (
        <div data-testid="reference-results" className="space-y-1">
          <p className="text-xs text-slate-500">{found.scholarly ? t.searchedBoth : t.searchedLibrary}</p>
          {found.results.length === 0 && (
            <p className="text-sm text-slate-500">
              {t.noResults} {found.charged === 0 ? t.notCharged : ''}
            </p>
          )}
          <ul className="divide-y divide-slate-100 text-sm">
            {found.results.map((item) => {
              const added = props.known.has(item.reference.title.toLowerCase());
              return (
                <li key={`${item.origin}-${item.reference.id}`} className="flex items-center gap-2 py-1.5">
                  <span className="min-w-0 flex-1 truncate" title={item.reference.title}>
                    {item.reference.title}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={added}
                    aria-label={`${t.addResult} ${item.reference.title}`}
                    onClick={() =>
                      void addSources(props.paperId, [
                        { reference: item.reference, documentId: item.document_id },
                      ])
                        .then(props.onAdded)
                        .catch((error: unknown) => toast.failure(error))
                    }
                  >
                    {added ? t.added : t.addResult}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
