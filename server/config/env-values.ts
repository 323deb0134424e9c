import { z } from 'zod';

/**
 * Zod schemas for one environment variable each: the raw value is a string or absent, and an empty value means
 * "not set" (a `VAR=` line in a unit file or .env). Each schema fails with a message that completes the
 * sentence "<VARIABLE> must ..." and quotes the bad value, so the person starting the platform sees what to fix.
 */
type Raw = string | undefined;

const isUnset = (raw: Raw): raw is undefined | '' => raw === undefined || raw.trim() === '';

function refuse(ctx: z.RefinementCtx, raw: string, expected: string): never {
  ctx.addIssue({ code: 'custom', message: `must be ${expected}, not "${raw}"` });
  return z.NEVER;
}

/** Text as given; `undefined` when unset. Secrets and passwords are not trimmed: spaces may be part of them. */
export const text = () =>
  z
    .string()
    .optional()
    .transform((raw) => (isUnset(raw) ? undefined : raw));

export const textOr = (fallback: string) => text().transform((value) => value ?? fallback);

const TRUE = ['1', 'true', 'yes', 'on'];
const FALSE = ['0', 'false', 'no', 'off'];

export const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (isUnset(raw)) return fallback;
      const value = raw.trim().toLowerCase();
      if (TRUE.includes(value)) return true;
      if (FALSE.includes(value)) return false;
      return refuse(ctx, raw, 'true or false (also 1/0, yes/no, on/off)');
    });

/** A flag whose default depends on other settings: `undefined` when unset. */
export const optionalFlag = () =>
  z
    .string()
    .optional()
    .transform((raw, ctx): boolean | undefined => {
      if (isUnset(raw)) return undefined;
      const value = raw.trim().toLowerCase();
      if (TRUE.includes(value)) return true;
      if (FALSE.includes(value)) return false;
      return refuse(ctx, raw, 'true or false (also 1/0, yes/no, on/off)');
    });

export const wholeNumber = (
  fallback: number,
  { min = 0, max = Number.MAX_SAFE_INTEGER, unit = '' }: { min?: number; max?: number; unit?: string } = {},
) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (isUnset(raw)) return fallback;
      const value = Number(raw.trim());
      if (Number.isInteger(value) && value >= min && value <= max) return value;
      const range = max === Number.MAX_SAFE_INTEGER ? `of ${min} or more` : `between ${min} and ${max}`;
      return refuse(ctx, raw, `a whole number${unit ? ` of ${unit}` : ''} ${range}`);
    });

export const oneOf = <const T extends readonly string[]>(values: T, fallback: T[number]) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): T[number] => {
      if (isUnset(raw)) return fallback;
      const value = raw.trim().toLowerCase();
      if ((values as readonly string[]).includes(value)) return value;
      return refuse(ctx, raw, `one of ${values.join(', ')}`);
    });

/** An absolute URL with one of `protocols` (e.g. `['http:', 'https:']`); `undefined` when unset. */
export const url = (protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (isUnset(raw)) return undefined;
      const value = raw.trim();
      const parsed = URL.canParse(value) ? new URL(value) : null;
      if (parsed && protocols.includes(parsed.protocol)) return value;
      return refuse(ctx, raw, `a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    });

/** A comma-separated list; empty when unset. */
export const list = () =>
  z
    .string()
    .optional()
    .transform((raw) =>
      (raw ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    );

/** A value read by `parse` (null when unreadable), described by `expected` in the error. */
export const parsed = <T>(fallback: T, parse: (raw: string) => T | null, expected: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): T => {
      if (isUnset(raw)) return fallback;
      const value = parse(raw);
      return value === null ? refuse(ctx, raw, expected) : value;
    });

/** Settings that stop the start: each names its variable and says what it must be. */
export class ConfigError extends Error {
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      problems.length === 1
        ? `${problems[0]!.variable} ${problems[0]!.message}`
        : `Invalid settings:\n${problems.map((p) => `  ${p.variable} ${p.message}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Reads `env` through `schema`, every bad variable reported at once. */
export function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => ({ variable: issue.path.join('.'), message: issue.message })),
  );
}
