// `npm run bench:abuse`: the platform under a hostile client. Prints one figure a line as `name: value`:
// malformed requests sent and the 5xx answers they got (must be 0); the owner's sign-ins from a second address
// while an attacker hammers the account from a first (all must succeed); restarts after a kill -9 of the
// platform's Node process alone (all must succeed, no orphan left).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NodeWebSocketTransport } from '../../server/realtime/node-websocket-transport.ts';
import { createClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/db/database.types.ts';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { startPlatform } from '../../server/platform.ts';
import { createLogger } from '../../server/process/logger.ts';
import { fuzz, malformedRequests } from '../../tests/integration/support/malformed-requests.ts';
import { measureOwnerSignInUnderAttack } from './abuse/sign-in-lockout.ts';
import { measureCrashRestarts } from './abuse/crash-restart.ts';
import {
  makeHostileFiles,
  measureEmbedFlood,
  measureHostileUploads,
  measureSocketFlood,
} from './abuse/bystander-under-flood.ts';

const MALFORMED_REQUESTS = Number(process.env.BENCH_MALFORMED ?? 5000);
const CRASH_ROUNDS = Number(process.env.BENCH_CRASH_ROUNDS ?? 3);

const print = (name: string, value: number | string) => console.log(`${name}: ${value}`);
let failed = false;

const hostileFiles = makeHostileFiles();
const dataDir = await mkdtemp(join(tmpdir(), 'studyloop-abuse-'));
await chmod(dataDir, 0o755);
// TRUST_PROXY: the attacker and the owner come from two addresses, told apart by X-Forwarded-For.
// The bench signs its accounts up and uses them at once: e-mail confirmation (the product's default) off.
const config = platformConfigFromEnv(
  { TRUST_PROXY: 'true', AUTH_AUTOCONFIRM: 'true' },
  { dataDir, port: 0, seed: false },
);
const platform = await startPlatform(config, { log: createLogger('silent') });
try {
  const client = createClient<Database>(platform.url, platform.anonKey, {
    auth: { persistSession: false },
    // Node 20 has no global WebSocket; supabase-js wants one even unused.
    realtime: { transport: NodeWebSocketTransport },
  });
  const { data, error } = await client.auth.signUp({
    email: `fuzz.${Date.now()}@example.com`,
    password: 'correct-horse-battery',
  });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');

  const started = performance.now();
  const requests = malformedRequests(
    { url: platform.url, anonKey: platform.anonKey, userToken: data.session.access_token },
    MALFORMED_REQUESTS,
    Date.now() % 100_000,
  );
  const result = await fuzz(platform.url, requests);
  print('malformed requests sent', result.sent);
  print('malformed requests answered 5xx', result.serverErrors.length);
  print('malformed requests left unanswered', result.noAnswer.length);
  print('malformed requests per second', Math.round(result.sent / ((performance.now() - started) / 1000)));
  for (const error of result.serverErrors.slice(0, 10)) console.log(`  ${error.status} ${error.request}`);
  if (result.serverErrors.length || result.noAnswer.length) failed = true;

  const attack = await measureOwnerSignInUnderAttack(platform, { serviceRoleKey: platform.serviceRoleKey });
  print('attacker wrong-password attempts', attack.attackerAttempts);
  print('attacker attempts refused (429)', attack.attackerRefused);
  print('owner sign-ins from a second address during the attack', attack.ownerSignIns);
  print('owner sign-ins that succeeded', attack.ownerSucceeded);
  if (attack.ownerSucceeded !== attack.ownerSignIns) failed = true;

  const ms = (value: number) => `${Math.round(value)} ms`;
  const hostile = await measureHostileUploads(platform, hostileFiles);
  print('hostile uploads (PDF, DOCX) bytes', hostile.sizes.join(', '));
  for (const outcome of hostile.outcomes)
    print('hostile upload outcome', `${outcome.state}: ${outcome.error}`);
  print('bystander REST p50 while hostile files are processed', ms(hostile.latency.p50));
  print('bystander REST p95 while hostile files are processed', ms(hostile.latency.p95));
  if (hostile.latency.p95 >= 1000 || hostile.outcomes.some((o) => o.state === 'ready')) failed = true;

  const embeds = await measureEmbedFlood(platform);
  print('nested-embed flood requests (refused 400)', `${embeds.sent} (${embeds.refused})`);
  print('bystander REST p50 during the nested-embed flood', ms(embeds.latency.p50));
  print('bystander REST p95 during the nested-embed flood', ms(embeds.latency.p95));
  if (embeds.latency.p95 >= 1000) failed = true;

  const sockets = await measureSocketFlood(platform);
  print(
    'socket flood: sockets refused of 40, channels joined',
    `${sockets.refusedSockets}, ${sockets.joined}`,
  );
  print('bystander sign-in p50 during the socket flood', ms(sockets.signIn.p50));
  print('bystander sign-in p95 during the socket flood', ms(sockets.signIn.p95));
  if (sockets.signIn.p95 >= 1000) failed = true;
} finally {
  await platform.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const crashes = await measureCrashRestarts(CRASH_ROUNDS);
print('restarts after kill -9 of the Node process alone', crashes.rounds);
print('restarts that succeeded', crashes.succeeded);
print('orphaned processes left', crashes.orphansLeft);
if (crashes.succeeded !== crashes.rounds || crashes.orphansLeft) failed = true;

process.exit(failed ? 1 : 0);
