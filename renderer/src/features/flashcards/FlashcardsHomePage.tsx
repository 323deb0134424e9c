import { useQuery } from '@tanstack/react-query';
import { Flame, Layers, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { dayKey } from '../../../../shared/study/srs/deck-progress.engine';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { QueryState } from '../../ui/QueryState';
import { ToolHeader } from '../learning';
import { Skeleton } from '../../ui/Skeleton';
import type { DeckSummary } from './flashcards.api';
import { flashcardHomeQuery } from './flashcards.offline';
import { flashcardTexts as t } from './flashcards.texts';
import { useRefreshAfterSync } from './useRefreshAfterSync';
import { useOnlineStatus } from '../../platform/useOnlineStatus';
import { usePlatform } from '../../platform/usePlatform';

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Consecutive days with a review, ending today (or yesterday when today has none yet). */
export function streakOf(reviewTimes: readonly string[], now = new Date()): number {
  const days = new Set(reviewTimes.map((r) => dayKey(new Date(r), zone)));
  const step = (key: string) => {
    const d = new Date(`${key}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - 1);
    return d.toISOString().slice(0, 10);
  };
  const today = dayKey(now, zone);
  let day = days.has(today) ? today : step(today);
  let streak = 0;
  while (days.has(day)) {
    streak += 1;
    day = step(day);
  }
  return streak;
}

function DeckTile({ deck, offline = false }: { deck: DeckSummary; offline?: boolean }) {
  return (
    <li>
      <Card className="flex h-full flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <Link
            to={`/dashboard/ai-flashcard-maker/deck/${deck.id}`}
            className="text-lg font-semibold text-ink hover:text-brand-700"
          >
            {deck.name}
          </Link>
          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
            {deck.is_public ? t.public : t.private}
          </span>
        </div>
        {deck.description && <p className="mt-1 line-clamp-2 text-sm text-muted">{deck.description}</p>}
        <p className="mt-3 text-sm text-slate-600" data-testid="deck-counts">
          {t.cards(deck.card_count)} · <span className="font-semibold text-brand-700">{t.due(deck.due)}</span>{' '}
          · {t.fresh(deck.fresh)}
        </p>
        <div className="mt-auto flex gap-2 pt-4">
          <ButtonLink to={`/dashboard/ai-flashcard-maker/deck/${deck.id}`} size="sm">
            {t.study}
          </ButtonLink>
          {!deck.saved && !offline && (
            <ButtonLink to={`/dashboard/ai-flashcard-maker/deck/${deck.id}/edit`} size="sm" variant="outline">
              {t.edit}
            </ButtonLink>
          )}
        </div>
      </Card>
    </li>
  );
}

function Stat({
  icon,
  label,
  value,
  testId,
}: {
  icon: React.ReactNode;
  label: string;
  value: number;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        {icon}
      </span>
      <div>
        <p className="text-sm text-muted">{label}</p>
        <p className="text-2xl font-bold text-ink tabular-nums" data-testid={testId}>
          {value}
        </p>
      </div>
    </Card>
  );
}

/** /dashboard/ai-flashcard-maker: the learner's decks and saved public decks, what is due today, the streak. */
export function FlashcardsHomePage() {
  const { cache } = usePlatform();
  const { online } = useOnlineStatus();
  useRefreshAfterSync();
  const query = useQuery(flashcardHomeQuery(cache, online));
  return (
    <div className="mx-auto max-w-6xl">
      <ToolHeader
        title={t.homeTitle}
        lead={t.homeLead}
        action={t.newDeck}
        to="/dashboard/ai-flashcard-maker/deck/create"
      />
      <QueryState
        query={query}
        loading={
          <div className="mt-6 grid gap-4 sm:grid-cols-3" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-32 rounded-2xl" />
            ))}
          </div>
        }
      >
        {({ decks, reviewDays, offline }) => {
          const own = decks.filter((d) => !d.saved);
          const saved = decks.filter((d) => d.saved);
          return (
            <>
              <div className="mt-6 grid gap-4 sm:grid-cols-3">
                <Stat
                  icon={<Layers aria-hidden="true" className="size-5" />}
                  label={t.dueToday}
                  value={decks.reduce((n, d) => n + d.due, 0)}
                  testId="due-today"
                />
                <Stat
                  icon={<Sparkles aria-hidden="true" className="size-5" />}
                  label={t.newCards}
                  value={decks.reduce((n, d) => n + d.fresh, 0)}
                  testId="new-cards"
                />
                <Stat
                  icon={<Flame aria-hidden="true" className="size-5" />}
                  label={t.streak}
                  value={streakOf(reviewDays)}
                  testId="streak"
                />
              </div>
              {offline ? (
                <>
                  <p
                    role="status"
                    className="mt-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
                  >
                    {t.offlineListNote}
                  </p>
                  <h2 className="mt-8 text-lg font-semibold text-ink">{t.offlineDecksTitle}</h2>
                  {decks.length === 0 ? (
                    <p className="mt-2 text-muted">{t.noOfflineDecks}</p>
                  ) : (
                    <ul
                      className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
                      aria-label={t.offlineDecksTitle}
                    >
                      {decks.map((deck) => (
                        <DeckTile key={deck.id} deck={deck} offline />
                      ))}
                    </ul>
                  )}
                </>
              ) : (
                <>
                  <h2 className="mt-8 text-lg font-semibold text-ink">{t.myDecks}</h2>
                  {own.length === 0 ? (
                    <p className="mt-2 text-muted">{t.noDecks}</p>
                  ) : (
                    <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                      {own.map((deck) => (
                        <DeckTile key={deck.id} deck={deck} />
                      ))}
                    </ul>
                  )}
                  <h2 className="mt-8 text-lg font-semibold text-ink">{t.savedDecks}</h2>
                  {saved.length === 0 ? (
                    <p className="mt-2 text-muted">{t.noSaved}</p>
                  ) : (
                    <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                      {saved.map((deck) => (
                        <DeckTile key={deck.id} deck={deck} />
                      ))}
                    </ul>
                  )}
                </>
              )}
            </>
          );
        }}
      </QueryState>
    </div>
  );
}
