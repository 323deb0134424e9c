// Contracts of the functions about the AI model itself: which tools it serves (ai-capabilities).
import { z } from 'zod';
import type { AiCapabilities } from '../study/provider/ai-tools.ts';
import { defineContract, emptyInput, functionErrorSchema } from './function-contract.ts';

/** Which AI tools answer through the model, the built-in engines, or not at all; nothing about the provider. */
export const aiCapabilitiesContract = defineContract({
  name: 'ai-capabilities',
  methods: ['GET', 'POST'],
  auth: 'public',
  body: 'none',
  input: emptyInput,
  output: z.custom<AiCapabilities>(),
  error: functionErrorSchema,
});
