// Issue 24, item 7: nested embeds as anon (40 at once) made a bystander's simple query take 2.8 s. The gateway
// refuses selects that embed too deep or too much, runs at most a few requests of one client address at once
// (the rest wait, and past a queue get 429), and Postgres stops a request as anon after 3 s, as authenticated
// after 8 s (the roles' statement_timeout, applied by PostgREST).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { REST_COST_LIMITS } from '../../server/gateway/rest-cost-guard.ts';
import { waitFor } from './support/polling.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;

beforeAll(async () => {
  // Clients told apart by X-Forwarded-For, as behind the proxy TRUST_PROXY names.
  platform = await startTestPlatform({
    auth: platformConfigFromEnv({ TRUST_PROXY: 'true', AUTH_AUTOCONFIRM: 'true' }).auth,
  });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  // Test-only probes: a request that takes a while, and the statement timeout a request runs under.
  await db.query(`
    create function public.test_slow_probe(p_ms integer) returns integer language sql as
      $$ select pg_sleep(p_ms / 1000.0); select p_ms $$;
    create function public.test_statement_timeout() returns text language sql stable as
      $$ select current_setting('statement_timeout') $$;
    grant execute on function public.test_slow_probe(integer), public.test_statement_timeout() to anon, authenticated;
    notify pgrst, 'reload schema';`);
  await waitFor('PostgREST to see the probes', async () => {
    const response = await rest('/rpc/test_statement_timeout', '10.0.0.9');
    return response.status === 200 ? true : undefined;
  });
}, 60_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
});

function rest(path: string, address: string, headers: Record<string, string> = {}) {
  return fetch(`${platform.url}/rest/v1${path}`, {
    headers: { apikey: platform.anonKey, 'x-forwarded-for': address, ...headers },
  });
}

describe('REST cost limits', () => {
  it('refuses embeds nested too deep or too many, and serves the depth the app uses', async () => {
    const deep = await rest(
      '/documents?select=id,document_reviews(*,documents(*,document_reviews(*,documents(*))))&limit=1000',
      '10.0.0.1',
    );
    expect(deep.status).toBe(400);
    expect(await deep.json()).toMatchObject({ code: 'PGRST100' });
    const wide = Array.from({ length: REST_COST_LIMITS.maxEmbeds + 1 }, (_, i) => `e${i}:subjects(id)`).join(
      ',',
    );
    expect((await rest(`/subjects?select=id,${wide}`, '10.0.0.1')).status).toBe(400);
    const used = await rest('/blog_posts?select=id,blog_post_tags(blog_tags(id,name))&limit=5', '10.0.0.1');
    expect(used.status).toBe(200);
  });

  it('runs a few requests of one client at once; another client is answered meanwhile', async () => {
    const sleepMs = 400;
    const count = REST_COST_LIMITS.maxActivePerClient * 3;
    const started = performance.now();
    const flood = Array.from({ length: count }, () =>
      rest(`/rpc/test_slow_probe?p_ms=${sleepMs}`, '10.0.0.2').then((r) => r.status),
    );
    // The bystander's simple query from another address does not wait behind them.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const bystanderStarted = performance.now();
    const bystander = await rest('/subjects?select=id&limit=1', '10.0.0.3');
    const bystanderMs = performance.now() - bystanderStarted;
    expect(bystander.status).toBe(200);
    expect(await Promise.all(flood)).toEqual(Array(count).fill(200));
    // Three turns of `maxActivePerClient`: never all at once.
    expect(performance.now() - started).toBeGreaterThanOrEqual(sleepMs * 3 - 50);
    expect(bystanderMs).toBeLessThan(sleepMs);
  });

  it('answers 429 once one client has a full queue waiting', async () => {
    const { maxActivePerClient, maxQueuedPerClient } = REST_COST_LIMITS;
    // Slow requests hold every slot of the client while the queue fills behind them.
    const holding = Array.from({ length: maxActivePerClient }, () =>
      rest('/rpc/test_slow_probe?p_ms=1500', '10.0.0.4').then((r) => r.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const statuses = await Promise.all(
      Array.from({ length: maxQueuedPerClient + 10 }, () =>
        rest('/rpc/test_slow_probe?p_ms=1', '10.0.0.4').then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 429).length).toBe(10);
    expect(statuses.filter((s) => s === 200).length).toBe(maxQueuedPerClient);
    expect(await Promise.all(holding)).toEqual(Array(maxActivePerClient).fill(200));
  }, 60_000);

  it('stops a request after 3 s as anon and 8 s as authenticated', async () => {
    expect(await (await rest('/rpc/test_statement_timeout', '10.0.0.5')).json()).toBe('3s');
    const client = platform.anonClient();
    const { data } = await client.auth.signUp({ email: uniqueEmail('timeout'), password: 'correct-horse' });
    const signedIn = await rest('/rpc/test_statement_timeout', '10.0.0.5', {
      authorization: `Bearer ${data.session!.access_token}`,
    });
    expect(await signedIn.json()).toBe('8s');
  });
});
