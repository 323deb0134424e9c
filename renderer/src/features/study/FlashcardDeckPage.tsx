import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { QueryState } from '../../ui/QueryState';
import { toast } from '../../ui/toast.store';
import { useAuthStore } from '../auth';
import { setDeckSaved, FlipCard } from '../flashcards';
import { formatDateTime } from '../../lib/format-date';
import { searchTexts } from '../search';
import type { Flashcard } from './study.api';
import { deckQuery } from './study.api';

/** One card of the deck, turning over in place like the study card (the answer is on its back). */
function Card({ card }: { card: Flashcard }) {
  const [flipped, setFlipped] = useState(false);
  return (
    <FlipCard
      compact
      front={card.front}
      back={card.back}
      flipped={flipped}
      onFlip={() => setFlipped((value) => !value)}
    />
  );
}

/** "Save to my decks": signed in, the deck joins the learner's decks; signed out, log in first and come back. */
function SaveDeckButton({ deckId }: { deckId: string }) {
  const status = useAuthStore((state) => state.status);
  const navigate = useNavigate();
  const location = useLocation();
  const [saved, setSaved] = useState(false);
  async function save() {
    if (status !== 'signedIn') {
      await navigate(`/login?returnUrl=${encodeURIComponent(location.pathname)}`);
      return;
    }
    try {
      await setDeckSaved(deckId, true);
      setSaved(true);
      toast.success('Saved to your decks');
    } catch (error) {
      toast.failure(error);
    }
  }
  return (
    <Button size="sm" variant="outline" disabled={saved} onClick={() => void save()}>
      {saved ? 'Saved to your decks' : 'Save to my decks'}
    </Button>
  );
}

/** A public flashcard deck (/ai-flashcard-maker/{slug} and /flashcards/{slug}); cards flip on click. */
export function FlashcardDeckPage() {
  const { slug = '' } = useParams();
  const query = useQuery(deckQuery(slug));
  return (
    <QueryState query={query} loading={<PageSkeleton className="h-40 rounded-2xl" />} layout="page">
      {({ deck, cards }) => (
        <Container className="py-10">
          <PageMeta
            title={`${deck.name} flashcards`}
            description={deck.description ?? `${deck.card_count} flashcards: ${deck.name}.`}
          />
          <p className="text-sm font-semibold text-brand-700">
            {deck.subject?.name ?? 'Flashcards'} · {searchTexts.created(formatDateTime(deck.created_at))}
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-ink">{deck.name}</h1>
          {deck.description && <p className="mt-3 max-w-2xl text-lg text-muted">{deck.description}</p>}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <span className="text-sm text-muted">{deck.card_count} cards · click a card to flip it</span>
            <ButtonLink to={`/dashboard/ai-flashcard-maker/deck/${deck.id}`} size="sm">
              Study
            </ButtonLink>
            <SaveDeckButton deckId={deck.id} />
          </div>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="flashcards">
            {cards.map((card) => (
              <li key={card.id}>
                <Card card={card} />
              </li>
            ))}
          </ul>
        </Container>
      )}
    </QueryState>
  );
}
