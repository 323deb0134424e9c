import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { flashcardsGenerateContract } from '../../../../shared/functions/study-materials.contract';
import { countWords } from '../../../../shared/study/text/text-tokens.util';
import { flashcardsCost } from '../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { toast } from '../../ui/toast.store';
import { LeaveGuard, RestoredDraftNotice, useDraftJournal } from '../drafts';
import { tabTriggerClasses } from '../learning';
import { walletKeys } from '../wallet';
import { DeckEditor } from './DeckEditor';
import { ACCEPTED_FILES, readFileText } from './file-text';
import { usePaidAction, type PaidRun } from '../ai-tools';
import type { DeckDraft, GenerationSource } from './flashcards.api';
import { createDeck, flashcardKeys, ownedDocumentsQuery } from './flashcards.api';
import { flashcardTexts as t } from './flashcards.texts';

const CARD_COUNTS = [5, 10, 15, 20, 25, 30, 40, 50] as const;
type Mode = 'text' | 'document' | 'file' | 'hand';

const selectClasses =
  'mt-1 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-[0.9375rem] text-ink focus:border-brand-500 focus:outline-none';

/** What the page keeps on this device until the deck is saved or discarded: the pasted text and the deck. */
interface DeckWork {
  text: string;
  draft: DeckDraft | null;
}
const isDeckDraft = (value: unknown): value is DeckDraft => {
  const draft = value as DeckDraft | null;
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.name === 'string' &&
    typeof draft.description === 'string' &&
    typeof draft.isPublic === 'boolean' &&
    Array.isArray(draft.cards) &&
    draft.cards.every((c) => typeof c?.front === 'string' && typeof c?.back === 'string')
  );
};
const parseDeckWork = (raw: unknown): DeckWork | null => {
  const work = raw as DeckWork | null;
  if (typeof work !== 'object' || work === null || typeof work.text !== 'string') return null;
  return { text: work.text, draft: isDeckDraft(work.draft) ? work.draft : null };
};

/** A draft handed over by another screen (e.g. a test's weak topics), shown straight in the editor. */
export interface DeckCreateState {
  draft?: DeckDraft;
}

/** /dashboard/ai-flashcard-maker/deck/create: generate cards (priced by the tiers) or write them, edit, save. */
export function DeckCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handed = (useLocation().state as DeckCreateState | null)?.draft;
  // ?document={id}: the practice links of a document and its chat choose it as the source.
  const [params] = useSearchParams();
  const linked = params.get('document') ?? '';
  const [mode, setMode] = useState<Mode>(linked ? 'document' : 'text');
  const [text, setText] = useState('');
  const [documentId, setDocumentId] = useState(linked);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileState, setFileState] = useState<string | null>(null);
  const [count, setCount] = useState<number>(10);
  const [draft, setDraft] = useState<DeckDraft | null>(handed ?? null);
  const [generation, setGeneration] = useState<Extract<
    PaidRun<typeof flashcardsGenerateContract>,
    { ok: true }
  > | null>(null);
  // The deck as edited (the editor owns its form); remounting the editor with `editorKey` shows a restored one.
  const edited = useRef<DeckDraft | null>(draft);
  const [editorKey, setEditorKey] = useState(0);
  const journal = useDraftJournal<DeckWork>({
    scope: handed ? null : 'flashcards:new-deck',
    read: () => ({ text, draft: edited.current }),
    parse: parseDeckWork,
    isEmpty: (work) => !work.text.trim() && work.draft === null,
    apply: (work) => {
      if (work.text === text && work.draft === null) return false;
      setText(work.text);
      if (work.text) setMode('text');
      edited.current = work.draft;
      setDraft(work.draft);
      setEditorKey((k) => k + 1);
    },
  });
  const { markDirty, flush } = journal;
  const onDeckEdited = useCallback(
    (deck: DeckDraft) => {
      edited.current = deck;
      markDirty();
    },
    [markDirty],
  );
  function discardDraft() {
    edited.current = null;
    setDraft(null);
    setGeneration(null);
    void journal.discard();
  }
  const documents = useQuery({ ...ownedDocumentsQuery(), enabled: mode === 'document' });
  const price = flashcardsCost(count);
  // A linked document the user does not own is not offered (nor sent).
  const chosenDocument = documents.data?.some((d) => d.id === documentId) ? documentId : '';

  const generate = usePaidAction(flashcardsGenerateContract);

  async function generateFrom(source: GenerationSource) {
    const answer = await generate.run({ ...source, card_count: count });
    if (!answer.ok) return;
    setGeneration(answer);
    const generated: DeckDraft = {
      name:
        answer.result.source_name === 'pasted text' ? '' : answer.result.source_name.replace(/\.\w+$/, ''),
      description: '',
      isPublic: false,
      cards: answer.result.cards.map((c) => ({ front: c.front, back: c.back })),
      sourceDocumentId: answer.result.document_id,
    };
    setDraft(generated);
    // Paid-for cards are kept on this device at once, not after the next edit.
    edited.current = generated;
    markDirty();
    void flush();
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }

  const source: GenerationSource | null =
    mode === 'text' && text.trim()
      ? { source: 'text', text }
      : mode === 'document' && chosenDocument
        ? { source: 'document', document_id: chosenDocument }
        : mode === 'file' && file
          ? { source: 'file', text: file.text, file_name: file.name }
          : null;

  async function pickFile(picked: File | undefined) {
    setFile(null);
    if (!picked) return;
    setFileState(t.readingFile);
    try {
      const content = await readFileText(picked);
      if (content === null) return setFileState(t.fileUnsupported);
      setFile({ name: picked.name, text: content });
      setFileState(t.fileRead(picked.name, countWords(content)));
    } catch (error) {
      setFileState(error instanceof Error ? error.message : String(error));
    }
  }

  async function save(values: DeckDraft) {
    try {
      const id = await createDeck(values);
      await journal.saved();
      toast.success(t.saved);
      await queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
      await navigate(`/dashboard/ai-flashcard-maker/deck/${id}`);
    } catch (error) {
      toast.error(t.saveFailed, { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className="mx-auto max-w-4xl">
      <PageMeta title={t.createTitle} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.createTitle}</h1>
      <p className="mt-1 text-muted">{t.createLead}</p>
      <LeaveGuard
        shouldBlock={() => draft !== null && journal.hasUnsavedWork()}
        description={t.leaveUnsavedDeck}
      />
      <div className="mt-4">
        <RestoredDraftNotice journal={journal} />
      </div>
      {draft ? (
        <div className="mt-6">
          {generation && (
            <p className="mb-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-800" role="status">
              {t.generated(generation.result.cards.length, generation.result.requested)}{' '}
              {t.charged(generation.charged, generation.balance ?? 0)} ·{' '}
              {generation.engine === 'provider' ? t.byProvider : t.byEngine}
            </p>
          )}
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
            <p>{t.draftKept}</p>
            <Button variant="outline" size="sm" onClick={discardDraft}>
              {t.discardDraft}
            </Button>
          </div>
          <DeckEditor
            key={editorKey}
            initial={draft}
            submitLabel={t.saveDeck}
            onSave={save}
            onChange={onDeckEdited}
          />
        </div>
      ) : (
        <Card className="mt-6 p-5">
          <Tabs.Root value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <Tabs.List
              aria-label="How to make the cards"
              className="inline-flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1"
            >
              <Tabs.Trigger value="text" className={tabTriggerClasses}>
                {t.fromText}
              </Tabs.Trigger>
              <Tabs.Trigger value="document" className={tabTriggerClasses}>
                {t.fromDocument}
              </Tabs.Trigger>
              <Tabs.Trigger value="file" className={tabTriggerClasses}>
                {t.fromFile}
              </Tabs.Trigger>
              <Tabs.Trigger value="hand" className={tabTriggerClasses}>
                {t.byHand}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="text" className="mt-4">
              <label htmlFor="deck-source-text" className="text-sm font-medium text-slate-700">
                {t.textLabel}
              </label>
              <textarea
                id="deck-source-text"
                value={text}
                onChange={(event) => {
                  setText(event.target.value);
                  markDirty();
                }}
                placeholder={t.textPlaceholder}
                rows={10}
                className="mt-1 block w-full rounded-xl border border-slate-300 p-3 text-[0.9375rem] focus:border-brand-500 focus:outline-none"
              />
            </Tabs.Content>
            <Tabs.Content value="document" className="mt-4">
              <label htmlFor="deck-source-document" className="text-sm font-medium text-slate-700">
                {t.documentLabel}
              </label>
              {documents.isPending ? (
                <p className="mt-2 text-sm text-muted">…</p>
              ) : documents.error ? (
                <p role="alert" className="mt-2 text-sm text-red-600">
                  {documents.error.message}
                </p>
              ) : documents.data.length === 0 ? (
                <p className="mt-2 text-sm text-muted">{t.noDocuments}</p>
              ) : (
                <select
                  id="deck-source-document"
                  value={chosenDocument}
                  onChange={(event) => setDocumentId(event.target.value)}
                  className={selectClasses}
                >
                  <option value="">{t.chooseDocument}</option>
                  {documents.data.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.title}
                    </option>
                  ))}
                </select>
              )}
            </Tabs.Content>
            <Tabs.Content value="file" className="mt-4">
              <label htmlFor="deck-source-file" className="text-sm font-medium text-slate-700">
                {t.fileLabel}
              </label>
              <input
                id="deck-source-file"
                type="file"
                accept={ACCEPTED_FILES}
                onChange={(event) => void pickFile(event.target.files?.[0])}
                className="mt-1 block w-full text-sm"
              />
              {fileState && (
                <p className="mt-2 text-sm text-muted" role="status">
                  {fileState}
                </p>
              )}
            </Tabs.Content>
            <Tabs.Content value="hand" className="mt-4">
              <Button
                onClick={() => {
                  const blank = {
                    name: '',
                    description: '',
                    isPublic: false,
                    cards: [{ front: '', back: '' }],
                  };
                  edited.current = blank;
                  setDraft(blank);
                }}
              >
                {t.startByHand}
              </Button>
            </Tabs.Content>
          </Tabs.Root>
          {mode !== 'hand' && (
            <div className="mt-5 flex flex-wrap items-end gap-4">
              <div className="w-48">
                <label htmlFor="deck-card-count" className="text-sm font-medium text-slate-700">
                  {t.cardCount}
                </label>
                <select
                  id="deck-card-count"
                  value={count}
                  onChange={(event) => setCount(Number(event.target.value))}
                  className={selectClasses}
                >
                  {CARD_COUNTS.map((n) => (
                    <option key={n} value={n}>
                      {n} cards · {t.price(flashcardsCost(n))}
                    </option>
                  ))}
                </select>
              </div>
              <Button disabled={!source || generate.busy} onClick={() => source && void generateFrom(source)}>
                {generate.busy ? t.generating : t.generate(price)}
              </Button>
            </div>
          )}
          {generate.failure && (
            <p role="alert" className="mt-3 text-sm text-red-600">
              {generate.failure.message}
            </p>
          )}
        </Card>
      )}
    </div>
  );
}
