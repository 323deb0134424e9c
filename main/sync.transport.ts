// Replays queued edits against the platform's REST API (PostgREST, through postgrest-js: the same client
// supabase-js uses for `from()`), as the signed-in user with the access token the renderer hands main, so RLS
// applies exactly as it does to the renderer's own writes. Replay needs neither auth nor realtime, so the
// rest of supabase-js (whose realtime client wants a WebSocket Node 20 lacks) stays out of main.
import { PostgrestClient } from '@supabase/postgrest-js';
import type { PostgrestError } from '@supabase/postgrest-js';
import { SyncError } from './sync-queue';
import type { PaperSavePayload, PaperSaveResult, SyncSession, SyncTransport } from './sync-queue';
import type { FlashcardReview } from '../shared/ipc/desktop-contract';
import { recordReviewArgs } from '../shared/ipc/flashcard-review';
import type { Database } from '../shared/db/database.types';

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
  const client = new PostgrestClient<Database>(`${platform.supabaseUrl.replace(/\/+$/, '')}/rest/v1`, {
    headers: { apikey: platform.anonKey, Authorization: `Bearer ${session.accessToken}` },
    fetch: fetchImpl,
  });

  return {
    async savePaper(
      _userId: string,
      idempotencyKey: string,
      payload: PaperSavePayload,
    ): Promise<PaperSaveResult> {
      // One transaction on the platform: the paper (created first when it was started offline), its next version
      // numbered under the paper's row lock, and the idempotency key as the version's id, so a replay whose first
      // answer was lost is answered again instead of saved twice.
      const { data } = check(
        await client
          .rpc('save_paper', {
            p_paper_id: payload.paperId,
            p_title: payload.title,
            p_content: payload.content,
            p_word_count: payload.wordCount,
            p_add_version: true,
            p_create_as_editor: payload.createdOffline ? payload.editor : undefined,
            p_version_id: idempotencyKey,
          })
          .single(),
      );
      if (!data) throw new SyncError('The platform answered the save without its result', 'network');
      return {
        alreadyApplied: data.already_applied,
        version: data.version_number,
        updatedAt: data.updated_at,
      };
    },

    async recordReview(_userId: string, review: FlashcardReview): Promise<{ alreadyApplied: boolean }> {
      // One transaction on the platform (the same call the study screen makes online): the log row under the
      // device's id, so a replay whose first answer was lost is recognised, and the card's state unless a review
      // made later on another device is stored already.
      const { data } = check(await client.rpc('record_flashcard_review', recordReviewArgs(review)));
      return { alreadyApplied: data === true };
    },
  };
}
