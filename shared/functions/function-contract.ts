// The contract of an edge function (supabase/functions/<name>): how it is called (method, who may call it, what
// the body is), the zod schema of its input, of its answer and of its error body. The function is built from its
// contract by defineFunction (supabase/functions/_shared/define-function.ts), which parses the input once; the
// renderer calls it through invokeFunction (renderer/src/lib/invoke-function.ts), typed by the same schemas, so
// changing an answer here shows every screen that reads it at compile time. Isomorphic: zod only.
import { z } from 'zod';
import type { Json } from '../db/database.types.ts';

export type FunctionMethod = 'GET' | 'POST';

export interface FunctionContract<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Failure extends z.ZodType = z.ZodType,
> {
  /** The folder under supabase/functions (and the path under /functions/v1). */
  name: string;
  /** Methods answered besides the CORS preflight; anything else is 405. */
  methods: readonly FunctionMethod[];
  /**
   * `user`: a signed-in caller or 401; `admin`: a signed-in active admin (spec 1 section 6), else 403 with
   * `adminRefusal`; `public`: anyone with the anon key; `webhook`: a payment provider (no JWT, no CORS; the
   * function checks the provider's signature on the raw body).
   */
  auth: 'user' | 'admin' | 'public' | 'webhook';
  /** What a signed-in caller who is not an active admin reads (`auth: 'admin'`). */
  adminRefusal?: string;
  /**
   * The function moves money or changes a subscription: a caller with a verified second factor must have used it
   * (aal2), checked before the body is read. Paid AI actions check it with the charge instead.
   */
  secondFactor?: boolean;
  /** `json`: the body is a JSON object parsed by `input`; `text`: the raw body (webhooks); `none`: no body. */
  body: 'json' | 'text' | 'none';
  input: Input;
  output: Output;
  error: Failure;
  /** A paid action that also answers `text/event-stream` (chunks, then the output as the final event). */
  stream?: boolean;
}

/** A jsonb column's value (`Json`, as supabase-js types it), checked to be JSON. */
export const jsonSchema: z.ZodType<Json, Json> = z.lazy(() => z.union([z.null(), filledJsonSchema]));
/** The value of a `not null` jsonb column. */
export const filledJsonSchema: z.ZodType<NonNullable<Json>, NonNullable<Json>> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.array(jsonSchema),
    z.record(z.string(), jsonSchema.optional()),
  ]),
);

/** Keeps the literal types of a contract (its schemas) while checking its shape. */
export function defineContract<const C extends FunctionContract>(contract: C): C {
  return contract;
}

export type FunctionInput<C extends FunctionContract> = z.input<C['input']>;
export type FunctionOutput<C extends FunctionContract> = z.output<C['output']>;
export type FunctionErrorBody<C extends FunctionContract> = z.output<C['error']>;

/** The error body every function answers with: a sentence for the user, and a code where screens tell cases apart. */
export const functionErrorSchema = z.looseObject({
  error: z.string(),
  code: z.string().optional(),
});

/** Any 8-4-4-4-12 hexadecimal id (seeded ids are not all RFC 4122 versions). */
export const idField = (message: string) => z.guid({ error: message });

/** The same id test for values that are not a function's input (a provider's metadata, a stored row). */
export const isId = (value: unknown): value is string => z.guid().safeParse(value).success;

/** An optional id: absent, null or an id. */
export const optionalIdField = (message: string) => idField(message).nullish();

/** No body, or one that is ignored (the function reads nothing from it). */
export const emptyInput = z.looseObject({});

// ---- Paid actions (supabase/functions/_shared/paid-action.ts) ---------------------------------------------------

export const engineSchema = z.enum(['provider', 'engine']);

/** The charge a paid answer carries: null when the answer was free (nothing found, an outline). */
export const chargeSchema = z.object({ id: z.string(), points: z.number(), balance: z.number() });

/** The answer of a paid action around its result (also the `final` event of a streamed one). */
export const paidAnswerSchema = <Result extends z.ZodType>(result: Result) =>
  z.object({
    result,
    charge: chargeSchema.nullable(),
    engine: engineSchema.nullable(),
    /** True for a retry of a completed request: the stored result, charged once. */
    replayed: z.boolean(),
  });

/** What a refused or failed paid action answers: whether the user is out of pocket, and why. */
export const paidErrorSchema = z.looseObject({
  error: z.string(),
  code: z.string().optional(),
  /** False when refused before any charge, or refunded. */
  charged: z.boolean().optional(),
  refunded: z.boolean().optional(),
  /** For `insufficient_points`: the price and the balance. */
  required: z.number().optional(),
  balance: z.number().optional(),
  /** Seconds to wait when the AI model was busy. */
  retry_after: z.number().optional(),
});
export type PaidErrorBody = z.output<typeof paidErrorSchema>;

export const IDEMPOTENCY_KEY_MESSAGE =
  'Each paid request needs an Idempotency-Key of 8 to 200 letters, digits or ._:-';

/** The body's idempotency key (the `Idempotency-Key` header may carry it instead). */
export const idempotencyKeyField = z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).optional();

/** A paid action's contract: its input, the result inside the paid answer, and the paid error body. */
export function definePaidContract<
  const Name extends string,
  Input extends z.ZodType,
  Result extends z.ZodType,
>(contract: { name: Name; input: Input; result: Result; stream?: boolean }) {
  return defineContract({
    name: contract.name,
    methods: ['POST'],
    auth: 'user',
    body: 'json',
    input: contract.input,
    output: paidAnswerSchema(contract.result),
    error: paidErrorSchema,
    stream: contract.stream ?? false,
  });
}

/** A streamed paid action's `chunk` event. */
export const streamChunkSchema = z.object({ text: z.string() });

/** The result inside a paid contract's answer. */
export type PaidResultOf<C extends FunctionContract> =
  FunctionOutput<C> extends { result: infer Result } ? Result : never;
