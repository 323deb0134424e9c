import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePlatform } from '../../platform/usePlatform';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast.store';
import { DeckEditor } from './DeckEditor';
import { cardsFromFile } from './deck-files';
import type { DeckDraft, StudyDeck } from './flashcards.api';
import { appendCards, deleteDeck, flashcardKeys, updateDeck } from './flashcards.api';
import { studyDeckQuery } from './flashcards.offline';
import { flashcardTexts as t } from './flashcards.texts';

function EditView({ data }: { data: StudyDeck }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { cache } = usePlatform();
  const [importState, setImportState] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { deck } = data;
  const deckUrl = `/dashboard/ai-flashcard-maker/deck/${deck.id}`;
  if (!data.isOwner) return <p className="text-muted">{t.notYours}</p>;

  const initial: DeckDraft = {
    name: deck.name,
    description: deck.description ?? '',
    isPublic: deck.is_public,
    cards: data.cards.map(({ id, front, back }) => ({ id, front, back })),
  };

  async function save(values: DeckDraft, removed: string[]) {
    try {
      await updateDeck(deck.id, values, removed);
      toast.success(t.saved);
      await queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
      await navigate(deckUrl);
    } catch (error) {
      toast.error(t.saveFailed, { description: error instanceof Error ? error.message : undefined });
    }
  }

  async function importFile(file: File | undefined) {
    if (!file) return;
    const read = await cardsFromFile(file);
    if ('error' in read) return setImportState(read.error);
    try {
      await appendCards(deck.id, read.cards, data.cards.length);
      setImportState(t.imported(read.cards.length));
      await queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    } catch (error) {
      setImportState(error instanceof Error ? error.message : t.importFailed);
    }
  }

  async function remove() {
    setConfirmingDelete(false);
    try {
      await deleteDeck(deck.id);
      // The desktop's offline copy goes with it.
      await cache?.forgetFlashcardDeck(deck.id);
      toast.success(t.deleted);
      // Marked stale without refetching: refetching the deck this page still shows would find it gone and send the
      // page to "not found" before it leaves (seen in CI); the list refetches when it mounts.
      await queryClient.invalidateQueries({ queryKey: flashcardKeys.all, refetchType: 'none' });
      await navigate('/dashboard/ai-flashcard-maker');
    } catch (error) {
      toast.failure(error);
    }
  }

  return (
    <>
      <Card className="mb-6 p-4">
        <label htmlFor="deck-import" className="text-sm font-medium text-slate-700">
          {t.importCards}
        </label>
        <input
          id="deck-import"
          type="file"
          accept=".csv,.tsv,.txt,.apkg,.colpkg"
          className="mt-1 block w-full text-sm"
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
        {importState && (
          <p role="status" className="mt-2 text-sm text-slate-700">
            {importState}
          </p>
        )}
      </Card>
      {/* Keyed by the card count so an import shows the new cards in the editor. */}
      <DeckEditor key={data.cards.length} initial={initial} submitLabel={t.saveDeck} onSave={save} />
      <Button variant="ghost" className="mt-8 text-red-700" onClick={() => setConfirmingDelete(true)}>
        {t.deleteDeck}
      </Button>
      <ConfirmDialog
        open={confirmingDelete}
        title={t.confirmDeleteTitle}
        description={t.confirmDeleteText}
        confirmLabel={t.deleteDeck}
        cancelLabel={t.keepDeck}
        tone="danger"
        onConfirm={() => void remove()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}

/** /dashboard/ai-flashcard-maker/deck/{identifier}/edit: cards added, edited, deleted, reordered; public or not. */
export function DeckEditPage() {
  const { identifier = '' } = useParams();
  const query = useQuery(studyDeckQuery(identifier));
  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={t.editTitle} />
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.editTitle}</h1>
      <QueryState query={query} loading={<Skeleton className="h-72 rounded-2xl" />}>
        {(data) => <EditView data={data} />}
      </QueryState>
    </div>
  );
}
