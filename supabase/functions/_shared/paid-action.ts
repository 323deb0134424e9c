// Paid AI actions for edge functions (migration 20261124100000_paid_actions.sql): the charge is taken with the
// work, a failed work is refunded exactly once, and a retried request (same idempotency key) is charged once and
// answered with the stored result. Every tool that costs points calls runPaidAction; the price comes from
// shared/constants/points-costs.ts on the server, never from the browser.
import type { User } from '@supabase/supabase-js';
import { z } from 'zod';
import { engineSchema } from '../../../shared/functions/function-contract.ts';
import { ProviderError } from '../../../shared/study/provider/openai-compatible.client.ts';
import { NEEDS_AI_MODEL } from '../../../shared/study/provider/ai-tools.ts';
import { json } from './cors.ts';
import { FunctionError } from './function-error.ts';
import { secondFactorRefusal } from './second-factor.ts';
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
  /**
   * The caller as the function read it (auth's getUser): its factors decide the second-factor check without
   * asking auth again, a round trip of every paid request. Read again from auth when not given.
   */
  user?: User | null;
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

/** begin_paid_action's and complete_paid_action's jsonb: the charge, its state and (once completed) its result. */
const chargeRowSchema = z.object({
  id: z.string(),
  points: z.number(),
  status: z.enum(['charged', 'completed', 'refunded']),
  result: z.unknown(),
  engine: engineSchema.nullable(),
  replayed: z.boolean(),
  balance: z.number(),
});
export type ChargeRow = z.output<typeof chargeRowSchema>;

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

/** The charge as begun: the caller runs the work, or the answer is already known (an error or a replay). */
export type BegunPaidAction =
  | { kind: 'charged'; charge: ChargeRow }
  | { kind: 'replayed'; charge: ChargeRow }
  | { kind: 'answered'; response: Response };

/** The JSON body a paid action answers with; also the final event of a streamed one. */
export function paidAnswerOf(row: ChargeRow, engine: PaidActionEngine | null, result: unknown) {
  return {
    result,
    charge: { id: row.id, points: row.points, balance: row.balance },
    engine,
    replayed: row.replayed,
  };
}

/**
 * Checks the key and price and takes the charge (or finds the one this key already took). Shared by
 * runPaidAction and runPaidActionStream: a short balance, a bad key, a refunded or running retry are answered
 * here as JSON; a completed retry comes back as `replayed` for the caller to answer in its own form.
 */
export async function beginPaidAction(
  options: Omit<PaidActionRequest<unknown>, 'work'>,
): Promise<BegunPaidAction> {
  const answered = (body: unknown, status: number) => ({
    kind: 'answered' as const,
    response: json(body, status),
  });
  const key = options.idempotencyKey ?? idempotencyKeyOf(options.request, options.body);
  if (!key || !KEY_PATTERN.test(key)) {
    return answered(
      {
        error: 'Each paid request needs an Idempotency-Key of 8 to 200 letters, digits or ._:-',
        code: 'bad_request',
      },
      400,
    );
  }
  if (!Number.isInteger(options.points) || options.points < 0) {
    return answered({ error: 'This action has no valid price', code: 'bad_request' }, 500);
  }
  const refusal = await secondFactorRefusal(options.request, options.user);
  if (refusal) return { kind: 'answered', response: refusal };

  const begun = await serviceClient().rpc('begin_paid_action', {
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
      return answered(
        {
          error: options.insufficientMessage,
          code: 'insufficient_points',
          charged: false,
          required: required ?? options.points,
          balance: balance ?? 0,
        },
        402,
      );
    }
    const status = failure.status >= 400 && failure.status < 500 ? failure.status : 500;
    return answered({ error: failure.message, code: failure.code ?? 'paid_action_failed' }, status);
  }

  const charge = chargeRowSchema.parse(begun.data);
  if (!charge.replayed) return { kind: 'charged', charge };
  if (charge.status === 'completed') return { kind: 'replayed', charge };
  if (charge.status === 'refunded') {
    return answered(
      {
        error: 'This request failed and its points were refunded. Try again.',
        code: 'refunded',
        refunded: true,
      },
      409,
    );
  }
  return answered({ error: 'This request is still being processed', code: 'in_progress' }, 409);
}

/** Gives the charge back (once: a second refund of the same charge gives nothing). True when it was refunded. */
export async function refundPaidAction(chargeId: string, reason: string): Promise<boolean> {
  const refund = await serviceClient().rpc('refund_paid_action', { p_id: chargeId, p_reason: reason });
  return !refund.error;
}

/**
 * What a provider failure tells the user: what went wrong, in words, and that the points came back (or, when the
 * refund itself failed, that support should be asked). The code lets the screen tell the cases apart.
 */
export function providerFailureOf(
  error: ProviderError,
  refunded: boolean,
): { message: string; code: string; retryAfter: number | null } {
  const back = refunded
    ? 'Your points were refunded.'
    : 'Your points could not be refunded yet; contact support.';
  if (error.kind === 'timeout')
    return { message: `The AI model did not answer in time. ${back}`, code: 'ai_timeout', retryAfter: null };
  if (error.kind === 'http' && error.status === 429) {
    const wait = error.retryAfterSeconds;
    return {
      message: `The AI model is busy (too many requests). ${back}${wait ? ` Try again in ${wait} s.` : ' Try again shortly.'}`,
      code: 'ai_rate_limited',
      retryAfter: wait,
    };
  }
  if (error.kind === 'http' && (error.status === 401 || error.status === 403))
    return {
      message: `The AI model refused this platform's API key. ${back}`,
      code: 'ai_rejected',
      retryAfter: null,
    };
  if (error.kind === 'http')
    return {
      message: `The AI model failed${error.status ? ` (error ${error.status})` : ''}. ${back}`,
      code: 'ai_failed',
      retryAfter: error.retryAfterSeconds,
    };
  if (error.kind === 'invalid-response')
    return {
      message: `The AI model's answer could not be used. ${back}`,
      code: 'ai_malformed',
      retryAfter: null,
    };
  if (error.kind === 'network')
    return {
      message: `The AI model could not be reached. ${back}`,
      code: 'ai_unreachable',
      retryAfter: null,
    };
  return { message: `The AI model did not answer. ${back}`, code: 'ai_failed', retryAfter: null };
}

/**
 * What a failed work answers: bad input is the caller's mistake (400); a provider failure says what went wrong
 * (502, with retry_after for a busy model); anything else is a failed work (502). Each says whether the points
 * came back (`refunded`) and whether the user is out of pocket (`charged`).
 */
export function workFailureOf(error: unknown, refunded: boolean) {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof PaidActionInputError)
    return { status: 400, body: { error: reason, code: 'bad_request', refunded, charged: !refunded } };
  // A refusal with its own status (the study engines' 429 and 413) keeps it.
  if (error instanceof FunctionError)
    return { status: error.status, body: { error: reason, ...error.extra, refunded, charged: !refunded } };
  if (error instanceof ProviderError) {
    const failure = providerFailureOf(error, refunded);
    return {
      status: 502,
      body: {
        error: failure.message,
        code: failure.code,
        refunded,
        charged: !refunded,
        ...(failure.retryAfter !== null ? { retry_after: failure.retryAfter } : {}),
      },
    };
  }
  return {
    status: 502,
    body: {
      error: 'The work failed and your points were refunded. Please try again.',
      code: 'work_failed',
      refunded,
      charged: !refunded,
    },
  };
}

/** The answer of a tool that needs an AI model when none is configured: refused before any charge. */
export function needsAiModel(extra: Record<string, unknown> = {}): Response {
  return json({ error: NEEDS_AI_MODEL.message, code: NEEDS_AI_MODEL.code, charged: false, ...extra }, 409);
}

/**
 * The answer of a request that found nothing to sell (an empty search, a question the material does not
 * answer): the result, and no charge.
 */
export function freeAnswer(result: unknown, engine: PaidActionEngine | null = 'engine'): Response {
  return json({ result, charge: null, engine, replayed: false });
}

/** Stores the result with the charge; when it cannot be stored, refunds and returns null. */
export async function completePaidAction<T>(
  chargeId: string,
  outcome: PaidWorkOutcome<T>,
): Promise<ChargeRow | null> {
  const completed = await serviceClient().rpc('complete_paid_action', {
    p_id: chargeId,
    p_result: outcome.result as never,
    p_result_ref: (outcome.resultRef ?? null) as never,
    p_engine: outcome.engine,
  });
  if (completed.error) {
    await refundPaidAction(chargeId, completed.error.message);
    return null;
  }
  return chargeRowSchema.parse(completed.data);
}

export const NOT_STORED = {
  error: 'The result could not be saved and your points were refunded.',
  refunded: true,
} as const;

export async function runPaidAction<T>(options: PaidActionRequest<T>): Promise<Response> {
  const begun = await beginPaidAction(options);
  if (begun.kind === 'answered') return begun.response;
  const { charge } = begun;
  if (begun.kind === 'replayed') return json(paidAnswerOf(charge, charge.engine, charge.result));

  let outcome: PaidWorkOutcome<T>;
  try {
    outcome = await options.work({ id: charge.id, points: charge.points });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const failure = workFailureOf(error, await refundPaidAction(charge.id, reason));
    return json(failure.body, failure.status);
  }

  const row = await completePaidAction(charge.id, outcome);
  if (!row) return json(NOT_STORED, 500);
  return json(paidAnswerOf(row, outcome.engine, outcome.result));
}

/** Thrown by a paid action's work for bad input found only while working: refunded, answered 400. */
export class PaidActionInputError extends Error {}
