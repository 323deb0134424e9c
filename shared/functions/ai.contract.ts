// Contracts of the functions about the AI model itself: which tools it serves (ai-capabilities).
import { z } from 'zod';
import { AI_TOOLS, type AiCapabilities } from '../study/provider/ai-tools.ts';
import { defineContract, emptyInput, functionErrorSchema } from './function-contract.ts';

/** Which AI tools answer through the model, the built-in engines, or not at all; nothing about the provider. */
export const aiCapabilitiesContract = defineContract({
  name: 'ai-capabilities',
  methods: ['GET', 'POST'],
  auth: 'public',
  body: 'none',
  input: emptyInput,
  output: z.object({
    provider: z.boolean(),
    tools: z.record(z.enum(AI_TOOLS), z.enum(['model', 'engine', 'unavailable'])),
  }) satisfies z.ZodType<AiCapabilities>,
  error: functionErrorSchema,
});

// ---- The back office's AI provider (active admins only; the key never leaves the server) -----------------------

/** A live check of the provider's models endpoint (admin-ai-status). */
const modelsCheckSchema = z.object({
  ok: z.boolean(),
  status: z.number().nullable(),
  latencyMs: z.number(),
  modelListed: z.boolean().nullable(),
  modelCount: z.number().nullable(),
  error: z.string().nullable(),
});
export type AiModelsCheck = z.output<typeof modelsCheckSchema>;

/** Whether a provider is configured, its model and endpoint (without credentials), and a live check of it. */
export const adminAiStatusContract = defineContract({
  name: 'admin-ai-status',
  methods: ['POST'],
  auth: 'admin',
  body: 'none',
  input: emptyInput,
  output: z.discriminatedUnion('configured', [
    z.object({
      configured: z.literal(false),
      endpoint: z.null(),
      model: z.null(),
      apiKeySet: z.literal(false),
      check: z.null(),
      fallback: z.string(),
    }),
    z.object({
      configured: z.literal(true),
      endpoint: z.string(),
      model: z.string(),
      apiKeySet: z.boolean(),
      check: modelsCheckSchema,
    }),
  ]),
  error: functionErrorSchema,
});

/** Settings as the browser may see them: everything but the key (only whether one is set). */
export const aiProviderSettingsShownSchema = z.object({
  base_url: z.string(),
  model: z.string(),
  toolbar_model: z.string().nullable(),
  draft_model: z.string().nullable(),
  timeout_ms: z.number().nullable(),
  api_key_set: z.boolean(),
  origin: z.enum(['environment', 'settings']),
});

/** Models listed and one short completion run (every failure a message with the key scrubbed out). */
export const aiConnectionTestSchema = z.object({
  ok: z.boolean(),
  models: z.array(z.string()).nullable(),
  modelListed: z.boolean().nullable(),
  completion: z.string().nullable(),
  latencyMs: z.number(),
  error: z.string().nullable(),
});
export type AiConnectionTest = z.output<typeof aiConnectionTestSchema>;

/** The settings in force (the environment's win over the saved ones), the saved ones, and a live check. */
export const aiProviderStateSchema = z.object({
  active: aiProviderSettingsShownSchema.nullable(),
  saved: aiProviderSettingsShownSchema.nullable(),
  environment: z.boolean(),
  default_timeout_ms: z.number(),
  check: aiConnectionTestSchema.nullable(),
});
export type AiProviderState = z.output<typeof aiProviderStateSchema>;
export type AiProviderSettingsShown = z.output<typeof aiProviderSettingsShownSchema>;

const MODEL = z.string().trim().min(1).max(200);
const ACTION_MESSAGE = 'action must be status, save, clear or test';

/**
 * `status` (the default): the state; `save`: stores the settings server-side (api_key absent keeps the saved key,
 * '' or null removes it); `clear`: removes them; `test`: lists the models and runs one completion on the values
 * given (not yet saved) or on those in force.
 */
export const adminAiProviderContract = defineContract({
  name: 'admin-ai-provider',
  methods: ['POST'],
  auth: 'admin',
  body: 'json',
  input: z.discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('status').optional() }),
      z.object({
        action: z.literal('save'),
        base_url: z
          .string()
          .trim()
          .url()
          .regex(/^https?:\/\//, 'The base URL must start with http:// or https://'),
        model: MODEL,
        toolbar_model: MODEL.nullish(),
        draft_model: MODEL.nullish(),
        timeout_ms: z.number().int().min(1000).max(600_000).nullish(),
        api_key: z.string().trim().max(500).nullish(),
      }),
      z.object({ action: z.literal('clear') }),
      z.object({
        action: z.literal('test'),
        base_url: z.string().trim().url().optional(),
        model: MODEL.optional(),
        api_key: z.string().trim().max(500).optional(),
      }),
    ],
    { error: ACTION_MESSAGE },
  ),
  output: z.union([aiProviderStateSchema, aiConnectionTestSchema]),
  error: functionErrorSchema,
});
