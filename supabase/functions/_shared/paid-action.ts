// Paid AI actions for edge functions (migration 20261124100000_paid_actions.sql): the charge is taken with the
// work, a failed work is refunded exactly once, and a retried request (same idempotency key) is charged once and
// answered with the stored result. Every tool that costs points calls runPaidAction; the price comes from
// shared/constants/points-costs.ts on the server, never from the browser.
import { json } from './cors.ts';
import { serviceClient } from './supabase-clients.ts';

export type PaidActionEngine = 'provider' | 'engine';

export interface PaidWorkOutcome<T> {
  result: T;
  /** The row that holds the result, so the charge links to it. */
  resultRef?: { table: string; id: string };
  /** Which answered: the configured AI provider or the built-in study engines (the screen says which). */
  engine: PaidActionEngine;
}

export interface PaidActionRequest<T> {
  request: Request;
  /** The parsed JSON body, when the function read it (for a body `idempotency_key`). */
  body?: unknown;
  userId: string;
  /** Kebab-case name of the action, e.g. `ai-detection`, `plagiarism-check`, `homework-answer`. */
  action: string;
  points: number;
  /** The ledger line the user reads in their wallet. */
  description: string;
  /** The spec's message for this tool when the balance is short (e.g. 'insufficient points'). */
  insufficientMessage: string;
  /** Overrides the key read from the request (header `Idempotency-Key` or body `idempotency_key`). */
  idempotencyKey?: string;
  transactionType?: 'spent' | 'document_chat';
  work: (charge: { id: string; points: number }) => Promise<PaidWorkOutcome<T>>;
}

interface ChargeRow {
  id: string;
  points: number;
  status: 'charged' | 'completed' | 'refunded';
  result: unknown;
  engine: PaidActionEngine | null;
  replayed: boolean;
  balance: number;
}

const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/** The request's idempotency key: the `Idempotency-Key` header, else the body's `idempotency_key`. */
export function idempotencyKeyOf(request: Request, body?: unknown): string | null {
  const header = request.headers.get('idempotency-key');
  if (header) return header;
  if (body && typeof body === 'object' && 'idempotency_key' in body) {
    const value = (body as { idempotency_key?: unknown }).idempotency_key;
    return typeof value === 'string' ? value : null;
  }
  return null;
}

/** PostgREST carries the status of private.raise_api_error in the error; supabase-js hands it on. */
function apiErrorOf(error: { code?: string; message: string; details?: string | null }, status?: number) {
  return { status: status ?? 500, code: error.code, message: error.message, details: error.details ?? null };
}

function parseDetails(details: string | null): { required?: number; balance?: number } {
  try {
    return details ? (JSON.parse(details) as { required?: number; balance?: number }) : {};
  } catch {
    return {};
  }
}

export async function runPaidAction<T>(options: PaidActionRequest<T>): Promise<Response> {
  const key = options.idempotencyKey ?? idempotencyKeyOf(options.request, options.body);
  if (!key || !KEY_PATTERN.test(key)) {
    return json(
      {
        error: 'Each paid request needs an Idempotency-Key of 8 to 200 letters, digits or ._:-',
        code: 'bad_request',
      },
      400,
    );
  }
  if (!Number.isInteger(options.points) || options.points < 0) {
    return json({ error: 'This action has no valid price', code: 'bad_request' }, 500);
  }

  const service = serviceClient();
  const begun = await service.rpc('begin_paid_action', {
    p_user_id: options.userId,
    p_action: options.action,
    p_points: options.points,
    p_idempotency_key: key,
    p_description: options.description,
    p_insufficient_message: options.insufficientMessage,
    p_transaction_type: options.transactionType ?? 'spent',
  });
  if (begun.error) {
    const failure = apiErrorOf(begun.error, begun.status);
    if (failure.status === 402) {
      const { required, balance } = parseDetails(failure.details);
      return json(
        {
          error: options.insufficientMessage,
          code: 'insufficient_points',
          required: required ?? options.points,
          balance: balance ?? 0,
        },
        402,
      );
    }
    const status = failure.status >= 400 && failure.status < 500 ? failure.status : 500;
    return json({ error: failure.message, code: failure.code ?? 'paid_action_failed' }, status);
  }

  const charge = begun.data as unknown as ChargeRow;
  const answer = (row: ChargeRow, engine: PaidActionEngine | null, result: unknown) =>
    json({
      result,
      charge: { id: row.id, points: row.points, balance: row.balance },
      engine,
      replayed: row.replayed,
    });

  if (charge.replayed) {
    if (charge.status === 'completed') return answer(charge, charge.engine, charge.result);
    if (charge.status === 'refunded') {
      return json(
        {
          error: 'This request failed and its points were refunded. Try again.',
          code: 'refunded',
          refunded: true,
        },
        409,
      );
    }
    return json({ error: 'This request is still being processed', code: 'in_progress' }, 409);
  }

  let outcome: PaidWorkOutcome<T>;
  try {
    outcome = await options.work({ id: charge.id, points: charge.points });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const refund = await service.rpc('refund_paid_action', { p_id: charge.id, p_reason: reason });
    const clientMistake = error instanceof PaidActionInputError;
    return json(
      {
        error: clientMistake ? reason : 'The work failed and your points were refunded. Please try again.',
        code: clientMistake ? 'bad_request' : 'work_failed',
        refunded: !refund.error,
      },
      clientMistake ? 400 : 502,
    );
  }

  const completed = await service.rpc('complete_paid_action', {
    p_id: charge.id,
    p_result: outcome.result as never,
    p_result_ref: (outcome.resultRef ?? null) as never,
    p_engine: outcome.engine,
  });
  if (completed.error) {
    await service.rpc('refund_paid_action', { p_id: charge.id, p_reason: completed.error.message });
    return json(
      { error: 'The result could not be saved and your points were refunded.', refunded: true },
      500,
    );
  }
  const row = completed.data as unknown as ChargeRow;
  return answer(row, outcome.engine, outcome.result);
}

/** Thrown by a paid action's work for bad input found only while working: refunded, answered 400. */
export class PaidActionInputError extends Error {}
