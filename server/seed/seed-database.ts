// Seeds the demo data on the first start of a data dir. The content comes from the typed modules in
// ./data/; this file maps their slugs and keys to database ids and writes everything in one transaction, so
// a failed seed leaves nothing behind and the next start tries again.
import type pg from 'pg';
import type { Logger } from '../process/logger.ts';
import type { DocumentSeed } from './data/seed-types.ts';
import { COUNTRIES } from './data/countries.data.ts';
import { DOCUMENT_TYPES } from './data/document-types.data.ts';
import { DOCUMENTS, documentBody } from './data/documents.generator.ts';
import { PEOPLE, SELLER_KEY } from './data/people.data.ts';
import { POINTS_BONUS_TIERS, POINTS_PACKAGES, SUBSCRIPTION_PLANS } from './data/points.data.ts';
import { Rng, SEED_BASE_DATE, daysAfter, daysBefore, hashString } from './data/random.ts';
import { REVIEWS } from './data/reviews.generator.ts';
import { SUBJECTS } from './data/subjects.data.ts';
import { TEXTBOOKS } from './data/textbooks.data.ts';
import { UNIVERSITIES } from './data/universities.data.ts';
import { settleLedger, type LedgerEvent } from './seed-ledger.ts';
import { insertRows, seedId } from './seed-sql.ts';
import { seedStudyContent } from './seed-study-content.ts';

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
/** Share of a sale credited to the seller; the same default as the points.seller_share_percent setting. */
const SELLER_SHARE_PERCENT = 70;
const WELCOME_BONUS_POINTS = 50;
const REJECTION_REASONS: Readonly<Record<string, string>> = {
  rejected: 'The upload appears to reproduce copyrighted textbook pages without permission.',
  'soft-reject': 'Please add a clearer description and remove the blank pages at the end, then resubmit.',
};

/** Ids of the rows the seed created, for the sections that link to them. */
export interface SeedContext {
  client: pg.ClientBase;
  log: Logger;
  subjectIds: Map<string, string>;
  subjectIdsByName: Map<string, string>;
  userIds: Map<string, string>;
  documentIds: Map<string, string>;
}

/**
 * Inserts the demo data unless this database was seeded before (recorded in studyloop_platform.seed_runs).
 * Returns whether it seeded. Safe to call from several platform instances at once.
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
    const summary = await seedEverything(client, log);
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

async function seedEverything(client: pg.ClientBase, log: Logger): Promise<Record<string, number>> {
  const ctx: SeedContext = {
    client,
    log,
    subjectIds: new Map(),
    subjectIdsByName: new Map(),
    userIds: new Map(),
    documentIds: new Map(),
  };
  const catalogue = await seedCatalogue(ctx);
  await seedAccounts(ctx, catalogue);
  await seedPointsCatalogue(ctx);
  await seedDocuments(ctx, catalogue);
  await seedHistory(ctx);
  await seedDemoActivity(ctx);
  const study = await seedStudyContent(ctx);

  const { rows } = await client.query<{ name: string; count: number }>(
    `select 'users' as name, count(*)::int as count from public.users
     union all select 'universities', count(*)::int from public.universities
     union all select 'courses', count(*)::int from public.courses
     union all select 'documents', count(*)::int from public.documents
     union all select 'approved_documents', count(*)::int from public.documents where status = 'approved'
     union all select 'reviews', count(*)::int from public.document_reviews
     union all select 'points_transactions', count(*)::int from public.points_transactions`,
  );
  return { ...Object.fromEntries(rows.map((r) => [r.name, r.count])), ...study };
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

async function seedCatalogue(ctx: SeedContext): Promise<Catalogue> {
  const { client } = ctx;
  const countryIds = new Map(COUNTRIES.map((c) => [c.code, seedId('country', c.code)]));
  await insertRows(
    client,
    'public.countries',
    { id: 'uuid', name: 'text', code: 'text' },
    COUNTRIES.map((c) => ({ id: countryIds.get(c.code)!, name: c.name, code: c.code })),
  );

  for (const s of SUBJECTS) {
    ctx.subjectIds.set(s.slug, seedId('subject', s.slug));
    ctx.subjectIdsByName.set(s.name, seedId('subject', s.slug));
  }
  await insertRows(
    client,
    'public.subjects',
    { id: 'uuid', name: 'text', slug: 'text', icon_name: 'text', color: 'text', description: 'text' },
    SUBJECTS.map((s) => ({ id: ctx.subjectIds.get(s.slug)!, ...s })),
  );

  const documentTypeIds = new Map(
    DOCUMENT_TYPES.map((t) => [t.name as string, seedId('document-type', t.slug)]),
  );
  await insertRows(
    client,
    'public.document_types',
    { id: 'uuid', name: 'text', slug: 'text', description: 'text' },
    DOCUMENT_TYPES.map((t) => ({ id: documentTypeIds.get(t.name)!, ...t })),
  );

  const universityIds = new Map(UNIVERSITIES.map((u) => [u.slug, seedId('university', u.slug)]));
  await insertRows(
    client,
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
  await insertRows(
    client,
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
  await insertRows(
    client,
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

export function subjectId(ctx: SeedContext, slug: string): string {
  const id = ctx.subjectIds.get(slug);
  if (!id) throw new Error(`seed: unknown subject ${slug}`);
  return id;
}

export function userId(ctx: SeedContext, key: string): string {
  const id = ctx.userIds.get(key);
  if (!id) throw new Error(`seed: unknown person ${key}`);
  return id;
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

async function seedAccounts(ctx: SeedContext, catalogue: Catalogue): Promise<void> {
  const { client } = ctx;
  // One bcrypt hash (cost 10, like Supabase Auth) for every demo account: they share the documented password,
  // and hashing forty times would add seconds to the first start for nothing.
  const { rows } = await client.query<{ hash: string }>(
    `select extensions.crypt($1, extensions.gen_salt('bf', 10)) as hash`,
    [DEMO_PASSWORD],
  );
  const passwordHash = rows[0]!.hash;

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

  await insertRows(
    client,
    'auth.users',
    {
      instance_id: 'uuid',
      id: 'uuid',
      aud: 'text',
      role: 'text',
      email: 'text',
      encrypted_password: 'text',
      email_confirmed_at: 'timestamptz',
      raw_app_meta_data: 'jsonb',
      raw_user_meta_data: 'jsonb',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    accounts.map((a) => ({
      instance_id: '00000000-0000-0000-0000-000000000000',
      id: ctx.userIds.get(a.key)!,
      aud: 'authenticated',
      role: 'authenticated',
      email: a.email,
      encrypted_password: passwordHash,
      email_confirmed_at: a.joinedAt,
      raw_app_meta_data: {
        provider: 'email',
        providers: ['email'],
        ...(a.role === 'admin' ? { role: 'admin' } : {}),
      },
      raw_user_meta_data: { full_name: a.fullName, email_verified: true },
      created_at: a.joinedAt,
      updated_at: a.joinedAt,
    })),
  );
  await insertRows(
    client,
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
  await client.query(
    `update public.users u
     set university_id = x.university_id, course_id = x.course_id, created_at = x.joined_at, updated_at = x.joined_at
     from jsonb_to_recordset($1::jsonb) as x(id uuid, university_id uuid, course_id uuid, joined_at timestamptz)
     where u.id = x.id`,
    [
      JSON.stringify(
        accounts.map((a) => ({
          id: ctx.userIds.get(a.key),
          university_id: a.universitySlug ? catalogue.universityIds.get(a.universitySlug) : null,
          course_id:
            a.universitySlug && a.courseSlug
              ? catalogue.courseIds.get(`${a.universitySlug}/${a.courseSlug}`)
              : null,
          joined_at: a.joinedAt,
        })),
      ),
    ],
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Points packages, bonus tiers, subscription plans

async function seedPointsCatalogue(ctx: SeedContext): Promise<void> {
  const { client } = ctx;
  await insertRows(
    client,
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
  await insertRows(
    client,
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
  await insertRows(
    client,
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

async function seedDocuments(ctx: SeedContext, catalogue: Catalogue): Promise<void> {
  const { client } = ctx;
  for (const d of DOCUMENTS) ctx.documentIds.set(d.slug, seedId('document', d.slug));
  await insertRows(
    client,
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
        download_count: d.download_count,
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

  await insertRows(
    client,
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
// Past activity: reviewers bought what they reviewed, sellers were paid their share, one payout was made.

interface Purchase {
  id: string;
  buyerKey: string;
  doc: DocumentSeed;
  at: string;
}

async function seedHistory(ctx: SeedContext): Promise<void> {
  const { client } = ctx;
  const docsBySlug = new Map(DOCUMENTS.map((d) => [d.slug, d]));
  const purchases: Purchase[] = REVIEWS.map((r) => {
    const doc = docsBySlug.get(r.document_slug);
    if (!doc?.approved_at)
      throw new Error(`seed: review of unknown or unapproved document ${r.document_slug}`);
    const rng = new Rng(hashString(`${r.reviewer_key}:${r.document_slug}`));
    const approved = Date.parse(doc.approved_at);
    const reviewed = Date.parse(r.created_at);
    const at = new Date(approved + (reviewed - approved) * (0.3 + rng.float() * 0.65)).toISOString();
    return {
      id: seedId('user-document', `${r.reviewer_key}:${r.document_slug}`),
      buyerKey: r.reviewer_key,
      doc,
      at,
    };
  });

  const events: LedgerEvent[] = [];
  const orders: Record<string, unknown>[] = [];
  const byBuyer = new Map<string, Purchase[]>();
  for (const p of purchases) byBuyer.set(p.buyerKey, [...(byBuyer.get(p.buyerKey) ?? []), p]);

  for (const person of PEOPLE) {
    const id = userId(ctx, person.key);
    events.push({
      id: seedId('ledger', `welcome:${person.key}`),
      userId: id,
      type: 'bonus',
      amount: WELCOME_BONUS_POINTS,
      description: 'Welcome bonus',
      metadata: { reason: 'welcome' },
      at: person.joined_at,
      idempotencyKey: `welcome:${id}`,
    });
    const own = (byBuyer.get(person.key) ?? []).sort((a, b) => a.at.localeCompare(b.at));
    const needed = own.reduce((sum, p) => sum + p.doc.points_price, 0) - WELCOME_BONUS_POINTS;
    const first = own[0];
    if (needed > 0 && first) {
      // One points pack bought shortly before the first purchase covers the term's documents.
      const pack =
        POINTS_PACKAGES.find((p) => p.is_active && p.points + p.bonus_points >= needed) ??
        POINTS_PACKAGES.filter((p) => p.is_active).sort((a, b) => b.points - a.points)[0]!;
      const times = Math.ceil(needed / (pack.points + pack.bonus_points));
      for (let n = 0; n < times; n++) {
        const orderId = seedId('points-order', `${person.key}:${n}`);
        const at = new Date(Date.parse(first.at) - (times - n) * 3_600_000).toISOString();
        orders.push({
          id: orderId,
          user_id: id,
          package_id: seedId('points-package', pack.name),
          amount: pack.price,
          points_amount: pack.points,
          bonus_points: pack.bonus_points,
          provider: 'stripe',
          payment_intent_id: `pi_seed_${orderId.replace(/-/g, '').slice(0, 24)}`,
          payment_method: 'card',
          payment_status: 'succeeded',
          order_status: 'completed',
          completed_at: at,
          transaction_id: seedId('ledger', `order:${orderId}`),
          created_at: at,
          updated_at: at,
        });
        events.push({
          id: seedId('ledger', `order:${orderId}`),
          userId: id,
          type: 'purchase',
          amount: pack.points,
          description: `Purchased ${pack.points} points`,
          metadata: { order_id: orderId, amount: pack.price, currency: 'usd', provider: 'stripe' },
          at,
          idempotencyKey: `points_order:${orderId}`,
        });
        if (pack.bonus_points > 0) {
          events.push({
            id: seedId('ledger', `order-bonus:${orderId}`),
            userId: id,
            type: 'bonus',
            amount: pack.bonus_points,
            description: 'Bonus points for purchase',
            metadata: { order_id: orderId },
            at,
            idempotencyKey: `points_order_bonus:${orderId}`,
          });
        }
      }
    }
  }

  const revenue = new Map<string, { purchases: number; revenue: number }>();
  const access: Record<string, unknown>[] = [];
  for (const p of purchases) {
    const buyer = userId(ctx, p.buyerKey);
    const seller = uploaderId(ctx, p.doc);
    const documentId = ctx.documentIds.get(p.doc.slug)!;
    const price = p.doc.points_price;
    const share = Math.floor((price * SELLER_SHARE_PERCENT) / 100);
    const spendId = price > 0 ? seedId('ledger', `spend:${p.id}`) : null;
    access.push({
      id: p.id,
      user_id: buyer,
      document_id: documentId,
      access_type: price > 0 ? 'points' : 'free',
      points_spent: price,
      transaction_id: spendId,
      created_at: p.at,
    });
    const stats = revenue.get(documentId) ?? { purchases: 0, revenue: 0 };
    stats.purchases += 1;
    stats.revenue += share;
    revenue.set(documentId, stats);
    if (!spendId) continue;
    events.push({
      id: spendId,
      userId: buyer,
      type: 'spent',
      amount: -price,
      description: `Purchased document: ${p.doc.title}`,
      metadata: { document_id: documentId, document_slug: p.doc.slug, feature: 'document_purchase' },
      at: p.at,
      idempotencyKey: `document_purchase:${buyer}:${documentId}`,
    });
    if (share > 0) {
      events.push({
        id: seedId('ledger', `sale:${p.id}`),
        userId: seller,
        type: 'earned',
        amount: share,
        description: `Sale of ${p.doc.title}`,
        metadata: {
          document_id: documentId,
          document_slug: p.doc.slug,
          sale_id: p.id,
          price,
          share_percent: SELLER_SHARE_PERCENT,
        },
        at: p.at,
        idempotencyKey: `document_sale:${p.id}`,
      });
    }
  }

  // The demo seller cashed out half of what they had earned a month ago.
  const sellerId = userId(ctx, 'seller');
  const payoutAt = daysBefore(30);
  const earnedBefore = events
    .filter((e) => e.userId === sellerId && e.type === 'earned' && e.at < payoutAt)
    .reduce((sum, e) => sum + e.amount, 0);
  const payoutPoints = Math.floor(earnedBefore / 2 / 100) * 100;
  const withdrawals: Record<string, unknown>[] = [];
  if (payoutPoints >= 500) {
    const withdrawalId = seedId('withdrawal', 'seller-1');
    events.push({
      id: seedId('ledger', `withdrawal:${withdrawalId}`),
      userId: sellerId,
      type: 'withdrawal',
      amount: -payoutPoints,
      description: 'Withdrawal request',
      metadata: { withdrawal_id: withdrawalId, method: 'paypal' },
      at: payoutAt,
      idempotencyKey: `withdrawal:${withdrawalId}`,
    });
    withdrawals.push({
      id: withdrawalId,
      user_id: sellerId,
      points_amount: payoutPoints,
      amount_usd: Math.round(payoutPoints * 0.07 * 100) / 100,
      method: 'paypal',
      payout_details: { paypal_email: 'seller@studyloop.test' },
      status: 'paid',
      processed_by: userId(ctx, 'admin'),
      processed_at: daysAfter(payoutAt, 2),
      payout_reference: 'PAYPAL-DEMO-0001',
      transaction_id: seedId('ledger', `withdrawal:${withdrawalId}`),
      created_at: payoutAt,
      updated_at: daysAfter(payoutAt, 2),
    });
  }

  const { rows: ledger, wallets } = settleLedger(events);
  await insertRows(
    client,
    'public.points_transactions',
    {
      id: 'uuid',
      user_id: 'uuid',
      type: 'text',
      amount: 'integer',
      balance_after: 'integer',
      description: 'text',
      metadata: 'jsonb',
      idempotency_key: 'text',
      created_at: 'timestamptz',
    },
    ledger,
  );
  await client.query(
    `update public.user_points up
     set points_balance = w.points_balance, lifetime_spent = w.lifetime_spent, lifetime_earned = w.lifetime_earned,
         updated_at = w.updated_at
     from jsonb_to_recordset($1::jsonb)
       as w(user_id uuid, points_balance integer, lifetime_spent integer, lifetime_earned integer, updated_at timestamptz)
     where up.user_id = w.user_id`,
    [JSON.stringify([...wallets.values()])],
  );
  await insertRows(
    client,
    'public.points_orders',
    {
      id: 'uuid',
      user_id: 'uuid',
      package_id: 'uuid',
      amount: 'numeric',
      points_amount: 'integer',
      bonus_points: 'integer',
      provider: 'text',
      payment_intent_id: 'text',
      payment_method: 'text',
      payment_status: 'text',
      order_status: 'text',
      completed_at: 'timestamptz',
      transaction_id: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    orders,
  );
  await insertRows(
    client,
    'public.user_documents',
    {
      id: 'uuid',
      user_id: 'uuid',
      document_id: 'uuid',
      access_type: 'text',
      points_spent: 'integer',
      transaction_id: 'uuid',
      created_at: 'timestamptz',
    },
    access,
  );
  await insertRows(
    client,
    'public.seller_withdrawals',
    {
      id: 'uuid',
      user_id: 'uuid',
      points_amount: 'integer',
      amount_usd: 'numeric',
      method: 'text',
      payout_details: 'jsonb',
      status: 'text',
      processed_by: 'uuid',
      processed_at: 'timestamptz',
      payout_reference: 'text',
      transaction_id: 'uuid',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    withdrawals,
  );
  // Downloads include every purchase; the generator's figure also counts free and earlier downloads.
  await client.query(
    `update public.documents d
     set purchase_count = s.purchases, revenue_points = s.revenue, download_count = greatest(d.download_count, s.purchases)
     from jsonb_to_recordset($1::jsonb) as s(document_id uuid, purchases integer, revenue integer)
     where d.id = s.document_id`,
    [JSON.stringify([...revenue.entries()].map(([document_id, s]) => ({ document_id, ...s })))],
  );

  await insertRows(
    client,
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
      document_id: ctx.documentIds.get(r.document_slug)!,
      user_id: userId(ctx, r.reviewer_key),
      rating: r.rating,
      comment: r.comment,
      created_at: r.created_at,
      updated_at: r.created_at,
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The demo student's wallet and library, made through the same functions the app calls, so the first sign-in
// shows real history: a welcome credit, a points pack, purchases (which pay the demo seller), an AI check,
// bookmarks and recently viewed documents.

async function asUser<T>(client: pg.ClientBase, id: string, work: () => Promise<T>): Promise<T> {
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: id, role: 'authenticated' }),
  ]);
  try {
    return await work();
  } finally {
    await client.query(`select set_config('request.jwt.claims', '', true)`);
  }
}

async function seedDemoActivity(ctx: SeedContext): Promise<void> {
  const { client } = ctx;
  const student = userId(ctx, 'student');
  await client.query(
    `select private.apply_points($1, 500, 'bonus', 'Welcome bonus', '{"reason":"welcome"}'::jsonb, $2)`,
    [student, `welcome:${student}`],
  );
  const pack = POINTS_PACKAGES.find((p) => p.is_popular) ?? POINTS_PACKAGES[0]!;
  await client.query(
    `select private.credit_points_order($1, 'pi_seed_demo_student_1', $2, $3, $4, $5, 'sandbox', null, 'card')`,
    [student, pack.price, pack.points, pack.bonus_points, seedId('points-package', pack.name)],
  );

  const approved = DOCUMENTS.filter((d) => d.status === 'approved' && d.points_price > 0);
  const fromSeller = approved.filter((d) => d.uploader === SELLER_KEY).slice(0, 3);
  const fromStudents = approved.filter((d) => d.uploader !== SELLER_KEY).slice(0, 2);
  await asUser(client, student, async () => {
    for (const doc of [...fromSeller, ...fromStudents]) {
      const { rows } = await client.query<{ result: { success: boolean; error?: string } }>(
        'select public.use_points_for_document($1, $2) as result',
        [ctx.documentIds.get(doc.slug), doc.points_price],
      );
      if (!rows[0]?.result.success)
        throw new Error(`seed: demo purchase of ${doc.slug} failed: ${rows[0]?.result.error}`);
    }
    await client.query(
      `select public.use_points_general($1, -5, 'AI detection', '{"feature":"ai_detection","idempotency_key":"seed-ai-check"}')`,
      [student],
    );
  });

  const reviewed = fromSeller[0]!;
  await client.query(
    `insert into public.document_reviews (document_id, user_id, rating, comment)
     values ($1, $2, 5, 'Clear worked examples that matched what came up in my midterm.')`,
    [ctx.documentIds.get(reviewed.slug), student],
  );

  const browse = approved.filter((d) => !fromSeller.includes(d) && !fromStudents.includes(d));
  const bookmarks = browse.slice(0, 5);
  await insertRows(
    client,
    'public.document_bookmarks',
    { user_id: 'uuid', document_id: 'uuid', created_at: 'timestamptz' },
    bookmarks.map((d, i) => ({
      user_id: student,
      document_id: ctx.documentIds.get(d.slug)!,
      created_at: daysBefore(i + 1),
    })),
  );
  const viewed = [...fromSeller, ...bookmarks.slice(0, 2), ...browse.slice(5, 8)];
  await insertRows(
    client,
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
      document_id: ctx.documentIds.get(d.slug)!,
      viewed_at: new Date(Date.parse(SEED_BASE_DATE) - i * 5 * 3_600_000).toISOString(),
      first_viewed_at: daysBefore(10 + i),
      page_number: Math.min(d.page_count, 1 + (i % 4)),
      progress: Math.round((Math.min(d.page_count, 1 + (i % 4)) / d.page_count) * 10_000) / 100,
      device_info: { userAgent: 'Studyloop Desktop', platform: 'web' },
    })),
  );
}
