// A failed edge-function call, with the body the function answered (shared/functions: `{ error, code?, … }`; a
// paid action adds whether the user was charged or refunded and, when short, the price and the balance).
import { paidErrorSchema, type PaidErrorBody } from '../../../shared/functions/function-contract';

export class FunctionCallError extends Error {
  override name = 'FunctionCallError';
  constructor(
    /** HTTP status of the answer; 200 for a failure an event stream reported midway; 0 when nothing answered. */
    readonly status: number,
    readonly body: PaidErrorBody,
  ) {
    super(body.error);
  }

  /** The price and the balance when the balance was too short. */
  get insufficient(): { required: number; balance: number } | null {
    return this.body.code === 'insufficient_points'
      ? { required: this.body.required ?? 0, balance: this.body.balance ?? 0 }
      : null;
  }
}

function errorBodyOf(value: unknown, status: number): PaidErrorBody {
  const parsed = paidErrorSchema.safeParse(value);
  return parsed.success ? parsed.data : { error: `Request failed (${status})` };
}

/** The body of a non-JSON or JSON failure answer. */
export async function functionCallErrorOfResponse(response: Response): Promise<FunctionCallError> {
  const body: unknown = await response.json().catch(() => null);
  return new FunctionCallError(response.status, errorBodyOf(body, response.status));
}

/**
 * supabase-js reports a function's failure only as "non-2xx" with the answer as `context`: this reads the
 * function's own words (and code) so the person sees why. Without an answer (offline), the client's message.
 */
export async function functionCallErrorOf(error: {
  message: string;
  context?: unknown;
}): Promise<FunctionCallError> {
  if (error.context instanceof Response) return functionCallErrorOfResponse(error.context.clone());
  return new FunctionCallError(0, { error: error.message });
}
