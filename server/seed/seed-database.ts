// The demo data: the typed modules in ./data/ (and the blog's Markdown in ./content/) become one SQL script
// (buildSeedScript). The platform runs it on the first start of a data dir, in one transaction, so a failed seed
// leaves nothing behind and the next start tries again; `npm run gen:seed-sql` writes the same script to
// supabase/seed.sql, which `supabase db reset` runs on a local or hosted Supabase project.
import type pg from 'pg';
import type { Logger } from '../process/logger.ts';
import { COUNTRIES } from './data/countries.data.ts';
import { DOCUMENT_TYPES } from './data/document-types.data.ts';
import { DOCUMENTS, documentBody } from './data/documents.generator.ts';
import { PEOPLE, SELLER_KEY } from './data/people.data.ts';
import { POINTS_BONUS_TIERS, POINTS_PACKAGES, SUBSCRIPTION_PLANS } from './data/points.data.ts';
import { SEED_BASE_DATE, daysBefore } from './data/random.ts';
import { REVIEWS } from './data/reviews.generator.ts';
import type { DocumentSeed } from './data/seed-types.ts';
import { SUBJECTS } from './data/subjects.data.ts';
import { TEXTBOOKS } from './data/textbooks.data.ts';
import { UNIVERSITIES } from './data/universities.data.ts';
import { documentId, subjectId, userId, type SeedContext } from './seed-context.ts';
import { jsonRows, literal, SeedScript, seedId } from './seed-sql.ts';
import { seedStudyContent } from './seed-study-content.ts';
import { demoStudentDocuments, historicPurchaseCounts, seedWallets } from './seed-wallet.ts';

export const DEMO_PASSWORD = 'studyloop-demo';

export interface DemoAccount {
  key: 'student' | 'seller' | 'admin';
  email: string;
  fullName: string;
  role: 'user' | 'admin';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { key: 'student', email: 'student@studyloop.test', fullName: 'Jordan Avery', role: 'user' },
  { key: 'seller', email: 'seller@studyloop.test', fullName: 'Dr. Elena Marquez', role: 'user' },
  { key: 'admin', email: 'admin@studyloop.test', fullName: 'Studyloop Admin', role: 'admin' },
];

const SEED_RUN_NAME = 'demo';
/** auth.users columns GoTrue scans into non-null strings (all varchar or text, nullable in its schema). */
export const GOTRUE_STRING_COLUMNS = [
  'confirmation_token',
  'recovery_token',
  'email_change_token_new',
  'email_change',
  'email_change_token_current',
  'phone_change',
  'phone_change_token',
  'reauthentication_token',
] as const;
const REJECTION_REASONS: Readonly<Record<string, string>> = {
  rejected: 'The upload appears to reproduce copyrighted textbook pages without permission.',
  'soft-reject': 'Please add a clearer description and remove the blank pages at the end, then resubmit.',
};

/** The whole demo seed, in the order its statements must run. */
export function buildSeedScript(): SeedScript {
  const ctx: SeedContext = {
    script: new SeedScript(),
    subjectIds: new Map(),
    subjectIdsByName: new Map(),
    userIds: new Map(),
    documentIds: new Map(),
  };
  ctx.script
    .comment('pgcrypto hashes the demo password below; a new Supabase project has it already.')
    .sql('create extension if not exists pgcrypto with schema extensions');
  const catalogue = seedCatalogue(ctx);
  seedAccounts(ctx, catalogue);
  seedPointsCatalogue(ctx);
  seedDocuments(ctx, catalogue);
  seedWallets(ctx);
  seedReviews(ctx);
  seedDemoLibrary(ctx);
  seedStudyContent(ctx);
  return ctx.script;
}

/**
 * Runs the demo seed unless this database was seeded before (recorded in studyloop_platform.seed_runs, the
 * platform's own bookkeeping, which supabase/seed.sql knows nothing of). Returns whether it seeded. Safe to call
 * from several platform instances at once.
 */
export async function seedDatabase(client: pg.ClientBase, log: Logger): Promise<{ seeded: boolean }> {
  await client.query('create schema if not exists studyloop_platform');
  await client.query(
    `create table if not exists studyloop_platform.seed_runs (
       name text primary key,
       seeded_at timestamptz not null default now(),
       summary jsonb not null default '{}'::jsonb
     )`,
  );
  await client.query('begin');
  try {
    await client.query(`select pg_advisory_xact_lock(hashtext('studyloop_platform.seed_runs'))`);
    const done = await client.query('select 1 from studyloop_platform.seed_runs where name = $1', [
      SEED_RUN_NAME,
    ]);
    if (done.rowCount) {
      await client.query('rollback');
      return { seeded: false };
    }
    const started = Date.now();
    for (const statement of buildSeedScript().statements) await client.query(statement);
    const summary = await seedSummary(client);
    await client.query('insert into studyloop_platform.seed_runs (name, summary) values ($1, $2)', [
      SEED_RUN_NAME,
      summary,
    ]);
    await client.query('commit');
    log.info('seeded demo data', { ms: Date.now() - started, ...summary });
    return { seeded: true };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

async function seedSummary(client: pg.ClientBase): Promise<Record<string, number>> {
  const { rows } = await client.query<{ name: string; count: number }>(
    `select 'users' as name, count(*)::int as count from public.users
     union all select 'universities', count(*)::int from public.universities
     union all select 'courses', count(*)::int from public.courses
     union all select 'documents', count(*)::int from public.documents
     union all select 'approved_documents', count(*)::int from public.documents where status = 'approved'
     union all select 'reviews', count(*)::int from public.document_reviews
     union all select 'points_transactions', count(*)::int from public.points_transactions
     union all select 'blog_posts', count(*)::int from public.blog_posts where status = 'published'
     union all select 'homework_questions', count(*)::int from public.homework_questions
     union all select 'flashcard_decks', count(*)::int from public.flashcard_decks
     union all select 'tests', count(*)::int from public.tests
     union all select 'scholarships', count(*)::int from public.scholarships`,
  );
  return Object.fromEntries(rows.map((r) => [r.name, r.count]));
}

// ---------------------------------------------------------------------------------------------------------------
// Catalogue

interface Catalogue {
  countryIds: Map<string, string>;
  documentTypeIds: Map<string, string>;
  universityIds: Map<string, string>;
  /** Keyed `${universitySlug}/${courseSlug}`. */
  courseIds: Map<string, string>;
  textbookIds: Map<string, string>;
}

function seedCatalogue(ctx: SeedContext): Catalogue {
  const countryIds = new Map(COUNTRIES.map((c) => [c.code, seedId('country', c.code)]));
  ctx.script.insert(
    'public.countries',
    { id: 'uuid', name: 'text', code: 'text' },
    COUNTRIES.map((c) => ({ id: countryIds.get(c.code)!, name: c.name, code: c.code })),
  );

  for (const s of SUBJECTS) {
    ctx.subjectIds.set(s.slug, seedId('subject', s.slug));
    ctx.subjectIdsByName.set(s.name, seedId('subject', s.slug));
  }
  ctx.script.insert(
    'public.subjects',
    { id: 'uuid', name: 'text', slug: 'text', icon_name: 'text', color: 'text', description: 'text' },
    SUBJECTS.map((s) => ({ id: ctx.subjectIds.get(s.slug)!, ...s })),
  );

  const documentTypeIds = new Map(
    DOCUMENT_TYPES.map((t) => [t.name as string, seedId('document-type', t.slug)]),
  );
  ctx.script.insert(
    'public.document_types',
    { id: 'uuid', name: 'text', slug: 'text', description: 'text' },
    DOCUMENT_TYPES.map((t) => ({ id: documentTypeIds.get(t.name)!, ...t })),
  );

  const universityIds = new Map(UNIVERSITIES.map((u) => [u.slug, seedId('university', u.slug)]));
  ctx.script.insert(
    'public.universities',
    { id: 'uuid', name: 'text', slug: 'text', country_id: 'uuid', city: 'text', website: 'text' },
    UNIVERSITIES.map((u) => {
      const countryId = countryIds.get(u.country_code);
      if (!countryId) throw new Error(`seed: university ${u.slug} names unknown country ${u.country_code}`);
      return {
        id: universityIds.get(u.slug)!,
        name: u.name,
        slug: u.slug,
        country_id: countryId,
        city: u.city,
        website: u.website,
      };
    }),
  );

  const courseIds = new Map<string, string>();
  const courses = UNIVERSITIES.flatMap((u) =>
    u.courses.map((c) => {
      const key = `${u.slug}/${c.slug}`;
      courseIds.set(key, seedId('course', key));
      return {
        id: courseIds.get(key)!,
        university_id: universityIds.get(u.slug)!,
        subject_id: subjectId(ctx, c.subject_slug),
        name: c.name,
        slug: c.slug,
        code: c.code,
        level: c.level,
      };
    }),
  );
  ctx.script.insert(
    'public.courses',
    {
      id: 'uuid',
      university_id: 'uuid',
      subject_id: 'uuid',
      name: 'text',
      slug: 'text',
      code: 'text',
      level: 'text',
    },
    courses,
  );

  const textbookIds = new Map(TEXTBOOKS.map((t) => [t.slug, seedId('textbook', t.slug)]));
  ctx.script.insert(
    'public.textbooks',
    {
      id: 'uuid',
      title: 'text',
      slug: 'text',
      author: 'text',
      edition: 'text',
      isbn13: 'text',
      publication_year: 'smallint',
      subject_id: 'uuid',
      description: 'text',
    },
    TEXTBOOKS.map((t) => ({
      id: textbookIds.get(t.slug)!,
      title: t.title,
      slug: t.slug,
      author: t.author,
      edition: t.edition,
      isbn13: t.isbn13,
      publication_year: t.publication_year,
      subject_id: subjectId(ctx, t.subject_slug),
      description: t.description,
    })),
  );
  return { countryIds, documentTypeIds, universityIds, courseIds, textbookIds };
}

// ---------------------------------------------------------------------------------------------------------------
// Accounts

/** The demo seller teaches where most of their uploads come from. */
function sellerUniversity(): string {
  const counts = new Map<string, number>();
  for (const d of DOCUMENTS) {
    if (d.uploader === SELLER_KEY) counts.set(d.university_slug, (counts.get(d.university_slug) ?? 0) + 1);
  }
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!top) throw new Error('seed: the demo seller has no documents');
  return top[0];
}

function seedAccounts(ctx: SeedContext, catalogue: Catalogue): void {
  const firstCourse = (universitySlug: string): string | null =>
    UNIVERSITIES.find((u) => u.slug === universitySlug)?.courses[0]?.slug ?? null;
  const demoUniversity: Record<DemoAccount['key'], string | null> = {
    student: 'university-of-michigan',
    seller: sellerUniversity(),
    admin: null,
  };

  const accounts = [
    ...DEMO_ACCOUNTS.map((a) => ({
      key: a.key as string,
      email: a.email,
      fullName: a.fullName,
      role: a.role,
      universitySlug: demoUniversity[a.key],
      courseSlug: demoUniversity[a.key] ? firstCourse(demoUniversity[a.key]!) : null,
      joinedAt: daysBefore(a.key === 'seller' ? 720 : a.key === 'admin' ? 800 : 120),
    })),
    ...PEOPLE.map((p) => ({
      key: p.key,
      email: p.email,
      fullName: p.full_name,
      role: 'user' as const,
      universitySlug: p.university_slug,
      courseSlug: p.course_slug,
      joinedAt: p.joined_at,
    })),
  ];
  for (const a of accounts) ctx.userIds.set(a.key, seedId('user', a.email));

  // Users as Supabase Auth (GoTrue) stores them, so its sign-in works on them on a hosted project. GoTrue reads its
  // token and pending-change columns into plain strings and fails on NULL: every one of them is ''. One bcrypt
  // hash (cost 10, like Supabase Auth) for every demo account: they share the documented password, and hashing
  // forty times would add seconds to the seed for nothing.
  const userRows = accounts.map((a) => ({
    id: ctx.userIds.get(a.key)!,
    email: a.email,
    email_confirmed_at: a.joinedAt,
    raw_app_meta_data: {
      provider: 'email',
      providers: ['email'],
      ...(a.role === 'admin' ? { role: 'admin' } : {}),
    },
    raw_user_meta_data: { full_name: a.fullName, email_verified: true },
    created_at: a.joinedAt,
  }));
  const emptyTokens = GOTRUE_STRING_COLUMNS.map((column) => `'' as ${column}`).join(', ');
  ctx.script.comment('Demo accounts, as Supabase Auth stores them.').sql(
    `insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, ${GOTRUE_STRING_COLUMNS.join(', ')}
)
select '00000000-0000-0000-0000-000000000000', x.id, 'authenticated', 'authenticated', x.email, password.hash,
  x.email_confirmed_at, x.raw_app_meta_data, x.raw_user_meta_data, x.created_at, x.created_at, ${emptyTokens}
from jsonb_to_recordset(${jsonRows(userRows)})
  as x(id uuid, email text, email_confirmed_at timestamptz, raw_app_meta_data jsonb, raw_user_meta_data jsonb,
       created_at timestamptz)
cross join (select extensions.crypt(${literal(DEMO_PASSWORD)}, extensions.gen_salt('bf', 10)) as hash) as password`,
  );
  ctx.script.insert(
    'auth.identities',
    {
      id: 'uuid',
      provider_id: 'text',
      user_id: 'uuid',
      identity_data: 'jsonb',
      provider: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    accounts.map((a) => {
      const id = ctx.userIds.get(a.key)!;
      return {
        id: seedId('identity', a.email),
        provider_id: id,
        user_id: id,
        identity_data: { sub: id, email: a.email, email_verified: true, phone_verified: false },
        provider: 'email',
        created_at: a.joinedAt,
        updated_at: a.joinedAt,
      };
    }),
  );

  // The auth trigger created the profiles; give them their university, course and join date.
  const profiles = accounts.map((a) => ({
    id: ctx.userIds.get(a.key)!,
    university_id: a.universitySlug ? catalogue.universityIds.get(a.universitySlug)! : null,
    course_id:
      a.universitySlug && a.courseSlug
        ? catalogue.courseIds.get(`${a.universitySlug}/${a.courseSlug}`)!
        : null,
    joined_at: a.joinedAt,
  }));
  ctx.script.sql(
    `update public.users u
set university_id = x.university_id, course_id = x.course_id, created_at = x.joined_at, updated_at = x.joined_at
from jsonb_to_recordset(${jsonRows(profiles)})
  as x(id uuid, university_id uuid, course_id uuid, joined_at timestamptz)
where u.id = x.id`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Points packages, bonus tiers, subscription plans

function seedPointsCatalogue(ctx: SeedContext): void {
  ctx.script.insert(
    'public.points_packages',
    {
      id: 'uuid',
      name: 'text',
      points: 'integer',
      price: 'numeric',
      bonus_points: 'integer',
      description: 'text',
      is_popular: 'boolean',
      is_active: 'boolean',
      sort_order: 'smallint',
    },
    POINTS_PACKAGES.map((p, i) => ({ id: seedId('points-package', p.name), ...p, sort_order: i + 1 })),
  );
  ctx.script.insert(
    'public.points_bonus_tiers',
    {
      id: 'uuid',
      name: 'text',
      min_amount: 'numeric',
      bonus_points: 'integer',
      bonus_percent: 'numeric',
      is_active: 'boolean',
    },
    POINTS_BONUS_TIERS.map((t) => ({ id: seedId('bonus-tier', t.name), ...t })),
  );
  ctx.script.insert(
    'public.subscription_plans',
    {
      id: 'uuid',
      name: 'text',
      slug: 'text',
      description: 'text',
      price: 'numeric',
      interval: 'text',
      bonus_points: 'integer',
      features: 'jsonb',
      is_active: 'boolean',
      is_popular: 'boolean',
      sort_order: 'smallint',
    },
    SUBSCRIPTION_PLANS.map((p, i) => ({ id: seedId('plan', p.slug), ...p, sort_order: i + 1 })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Documents, their page text and reviews

function uploaderId(ctx: SeedContext, doc: DocumentSeed): string {
  return userId(ctx, doc.uploader === SELLER_KEY ? 'seller' : doc.uploader);
}

function seedDocuments(ctx: SeedContext, catalogue: Catalogue): void {
  for (const d of DOCUMENTS) ctx.documentIds.set(d.slug, seedId('document', d.slug));
  // The generator's download figure includes the purchases the wallet history makes later, each of which counts
  // itself through use_points_for_document.
  const purchases = historicPurchaseCounts();
  ctx.script.insert(
    'public.documents',
    {
      id: 'uuid',
      slug: 'text',
      title: 'text',
      description: 'text',
      price: 'numeric',
      points_price: 'integer',
      status: 'text',
      rejection_reason: 'text',
      download_count: 'integer',
      view_count: 'integer',
      page_count: 'integer',
      preview_page_count: 'integer',
      language: 'text',
      file_format: 'text',
      original_file_path: 'text',
      original_file_name: 'text',
      original_file_type: 'text',
      preview_file_path: 'text',
      preview_file_name: 'text',
      preview_file_type: 'text',
      card_image_path: 'text',
      card_image_name: 'text',
      user_id: 'uuid',
      subject_id: 'uuid',
      university_id: 'uuid',
      course_id: 'uuid',
      document_type_id: 'uuid',
      textbook_id: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
      approved_at: 'timestamptz',
      published_at: 'timestamptz',
    },
    DOCUMENTS.map((d) => {
      const owner = uploaderId(ctx, d);
      const universityId = catalogue.universityIds.get(d.university_slug);
      const typeId = catalogue.documentTypeIds.get(d.document_type);
      if (!universityId || !typeId)
        throw new Error(`seed: document ${d.slug} has an unknown university or type`);
      const courseId = d.course_slug
        ? catalogue.courseIds.get(`${d.university_slug}/${d.course_slug}`)
        : null;
      if (d.course_slug && !courseId)
        throw new Error(`seed: document ${d.slug} names unknown course ${d.course_slug}`);
      const textbookId = d.textbook_slug ? catalogue.textbookIds.get(d.textbook_slug) : null;
      if (d.textbook_slug && !textbookId)
        throw new Error(`seed: document ${d.slug} names unknown textbook ${d.textbook_slug}`);
      // Object paths inside the storage buckets (document-originals, document-previews, cover-images).
      return {
        id: ctx.documentIds.get(d.slug)!,
        slug: d.slug,
        title: d.title,
        description: d.description,
        price: d.price,
        points_price: d.points_price,
        status: d.status,
        rejection_reason: REJECTION_REASONS[d.status] ?? null,
        download_count: Math.max(0, d.download_count - (purchases.get(d.slug) ?? 0)),
        view_count: d.view_count,
        page_count: d.page_count,
        preview_page_count: Math.min(3, d.page_count),
        language: d.language,
        file_format: d.file_format,
        original_file_path: `${owner}/${d.slug}.pdf`,
        original_file_name: `${d.slug}.pdf`,
        original_file_type: 'application/pdf',
        preview_file_path: `${d.slug}/preview.pdf`,
        preview_file_name: 'preview.pdf',
        preview_file_type: 'application/pdf',
        card_image_path: `documents/${d.slug}.png`,
        card_image_name: `${d.slug}.png`,
        user_id: owner,
        subject_id: subjectId(ctx, d.subject_slug),
        university_id: universityId,
        course_id: courseId ?? null,
        document_type_id: typeId,
        textbook_id: textbookId ?? null,
        created_at: d.created_at,
        updated_at: d.updated_at,
        approved_at: d.approved_at,
        published_at: d.published_at,
      };
    }),
  );

  ctx.script.insert(
    'public.document_pages',
    { document_id: 'uuid', page_number: 'integer', content: 'text' },
    DOCUMENTS.flatMap((d) =>
      documentBody(d).pages.map((content, i) => ({
        document_id: ctx.documentIds.get(d.slug)!,
        page_number: i + 1,
        content,
      })),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Reviews: every reviewer bought the document first (the wallet history), as only owners may review.

function seedReviews(ctx: SeedContext): void {
  ctx.script.insert(
    'public.document_reviews',
    {
      id: 'uuid',
      document_id: 'uuid',
      user_id: 'uuid',
      rating: 'smallint',
      comment: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    REVIEWS.map((r) => ({
      id: seedId('review', `${r.reviewer_key}:${r.document_slug}`),
      document_id: documentId(ctx, r.document_slug),
      user_id: userId(ctx, r.reviewer_key),
      rating: r.rating,
      comment: r.comment,
      created_at: r.created_at,
      updated_at: r.created_at,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The demo student's library beyond the purchases: a review, bookmarks and recently viewed documents.

function seedDemoLibrary(ctx: SeedContext): void {
  const student = userId(ctx, 'student');
  const { bought, browsed } = demoStudentDocuments();
  const fromSeller = bought.filter((d) => d.uploader === SELLER_KEY);
  const reviewed = fromSeller[0];
  if (!reviewed) throw new Error('seed: the demo student bought nothing from the demo seller');
  ctx.script.insert(
    'public.document_reviews',
    { id: 'uuid', document_id: 'uuid', user_id: 'uuid', rating: 'smallint', comment: 'text' },
    [
      {
        id: seedId('review', `student:${reviewed.slug}`),
        document_id: documentId(ctx, reviewed.slug),
        user_id: student,
        rating: 5,
        comment: 'Clear worked examples that matched what came up in my midterm.',
      },
    ],
  );

  const bookmarks = browsed.slice(0, 5);
  ctx.script.insert(
    'public.document_bookmarks',
    { user_id: 'uuid', document_id: 'uuid', created_at: 'timestamptz' },
    bookmarks.map((d, i) => ({
      user_id: student,
      document_id: documentId(ctx, d.slug),
      created_at: daysBefore(i + 1),
    })),
  );
  const viewed = [...fromSeller, ...bookmarks.slice(0, 2), ...browsed.slice(5, 8)];
  ctx.script.insert(
    'public.document_views',
    {
      user_id: 'uuid',
      document_id: 'uuid',
      viewed_at: 'timestamptz',
      first_viewed_at: 'timestamptz',
      page_number: 'integer',
      progress: 'numeric',
      device_info: 'jsonb',
    },
    viewed.map((d, i) => ({
      user_id: student,
      document_id: documentId(ctx, d.slug),
      viewed_at: new Date(Date.parse(SEED_BASE_DATE) - i * 5 * 3_600_000).toISOString(),
      first_viewed_at: daysBefore(10 + i),
      page_number: Math.min(d.page_count, 1 + (i % 4)),
      progress: Math.round((Math.min(d.page_count, 1 + (i % 4)) / d.page_count) * 10_000) / 100,
      device_info: { userAgent: 'Studyloop Desktop', platform: 'web' },
    })),
  );
}
