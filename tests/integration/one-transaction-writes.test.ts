// Writes that used to be several requests are one RPC each, one transaction (issue 30): a paper with its version
// (save_paper, used by the editor, the writer and the desktop's sync queue) and a deck with its cards
// (create_deck, update_deck). Checked here: concurrent saves number versions without gaps or retries, a replay is
// answered again, nothing is half-written when a part fails, and nobody writes another user's paper or deck.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseSyncTransport } from '../../main/sync.transport.ts';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);

afterAll(async () => {
  await platform?.destroy();
});

async function student(): Promise<{ client: SupabaseClient<Database>; id: string; token: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('writes'),
    password: 'correct-horse',
  });
  if (error) throw error;
  return { client, id: data.user!.id, token: data.session!.access_token };
}

const save = (client: SupabaseClient<Database>, paperId: string, text: string, extra = {}) =>
  client
    .rpc('save_paper', {
      p_paper_id: paperId,
      p_title: 'Essay',
      p_content: `<p>${text}</p>`,
      p_word_count: text.split(' ').length,
      ...extra,
    })
    .single();

describe('save_paper', () => {
  it('creates the paper with its first version, numbers concurrent saves 2..n, and answers a replay again', async () => {
    const { client } = await student();
    const paperId = crypto.randomUUID();
    const first = await save(client, paperId, 'first words', { p_create_as_editor: 'editor' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ paper_id: paperId, version_number: 1, already_applied: false });

    const saves = await Promise.all(Array.from({ length: 8 }, (_, i) => save(client, paperId, `draft ${i}`)));
    expect(saves.map((s) => s.error)).toEqual(Array(8).fill(null));
    expect(saves.map((s) => s.data!.version_number).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);

    const versionId = crypto.randomUUID();
    const once = await save(client, paperId, 'from the desktop', { p_version_id: versionId });
    const again = await save(client, paperId, 'from the desktop', { p_version_id: versionId });
    expect(once.data).toMatchObject({ version_number: 10, already_applied: false });
    expect(again.data).toMatchObject({ version_number: 10, already_applied: true });
    const { data: paper } = await client.from('papers').select('version, content').eq('id', paperId).single();
    expect(paper).toEqual({ version: 10, content: '<p>from the desktop</p>' });
  });

  it('keeps the paper as it was when the version is refused, and refuses another user’s paper with 404', async () => {
    const owner = await student();
    const paperId = crypto.randomUUID();
    await save(owner.client, paperId, 'kept text', { p_create_as_editor: 'writer' });
    // An impossible edit record (largest paste above the pasted total) fails the version's check: the text
    // saved with it in the same call is undone.
    const refused = await save(owner.client, paperId, 'lost text', {
      p_activity: {
        typed_chars: 1,
        pasted_chars: 1,
        paste_count: 1,
        largest_paste: 50,
        tool_chars: 0,
        deleted_chars: 0,
        active_seconds: 1,
        editing_seconds: 1,
      },
    });
    expect(refused.error?.code).toBe('23514');
    const { data: kept } = await owner.client.from('papers').select('content').eq('id', paperId).single();
    expect(kept!.content).toBe('<p>kept text</p>');

    const intruder = await student();
    const answer = await save(intruder.client, paperId, 'overwritten', { p_create_as_editor: 'writer' });
    expect(answer.status).toBe(404);
    const { data: after } = await owner.client
      .from('papers')
      .select('content, user_id')
      .eq('id', paperId)
      .single();
    expect(after).toEqual({ content: '<p>kept text</p>', user_id: owner.id });
  });

  it('is what the desktop sync queue replays: a paper started offline, then the same entry again', async () => {
    const { client, id, token } = await student();
    const transport = createSupabaseSyncTransport(
      { supabaseUrl: platform.url, anonKey: platform.anonKey },
      { userId: id, accessToken: token },
    );
    const paperId = crypto.randomUUID();
    const payload = {
      paperId,
      editor: 'editor' as const,
      title: 'Offline notes',
      content: '<p>written on the train</p>',
      wordCount: 4,
      createdOffline: true,
      savedAt: new Date().toISOString(),
    };
    const key = crypto.randomUUID();
    expect(await transport.savePaper(id, key, payload)).toMatchObject({ alreadyApplied: false, version: 1 });
    expect(await transport.savePaper(id, key, payload)).toMatchObject({ alreadyApplied: true, version: 1 });
    const { count } = await client
      .from('paper_versions')
      .select('id', { count: 'exact', head: true })
      .eq('paper_id', paperId);
    expect(count).toBe(1);
  });
});

describe('create_deck and update_deck', () => {
  it('creates a deck with its cards in order, or nothing at all', async () => {
    const { client, id } = await student();
    const created = await client.rpc('create_deck', {
      p_name: '  Cell biology ',
      p_description: '',
      p_is_public: false,
      p_cards: [
        { front: 'Organelle of respiration', back: 'Mitochondrion' },
        { front: 'Green pigment', back: 'Chlorophyll' },
      ],
    });
    expect(created.error).toBeNull();
    const { data: deck } = await client
      .from('flashcard_decks')
      .select('name, description, card_count, flashcards(front, position)')
      .eq('id', created.data!)
      .single();
    expect(deck).toMatchObject({ name: 'Cell biology', description: null, card_count: 2 });
    expect(deck!.flashcards.sort((a, b) => a.position - b.position).map((c) => c.front)).toEqual([
      'Organelle of respiration',
      'Green pigment',
    ]);

    const failed = await client.rpc('create_deck', {
      p_name: 'Half a deck',
      p_description: 'second card has no back',
      p_is_public: false,
      p_cards: [
        { front: 'Q1', back: 'A1' },
        { front: 'Q2', back: '   ' },
      ],
    });
    expect(failed.error?.code).toBe('23514');
    const { data: left } = await client
      .from('flashcard_decks')
      .select('id')
      .eq('user_id', id)
      .eq('name', 'Half a deck');
    expect(left).toEqual([]);
  });

  it('saves edits, removals and additions together, undoes all of them when one card is refused, and guards other decks', async () => {
    const owner = await student();
    const deckId = (
      await owner.client.rpc('create_deck', {
        p_name: 'Capitals',
        p_description: 'Europe',
        p_is_public: true,
        p_cards: [
          { front: 'France', back: 'Paris' },
          { front: 'Spain', back: 'Madird' },
          { front: 'Italy', back: 'Rome' },
        ],
      })
    ).data!;
    const cards = async () =>
      (
        await owner.client.from('flashcards').select('id, front, back, position').eq('deck_id', deckId)
      ).data!.sort((a, b) => a.position - b.position);
    const [france, spain, italy] = await cards();

    const edited = await owner.client.rpc('update_deck', {
      p_deck_id: deckId,
      p_name: 'European capitals',
      p_description: 'Europe',
      p_is_public: true,
      p_cards: [
        { id: spain!.id, front: 'Spain', back: 'Madrid' },
        { id: france!.id, front: 'France', back: 'Paris' },
        { front: 'Portugal', back: 'Lisbon' },
      ],
      p_removed: [italy!.id],
    });
    expect(edited.error).toBeNull();
    expect((await cards()).map((c) => `${c.front}:${c.back}`)).toEqual([
      'Spain:Madrid',
      'France:Paris',
      'Portugal:Lisbon',
    ]);

    const refused = await owner.client.rpc('update_deck', {
      p_deck_id: deckId,
      p_name: 'Renamed',
      p_description: '',
      p_is_public: false,
      p_cards: [{ front: 'Germany', back: '' }],
      p_removed: [spain!.id, france!.id],
    });
    expect(refused.error?.code).toBe('23514');
    const { data: deck } = await owner.client
      .from('flashcard_decks')
      .select('name, is_public, card_count')
      .eq('id', deckId)
      .single();
    expect(deck).toEqual({ name: 'European capitals', is_public: true, card_count: 3 });

    const intruder = await student();
    const foreign = await intruder.client.rpc('update_deck', {
      p_deck_id: deckId,
      p_name: 'Taken',
      p_description: '',
      p_is_public: true,
      p_cards: [],
      p_removed: [spain!.id],
    });
    expect(foreign.status).toBe(404);
    // Card ids of someone else's deck in one's own deck are neither moved nor overwritten.
    const ownDeck = (
      await intruder.client.rpc('create_deck', {
        p_name: 'Mine',
        p_description: '',
        p_is_public: false,
        p_cards: [],
      })
    ).data!;
    await intruder.client.rpc('update_deck', {
      p_deck_id: ownDeck,
      p_name: 'Mine',
      p_description: '',
      p_is_public: false,
      p_cards: [{ id: spain!.id, front: 'Spain', back: 'Barcelona' }],
    });
    expect((await cards()).map((c) => c.back)).toEqual(['Madrid', 'Paris', 'Lisbon']);
  });
});
