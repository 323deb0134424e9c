// The demo's money: welcome credits, points packs, document purchases (which pay their sellers), a general spend
// and a seller's payout. Every movement is a call of the function the product uses for it, so the ledger texts,
// the seller's share, the balances and every check live in the migrations only; this module decides who buys
// what and when. Past movements carry their date through `studyloop.imported_at`, which those functions stamp
// instead of the clock (supabase/migrations/20261123400000_imported_points_movements.sql); the demo student's
// own activity happens now.
import type { DocumentSeed } from './data/seed-types.ts';
import { DOCUMENTS } from './data/documents.generator.ts';
import { PEOPLE, SELLER_KEY } from './data/people.data.ts';
import { POINTS_PACKAGES } from './data/points.data.ts';
import { Rng, daysAfter, daysBefore, hashString } from './data/random.ts';
import { REVIEWS } from './data/reviews.generator.ts';
import { documentId, userId, type SeedContext } from './seed-context.ts';
import { jsonRows, MAX_STATEMENT_BYTES, seedId } from './seed-sql.ts';

const WELCOME_POINTS = 50;
const DEMO_STUDENT_WELCOME_POINTS = 500;

type WalletEvent =
  /** A goodwill credit on joining. */
  | { kind: 'welcome'; at: string | null; user: string; points: number }
  /** A points package paid with the provider's payment intent, credited like a verified payment. */
  | {
      kind: 'points_pack';
      at: string | null;
      user: string;
      package: string;
      payment_intent: string;
      provider: 'stripe' | 'sandbox';
    }
  /** The user buys the document at its current price. */
  | { kind: 'document_purchase'; at: string | null; user: string; document: string }
  /** A spend of the user's own points, as a tool charges it. */
  | {
      kind: 'general_spend';
      at: string | null;
      user: string;
      points: number;
      description: string;
      metadata: Record<string, unknown>;
    }
  /** The seller asks to withdraw half of what they may, in hundreds; the admin pays it out later. */
  | {
      kind: 'payout';
      at: string;
      user: string;
      admin: string;
      processed_at: string;
      method: 'paypal' | 'bank_transfer';
      payout_details: Record<string, unknown>;
      payout_reference: string;
    };

const KIND_ORDER: Readonly<Record<WalletEvent['kind'], number>> = {
  welcome: 0,
  points_pack: 1,
  document_purchase: 2,
  general_spend: 3,
  payout: 4,
};

interface HistoricPurchase {
  buyerKey: string;
  doc: DocumentSeed;
  at: string;
}

/** Reviewers bought what they reviewed, some time between the document's approval and their review. */
function historicPurchases(): HistoricPurchase[] {
  const docsBySlug = new Map(DOCUMENTS.map((d) => [d.slug, d]));
  return REVIEWS.map((r) => {
    const doc = docsBySlug.get(r.document_slug);
    if (!doc?.approved_at)
      throw new Error(`seed: review of unknown or unapproved document ${r.document_slug}`);
    const rng = new Rng(hashString(`${r.reviewer_key}:${r.document_slug}`));
    const approved = Date.parse(doc.approved_at);
    const reviewed = Date.parse(r.created_at);
    const at = new Date(approved + (reviewed - approved) * (0.3 + rng.float() * 0.65)).toISOString();
    return { buyerKey: r.reviewer_key, doc, at };
  });
}

/** Purchases made before the seed's base date, by document slug: each one counts a download. */
export function historicPurchaseCounts(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of historicPurchases()) counts.set(p.doc.slug, (counts.get(p.doc.slug) ?? 0) + 1);
  return counts;
}

/** What the demo student owns and browses: three of the demo seller's documents and two of other students'. */
export function demoStudentDocuments(): { bought: DocumentSeed[]; browsed: DocumentSeed[] } {
  const approved = DOCUMENTS.filter((d) => d.status === 'approved' && d.points_price > 0);
  const fromSeller = approved.filter((d) => d.uploader === SELLER_KEY).slice(0, 3);
  const fromStudents = approved.filter((d) => d.uploader !== SELLER_KEY).slice(0, 2);
  const bought = [...fromSeller, ...fromStudents];
  return { bought, browsed: approved.filter((d) => !bought.includes(d)) };
}

function historicEvents(ctx: SeedContext): WalletEvent[] {
  const events: WalletEvent[] = [];
  const purchases = historicPurchases();
  const byBuyer = new Map<string, HistoricPurchase[]>();
  for (const p of purchases) byBuyer.set(p.buyerKey, [...(byBuyer.get(p.buyerKey) ?? []), p]);

  for (const person of PEOPLE) {
    const id = userId(ctx, person.key);
    events.push({ kind: 'welcome', at: person.joined_at, user: id, points: WELCOME_POINTS });
    const own = (byBuyer.get(person.key) ?? []).sort((a, b) => a.at.localeCompare(b.at));
    const needed = own.reduce((sum, p) => sum + p.doc.points_price, 0) - WELCOME_POINTS;
    const first = own[0];
    if (needed <= 0 || !first) continue;
    // Points packs bought shortly before the first purchase cover the term's documents.
    const active = POINTS_PACKAGES.filter((p) => p.is_active);
    const pack =
      active.find((p) => p.points + p.bonus_points >= needed) ??
      [...active].sort((a, b) => b.points - a.points)[0]!;
    const times = Math.ceil(needed / (pack.points + pack.bonus_points));
    for (let n = 0; n < times; n++) {
      const orderKey = seedId('points-order', `${person.key}:${n}`);
      events.push({
        kind: 'points_pack',
        at: new Date(Date.parse(first.at) - (times - n) * 3_600_000).toISOString(),
        user: id,
        package: seedId('points-package', pack.name),
        payment_intent: `pi_seed_${orderKey.replace(/-/g, '').slice(0, 24)}`,
        provider: 'stripe',
      });
    }
  }

  for (const p of purchases) {
    events.push({
      kind: 'document_purchase',
      at: p.at,
      user: userId(ctx, p.buyerKey),
      document: documentId(ctx, p.doc.slug),
    });
  }

  // The demo seller cashed out a month ago; the admin paid it two days later.
  const payoutAt = daysBefore(30);
  events.push({
    kind: 'payout',
    at: payoutAt,
    user: userId(ctx, 'seller'),
    admin: userId(ctx, 'admin'),
    processed_at: daysAfter(payoutAt, 2),
    method: 'paypal',
    payout_details: { paypal_email: 'seller@studyloop.test' },
    payout_reference: 'PAYPAL-DEMO-0001',
  });

  return events.sort(
    (a, b) =>
      (a.at ?? '').localeCompare(b.at ?? '') ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      JSON.stringify(a).localeCompare(JSON.stringify(b)),
  );
}

/** The demo student's first sign-in shows real history: a welcome credit, a points pack, purchases, an AI check. */
function demoStudentEvents(ctx: SeedContext): WalletEvent[] {
  const student = userId(ctx, 'student');
  const pack = POINTS_PACKAGES.find((p) => p.is_popular) ?? POINTS_PACKAGES[0]!;
  return [
    { kind: 'welcome', at: null, user: student, points: DEMO_STUDENT_WELCOME_POINTS },
    {
      kind: 'points_pack',
      at: null,
      user: student,
      package: seedId('points-package', pack.name),
      payment_intent: 'pi_seed_demo_student_1',
      provider: 'sandbox',
    },
    ...demoStudentDocuments().bought.map((doc): WalletEvent => ({
      kind: 'document_purchase',
      at: null,
      user: student,
      document: documentId(ctx, doc.slug),
    })),
    {
      kind: 'general_spend',
      at: null,
      user: student,
      points: 5,
      description: 'AI detection',
      metadata: { feature: 'ai_detection', idempotency_key: 'seed-ai-check' },
    },
  ];
}

// Runs each event as the user it belongs to (request.jwt.claims, as PostgREST sets it), at the event's instant.
const WALLET_EVENT_FUNCTION = `create function pg_temp.studyloop_seed_wallet_events(p_events jsonb)
returns void
language plpgsql
set search_path = ''
as $fn$
declare
  v_event jsonb;
  v_user uuid;
  v_result jsonb;
  v_package public.points_packages;
  v_points integer;
begin
  for v_event in select e.value from pg_catalog.jsonb_array_elements(p_events) as e loop
    v_user := (v_event ->> 'user')::uuid;
    perform pg_catalog.set_config('studyloop.imported_at', coalesce(v_event ->> 'at', ''), true);
    perform pg_catalog.set_config('request.jwt.claims',
      pg_catalog.jsonb_build_object('sub', v_user, 'role', 'authenticated')::text, true);
    case v_event ->> 'kind'
      when 'welcome' then
        perform private.apply_points(v_user, (v_event ->> 'points')::integer, 'bonus', 'Welcome bonus',
          '{"reason": "welcome"}'::jsonb, 'welcome:' || v_user);
      when 'points_pack' then
        select * into strict v_package from public.points_packages p where p.id = (v_event ->> 'package')::uuid;
        perform private.credit_points_order(v_user, v_event ->> 'payment_intent', v_package.price, v_package.points,
          v_package.bonus_points, v_package.id, v_event ->> 'provider', null, 'card');
      when 'document_purchase' then
        v_result := public.use_points_for_document((v_event ->> 'document')::uuid,
          (select d.points_price from public.documents d where d.id = (v_event ->> 'document')::uuid));
      when 'general_spend' then
        v_result := public.use_points_general(v_user, -(v_event ->> 'points')::integer, v_event ->> 'description',
          v_event -> 'metadata');
      when 'payout' then
        v_points := (private.withdrawable_points(v_user) / 2 / 100) * 100;
        v_result := public.request_withdrawal(v_points, v_event ->> 'method', v_event -> 'payout_details');
        if (v_result ->> 'success')::boolean then
          perform pg_catalog.set_config('studyloop.imported_at', v_event ->> 'processed_at', true);
          perform pg_catalog.set_config('request.jwt.claims',
            pg_catalog.jsonb_build_object('sub', v_event ->> 'admin', 'role', 'authenticated')::text, true);
          v_result := public.admin_process_withdrawal((v_result ->> 'withdrawal_id')::uuid, 'paid', null,
            v_event ->> 'payout_reference');
        end if;
    end case;
    if v_result is not null and not coalesce((v_result ->> 'success')::boolean, false) then
      raise exception 'seed: % failed: %', v_event, v_result;
    end if;
    v_result := null;
  end loop;
  perform pg_catalog.set_config('studyloop.imported_at', '', true);
  perform pg_catalog.set_config('request.jwt.claims', '', true);
end
$fn$`;

function writeEvents(ctx: SeedContext, events: readonly WalletEvent[]): void {
  // Each call carries as many events as fit in one statement, in order.
  const budget = MAX_STATEMENT_BYTES - 8192;
  const call = (chunk: readonly WalletEvent[]) =>
    `do $do$\nbegin\n  perform pg_temp.studyloop_seed_wallet_events(${jsonRows(chunk)});\nend\n$do$`;
  let chunk: WalletEvent[] = [];
  let size = 0;
  for (const event of events) {
    const bytes = Buffer.byteLength(JSON.stringify(event)) + 2;
    if (chunk.length > 0 && size + bytes > budget) {
      ctx.script.sql(call(chunk));
      chunk = [];
      size = 0;
    }
    chunk.push(event);
    size += bytes;
  }
  if (chunk.length > 0) ctx.script.sql(call(chunk));
}

/** Writes the wallet history and the demo student's wallet activity, oldest first. */
export function seedWallets(ctx: SeedContext): void {
  ctx.script
    .comment(
      'Wallets. Every credit, purchase, sale and payout below is a call of the function the product uses for it,\n' +
        'so ledger texts, the seller share and balances come from the migrations. Past movements are stamped with\n' +
        'their own date through studyloop.imported_at (20261123400000_imported_points_movements.sql).\n' +
        'The calls run inside DO blocks: a temporary function is found when the block runs, not when it is prepared.',
    )
    .sql(WALLET_EVENT_FUNCTION);
  writeEvents(ctx, [...historicEvents(ctx), ...demoStudentEvents(ctx)]);
  ctx.script.sql('drop function pg_temp.studyloop_seed_wallet_events(jsonb)');
}
