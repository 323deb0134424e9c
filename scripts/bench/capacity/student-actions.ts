// What a simulated student does in bench:capacity, through the same HTTP calls the app makes (PostgREST tables and
// RPCs, the homework-helper function), with its account's real access token. Each action resolves to the latency
// of each request it made and throws on any failed answer, so a broken route cannot look fast.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

export interface StudentAccount {
  id: string;
  token: string;
  /** The student's own address (TEST-NET-2/benchmark range): sign-up and requests are limited per address. */
  address: string;
  deckId: string;
  cardIds: string[];
  paperId: string;
  /** Documents bought so far (index into world.documents). */
  nextPurchase: number;
}

export interface StudentWorld {
  url: URL;
  anonKey: string;
  accounts: StudentAccount[];
  documents: { id: string; slug: string; pointsPrice: number; titleWord: string }[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One request as the browser's supabase-js sends it; resolves to its latency, throws on a failed answer. */
function send(
  world: StudentWorld,
  account: StudentAccount,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<number> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        hostname: world.url.hostname,
        port: world.url.port,
        path,
        method,
        headers: {
          apikey: world.anonKey,
          authorization: `Bearer ${account.token}`,
          'x-forwarded-for': account.address,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 400) {
            reject(
              new Error(
                `${method} ${path.split('?')[0]} ${status} ${Buffer.concat(chunks).toString().slice(0, 120)}`,
              ),
            );
          } else resolve(performance.now() - started);
        });
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(payload);
  });
}

const accountOf = (world: StudentWorld, student: number) => world.accounts[student % world.accounts.length]!;
const documentOf = (world: StudentWorld, student: number, turn = 0) =>
  world.documents[(student * 7 + turn) % world.documents.length]!;

const homeworkAction = {
  name: 'homework engine',
  async run(world: StudentWorld, student: number) {
    const a = 2 + (student % 7);
    const b = 3 + (student % 11);
    return [
      await send(world, accountOf(world, student), 'POST', '/functions/v1/homework-helper', {
        question: `Solve ${a}x + ${b} = ${a * 4 + b}`,
        subject: 'Mathematics',
        idempotency_key: randomUUID(),
      }),
    ];
  },
};
export const STUDENT_ACTIONS: {
  name: string;
  run(world: StudentWorld, student: number): Promise<number[]>;
}[] = [
  {
    name: 'dashboard',
    async run(world, student) {
      const account = accountOf(world, student);
      return Promise.all([
        send(world, account, 'GET', `/rest/v1/user_points?select=points_balance&user_id=eq.${account.id}`),
        send(
          world,
          account,
          'GET',
          `/rest/v1/notifications?select=id,title,created_at&order=created_at.desc&limit=10`,
        ),
        send(
          world,
          account,
          'GET',
          `/rest/v1/flashcard_decks?select=id,name,card_count&user_id=eq.${account.id}&limit=6`,
        ),
      ]);
    },
  },
  {
    name: 'search',
    async run(world, student) {
      const word = documentOf(world, student).titleWord;
      return [
        await send(world, accountOf(world, student), 'POST', '/rest/v1/rpc/search_documents_page', {
          p_query: word,
          p_page: 1,
          p_limit: 10,
        }),
      ];
    },
  },
  {
    name: 'open document',
    async run(world, student) {
      const document = documentOf(world, student);
      return [
        await send(
          world,
          accountOf(world, student),
          'GET',
          `/rest/v1/documents?select=id,title,slug,page_count&slug=eq.${encodeURIComponent(document.slug)}`,
        ),
      ];
    },
  },
  {
    name: 'read pages',
    async run(world, student) {
      const account = accountOf(world, student);
      const document = documentOf(world, student);
      return [
        await send(world, account, 'POST', '/rest/v1/rpc/record_document_view', {
          p_document_id: document.id,
          p_page_number: 1 + (student % 5),
          p_progress: 20,
          p_device_info: { userAgent: 'capacity-bench', platform: 'bench' },
        }),
      ];
    },
  },
  {
    name: 'buy with points',
    async run(world, student) {
      const account = accountOf(world, student);
      const document = world.documents[account.nextPurchase++ % world.documents.length]!;
      return [
        await send(world, account, 'POST', '/rest/v1/rpc/use_points_for_document', {
          document_id: document.id,
          points_amount: document.pointsPrice,
        }),
      ];
    },
  },
  homeworkAction,
  {
    name: 'study 20 cards',
    async run(world, student) {
      const account = accountOf(world, student);
      const read = await send(
        world,
        account,
        'GET',
        `/rest/v1/flashcards?select=id,front,back&deck_id=eq.${account.deckId}&order=position`,
      );
      const now = new Date().toISOString();
      const due = new Date(Date.now() + 86_400_000).toISOString();
      const logs = account.cardIds.map((cardId) => ({
        user_id: account.id,
        card_id: cardId,
        deck_id: account.deckId,
        rating: 3,
        state: 2,
        due,
        stability: 3.1,
        difficulty: 5.2,
        elapsed_days: 1,
        scheduled_days: 1,
        review: now,
      }));
      const reviews = account.cardIds.map((cardId) => ({
        user_id: account.id,
        card_id: cardId,
        deck_id: account.deckId,
        state: 2,
        due,
        stability: 3.1,
        difficulty: 5.2,
        last_review: now,
      }));
      return [
        read,
        await send(world, account, 'POST', '/rest/v1/flashcard_review_logs', logs, {
          prefer: 'return=minimal',
        }),
        await send(
          world,
          account,
          'POST',
          '/rest/v1/flashcard_reviews?on_conflict=user_id,card_id',
          reviews,
          {
            prefer: 'resolution=merge-duplicates,return=minimal',
          },
        ),
      ];
    },
  },
  {
    name: 'save paper version',
    async run(world, student) {
      const account = accountOf(world, student);
      const words = 300 + (student % 50);
      return [
        await send(world, account, 'POST', '/rest/v1/rpc/save_paper', {
          p_paper_id: account.paperId,
          p_title: 'Essay on photosynthesis',
          p_content: `<p>${'Light reactions split water and make ATP. '.repeat(words / 7)}</p>`,
          p_word_count: words,
          p_add_version: true,
        }),
      ];
    },
  },
];

/**
 * Signs up `accounts` students through auth (real sessions), gives each enough points for the run, a deck of 20
 * cards and a paper, and lists the published documents they search, open, read and buy.
 */
export async function prepareStudents(options: {
  url: string;
  anonKey: string;
  db: pg.Pool;
  accounts: number;
}): Promise<StudentWorld> {
  const url = new URL(options.url);
  const accounts: StudentAccount[] = [];
  // Each student on an address of its own (the platform runs with TRUST_PROXY), as real students are: sign-ups
  // are limited per address.
  const addressOf = (index: number) => `198.18.${(index >> 8) & 255}.${(index & 255) + 1}`;
  const signUp = async (index: number) => {
    const response = await fetch(`${options.url}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: options.anonKey,
        'content-type': 'application/json',
        'x-forwarded-for': addressOf(index),
      },
      body: JSON.stringify({
        email: `student${index}.${Date.now()}@example.com`,
        password: 'correct-horse-battery',
      }),
    });
    const session = (await response.json()) as { access_token?: string; user?: { id: string } };
    if (!session.access_token || !session.user) throw new Error(`sign-up ${response.status}`);
    return { id: session.user.id, token: session.access_token, address: addressOf(index) };
  };
  for (let index = 0; index < options.accounts; index += 4) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(4, options.accounts - index) }, (_, offset) => signUp(index + offset)),
    );
    for (const user of batch)
      accounts.push({ ...user, deckId: '', cardIds: [], paperId: randomUUID(), nextPurchase: 0 });
  }
  const ids = accounts.map((account) => account.id);
  await options.db.query(
    `insert into public.user_points (user_id, points_balance, lifetime_earned)
       select unnest($1::uuid[]), 1000000, 1000000
     on conflict (user_id) do update set points_balance = 1000000, lifetime_earned = 1000000`,
    [ids],
  );
  await options.db.query(
    `insert into public.papers (id, user_id, title)
       select unnest($1::uuid[]), unnest($2::uuid[]), 'Essay on photosynthesis'`,
    [accounts.map((account) => account.paperId), ids],
  );
  const decks = await options.db.query<{ id: string; user_id: string }>(
    `insert into public.flashcard_decks (slug, name, user_id)
       select 'capacity-' || u, 'Cell biology', u from unnest($1::uuid[]) as u
     returning id, user_id`,
    [ids],
  );
  const cards = await options.db.query<{ id: string; deck_id: string }>(
    `insert into public.flashcards (deck_id, front, back, position)
       select d, 'Term ' || n, 'Definition ' || n, n from unnest($1::uuid[]) as d, generate_series(1, 20) as n
     returning id, deck_id`,
    [decks.rows.map((deck) => deck.id)],
  );
  for (const account of accounts) {
    account.deckId = decks.rows.find((deck) => deck.user_id === account.id)!.id;
    account.cardIds = cards.rows.filter((card) => card.deck_id === account.deckId).map((card) => card.id);
  }
  const documents = await options.db.query<{ id: string; slug: string; points_price: number; title: string }>(
    `select id, slug, points_price, title from public.documents
      where status = 'approved' and user_id is not null and points_price > 0 order by created_at, id`,
  );
  if (documents.rows.length === 0) throw new Error('no published documents: the platform was not seeded');
  const world: StudentWorld = {
    url,
    anonKey: options.anonKey,
    accounts,
    documents: documents.rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      pointsPrice: row.points_price,
      titleWord: row.title.split(/\W+/).find((word) => word.length > 4) ?? row.title,
    })),
  };
  // The homework engine's first answer in a process compiles its algebra rules (about a second): asked once here,
  // as a running platform has answered a question before the students arrive.
  await homeworkAction.run(world, 0);
  return world;
}
