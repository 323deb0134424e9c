// Replays queued edits against the platform's REST API (PostgREST, through postgrest-js: the same client
// supabase-js uses for `from()`), as the signed-in user with the access token the renderer hands main, so RLS
// applies exactly as it does to the renderer's own writes. Replay needs neither auth nor realtime, so the
// rest of supabase-js (whose realtime client wants a WebSocket Node 20 lacks) stays out of main.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { PostgrestError } from '@supabase/postgrest-js';
import { SyncError } from './sync-queue';
import type { PaperSavePayload, PaperSaveResult, SyncSession, SyncTransport } from './sync-queue';
import type { FlashcardReview } from '../shared/ipc/desktop-contract';

const UNIQUE_VIOLATION = '23505';
/** Another device took the version number we chose; pick the next one, a few times at most. */
const VERSION_ATTEMPTS = 5;

interface Answer {
  error: PostgrestError | null;
  status: number;
}

/** Maps a PostgREST answer to what replay should do with the entry. */
export function classifyFailure(answer: Answer): SyncError {
  const message = answer.error?.message || `HTTP ${answer.status}`;
  // status 0: the request never got an answer (supabase-js reports fetch failures that way).
  if (answer.status === 0 || answer.status >= 500 || answer.status === 408 || answer.status === 429) {
    return new SyncError(message, 'network');
  }
  if (answer.status === 401 || answer.error?.code === 'PGRST301' || answer.error?.code === 'PGRST302') {
    return new SyncError(message, 'auth');
  }
  return new SyncError(message, 'rejected');
}

function check<T extends Answer>(answer: T): T {
  if (answer.error) throw classifyFailure(answer);
  return answer;
}

export function createSupabaseSyncTransport(
  platform: { supabaseUrl: string; anonKey: string },
  session: SyncSession,
  fetchImpl: typeof fetch = fetch,
): SyncTransport {
  const client = new PostgrestClient(`${platform.supabaseUrl.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: platform.anonKey, Authorization: `Bearer ${session.accessToken}` },
    fetch: fetchImpl,
  });

  async function existingVersion(idempotencyKey: string): Promise<number | null> {
    const { data } = check(
      await client.from('paper_versions').select('version_number').eq('id', idempotencyKey).maybeSingle(),
    );
    return (data as { version_number: number } | null)?.version_number ?? null;
  }

  async function paperUpdatedAt(paperId: string): Promise<string> {
    const { data } = check(await client.from('papers').select('updated_at').eq('id', paperId).maybeSingle());
    return (data as { updated_at: string } | null)?.updated_at ?? new Date().toISOString();
  }

  return {
    async savePaper(
      userId: string,
      idempotencyKey: string,
      payload: PaperSavePayload,
    ): Promise<PaperSaveResult> {
      // The answer to an earlier attempt may have been lost after the platform applied it.
      const applied = await existingVersion(idempotencyKey);
      if (applied !== null) {
        return { alreadyApplied: true, version: applied, updatedAt: await paperUpdatedAt(payload.paperId) };
      }

      if (payload.createdOffline) {
        check(
          await client.from('papers').upsert(
            {
              id: payload.paperId,
              user_id: userId,
              editor: payload.editor,
              title: payload.title,
              content: payload.content,
              word_count: payload.wordCount,
              status: 'draft',
            },
            { onConflict: 'id', ignoreDuplicates: true },
          ),
        );
      }
      const updated = check(
        await client
          .from('papers')
          .update({ title: payload.title, content: payload.content, word_count: payload.wordCount })
          .eq('id', payload.paperId)
          .select('id'),
      );
      if (!updated.data || updated.data.length === 0) {
        throw new SyncError('The paper no longer exists on the platform, or is not yours.', 'rejected');
      }

      for (let attempt = 0; attempt < VERSION_ATTEMPTS; attempt++) {
        const { data: latest } = check(
          await client
            .from('paper_versions')
            .select('version_number')
            .eq('paper_id', payload.paperId)
            .order('version_number', { ascending: false })
            .limit(1)
            .maybeSingle(),
        );
        const version = ((latest as { version_number: number } | null)?.version_number ?? 0) + 1;
        const inserted = await client.from('paper_versions').insert({
          id: idempotencyKey,
          paper_id: payload.paperId,
          version_number: version,
          content: payload.content,
          created_by: userId,
        });
        if (!inserted.error) {
          return { alreadyApplied: false, version, updatedAt: await paperUpdatedAt(payload.paperId) };
        }
        if (inserted.error.code !== UNIQUE_VIOLATION) throw classifyFailure(inserted);
        const raced = await existingVersion(idempotencyKey);
        if (raced !== null) {
          return { alreadyApplied: true, version: raced, updatedAt: await paperUpdatedAt(payload.paperId) };
        }
      }
      throw new SyncError('Another device kept taking the next version number', 'network');
    },

    async recordReview(userId: string, review: FlashcardReview): Promise<{ alreadyApplied: boolean }> {
      const { card } = review;
      // The log keeps the card as it was before the review (as ts-fsrs logs it and the online path stores it).
      const before = review.log ?? card;
      const logged = await client.from('flashcard_review_logs').insert({
        id: review.logId,
        user_id: userId,
        card_id: review.cardId,
        deck_id: review.deckId,
        rating: review.rating,
        state: before.state,
        due: before.due,
        stability: before.stability,
        difficulty: before.difficulty,
        elapsed_days: before.elapsedDays,
        last_elapsed_days: before.lastElapsedDays,
        scheduled_days: before.scheduledDays,
        learning_steps: before.learningSteps,
        reps: card.reps,
        lapses: card.lapses,
        review: review.reviewedAt,
        duration_ms: review.durationMs,
      });
      const alreadyApplied = logged.error?.code === UNIQUE_VIOLATION;
      if (logged.error && !alreadyApplied) throw classifyFailure(logged);

      // The scheduling state follows the newest review; one made later on another device is not overwritten.
      const { data: current } = check(
        await client
          .from('flashcard_reviews')
          .select('last_review')
          .eq('user_id', userId)
          .eq('card_id', review.cardId)
          .maybeSingle(),
      );
      const lastReview = (current as { last_review: string | null } | null)?.last_review;
      if (lastReview && Date.parse(lastReview) > Date.parse(review.reviewedAt)) return { alreadyApplied };
      check(
        await client.from('flashcard_reviews').upsert(
          {
            user_id: userId,
            card_id: review.cardId,
            deck_id: review.deckId,
            state: card.state,
            due: card.due,
            stability: card.stability,
            difficulty: card.difficulty,
            elapsed_days: card.elapsedDays,
            scheduled_days: card.scheduledDays,
            learning_steps: card.learningSteps,
            reps: card.reps,
            lapses: card.lapses,
            last_review: review.reviewedAt,
          },
          { onConflict: 'user_id,card_id' },
        ),
      );
      return { alreadyApplied };
    },
  };
}
