// `npm run bench:search`: loads BENCH_SEARCH_DOCS generated documents (1,000,000 by default) into a throwaway
// database migrated like production, then times the database call behind the /search page (search_documents_page:
// a page with its total) and behind the header's instant search (instant_search), each called as the `anon` role
// exactly as PostgREST calls it; the older pair (search_documents for a page, search_documents_count for the total)
// is timed too, for comparison. Prints p50/p95 per kind, each query's match count and
// the plan kind EXPLAIN shows for it, one figure a line as `name: value`. Goal (issue 12): p95 <= 50 ms.
//
// The documents are built in SQL: 12 subjects with 10 topic words each, 40 universities with 10 courses each, 12
// kinds of document, a made-up name in every title (8,000 distinct words for spelling help to search) and a 40-word
// body; prices, ratings, downloads and dates spread at random. search_head is computed by the same function the
// trigger uses; triggers are off during the load (as for a restore) and the word list is rebuilt after it.
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';
import { createLogger } from '../../server/process/logger.ts';

const DOCS = Number(process.env.BENCH_SEARCH_DOCS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);
// On a shared machine, the measured part can wait for a lock (a path for flock(1)) other heavy jobs take too.
const LOCK_FILE = process.env.BENCH_LOCK_FILE;
const BATCH = 50_000;
const GOAL_P95_MS = 50;

const SUBJECTS: [string, string[]][] = [
  [
    'Biology',
    [
      'photosynthesis',
      'genetics',
      'cell',
      'evolution',
      'ecology',
      'mitosis',
      'enzymes',
      'anatomy',
      'microbiology',
      'neuroscience',
    ],
  ],
  [
    'Chemistry',
    [
      'organic',
      'inorganic',
      'stoichiometry',
      'thermochemistry',
      'kinetics',
      'equilibrium',
      'electrochemistry',
      'polymers',
      'spectroscopy',
      'titration',
    ],
  ],
  [
    'Mathematics',
    [
      'calculus',
      'algebra',
      'linear',
      'probability',
      'statistics',
      'geometry',
      'trigonometry',
      'differential',
      'integrals',
      'topology',
    ],
  ],
  [
    'Physics',
    [
      'mechanics',
      'thermodynamics',
      'electromagnetism',
      'optics',
      'quantum',
      'relativity',
      'waves',
      'circuits',
      'kinematics',
      'nuclear',
    ],
  ],
  [
    'Economics',
    [
      'microeconomics',
      'macroeconomics',
      'inflation',
      'elasticity',
      'monopoly',
      'oligopoly',
      'econometrics',
      'trade',
      'fiscal',
      'monetary',
    ],
  ],
  [
    'Computer Science',
    [
      'algorithms',
      'databases',
      'networks',
      'compilers',
      'recursion',
      'graphs',
      'sorting',
      'concurrency',
      'cryptography',
      'learning',
    ],
  ],
  [
    'History',
    [
      'revolution',
      'medieval',
      'renaissance',
      'colonialism',
      'empire',
      'feudalism',
      'industrial',
      'ancient',
      'reformation',
      'civil',
    ],
  ],
  [
    'Psychology',
    [
      'cognition',
      'behaviorism',
      'memory',
      'perception',
      'development',
      'personality',
      'disorders',
      'conditioning',
      'motivation',
      'emotion',
    ],
  ],
  [
    'Law',
    [
      'contracts',
      'torts',
      'constitutional',
      'criminal',
      'property',
      'evidence',
      'equity',
      'taxation',
      'treaties',
      'administrative',
    ],
  ],
  [
    'Business',
    [
      'marketing',
      'accounting',
      'finance',
      'management',
      'strategy',
      'entrepreneurship',
      'auditing',
      'logistics',
      'leadership',
      'negotiation',
    ],
  ],
  [
    'Literature',
    [
      'poetry',
      'novel',
      'shakespeare',
      'romanticism',
      'modernism',
      'narrative',
      'drama',
      'rhetoric',
      'satire',
      'tragedy',
    ],
  ],
  [
    'Medicine',
    [
      'pharmacology',
      'pathology',
      'physiology',
      'immunology',
      'cardiology',
      'oncology',
      'radiology',
      'surgery',
      'pediatrics',
      'epidemiology',
    ],
  ],
];
const KINDS = [
  'notes',
  'summary',
  'exam',
  'midterm',
  'final',
  'lecture',
  'guide',
  'review',
  'practice',
  'solutions',
  'cheatsheet',
  'essay',
];
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'tus',
  'ba',
  'vel',
  'or',
  'dri',
  'san',
  'pe',
  'qui',
  'zar',
  'mon',
  'te',
  'ful',
  'gra',
  'hos',
  'ix',
  'nu',
];

type SearchArgs = { q?: string; type?: string; subject?: string; sort?: string; page?: number };
/** The older pair behind /search (a page, then its total), timed apart, for comparison with the one call. */
const split = { page: [] as number[], count: [] as number[], pair: [] as number[] };
type Call = {
  name: string;
  kind: 'search' | 'instant';
  run: (c: pg.PoolClient) => Promise<number>;
  /** The older pair for the same search, timed into `split`. */
  legacy?: (c: pg.PoolClient) => Promise<number>;
  explain: SearchArgs | null;
};

const sqlArray = (xs: string[]) => `(array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}])`;

const started = performance.now();
const dataDir = await mkdtemp(join(tmpdir(), 'studyloop-search-bench-'));
await chmod(dataDir, 0o755);
const log = createLogger('silent');
const postgres = await startEmbeddedPostgres({ dataDir, password: 'bench-password', log });
const pool = new pg.Pool({ connectionString: postgres.connectionString, max: 4 });
pool.on('error', () => undefined);

try {
  await prepareDatabase({
    connectionString: postgres.connectionString,
    authenticatorPassword: 'bench-auth',
    log,
  });
  await pool.query(`alter system set shared_buffers = '1GB'`);
  await pool.query(`alter system set work_mem = '16MB'`);
  await pool.query(`alter system set maintenance_work_mem = '1GB'`);
  await pool.query(`alter system set max_wal_size = '8GB'`);
  await pool.query(`alter system set synchronous_commit = off`);
  await pool.query(`select pg_reload_conf()`);

  // The catalogue: subjects, universities with courses, document types, one seller.
  await pool.query(`
    insert into public.subjects (name, slug)
    select s, lower(replace(s, ' ', '-')) from unnest(${sqlArray(SUBJECTS.map(([s]) => s))}) as s
    on conflict (name) do nothing`);
  await pool.query(`
    insert into public.universities (name, slug)
    select 'University of ' || c, 'university-of-' || lower(c)
      from unnest(array['Amsterdam','Boston','Cardiff','Dublin','Edinburgh','Florence','Geneva','Helsinki','Innsbruck',
        'Jena','Kyoto','Lisbon','Madrid','Nairobi','Oslo','Porto','Quebec','Riga','Sydney','Toronto','Uppsala','Vienna',
        'Warsaw','York','Zurich','Athens','Bergen','Chicago','Delft','Exeter','Freiburg','Glasgow','Hamburg','Ithaca',
        'Leeds','Lyon','Munich','Nottingham','Oxford','Prague']) as c`);
  await pool.query(`
    insert into public.courses (university_id, subject_id, name, slug, code)
    select u.id, s.id, s.name || ' ' || lvl, lower(replace(s.name, ' ', '-')) || '-' || lvl,
           upper(left(replace(s.name, ' ', ''), 4)) || (100 * lvl + row_number() over (partition by u.id order by s.name))::text
      from public.universities u cross join public.subjects s cross join generate_series(1, 1) as lvl
     where s.name = any(${sqlArray(SUBJECTS.map(([s]) => s))})`);
  await pool.query(`
    insert into public.document_types (name, slug)
    select 'Bench ' || k, 'bench-' || k from unnest(${sqlArray(KINDS)}) as k on conflict do nothing`);
  const seller = (
    await pool.query<{ id: string }>(`
      insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
      values (gen_random_uuid(), 'authenticated', 'authenticated', 'seller@bench.test', now(),
              '{"provider":"email","providers":["email"]}', '{"full_name":"Bench Seller"}')
      returning id`)
  ).rows[0]!.id;

  // Bulk load: indexes other than the keys are built after it, as a restore does.
  const { rows: indexes } = await pool.query<{ name: string; def: string }>(`
    select indexname as name, indexdef as def from pg_indexes
     where schemaname = 'public' and tablename = 'documents' and indexdef not like '%UNIQUE%'`);
  for (const index of indexes) await pool.query(`drop index public.${index.name}`);

  const topics = `(array[${SUBJECTS.map(([, t]) => sqlArray(t)).join(',')}])`;
  const load = async (from: number, to: number) => {
    const client = await pool.connect();
    try {
      await client.query(`set session_replication_role = replica`);
      await client.query(
        `
      with catalogue as (
        select array_agg(s.id order by array_position(${sqlArray(SUBJECTS.map(([s]) => s))}, s.name)) as subjects
          from public.subjects s
         where s.name = any(${sqlArray(SUBJECTS.map(([s]) => s))})
      ), g as (
        select i, 1 + (i::bigint * 7919) % ${SUBJECTS.length} as s, floor(random() * 10)::int + 1 as t1,
               floor(random() * 10)::int + 1 as t2, floor(random() * 10)::int + 1 as t3,
               ${sqlArray(KINDS)}[1 + floor(random() * ${KINDS.length})::int] as kind,
               initcap(${sqlArray(SYLLABLES)}[1 + i % 20] || ${sqlArray(SYLLABLES)}[1 + (i / 20) % 20]
                 || ${sqlArray(SYLLABLES)}[1 + (i / 400) % 20] || ${sqlArray(SYLLABLES)}[1 + (i / 8000) % 20]) as name,
               (random() * 40)::int as uni, random() as r
          from generate_series($1::int, $2::int) as i
      ), d as (
        select g.*, c.subjects[g.s] as subject_id,
               (select co.id from public.courses co join public.universities u on u.id = co.university_id
                 where co.subject_id = c.subjects[g.s] order by u.name offset g.uni limit 1) as course_id,
               ${topics}[g.s][g.t1] as w1, ${topics}[g.s][g.t2] as w2, ${topics}[g.s][g.t3] as w3
          from g cross join catalogue c
      ), e as (
        select d.*, co.university_id,
               initcap(d.w1) || ' and ' || d.w2 || ' ' || d.kind || ' ' || (2010 + d.i % 16) || ' (' || d.name || ')' as title,
               initcap(d.kind) || ' for ' || co.name || ': ' || d.w3 || ', ' || d.w1 || ' and worked examples by '
                 || d.name || '.' as description,
               repeat(d.w1 || ' ' || d.w2 || ' definition theorem example exercise lecture seminar chapter ', 4)
                 || d.w3 || ' ' || d.name as body
          from d join public.courses co on co.id = d.course_id
      )
      insert into public.documents (slug, title, description, price, points_price, status, download_count,
        average_rating, review_count, page_count, user_id, subject_id, university_id, course_id, document_type_id,
        created_at, approved_at, published_at, search_head, body_vector)
      select 'bench-' || e.i, e.title, e.description, round((e.r * 30)::numeric, 2), round(e.r * 300)::int,
             case when e.i % 50 = 0 then 'pending' else 'approved' end,
             floor(random() * random() * 5000)::int, round((1 + random() * 4)::numeric, 2), floor(random() * 40)::int,
             1 + floor(random() * 60)::int, $3::uuid, e.subject_id, e.university_id, e.course_id,
             (select id from public.document_types where slug = 'bench-' || e.kind),
             now() - random() * interval '1500 days', now(), now(),
             private.document_search_head(e.title, e.description, e.subject_id, e.course_id, e.university_id),
             setweight(to_tsvector('english', e.body), 'C')
        from e`,
        [from, to, seller],
      );
    } finally {
      client.release();
    }
  };
  let next = 1;
  const worker = async () => {
    while (next <= DOCS) {
      const from = next;
      next += BATCH;
      await load(from, Math.min(from + BATCH - 1, DOCS));
    }
  };
  await Promise.all([worker(), worker()]);
  console.log(`documents_loaded: ${DOCS}`);
  console.log(`load_s: ${((performance.now() - started) / 1000).toFixed(0)}`);
  // Two at a time: the machine has two cores.
  const pending = indexes.map((index) => index.def);
  const build = async () => {
    const client = await pool.connect();
    try {
      await client.query(`set maintenance_work_mem = '512MB'`);
      for (let def = pending.shift(); def; def = pending.shift()) await client.query(def);
    } finally {
      client.release();
    }
  };
  await Promise.all([build(), build()]);
  const terms = await pool.query<{ n: number }>(`select private.refresh_search_terms() as n`);
  console.log(`search_terms: ${terms.rows[0]!.n}`);
  await pool.query(`vacuum analyze public.documents`);
  await pool.query(`vacuum analyze private.search_terms`);
  console.log(`load_and_index_s: ${((performance.now() - started) / 1000).toFixed(0)}`);

  const ids = (
    await pool.query<{ subject: string; type: string }>(`
      select (select id from public.subjects where name = 'Mathematics') as subject,
             (select id from public.document_types where slug = 'bench-exam') as type`)
  ).rows[0]!;

  const searchCall = (name: string, a: SearchArgs): Call => ({
    name,
    kind: 'search',
    async run(c) {
      const args = [a.q ?? null, a.type ?? null, a.subject ?? null, a.sort ?? null, a.page ?? 1];
      const page = await c.query<{ total_count: number }>(
        'select * from public.search_documents_page($1, $2::uuid, $3::uuid, $4, $5, 10)',
        args,
      );
      return page.rows[0]?.total_count ?? 0;
    },
    async legacy(c) {
      const args = [a.q ?? null, a.type ?? null, a.subject ?? null];
      const started = performance.now();
      let t = started;
      const page = await c.query(
        'select * from public.search_documents($1, $2::uuid, $3::uuid, $4, $5, 10)',
        [...args, a.sort ?? null, a.page ?? 1],
      );
      split.page.push(performance.now() - t);
      t = performance.now();
      const count = await c.query(
        'select * from public.search_documents_count($1, $2::uuid, $3::uuid)',
        args,
      );
      split.count.push(performance.now() - t);
      split.pair.push(performance.now() - started);
      if (page.rowCount === 0 && (count.rows[0] as { total: number }).total > 0 && (a.page ?? 1) === 1)
        throw new Error(`${name}: a total without a page`);
      return (count.rows[0] as { total: number }).total;
    },
    explain: a,
  });
  const instantCall = (name: string, q: string): Call => ({
    name,
    kind: 'instant',
    async run(c) {
      return (await c.query('select * from public.instant_search($1)', [q])).rowCount ?? 0;
    },
    explain: null,
  });
  const calls: Call[] = [
    searchCall('search photosynthesis', { q: 'photosynthesis' }),
    searchCall('search organic chemistry', { q: 'organic chemistry' }),
    searchCall('search calculus midterm', { q: 'calculus midterm' }),
    searchCall('search typo calculas', { q: 'calculas' }),
    searchCall('search thermodynamics exam', { q: 'thermodynamics exam' }),
    searchCall('search linear algebra + subject', { q: 'linear algebra', subject: ids.subject }),
    searchCall('search genetics page 5', { q: 'genetics', page: 5 }),
    searchCall('search microeconomics by rating', { q: 'microeconomics', sort: 'rating' }),
    searchCall('search notes by price', { q: 'notes', sort: 'price_asc' }),
    searchCall('search exam type by newest', { q: 'exam', type: ids.type, sort: 'newest' }),
    searchCall('search university of oslo', { q: 'university of oslo' }),
    searchCall('browse newest', {}),
    searchCall('browse subject by price', { subject: ids.subject, sort: 'price_desc' }),
    instantCall('instant p', 'p'),
    instantCall('instant phot', 'phot'),
    instantCall('instant organic ch', 'organic ch'),
    instantCall('instant calcu', 'calcu'),
    instantCall('instant typo thermodynamcs', 'thermodynamcs'),
    instantCall('instant linear alg', 'linear alg'),
    instantCall('instant shakespeare tragedy', 'shakespeare tragedy'),
    instantCall('instant notes', 'notes'),
  ];

  // Called as PostgREST calls them: the anon role, one statement each.
  let unlock = () => undefined as void;
  if (LOCK_FILE) {
    const holder = spawn('flock', [LOCK_FILE, 'sh', '-c', 'echo locked; read line'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    await new Promise((resolve) => holder.stdout.once('data', resolve));
    unlock = () => void holder.stdin.end();
  }
  const client = await pool.connect();
  await client.query(`set role anon`);
  await client.query(`select set_config('request.jwt.claims', '{"role":"anon"}', false)`);
  const times = new Map<string, number[]>();
  const matches = new Map<string, number>();
  for (const call of calls) {
    // warm-up; the one call and the older pair must agree on the total
    matches.set(call.name, await call.run(client));
    const before = await call.legacy?.(client);
    if (before !== undefined && before !== matches.get(call.name))
      throw new Error(`${call.name}: total ${matches.get(call.name)}, the older pair says ${before}`);
  }
  for (const call of calls) await call.run(client);
  split.page.length = 0;
  split.count.length = 0;
  split.pair.length = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const call of calls) {
      const t = performance.now();
      await call.run(client);
      const ms = performance.now() - t;
      times.set(call.name, [...(times.get(call.name) ?? []), ms]);
      await call.legacy?.(client);
    }
  }
  await client.query('reset role');
  unlock();

  const pct = (xs: number[], p: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  // The plan kind of the statement search_documents runs (the same SQL, with the built tsquery).
  const planKind = async (a: SearchArgs): Promise<string> => {
    let where = `d.status = 'approved'`;
    const orders: Record<string, string> = {
      newest: 'd.created_at desc',
      price_asc: 'd.price, d.created_at desc',
      price_desc: 'd.price desc, d.created_at desc',
      rating: 'd.average_rating desc, d.review_count desc, d.created_at desc',
    };
    let order = orders[a.sort ?? 'newest']!;
    if (a.q) {
      const built = await client.query<{ query: string }>(
        'select query::text from private.document_search_query($1)',
        [a.q],
      );
      const literal = `'${built.rows[0]!.query.replace(/'/g, "''")}'::tsquery`;
      where += ` and d.search_vector @@ ${literal}`;
      if (!a.sort) order = `ts_rank(d.search_head, ${literal}) desc, d.download_count desc`;
    }
    if (a.type) where += ` and d.document_type_id = '${a.type}'`;
    if (a.subject) where += ` and d.subject_id = '${a.subject}'`;
    const plan = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) select d.* from public.documents d where ${where} order by ${order}, d.id
        limit 10 offset ${((a.page ?? 1) - 1) * 10}`,
    );
    const kinds: string[] = [];
    const walk = (node: PlanNode) => {
      if (node['Node Type'].includes('Scan'))
        kinds.push(`${node['Node Type']}${node['Index Name'] ? ` on ${node['Index Name']}` : ''}`);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(plan.rows[0]!['QUERY PLAN'][0].Plan);
    return [...new Set(kinds)].join(' + ');
  };
  type PlanNode = { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

  for (const call of calls) {
    const xs = times.get(call.name)!;
    const plan = call.explain ? ` plan=${await planKind(call.explain)}` : '';
    console.log(
      `${call.name}: p50=${pct(xs, 50).toFixed(1)}ms p95=${pct(xs, 95).toFixed(1)}ms matches=${matches.get(call.name)}${plan}`,
    );
  }
  // The older pair, for comparison: its page, its count, and both back to back.
  for (const [name, xs] of Object.entries(split)) {
    console.log(`older_${name}_p50_ms: ${pct(xs, 50).toFixed(1)}`);
    console.log(`older_${name}_p95_ms: ${pct(xs, 95).toFixed(1)}`);
  }
  // search_* below: the one call behind /search (search_documents_page).
  for (const kind of ['search', 'instant'] as const) {
    const all = calls.filter((c) => c.kind === kind).flatMap((c) => times.get(c.name)!);
    const p95 = pct(all, 95);
    console.log(`${kind}_p50_ms: ${pct(all, 50).toFixed(1)}`);
    console.log(
      `${kind}_p95_ms: ${p95.toFixed(1)} (goal <= ${GOAL_P95_MS}: ${p95 <= GOAL_P95_MS ? 'met' : 'NOT met'})`,
    );
  }
  client.release();
  if (process.env.BENCH_SEARCH_KEEP) {
    console.log(`kept: ${postgres.connectionString} (Ctrl-C to stop)`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
} finally {
  await pool.end();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
