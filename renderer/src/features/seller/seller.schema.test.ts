// The seller forms' rules match the server's (update_seller_document, request_withdrawal) and the orders CSV
// keeps formula-looking cells as text.
import { describe, expect, it } from 'vitest';
import { ordersCsv } from './seller-csv';
import type { SellerOrder } from './seller.api';
import { documentEditSchema, withdrawalSchema } from './seller.schema';

describe('documentEditSchema', () => {
  it('accepts a price of $0 to $10,000 in cents and refuses -1, 10⁹ and fractions of a cent', () => {
    for (const price of [0, 7.5, 10000]) {
      expect(documentEditSchema.safeParse({ title: 'Notes', description: '', price }).success).toBe(true);
    }
    for (const price of [-1, 1e9, 1.234, 'abc']) {
      const parsed = documentEditSchema.safeParse({ title: 'Notes', description: '', price });
      expect(parsed.success, String(price)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('The price must be between $0.00 and $10,000.00');
    }
    expect(documentEditSchema.safeParse({ title: '   ', description: '', price: 1 }).success).toBe(false);
  });
});

describe('withdrawalSchema', () => {
  const base = {
    method: 'paypal',
    paypal_email: 'me@example.com',
    account_holder: '',
    bank_name: '',
    account_number: '',
    swift: '',
  };
  it('refuses less than the minimum with the server message', () => {
    const parsed = withdrawalSchema(500).safeParse({ ...base, points: 499 });
    expect(parsed.error?.issues[0]?.message).toBe('The minimum withdrawal is 500 points');
    expect(withdrawalSchema(500).safeParse({ ...base, points: 500 }).success).toBe(true);
    expect(withdrawalSchema(500).safeParse({ ...base, points: 500.5 }).success).toBe(false);
  });
  it('needs a PayPal e-mail for PayPal and the bank details for a bank transfer', () => {
    expect(withdrawalSchema(500).safeParse({ ...base, points: 600, paypal_email: 'nope' }).success).toBe(
      false,
    );
    const bank = { ...base, method: 'bank_transfer', paypal_email: '', points: 600 };
    const missing = withdrawalSchema(500).safeParse(bank);
    expect(missing.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'account_holder',
      'account_number',
      'bank_name',
    ]);
    expect(
      withdrawalSchema(500).safeParse({
        ...bank,
        account_holder: 'Ada Lovelace',
        bank_name: 'Example Bank',
        account_number: 'DE89370400440532013000',
      }).success,
    ).toBe(true);
  });
});

describe('ordersCsv', () => {
  it('writes the columns in order and quotes a formula-looking title as text', async () => {
    const row: SellerOrder = {
      sale_id: 's1',
      created_at: '2026-11-24T02:00:00Z',
      document_id: 'd1',
      document_title: '=HYPERLINK("http://evil")',
      document_slug: 'x',
      buyer_name: 'Sam Reader',
      access_type: 'points',
      points_spent: 1000,
      earned_points: 700,
      total_count: 1,
    };
    const csv = await ordersCsv([row]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('Date,Document,Buyer,Paid with,Points,You earned');
    expect(line).toBe('2026-11-24T02:00:00Z,"\'=HYPERLINK(""http://evil"")",Sam Reader,Points,1000,700');
  });
});
