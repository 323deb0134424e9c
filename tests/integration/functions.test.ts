import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let planId: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  const { data, error } = await platform
    .serviceClient()
    .from('subscription_plans')
    // The slug trigger would fill it; the generated Insert type cannot know that, so the test names one.
    .insert({ name: `Pro ${Date.now()}`, slug: `pro-${Date.now()}`, price: 9.99, bonus_points: 100 })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  planId = data.id;
});
afterAll(async () => {
  await platform?.destroy();
});

async function subscriber() {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({ email: uniqueEmail('fn'), password: 'correct-horse' });
  if (error) throw error;
  const subscription = await platform
    .serviceClient()
    .from('user_subscriptions')
    .insert({ user_id: data.user!.id, plan_id: planId, status: 'active', provider: 'sandbox' })
    .select('id')
    .single();
  if (subscription.error) throw new Error(subscription.error.message);
  return { client, subscriptionId: subscription.data.id as string };
}

describe('edge functions host', () => {
  it('runs cancel-subscription as the caller, with the service-role step it needs', async () => {
    const { client, subscriptionId } = await subscriber();
    const { data, error } = await client.functions.invoke('cancel-subscription', {
      body: { subscription_id: subscriptionId },
    });
    expect(error).toBeNull();
    expect(data.subscription).toMatchObject({
      id: subscriptionId,
      status: 'active',
      cancel_at_period_end: true,
    });
    expect(data.subscription.cancelled_at).toBeTruthy();
  });

  it("answers another user's subscription as not found: the function's reads go through RLS", async () => {
    const owner = await subscriber();
    const other = await subscriber();
    const { error } = await other.client.functions.invoke('cancel-subscription', {
      body: { subscription_id: owner.subscriptionId },
    });
    expect((error as { context?: Response })?.context?.status).toBe(404);
    const { data } = await platform
      .serviceClient()
      .from('user_subscriptions')
      .select('cancel_at_period_end')
      .eq('id', owner.subscriptionId)
      .single();
    expect(data?.cancel_at_period_end).toBe(false);
  });

  it('refuses a request without a valid JWT and answers unknown functions with 404', async () => {
    const noJwt = await fetch(`${platform.url}/functions/v1/cancel-subscription`, {
      method: 'POST',
      body: '{}',
    });
    expect(noJwt.status).toBe(401);
    const forged = await fetch(`${platform.url}/functions/v1/cancel-subscription`, {
      method: 'POST',
      headers: { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.forged' },
    });
    expect(forged.status).toBe(401);
    const unknown = await fetch(`${platform.url}/functions/v1/no-such-function`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.anonKey}` },
    });
    expect(unknown.status).toBe(404);
    const shared = await fetch(`${platform.url}/functions/v1/_shared`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.anonKey}` },
    });
    expect(shared.status).toBe(404);
  });

  it('tells an anonymous caller they are not signed in', async () => {
    const { error } = await platform.anonClient().functions.invoke('cancel-subscription', {
      body: { subscription_id: '00000000-0000-0000-0000-000000000000' },
    });
    const response = (error as { context?: Response }).context!;
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'User not authenticated' });
  });
});
