// A checkout returns only to the site itself (issue 24, item 10): create-checkout-session, create-paypal-order and
// create-subscription-checkout accepted any http(s) success/cancel address, so the product's own checkout page
// was an open redirect. Only the site's origins pass (and the desktop app's studyloop:// deep links, where a provider takes them).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeFunction } from './support/paid-actions.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let packageId: string;
let planId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  packageId = (
    await db.query<{ id: string }>(
      `insert into points_packages (name, points, price, bonus_points, is_active)
       values ('Return test', 100, 10, 0, true) returning id`,
    )
  ).rows[0]!.id;
  planId = (
    await db.query<{ id: string }>(
      `insert into subscription_plans (name, slug, price, interval, is_active)
       values ('Return plan', 'return-plan', 9.99, 'month', true) returning id`,
    )
  ).rows[0]!.id;
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

const FOREIGN = [
  'https://evil.example/phish',
  'http://evil.example',
  'http://127.0.0.1.evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
];

describe('checkout return addresses', () => {
  it('refuses any address off the site, for every checkout function, and accepts the site', async () => {
    const client = platform.anonClient();
    const { error } = await client.auth.signUp({ email: uniqueEmail('returns'), password: 'correct-horse' });
    expect(error).toBeNull();
    const site = platform.url;
    const calls = [
      {
        name: 'create-checkout-session',
        body: { package_id: packageId },
        keys: ['success_url', 'cancel_url'],
      },
      { name: 'create-paypal-order', body: { package_id: packageId }, keys: ['return_url', 'cancel_url'] },
      {
        name: 'create-subscription-checkout',
        body: { plan_id: planId },
        keys: ['success_url', 'cancel_url'],
      },
    ];
    // Userinfo tricks: the host is evil.example though the address starts with the site's.
    const tricks = [
      ...FOREIGN,
      `${site.replace('://', '://user@')}x`,
      `http://${new URL(site).host}@evil.example/`,
    ];
    for (const call of calls) {
      for (const foreign of tricks) {
        for (const key of call.keys) {
          const other = call.keys.find((k) => k !== key)!;
          const answer = await invokeFunction(client, call.name, {
            ...call.body,
            [key]: foreign,
            [other]: `${site}/dashboard`,
          });
          expect(answer.status, `${call.name} ${key}=${foreign}`).toBe(400);
        }
      }
      const own = await invokeFunction(client, call.name, {
        ...call.body,
        [call.keys[0]!]: `${site}/dashboard/wallet?success=true`,
        [call.keys[1]!]: `${site}/dashboard/wallet`,
      });
      expect(own.status, `${call.name}: ${JSON.stringify(own.body)}`).toBe(200);
    }
  });
});
