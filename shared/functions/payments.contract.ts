// Contracts of the payment functions (spec 1 section 7, spec 2 section 7): the ways to pay, checkouts, their
// confirmation, refunds, subscriptions and the providers' webhooks.
import { z } from 'zod';
import { defineContract, emptyInput, functionErrorSchema } from './function-contract.ts';

/**
 * Which ways to pay the screens offer, and how: `enabled` is the admin's switch, the provider Stripe or PayPal
 * when their keys are set, the platform's sandbox otherwise. Only public values: never a secret.
 */
export const paymentMethodsContract = defineContract({
  name: 'payment-methods',
  methods: ['GET', 'POST'],
  auth: 'public',
  body: 'none',
  input: emptyInput,
  output: z.object({
    card: z.object({
      enabled: z.boolean(),
      provider: z.enum(['stripe', 'sandbox']),
      test_mode: z.boolean(),
      publishable_key: z.string().nullable(),
    }),
    paypal: z.object({
      enabled: z.boolean(),
      provider: z.enum(['paypal', 'sandbox']),
      test_mode: z.boolean(),
      client_id: z.string().nullable(),
    }),
  }),
  error: functionErrorSchema,
});
