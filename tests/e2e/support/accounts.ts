// Test accounts made through the platform's admin API with the service-role key the platform under test wrote
// into its data dir, as an operator would, so a journey can start from a known state (balance, confirmed e-mail).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { e2eDataDir } from './e2e-dirs.ts';

export function serviceHeaders(): Record<string, string> {
  const key = (
    JSON.parse(readFileSync(join(e2eDataDir, 'platform.json'), 'utf8')) as { serviceRoleKey: string }
  ).serviceRoleKey;
  return { apikey: key, authorization: `Bearer ${key}` };
}

let counter = 0;

/** A confirmed account with `points` in its wallet (credited through the ledger as an adjustment). */
export async function newAccount(
  request: APIRequestContext,
  label: string,
  points = 0,
  fullName = 'Sam Reader',
) {
  const email = `${label}.${Date.now()}.${++counter}@example.com`;
  const password = 'correct-horse-battery';
  const created = await request.post('/auth/v1/admin/users', {
    headers: serviceHeaders(),
    data: { email, password, email_confirm: true, user_metadata: { full_name: fullName } },
  });
  expect(created.ok()).toBe(true);
  const id = ((await created.json()) as { id: string }).id;
  if (points > 0) {
    const credited = await request.post('/rest/v1/rpc/apply_points', {
      headers: serviceHeaders(),
      data: { p_user_id: id, p_amount: points, p_type: 'adjustment', p_description: 'Test balance' },
    });
    expect(credited.ok()).toBe(true);
  }
  return { email, password, id };
}
