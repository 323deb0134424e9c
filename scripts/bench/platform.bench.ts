// `npm run bench:platform`: requests per second and p95 latency through the gateway for sign-in, token refresh,
// a REST read and a signed-URL download, and the gateway's overhead against calling PostgREST directly.
// Prints one figure a line as `name: value`. Request logging stays on (as in production) but goes nowhere.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/db/database.types.ts';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { startPlatform } from '../../server/platform.ts';
import { createLogger } from '../../server/process/logger.ts';
import { Worker } from 'node:worker_threads';
import { report, type LoadResult } from './load.ts';
import type { LoadJob } from './load-worker.ts';

function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit tsx's loader; the worker registers it before importing the TypeScript file.
    const entry = new URL('./load-worker.ts', import.meta.url).href;
    const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
    const worker = new Worker(bootstrap, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const dataDir = await mkdtemp(join(tmpdir(), 'studyloop-bench-'));
await chmod(dataDir, 0o755);
const base = platformConfigFromEnv({});
// The bench signs one account in thousands of times: the sign-in rate limits (0 = off) would answer 429.
const auth = { ...base.auth, rateLimits: { ...base.auth.rateLimits, signInPerIp: 0, signInPerEmail: 0 } };
const start = () =>
  startPlatform(
    { ...base, auth, dataDir, port: 0, seed: true, logLevel: 'info' },
    { log: createLogger('info', () => undefined) },
  );
// Cold: a new data dir (initdb, migrations, demo seed). Warm: the same data dir again, as every later start.
let started = performance.now();
const cold = await start();
console.log(`platform_cold_start_ms: ${(performance.now() - started).toFixed(0)}`);
await cold.stop();
started = performance.now();
const platform = await start();
console.log(`platform_warm_start_ms: ${(performance.now() - started).toFixed(0)}`);

try {
  const anonHeaders = { apikey: platform.anonKey, authorization: `Bearer ${platform.anonKey}` };
  const query = '/subjects?select=id,name,slug,icon_name,color,document_count&order=name';

  // Alternate the two paths so neither gets the warmer machine.
  const viaGateway: number[] = [];
  const direct: number[] = [];
  for (let round = 0; round < 3; round++) {
    const common = {
      method: 'GET' as const,
      headers: anonHeaders,
      concurrency: 16,
      durationMs: DURATION_MS / 2,
      warmupMs: 1000,
    };
    const g = await load({ ...common, url: `${platform.url}/rest/v1${query}` });
    const d = await load({ ...common, url: `${platform.postgrestUrl}${query}` });
    viaGateway.push(g.rps);
    direct.push(d.rps);
    if (round === 2) {
      report('rest_read_gateway', g);
      report('rest_read_direct', d);
      console.log(`rest_read_gateway_p50_ms: ${g.p50.toFixed(2)}`);
      console.log(`rest_read_direct_p50_ms: ${d.p50.toFixed(2)}`);
    }
  }
  // The median round: one noisy round on a shared two-core machine should not decide the figure.
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log(`gateway_overhead_pct: ${((median(direct) / median(viaGateway) - 1) * 100).toFixed(1)}`);

  // Below saturation the question is how much longer a request takes through the gateway.
  const light = {
    method: 'GET' as const,
    headers: anonHeaders,
    concurrency: 2,
    durationMs: DURATION_MS / 2,
    warmupMs: 500,
  };
  const lightGateway = await load({ ...light, url: `${platform.url}/rest/v1${query}` });
  const lightDirect = await load({ ...light, url: `${platform.postgrestUrl}${query}` });
  console.log(`rest_read_light_gateway_p50_ms: ${lightGateway.p50.toFixed(2)}`);
  console.log(`rest_read_light_direct_p50_ms: ${lightDirect.p50.toFixed(2)}`);
  console.log(`gateway_latency_overhead_pct: ${((lightGateway.p50 / lightDirect.p50 - 1) * 100).toFixed(1)}`);

  // BENCH_ONLY=rest stops after the REST figures, for working on the gateway's overhead.
  if (process.env.BENCH_ONLY !== 'rest') await authRealtimeAndStorage();
} finally {
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}

async function authRealtimeAndStorage() {
  const authHeaders = { apikey: platform.anonKey, 'content-type': 'application/json' };
  const signIn = await load({
    url: `${platform.url}/auth/v1/token?grant_type=password`,
    method: 'POST',
    headers: authHeaders,
    bodies: [JSON.stringify({ email: 'student@studyloop.test', password: 'studyloop-demo' })],
    concurrency: 8,
    durationMs: DURATION_MS,
    warmupMs: 300,
  });
  report('sign_in', signIn);

  // Refresh tokens are single-use: give every request its own, made directly in the database beforehand.
  const db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  const tokens = (
    await db.query<{ token: string }>(
      `with student as (select id from auth.users where email = 'student@studyloop.test'),
            made as (insert into auth.sessions (user_id) select student.id from student, generate_series(1, 40000)
                     returning id, user_id)
       insert into auth.refresh_tokens (token, user_id, session_id)
       select encode(extensions.gen_random_bytes(24), 'hex'), user_id, id from made returning token`,
    )
  ).rows.map((r) => r.token);
  await db.end();
  const refresh = await load({
    url: `${platform.url}/auth/v1/token?grant_type=refresh_token`,
    method: 'POST',
    headers: authHeaders,
    bodies: tokens.map((token) => JSON.stringify({ refresh_token: token })),
    concurrency: 8,
    durationMs: DURATION_MS,
  });
  report('token_refresh', refresh);

  // Realtime: how long a wallet change takes to reach the signed-in user's channel (target: under a second).
  const wallet = createClient<Database>(platform.url, platform.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NodeWebSocketTransport },
  });
  const signedIn = await wallet.auth.signInWithPassword({
    email: 'student@studyloop.test',
    password: 'studyloop-demo',
  });
  const studentId = signedIn.data.user!.id;
  void wallet.realtime.setAuth(signedIn.data.session!.access_token);
  let arrived: (() => void) | null = null;
  await new Promise<void>((resolve, reject) => {
    wallet
      .channel('bench-wallet')
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'user_points', filter: `user_id=eq.${studentId}` },
        () => arrived?.(),
      )
      .subscribe((status) =>
        status === 'SUBSCRIBED'
          ? resolve()
          : status === 'CHANNEL_ERROR'
            ? reject(new Error(status))
            : undefined,
      );
  });
  const serviceApi = createClient<Database>(platform.url, platform.serviceRoleKey, {
    auth: { persistSession: false },
    realtime: { transport: NodeWebSocketTransport },
  });
  const deliveries: number[] = [];
  for (let i = 0; i < 40; i++) {
    const delivered = new Promise<void>((resolve) => (arrived = resolve));
    const sent = performance.now();
    await serviceApi.rpc('apply_points', {
      p_user_id: studentId,
      p_amount: 1,
      p_type: 'bonus',
      p_description: 'Bench',
    });
    await delivered;
    deliveries.push(performance.now() - sent);
  }
  deliveries.sort((a, b) => a - b);
  console.log(`realtime_wallet_update_p50_ms: ${deliveries[Math.floor(deliveries.length / 2)]!.toFixed(1)}`);
  console.log(
    `realtime_wallet_update_p95_ms: ${deliveries[Math.floor(deliveries.length * 0.95)]!.toFixed(1)}`,
  );
  await wallet.removeAllChannels();

  const service = { apikey: platform.serviceRoleKey, authorization: `Bearer ${platform.serviceRoleKey}` };
  const upload = await fetch(`${platform.url}/storage/v1/object/document-previews/bench/sample.pdf`, {
    method: 'POST',
    headers: { ...service, 'content-type': 'application/pdf', 'x-upsert': 'true' },
    body: new Uint8Array(
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'.padEnd(64 * 1024, ' ')),
    ),
  });
  const signed = upload.ok
    ? await fetch(`${platform.url}/storage/v1/object/sign/document-previews/bench/sample.pdf`, {
        method: 'POST',
        headers: { ...service, 'content-type': 'application/json' },
        body: JSON.stringify({ expiresIn: 3600 }),
      })
    : null;
  if (signed?.ok) {
    const { signedURL } = (await signed.json()) as { signedURL: string };
    const download = await load({
      url: `${platform.url}/storage/v1${signedURL}`,
      method: 'GET',
      headers: {},
      concurrency: 16,
      durationMs: DURATION_MS,
      warmupMs: 300,
    });
    report('signed_url_download_64kb', download);
  } else {
    console.log(`signed_url_download_64kb: not measured (storage answered ${upload.status})`);
  }
}
