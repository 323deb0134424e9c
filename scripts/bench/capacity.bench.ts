// `npm run bench:capacity` (issue 32): how many signed-in students one box holds. The platform runs as its own
// process (the CLI, seeded, throwaway data dir, loopback); this process plays the students. Each simulated student
// does one action every 10 s, in turn: open the dashboard, search, open a document, read pages, buy a document with
// points, ask the homework engine, study 20 cards, save a paper version (scripts/bench/capacity/student-actions.ts).
// The load steps up (CAPACITY_STEPS, default 100,250,500,750,1000 students, CAPACITY_STEP_S seconds each, 30 by
// default); per step it prints p50/p95 of the requests and of each action, failures, and the CPU each part used
// (gateway + functions in the Node process, PostgREST, Postgres) from /proc, and it stops at the first step over
// p95 300 ms or with a failure. Prints the largest number of students within the goal. Students share ACCOUNTS
// real accounts (signed up through auth; default 100), each student buying documents its account does not own yet.
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { listPids, readProcStat } from '../../server/process/proc-info.ts';
import { databaseUrlOf, spawnPlatformCli } from '../../tests/integration/support/platform-process.ts';
import { prepareStudents, STUDENT_ACTIONS, type StudentWorld } from './capacity/student-actions.ts';
import { loadAverage } from './load-average.ts';

const STEPS = (process.env.CAPACITY_STEPS ?? '100,250,500,750,1000').split(',').map(Number);
const STEP_MS = Number(process.env.CAPACITY_STEP_S ?? 30) * 1000;
const ACCOUNTS = Number(process.env.ACCOUNTS ?? 100);
const ACTION_EVERY_MS = 10_000;
const P95_GOAL_MS = 300;

const print = (name: string, value: number | string) => console.log(`${name}: ${value}`);
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? 0;

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. */
function cpuSeconds(pid: number): number {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** The platform's parts by process: Postgres is its postmaster with every backend it runs. */
function partsCpu(platformPid: number, postgresPid: number, postgrestPid: number) {
  const backends = listPids().filter((pid) => readProcStat(pid)?.ppid === postgresPid);
  return {
    gateway: cpuSeconds(platformPid),
    postgrest: cpuSeconds(postgrestPid),
    postgres: [postgresPid, ...backends].reduce((sum, pid) => sum + cpuSeconds(pid), 0),
  };
}

const started = Date.now();
print('load average at start', loadAverage());
const dataDir = await mkdtemp(join(tmpdir(), 'studyloop-capacity-'));
await chmod(dataDir, 0o755);
const platform = spawnPlatformCli(
  dataDir,
  {
    STUDYLOOP_SEED: 'true',
    STUDYLOOP_LOG: 'error',
    // Students come from their own addresses (x-forwarded-for over loopback).
    TRUST_PROXY: 'true',
  },
  // CAPACITY_CPU_PROF=<dir>: a V8 CPU profile of the platform's Node process (gateway, functions, jobs), written when
  // it stops, to see where its time goes (open it in Chrome DevTools, or summarize it with scripts/bench/cpu-profile).
  process.env.CAPACITY_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CAPACITY_CPU_PROF}`] : [],
);
let failedAt: number | null = null;
let best = 0;
try {
  const url = await platform.ready;
  const info = JSON.parse(await readFile(join(dataDir, 'platform.json'), 'utf8')) as {
    anonKey: string;
    serviceRoleKey: string;
  };
  const children = JSON.parse(await readFile(join(dataDir, 'platform-children.json'), 'utf8')) as {
    children: { name: string; pid: number }[];
  };
  const pidOf = (name: string) => children.children.find((child) => child.name === name)?.pid ?? 0;
  const db = new pg.Pool({ connectionString: await databaseUrlOf(dataDir), max: 2 });
  print('platform start with seed (s)', ((Date.now() - started) / 1000).toFixed(1));
  const world: StudentWorld = await prepareStudents({ url, anonKey: info.anonKey, db, accounts: ACCOUNTS });
  print('accounts signed up and stocked (s)', ((Date.now() - started) / 1000).toFixed(1));

  for (const students of STEPS) {
    const latencies: number[] = [];
    const byAction = new Map<string, number[]>();
    const failures: string[] = [];
    const cpuBefore = partsCpu(platform.child.pid!, pidOf('postgres'), pidOf('postgrest'));
    const stepStart = performance.now();
    const deadline = stepStart + STEP_MS;
    // What Postgres's backends are doing, sampled: running, waiting for a lock, idle in a transaction.
    const backendStates = new Map<string, number>();
    let samples = 0;
    const sampler = setInterval(() => {
      void db
        .query<{ state: string; count: number }>(
          `select coalesce(wait_event_type || ':' || wait_event, state, 'unknown') as state, count(*)::int as count
             from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()
              and state <> 'idle' group by 1`,
        )
        .then(({ rows }) => {
          samples += 1;
          for (const row of rows)
            backendStates.set(row.state, (backendStates.get(row.state) ?? 0) + row.count);
        })
        .catch(() => undefined);
    }, 250);
    await Promise.all(
      Array.from({ length: students }, async (_, student) => {
        // Spread over the 10 s; each student starts at a different action.
        await sleep((student * ACTION_EVERY_MS) / students);
        for (let turn = student; performance.now() < deadline; turn += 1) {
          const action = STUDENT_ACTIONS[turn % STUDENT_ACTIONS.length]!;
          const due = performance.now() + ACTION_EVERY_MS;
          const t0 = performance.now();
          try {
            const requestTimes = await action.run(world, student);
            latencies.push(...requestTimes);
            const list = byAction.get(action.name) ?? [];
            list.push(performance.now() - t0);
            byAction.set(action.name, list);
          } catch (error) {
            failures.push(`${action.name}: ${error instanceof Error ? error.message : String(error)}`);
          }
          await sleep(Math.max(0, due - performance.now()));
        }
      }),
    );
    clearInterval(sampler);
    const wall = (performance.now() - stepStart) / 1000;
    const cpuAfter = partsCpu(platform.child.pid!, pidOf('postgres'), pidOf('postgrest'));
    const p95 = percentile(latencies, 0.95);
    const ok = p95 <= P95_GOAL_MS && failures.length === 0;
    print(
      `${students} students`,
      `${latencies.length} requests (${(latencies.length / wall).toFixed(0)}/s), p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, failures ${failures.length}, load ${loadavg()[0]!.toFixed(1)} ${ok ? 'ok' : 'OVER'}`,
    );
    print(
      `${students} students cores used`,
      (['gateway', 'postgrest', 'postgres'] as const)
        .map(
          (part) =>
            `${part === 'gateway' ? 'gateway+functions (Node)' : part} ${((cpuAfter[part] - cpuBefore[part]) / wall).toFixed(2)}`,
        )
        .join(', '),
    );
    print(
      `${students} students action p95 ms`,
      [...byAction].map(([name, times]) => `${name} ${percentile(times, 0.95).toFixed(0)}`).join(', '),
    );
    print(
      `${students} students Postgres backends busy (mean of ${samples} samples)`,
      [...backendStates]
        .sort((a, b) => b[1] - a[1])
        .map(([state, count]) => `${state} ${(count / Math.max(samples, 1)).toFixed(2)}`)
        .join(', ') || 'none',
    );
    for (const failure of [...new Set(failures)].slice(0, 5)) console.log(`  failure: ${failure}`);
    if (!ok) {
      failedAt = students;
      break;
    }
    best = students;
  }
  await db.end();
} finally {
  platform.child.kill('SIGTERM');
  await platform.exited;
  await rm(dataDir, { recursive: true, force: true });
}
print(
  'largest number of students within p95 <= 300 ms and no failure',
  `${best}${failedAt ? ` (over at ${failedAt})` : ' (every step passed)'}`,
);
print('goal', '1000 students, one action each every 10 s');
print('load average at end', loadAverage());
print('took (s)', ((Date.now() - started) / 1000).toFixed(0));
process.exit(best >= 1000 ? 0 : 1);
