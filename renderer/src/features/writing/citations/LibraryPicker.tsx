import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import { addSources, libraryReferencesQuery } from './citations.api';
import { citationTexts as t } from './citations.texts';

/** Adds a document of the user's library (one they own) to the paper's sources, with its stored reference. */
export function LibraryPicker(props: { paperId: string; onAdded: () => void }) {
  const library = useQuery(libraryReferencesQuery());
  const [chosen, setChosen] = useState('');
  if (library.isPending) return <p className="text-sm text-slate-500">…</p>;
  if (library.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {library.error.message}
      </p>
    );
  if (library.data.length === 0) return <p className="text-sm text-slate-500">{t.libraryEmpty}</p>;
  return (
    <div className="flex gap-2">
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t.chooseDocument}</span>
        <select
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">{t.chooseDocument}</option>
          {library.data.map((item) => (
            <option key={item.documentId} value={item.documentId}>
              {item.reference.title}
            </option>
          ))}
        </select>
      </label>
      <Button
        size="sm"
        disabled={!chosen}
        onClick={() => {
          const item = library.data.find((d) => d.documentId === chosen);
          if (!item) return;
          void addSources(props.paperId, [item])
            .then(props.onAdded)
            .catch((error: unknown) => toast.failure(error));
        }}
      >
        {t.addFromLibrary}
      </Button>
    </div>
  );
}
