// Form rules of the seller area, the same limits the server enforces (update_seller_document, request_withdrawal).
import { z } from 'zod';
import { sellerTexts as t } from './seller.texts';

export const documentEditSchema = z.object({
  title: z.string().trim().min(1, t.documents.errors.title).max(300, t.documents.errors.title),
  description: z.string().max(5000, t.documents.errors.description),
  price: z.coerce
    .number({ message: t.documents.errors.price })
    .min(0, t.documents.errors.price)
    .max(10000, t.documents.errors.price)
    .refine((value) => Math.round(value * 100) === value * 100, t.documents.errors.price),
});

export type DocumentEditInput = z.input<typeof documentEditSchema>;
export type DocumentEditValues = z.output<typeof documentEditSchema>;

/** The withdrawal form; the minimum comes from the server's setting and is checked there again. */
export const withdrawalSchema = (minimum: number) =>
  z
    .object({
      points: z.coerce
        .number({ message: t.wallet.errors.amount })
        .int(t.wallet.errors.amount)
        .min(minimum, t.wallet.errors.minimum(minimum)),
      method: z.enum(['paypal', 'bank_transfer']),
      paypal_email: z.string().trim(),
      account_holder: z.string().trim(),
      bank_name: z.string().trim(),
      account_number: z.string().trim(),
      swift: z.string().trim(),
    })
    .superRefine((values, ctx) => {
      if (values.method === 'paypal') {
        if (!z.email().safeParse(values.paypal_email).success)
          ctx.addIssue({ code: 'custom', path: ['paypal_email'], message: t.wallet.errors.email });
        return;
      }
      if (!values.account_holder)
        ctx.addIssue({ code: 'custom', path: ['account_holder'], message: t.wallet.errors.holder });
      if (!values.bank_name)
        ctx.addIssue({ code: 'custom', path: ['bank_name'], message: t.wallet.errors.bankName });
      if (values.account_number.length < 5)
        ctx.addIssue({ code: 'custom', path: ['account_number'], message: t.wallet.errors.account });
    });

export type WithdrawalInput = z.input<ReturnType<typeof withdrawalSchema>>;
export type WithdrawalValues = z.output<ReturnType<typeof withdrawalSchema>>;
