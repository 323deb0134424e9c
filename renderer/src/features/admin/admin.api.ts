// The back office's data access: paged lists of any admin-readable table (PostgREST ranges with exact counts,
// sorting and filters on the server), the admin RPCs of 20261201000100_admin_actions.sql, and CSV export.
// Writes through the admin policies (catalogue, settings, blog...) and the RPCs are audited in the database.
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import type { Database } from '../../../../shared/db/database.types';
import type { FunctionInput } from '../../../../shared/functions/function-contract';
import {
  adminAiProviderContract,
  type AiConnectionTest,
  type AiProviderState,
} from '../../../../shared/functions/ai.contract';
import { refundPointsOrderContract } from '../../../../shared/functions/payments.contract';
import { invokeFunction } from '../../lib/invoke-function';
import { loadSupabase } from '../../lib/supabase.loader';
import type { AdminListParams } from './admin-list-params';

export type AdminTableName = keyof Database['public']['Tables'];
export type AdminRow = Record<string, unknown> & { id: string };

/** A filter a page offers; `column` defaults to the parameter's name. */
export interface AdminFilter {
  param: string;
  label: string;
  options: readonly { value: string; label: string }[];
  column?: string;
  /** How a value narrows the rows; equality by default. */
  apply?: 'eq' | 'is-null' | 'not-null' | 'gt-zero' | 'lt-zero';
}

/** One listed table: what to read, what the search box matches, which filters the page offers. */
export interface AdminListSource {
  key: string;
  table: AdminTableName;
  select: string;
  /** Columns the search box matches (ilike, any of them). */
  searchColumns?: readonly string[];
  /** Columns the search box matches exactly when it holds a uuid (ids, foreign keys). */
  idColumns?: readonly string[];
  filters?: readonly AdminFilter[];
  /** Filters always applied (e.g. a page that shows one type of row). */
  fixed?: Readonly<Record<string, string>>;
}

export interface AdminPage {
  rows: AdminRow[];
  total: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The untyped view of the client for lists whose table is chosen at run time; rows are parsed as records. */
async function untypedClient(): Promise<SupabaseClient> {
  const client: SupabaseClient = await loadSupabase();
  return client;
}

/** Listed rows: records with an id (every listed table has a text/uuid id). */
const adminRowsSchema = z.array(z.looseObject({ id: z.string() }));

/** Quotes a value for a PostgREST `or=(...)` list. */
function orValue(value: string) {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

function listRequest(client: SupabaseClient, source: AdminListSource, params: AdminListParams) {
  let request = client.from(source.table).select(source.select, { count: 'exact' });
  for (const [column, value] of Object.entries(source.fixed ?? {})) request = request.eq(column, value);
  for (const filter of source.filters ?? []) {
    const value = params.filters[filter.param];
    if (!value || !filter.options.some((option) => option.value === value)) continue;
    const column = filter.column ?? filter.param;
    switch (filter.apply ?? 'eq') {
      case 'is-null':
        request = value === 'yes' ? request.is(column, null) : request.not(column, 'is', null);
        break;
      case 'not-null':
        request = value === 'yes' ? request.not(column, 'is', null) : request.is(column, null);
        break;
      case 'gt-zero':
        request = value === 'yes' ? request.gt(column, 0) : request.lte(column, 0);
        break;
      case 'lt-zero':
        request = value === 'yes' ? request.lt(column, 0) : request.gte(column, 0);
        break;
      default:
        request = request.eq(column, value);
    }
  }
  if (params.search) {
    const search = params.search.slice(0, 200);
    const parts =
      UUID.test(search) && source.idColumns?.length
        ? source.idColumns.map((column) => `${column}.eq.${search}`)
        : (source.searchColumns ?? []).map((column) => `${column}.ilike.${orValue(`%${search}%`)}`);
    if (parts.length) request = request.or(parts.join(','));
  }
  return request.order(params.sort.column, { ascending: params.sort.ascending, nullsFirst: false });
}

export async function fetchAdminPage(source: AdminListSource, params: AdminListParams): Promise<AdminPage> {
  const client = await untypedClient();
  const from = (params.page - 1) * params.pageSize;
  const { data, error, count } = await listRequest(client, source, params).range(
    from,
    from + params.pageSize - 1,
  );
  if (error) throw new Error(error.message);
  return { rows: adminRowsSchema.parse(data ?? []), total: count ?? 0 };
}

/** Every row the current filters match (up to `limit`), for CSV export. */
export async function fetchAdminRowsForExport(
  source: AdminListSource,
  params: AdminListParams,
  limit = 10_000,
): Promise<AdminRow[]> {
  const client = await untypedClient();
  const { data, error } = await listRequest(client, source, params).range(0, limit - 1);
  if (error) throw new Error(error.message);
  return adminRowsSchema.parse(data ?? []);
}

export const adminKeys = {
  all: ['admin'] as const,
  lists: () => [...adminKeys.all, 'list'] as const,
  list: (key: string, params: AdminListParams) => [...adminKeys.lists(), key, params] as const,
  overview: (days: number) => [...adminKeys.all, 'overview', days] as const,
  audit: (targetId: string | null) => [...adminKeys.all, 'audit', targetId] as const,
  options: (table: string) => [...adminKeys.all, 'options', table] as const,
  user: (id: string) => [...adminKeys.all, 'user', id] as const,
};

export const adminListQuery = (source: AdminListSource, params: AdminListParams) =>
  queryOptions({
    queryKey: adminKeys.list(source.key, params),
    queryFn: () => fetchAdminPage(source, params),
    placeholderData: (previous) => previous,
  });

/** The id and label of every row of a small table (subjects, universities...), for selects in forms. */
export const adminOptionsQuery = (
  table: 'subjects' | 'universities' | 'countries' | 'blog_categories' | 'blog_tags',
) =>
  queryOptions({
    queryKey: adminKeys.options(table),
    queryFn: async () => {
      const client = await loadSupabase();
      const { data, error } = await client.from(table).select('id, name').order('name').limit(1000);
      if (error) throw new Error(error.message);
      return data.map((row) => ({ value: row.id, label: row.name }));
    },
    staleTime: 60_000,
  });

// ---------------------------------------------------------------------------------------------------------
// The admin RPCs. Each answers a value or throws the server's message (the spec's and the RPC's words).
// ---------------------------------------------------------------------------------------------------------
type RpcAnswer = { success?: boolean; error?: string } & Record<string, unknown>;

function answerOf(result: { data: unknown; error: { message: string } | null }): RpcAnswer {
  if (result.error) throw new Error(result.error.message);
  const answer = (result.data ?? {}) as RpcAnswer;
  if (answer.success === false) throw new Error(answer.error ?? 'Request failed');
  return answer;
}

export type DocumentDecision = 'approved' | 'rejected' | 'soft-reject';

export async function reviewDocuments(ids: string[], status: DocumentDecision, reason: string | null) {
  const client = await loadSupabase();
  return answerOf(
    await client.rpc('admin_review_documents', {
      p_document_ids: ids,
      p_status: status,
      ...(reason ? { p_reason: reason } : {}),
    }),
  );
}

export async function deleteDocument(id: string, reason: string) {
  const client = await loadSupabase();
  return answerOf(await client.rpc('admin_delete_document', { p_document_id: id, p_reason: reason }));
}

export async function setUserStatus(id: string, status: string, reason: string) {
  const client = await loadSupabase();
  return answerOf(
    await client.rpc('admin_set_user_status', { p_user_id: id, p_status: status, p_reason: reason }),
  );
}

export async function setUserRole(id: string, role: string, reason: string) {
  const client = await loadSupabase();
  return answerOf(await client.rpc('admin_set_user_role', { p_user_id: id, p_role: role, p_reason: reason }));
}

export async function adjustPoints(id: string, amount: number, reason: string) {
  const client = await loadSupabase();
  return answerOf(
    await client.rpc('admin_adjust_points', { p_user_id: id, p_amount: amount, p_reason: reason }),
  );
}

export async function processWithdrawal(
  id: string,
  status: 'approved' | 'paid' | 'rejected',
  note: string | null,
  reference: string | null,
) {
  const client = await loadSupabase();
  return answerOf(
    await client.rpc('admin_process_withdrawal', {
      p_withdrawal_id: id,
      p_status: status,
      ...(note ? { p_admin_note: note } : {}),
      ...(reference ? { p_payout_reference: reference } : {}),
    }),
  );
}

/**
 * Refunds a points order: the money goes back at the provider that took it, then the points are reversed once,
 * audited and the buyer told (the refund-points-order function; see its header).
 */
export function refundPointsOrder(id: string, reason: string) {
  return invokeFunction(refundPointsOrderContract, { order_id: id, reason });
}

/** Sends a logged notification e-mail again (admin only, audited; sign-in mails are refused). */
export async function resendEmail(id: string, reason: string) {
  const client = await loadSupabase();
  return answerOf(await client.rpc('admin_resend_email', { p_email_id: id, p_reason: reason }));
}

export async function resolveReport(
  kind: 'content' | 'legal',
  id: string,
  decision: 'take_down' | 'dismiss',
  note: string,
) {
  const client = await loadSupabase();
  return answerOf(
    await client.rpc('admin_resolve_report', { p_kind: kind, p_id: id, p_decision: decision, p_note: note }),
  );
}

/** A write through an admin policy (catalogue, settings, blog, scholarships...): insert, update or delete. */
export async function saveAdminRow(
  table: AdminTableName,
  values: Record<string, unknown>,
  id: string | null,
  idColumn = 'id',
) {
  const client = await untypedClient();
  const { error } = id
    ? await client.from(table).update(values).eq(idColumn, id)
    : await client.from(table).insert(values);
  if (error) throw new Error(error.message);
}

export async function deleteAdminRow(table: AdminTableName, id: string, idColumn = 'id') {
  const client = await untypedClient();
  const { error, count } = await client.from(table).delete({ count: 'exact' }).eq(idColumn, id);
  if (error) throw new Error(error.message);
  if (count === 0) throw new Error('Not found');
}

/** admin_overview's jsonb: the back office's counters over the period and one entry a day. */
const adminOverviewSchema = z.object({
  days: z.number(),
  users_total: z.number(),
  users_new: z.number(),
  documents_pending: z.number(),
  documents_approved: z.number(),
  withdrawals_pending: z.number(),
  reports_open: z.number(),
  revenue_usd: z.number(),
  points_sold: z.number(),
  points_spent: z.number(),
  subscriptions_active: z.number(),
  series: z.array(
    z.object({
      day: z.string(),
      signups: z.number(),
      revenue_usd: z.number(),
      points_sold: z.number(),
      points_spent: z.number(),
      documents_uploaded: z.number(),
    }),
  ),
});
export type AdminOverview = z.output<typeof adminOverviewSchema>;

export const adminOverviewQuery = (days: number) =>
  queryOptions({
    queryKey: adminKeys.overview(days),
    queryFn: async () => {
      const client = await loadSupabase();
      const { data, error } = await client.rpc('admin_overview', { p_days: days });
      if (error) throw new Error(error.message);
      return adminOverviewSchema.parse(data);
    },
  });

const AUDIT_COLUMNS =
  'id, actor_id, actor_email, action, target_table, target_id, reason, before, after, created_at';

/** The latest audit rows, all of them or those of one target (a user, a document...). */
export const adminAuditQuery = (targetId: string | null, limit = 20) =>
  queryOptions({
    queryKey: [...adminKeys.audit(targetId), limit],
    queryFn: async () => {
      const client = await loadSupabase();
      let request = client
        .from('admin_audit_log')
        .select(AUDIT_COLUMNS)
        .order('id', { ascending: false })
        .limit(limit);
      if (targetId) request = request.eq('target_id', targetId);
      const { data, error } = await request;
      if (error) throw new Error(error.message);
      return data;
    },
  });
export type AdminAuditEntry = Awaited<
  ReturnType<NonNullable<ReturnType<typeof adminAuditQuery>['queryFn']>>
>[number];

/** A user's profile, balance, uploads and latest points movements, for the user dialog. */
export const adminUserQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: async () => {
      const client = await loadSupabase();
      const [user, points, documents, movements] = await Promise.all([
        client
          .from('users')
          .select(
            'id, full_name, email, role, status, created_at, phone, city, university:universities(name)',
          )
          .eq('id', id)
          .maybeSingle(),
        client
          .from('user_points')
          .select('points_balance, lifetime_earned, lifetime_spent')
          .eq('user_id', id)
          .maybeSingle(),
        client.from('documents').select('id', { count: 'exact', head: true }).eq('user_id', id),
        client
          .from('points_transactions')
          .select('id, type, amount, balance_after, description, created_at')
          .eq('user_id', id)
          .order('created_at', { ascending: false })
          .limit(10),
      ]);
      const failed = user.error ?? points.error ?? documents.error ?? movements.error;
      if (failed) throw new Error(failed.message);
      if (!user.data) return null;
      return {
        user: user.data,
        points: points.data ?? { points_balance: 0, lifetime_earned: 0, lifetime_spent: 0 },
        documentCount: documents.count ?? 0,
        movements: movements.data ?? [],
      };
    },
  });

// ---- AI provider settings (issue 26; the admin-ai-provider function keeps the key on the server) -----------

export interface AiProviderInput {
  base_url: string;
  model: string;
  toolbar_model: string | null;
  draft_model: string | null;
  timeout_ms: number | null;
  /** Absent keeps the saved key; '' removes it. */
  api_key?: string;
}

/** The settings and their check, as admin-ai-provider answers every action but `test`. */
async function aiProviderState(
  input: FunctionInput<typeof adminAiProviderContract>,
): Promise<AiProviderState> {
  const answer = await invokeFunction(adminAiProviderContract, input);
  if (!('active' in answer)) throw new Error('Unexpected answer from admin-ai-provider');
  return answer;
}

export const aiProviderQuery = () =>
  queryOptions({
    queryKey: ['admin', 'ai-provider'] as const,
    queryFn: () => aiProviderState({ action: 'status' }),
    staleTime: 30_000,
    retry: false,
  });

export const saveAiProvider = (input: AiProviderInput) => aiProviderState({ action: 'save', ...input });

export const clearAiProvider = () => aiProviderState({ action: 'clear' });

export async function testAiProvider(input: {
  base_url: string;
  model: string;
  api_key?: string;
}): Promise<AiConnectionTest> {
  const answer = await invokeFunction(adminAiProviderContract, { action: 'test', ...input });
  if ('active' in answer) throw new Error('Unexpected answer from admin-ai-provider');
  return answer;
}
