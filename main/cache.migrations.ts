// Schema of the desktop cache, one entry per version. `PRAGMA user_version` records how far a file got; each
// migration runs in its own transaction, so a crash mid-migration leaves the file at the previous version.
// Never edit a migration that has shipped; append a new one.

export const CACHE_MIGRATIONS: readonly string[] = [
  // 1: library, drafts and the sync queue. Every row is scoped to the signed-in user, so two accounts on one
  // machine never see each other's library or replay each other's edits.
  `
  create table documents (
    user_id text not null,
    id text not null,
    slug text not null,
    title text not null,
    description text,
    document_type text,
    subject text,
    author text,
    page_count integer,
    average_rating real not null default 0,
    download_count integer not null default 0,
    access_type text not null,
    created_at text not null,
    available_offline integer not null default 0 check (available_offline in (0, 1)),
    content_cached_at text,
    cached_at text not null,
    primary key (user_id, id)
  ) without rowid;
  create index documents_user_created_idx on documents (user_id, created_at desc);
  create index documents_user_title_idx on documents (user_id, title collate nocase);

  create table document_pages (
    user_id text not null,
    document_id text not null,
    page_number integer not null,
    content text not null,
    primary key (user_id, document_id, page_number),
    foreign key (user_id, document_id) references documents (user_id, id) on delete cascade
  ) without rowid;

  -- Files live in their own table so listing the library never reads a byte of them.
  create table document_files (
    user_id text not null,
    document_id text not null,
    name text not null,
    type text not null,
    size integer not null,
    bytes blob not null,
    primary key (user_id, document_id),
    foreign key (user_id, document_id) references documents (user_id, id) on delete cascade
  );

  create table papers (
    user_id text not null,
    id text not null,
    editor text not null check (editor in ('writer', 'editor')),
    title text not null,
    content text not null,
    word_count integer not null default 0,
    status text not null default 'draft',
    version integer not null default 1,
    server_updated_at text not null,
    local_updated_at text not null,
    dirty integer not null default 0 check (dirty in (0, 1)),
    created_offline integer not null default 0 check (created_offline in (0, 1)),
    primary key (user_id, id)
  ) without rowid;
  create index papers_user_updated_idx on papers (user_id, local_updated_at desc);

  -- Edits waiting for the platform. idempotency_key becomes the id of the row the edit creates there
  -- (paper_versions.id, flashcard_review_logs.id), so a replay after a lost answer is recognised, not repeated.
  create table sync_queue (
    id integer primary key autoincrement,
    user_id text not null,
    kind text not null check (kind in ('paper.save', 'flashcard.review')),
    entity_id text not null,
    idempotency_key text not null unique,
    payload text not null,
    state text not null default 'pending' check (state in ('pending', 'in_flight', 'failed')),
    attempts integer not null default 0,
    last_error text,
    next_attempt_at integer not null default 0,
    lease_until integer not null default 0,
    created_at text not null,
    updated_at text not null
  );
  create index sync_queue_user_state_idx on sync_queue (user_id, state, id);
  create index sync_queue_entity_idx on sync_queue (user_id, kind, entity_id, state);

  -- Who last signed in on this device: the library stays usable offline even when the session cannot be
  -- refreshed, until the user signs out.
  create table device_user (
    singleton integer primary key check (singleton = 1),
    user_id text not null
  );

  create table sync_meta (
    user_id text primary key,
    last_synced_at text,
    last_error text
  ) without rowid;
  `,
  // 2: flashcard decks kept for offline study: the deck, its cards with the learner's FSRS state, and the review
  // log (the due queue's daily new-card share and the progress charts read it). Scoped per user like the rest.
  // `local` marks a state or log written by a review on this device that the platform has not confirmed yet.
  `
  create table decks (
    user_id text not null,
    id text not null,
    slug text not null,
    name text not null,
    description text,
    card_count integer not null default 0,
    is_public integer not null default 0 check (is_public in (0, 1)),
    owner_id text,
    is_owner integer not null default 0 check (is_owner in (0, 1)),
    is_saved integer not null default 0 check (is_saved in (0, 1)),
    created_at text not null,
    updated_at text not null,
    cached_at text not null,
    primary key (user_id, id)
  ) without rowid;
  create index decks_user_slug_idx on decks (user_id, slug);
  create index decks_user_cached_idx on decks (user_id, cached_at desc);

  create table deck_cards (
    user_id text not null,
    deck_id text not null,
    id text not null,
    front text not null,
    back text not null,
    position integer not null,
    created_at text not null,
    state text not null check (state in ('new', 'learning', 'review', 'relearning')),
    due text not null,
    stability real not null,
    difficulty real not null,
    elapsed_days integer not null,
    scheduled_days integer not null,
    learning_steps integer not null,
    reps integer not null,
    lapses integer not null,
    last_review text,
    local integer not null default 0 check (local in (0, 1)),
    primary key (user_id, id),
    foreign key (user_id, deck_id) references decks (user_id, id) on delete cascade
  ) without rowid;
  create index deck_cards_user_deck_idx on deck_cards (user_id, deck_id, position);

  create table deck_review_logs (
    user_id text not null,
    id text not null,
    deck_id text not null,
    card_id text not null,
    rating text not null check (rating in ('again', 'hard', 'good', 'easy')),
    state text not null check (state in ('new', 'learning', 'review', 'relearning')),
    due text not null,
    stability real not null,
    difficulty real not null,
    elapsed_days integer not null,
    last_elapsed_days integer not null,
    scheduled_days integer not null,
    learning_steps integer not null,
    reviewed_at text not null,
    duration_ms integer,
    local integer not null default 0 check (local in (0, 1)),
    primary key (user_id, id),
    foreign key (user_id, deck_id) references decks (user_id, id) on delete cascade
  ) without rowid;
  create index deck_review_logs_user_deck_idx on deck_review_logs (user_id, deck_id, reviewed_at);
  `,
  // 3: the deck list counts due and new cards per deck from an index alone, and the streak reads review times
  // without scanning every deck's log.
  `
  create index deck_cards_user_deck_state_idx on deck_cards (user_id, deck_id, state, due);
  create index deck_review_logs_user_reviewed_idx on deck_review_logs (user_id, reviewed_at);
  `,
  // 4: unsaved work of a screen (a paper being typed, a form, a generated deck not yet saved), kept per user until
  // the screen saves or discards it, so a reload, a crash or a closed window loses no keystroke.
  `
  create table local_drafts (
    user_id text not null,
    key text not null,
    value text not null,
    saved_at text not null,
    primary key (user_id, key)
  ) without rowid;
  `,
];
