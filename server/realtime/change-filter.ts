import type { RowChange } from './change-stream.ts';

/** A `postgres_changes` subscription as realtime-js sends it in the join payload. */
export interface ChangeSubscription {
  event: '*' | 'INSERT' | 'UPDATE' | 'DELETE';
  schema: string;
  table?: string;
  filter?: string;
}

type Operator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
export interface ParsedFilter {
  column: string;
  operator: Operator;
  values: string[];
}

const OPERATORS: readonly Operator[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in'];
const isOperator = (value: string): value is Operator => OPERATORS.some((operator) => operator === value);

const FILTER_PATTERN = /^([A-Za-z_][\w]*)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s;

/**
 * Parses Supabase Realtime's filter syntax (`user_id=eq.123`, `id=in.(1,2,3)`); anything else is an error the
 * join answers with, as the real service does.
 */
export function parseFilter(filter: string | undefined): ParsedFilter | null {
  if (!filter) return null;
  const match = FILTER_PATTERN.exec(filter);
  if (!match) throw new Error(`Invalid filter: ${filter}`);
  const [, column = '', operator = '', raw = ''] = match;
  if (!isOperator(operator)) throw new Error(`Invalid filter: ${filter}`);
  if (operator === 'in') {
    const inner = /^\((.*)\)$/s.exec(raw);
    if (!inner) throw new Error(`Invalid filter: ${filter}`);
    return { column, operator, values: inner[1]!.split(',').map((v) => v.trim().replace(/^"(.*)"$/, '$1')) };
  }
  return { column, operator, values: [raw] };
}

function compare(actual: unknown, expected: string): number {
  const a = actual instanceof Date ? actual.toISOString() : String(actual);
  const numericA = Number(a);
  const numericB = Number(expected);
  if (a.trim() !== '' && expected.trim() !== '' && !Number.isNaN(numericA) && !Number.isNaN(numericB)) {
    return numericA - numericB;
  }
  return a < expected ? -1 : a > expected ? 1 : 0;
}

export function rowMatchesFilter(row: Record<string, unknown>, filter: ParsedFilter | null): boolean {
  if (!filter) return true;
  if (!(filter.column in row)) return false;
  const value = row[filter.column];
  if (value === null || value === undefined) return false;
  switch (filter.operator) {
    case 'eq':
      return compare(value, filter.values[0]!) === 0;
    case 'neq':
      return compare(value, filter.values[0]!) !== 0;
    case 'lt':
      return compare(value, filter.values[0]!) < 0;
    case 'lte':
      return compare(value, filter.values[0]!) <= 0;
    case 'gt':
      return compare(value, filter.values[0]!) > 0;
    case 'gte':
      return compare(value, filter.values[0]!) >= 0;
    case 'in':
      return filter.values.some((v) => compare(value, v) === 0);
  }
}

/** Does this change concern this subscription: event kind, schema, table, then the row filter? */
export function changeMatches(
  change: RowChange,
  subscription: ChangeSubscription,
  filter: ParsedFilter | null,
): boolean {
  if (subscription.event !== '*' && subscription.event !== change.type) return false;
  if (subscription.schema !== '*' && subscription.schema !== change.schema) return false;
  if (subscription.table && subscription.table !== '*' && subscription.table !== change.table) return false;
  const row = change.type === 'DELETE' ? change.old_record : change.record;
  return rowMatchesFilter(row, filter);
}
