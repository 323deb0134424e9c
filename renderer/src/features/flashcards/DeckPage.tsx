import * as Tabs from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { dayKey, deckProgress } from '../../../../shared/study/srs/deck-progress.engine';
import type { SrsCardState, SrsReviewLog } from '../../../../shared/study/srs/fsrs-scheduler.engine';
import { useOnlineStatus } from '../../platform/useOnlineStatus';
import { usePlatform } from '../../platform/usePlatform';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast.store';
import { tabTriggerClasses } from '../learning';
import { DeckStudy } from './DeckStudy';
import { deckAsApkg, deckAsCsv, fileNameOf } from './deck-files';
import type { StudyDeck } from './flashcards.api';
import { flashcardKeys, setDeckSaved } from './flashcards.api';
import { studyDeckQuery } from './flashcards.offline';
import { flashcardTexts as t } from './flashcards.texts';
import { useRefreshAfterSync } from './useRefreshAfterSync';

const DeckProgressCharts = lazy(() => import('./DeckProgressCharts'));
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function reviewsPerDay(logs: readonly SrsReviewLog[], now: Date) {
  const counts = new Map<string, number>();
  for (const log of logs) {
    const key = dayKey(new Date(log.reviewedAt), zone);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Array.from({ length: 30 }, (_, i) => {
    const date = dayKey(new Date(now.getTime() - (29 - i) * 86_400_000), zone);
    return { date, reviews: counts.get(date) ?? 0 };
  });
}

function Figure({ label, value, testId }: { label: string; value: string | number; testId: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid={testId}>
        {value}
      </p>
    </Card>
  );
}

function DeckView({ data, identifier }: { data: StudyDeck; identifier: string }) {
  const queryClient = useQueryClient();
  const { cache, files } = usePlatform();
  const { online } = useOnlineStatus();
  const syncStatus = useRefreshAfterSync();
  const { deck } = data;
  const now = new Date();
  const progress = useMemo(
    () =>
      deckProgress(
        data.cards.map((c) => ({ id: c.id, srs: c.srs })),
        data.logs,
        { timeZone: zone },
      ),
    [data.cards, data.logs],
  );

  // A review updates the cached deck at once: the queue, counts and charts follow without a refetch.
  const onReviewed = useCallback(
    (cardId: string, after: SrsCardState, log: SrsReviewLog) => {
      queryClient.setQueryData(studyDeckQuery(identifier, cache, online).queryKey, (old) =>
        old
          ? {
              ...old,
              cards: old.cards.map((c) => (c.id === cardId ? { ...c, srs: after } : c)),
              logs: [...old.logs, log],
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: flashcardKeys.home() });
    },
    [cache, identifier, online, queryClient],
  );

  async function exportAs(kind: 'csv' | 'apkg') {
    const bytes =
      kind === 'csv'
        ? await deckAsCsv({ ...deck, cards: data.cards })
        : await deckAsApkg({ ...deck, cards: data.cards });
    await files.saveAs(
      fileNameOf(deck.name, kind),
      bytes,
      kind === 'csv' ? 'text/csv' : 'application/octet-stream',
    );
  }

  async function toggleSaved() {
    try {
      await setDeckSaved(deck.id, !data.isSaved);
      if (!data.isSaved) toast.success(t.savedToMyDecks);
      await queryClient.invalidateQueries({ queryKey: flashcardKeys.all });
    } catch (error) {
      toast.failure(error);
    }
  }

  return (
    <>
      <PageMeta title={deck.name} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm text-muted">
            <Link to="/dashboard/ai-flashcard-maker" className="hover:text-brand-700">
              {t.homeTitle}
            </Link>
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{deck.name}</h1>
          {deck.description && <p className="mt-1 text-muted">{deck.description}</p>}
          <p className="mt-1 text-sm text-slate-600">
            {t.cards(deck.card_count)} · {deck.is_public ? t.public : t.private}
            {data.keptOnDevice && !data.offlineCopyFrom && (
              <span
                className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800"
                data-testid="deck-available-offline"
              >
                {t.availableOffline}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {!online ? null : data.isOwner ? (
            <ButtonLink to={`/dashboard/ai-flashcard-maker/deck/${deck.id}/edit`} variant="outline" size="sm">
              {t.edit}
            </ButtonLink>
          ) : (
            <Button variant="outline" size="sm" onClick={() => void toggleSaved()}>
              {data.isSaved ? t.removeFromMyDecks : t.saveToMyDecks}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={() => void exportAs('csv')}>
            {t.exportCsv}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void exportAs('apkg')}>
            {t.exportApkg}
          </Button>
        </div>
      </div>
      {data.offlineCopyFrom && (
        <p
          role="status"
          className="mt-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="deck-offline-copy"
        >
          {t.offlineCopy(
            new Date(data.offlineCopyFrom).toLocaleString('en-US', {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          )}
        </p>
      )}
      {cache && syncStatus && (syncStatus.pending > 0 || data.offlineCopyFrom) && (
        <p className="mt-2 text-sm text-slate-600" aria-live="polite" data-testid="deck-sync-status">
          {syncStatus.pending > 0 ? t.reviewsWaiting(syncStatus.pending) : t.allReviewsSynced}
        </p>
      )}
      <Tabs.Root defaultValue="study" className="mt-6">
        <Tabs.List aria-label={deck.name} className="inline-flex gap-1 rounded-xl bg-slate-100 p-1">
          <Tabs.Trigger value="study" className={tabTriggerClasses}>
            {t.tabStudy}
          </Tabs.Trigger>
          <Tabs.Trigger value="browse" className={tabTriggerClasses}>
            {t.tabBrowse}
          </Tabs.Trigger>
          <Tabs.Trigger value="progress" className={tabTriggerClasses}>
            {t.tabProgress}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="study">
          <DeckStudy data={data} onReviewed={onReviewed} />
        </Tabs.Content>
        <Tabs.Content value="browse">
          <ol className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {data.cards.map((card, i) => (
              <li key={card.id} className="grid gap-2 p-4 sm:grid-cols-[2rem_1fr_1fr_8rem]">
                <span className="text-sm text-muted">{i + 1}</span>
                <span className="text-ink">{card.front}</span>
                <span className="text-slate-700">{card.back}</span>
                <span className="text-xs text-muted">
                  {card.srs.state === 'new'
                    ? t.newCards
                    : `${card.srs.state} · due ${new Date(card.srs.due).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}`}
                </span>
              </li>
            ))}
          </ol>
        </Tabs.Content>
        <Tabs.Content value="progress">
          <div className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-5">
            <Figure label={t.dueToday} value={progress.dueToday} testId="progress-due" />
            <Figure label={t.reviewsToday} value={progress.reviewsToday} testId="progress-reviews-today" />
            <Figure
              label={t.retention}
              value={progress.retention === null ? '–' : `${Math.round(progress.retention * 100)}%`}
              testId="progress-retention"
            />
            <Figure label={t.newCards} value={progress.newCards} testId="progress-new" />
            <Figure label={t.learning} value={progress.learningCards} testId="progress-learning" />
          </div>
          <Suspense fallback={<Skeleton className="mt-6 h-64 rounded-2xl" />}>
            <DeckProgressCharts progress={progress} reviewsPerDay={reviewsPerDay(data.logs, now)} />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

/** /dashboard/ai-flashcard-maker/deck/{identifier}: study with FSRS, browse the cards, see progress. */
export function DeckPage() {
  const { identifier = '' } = useParams();
  const { cache } = usePlatform();
  const { online } = useOnlineStatus();
  const query = useQuery(studyDeckQuery(identifier, cache, online));
  return (
    <div className="mx-auto max-w-5xl">
      <QueryState query={query} loading={<Skeleton className="h-72 rounded-2xl" />}>
        {(data) => <DeckView data={data} identifier={identifier} />}
      </QueryState>
    </div>
  );
}
