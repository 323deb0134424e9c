// `npm run bench:first-run` (issue 32): README's first command on a fresh clone, timed. The committed HEAD of this
// repository is cloned into a temporary folder, this checkout's node_modules hard-linked into it (`npm install`'s
// result without the download), and `npm start` run there on a free port until it prints that the platform is
// ready with demo data (build, initdb, migrations, seed; goal <= 10 s). Then the same clone is started again (the
// build reused, the data dir kept). Printed: each run's seconds to ready, the phases read from its output, and the
// machine's load average before and after. Commit first: uncommitted changes are not in the clone. Bounded: each
// start has 180 s. FIRST_RUN_RUNS=n repeats the fresh run n times (a new clone each time).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../server/db/paths.ts';
import { loadAverage } from './load-average.ts';

const GOAL_SECONDS = 10;
const START_TIMEOUT_MS = 180_000;
const RUNS = Math.max(1, Number(process.env.FIRST_RUN_RUNS ?? 1));

const print = (name: string, value: number | string) => console.log(`${name}: ${value}`);

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${String(result.stderr)}`);
}

/** A fresh clone of HEAD with this checkout's installed packages. */
async function freshClone(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'studyloop-first-run-'));
  // Run as root, PostgreSQL runs as the OS user postgres, which must pass through to the clone's data dir.
  await chmod(dir, 0o755);
  run('git', ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, join(dir, 'repo')], dir);
  run('cp', ['-al', join(REPO_ROOT, 'node_modules'), join(dir, 'repo', 'node_modules')], dir);
  return join(dir, 'repo');
}

interface StartRun {
  seconds: number;
  /** Date.now() when `npm start` was run. */
  startedAt: number;
  child: ChildProcess;
  output(): string;
  /** Seconds from `npm start` until its output matches `pattern` (it may have already). */
  until(pattern: RegExp): Promise<number>;
}

/** `npm start` in `repo` until its ready line; the process keeps running (it is stopped when it is not ready). */
async function npmStart(repo: string): Promise<StartRun> {
  const started = performance.now();
  const startedAt = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: repo,
    // Its own process group, so that stopping it reaches npm's children too.
    detached: true,
    env: { ...process.env, PORT: '0', STUDYLOOP_NO_DESKTOP: '1', STUDYLOOP_LOG: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  const until = (pattern: RegExp) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(check);
        reject(
          new Error(`npm start did not print ${pattern} within ${START_TIMEOUT_MS / 1000} s:\n${output}`),
        );
      }, START_TIMEOUT_MS);
      const check = () => {
        if (pattern.test(output)) {
          waiting.delete(check);
          clearTimeout(timer);
          resolve((performance.now() - started) / 1000);
        } else if (child.exitCode !== null) {
          waiting.delete(check);
          clearTimeout(timer);
          reject(new Error(`npm start exited (${child.exitCode}) before printing ${pattern}:\n${output}`));
        }
      };
      waiting.add(check);
      check();
    });
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    waiting.forEach((check) => check());
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  child.once('exit', () => waiting.forEach((check) => check()));
  try {
    const seconds = await until(/Studyloop platform ready at /);
    return { seconds, startedAt, child, output: () => output, until };
  } catch (error) {
    void stopStart(child);
    throw error;
  }
}

/** Ctrl-C, as a person stops it: the platform stops its children and exits. */
async function stopStart(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  await exited;
}

/** The milliseconds or seconds one of the platform's or start's lines gives for a phase. */
function phases(output: string): string {
  const found: string[] = [];
  const built = /Built the app in ([\d.]+) s/.exec(output);
  if (built) found.push(`browser build ${built[1]} s`);
  if (/The app is built already/.test(output)) found.push('build reused');
  const migrations = output.match(/"msg":"applied migration"/g)?.length ?? 0;
  if (migrations) found.push(`${migrations} migrations`);
  const seed = /"ms":(\d+)[^\n]*"msg":"seeded demo data"/.exec(output);
  if (seed) found.push(`seed ${(Number(seed[1]) / 1000).toFixed(1)} s`);
  return found.join(', ');
}

/** The platform's log lines that mark where a start is, in the order they come. */
const MILESTONES: Record<string, string> = {
  'initialising a new PostgreSQL cluster': 'initdb',
  'applied migration': 'first migration',
  'platform media stored': 'migrations done',
  'seeded demo data': 'seed done',
  'job worker started': 'job worker',
};

/** Seconds after `npm start` at which each milestone's log line was written. */
function timeline(run: StartRun): string {
  const seen = new Map<string, number>();
  for (const line of run.output().split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: { msg?: string; time?: string };
    try {
      entry = JSON.parse(line) as { msg?: string; time?: string };
    } catch {
      continue;
    }
    const name = entry.msg === undefined ? undefined : MILESTONES[entry.msg];
    if (name && entry.time && !seen.has(name))
      seen.set(name, (Date.parse(entry.time) - run.startedAt) / 1000);
  }
  return [...seen].map(([name, seconds]) => `${name} ${seconds.toFixed(1)}`).join(', ');
}

const fresh: number[] = [];
for (let runIndex = 0; runIndex < RUNS; runIndex++) {
  const repo = await freshClone();
  try {
    const loadBefore = loadAverage();
    const first = await npmStart(repo);
    fresh.push(first.seconds);
    print(`fresh clone, npm start to ready (s)`, first.seconds.toFixed(1));
    print('  phases', phases(first.output()));
    print('  timeline (s after npm start)', timeline(first));
    print('  load average before / at ready', `${loadBefore} / ${loadAverage()}`);
    // What comes after ready: the server bundle of the public pages (the next start reuses the whole build only
    // once it is there) and the demo documents' files.
    const bundled = await first.until(/Built the server rendering of the public pages/);
    const files = await first.until(/"msg":"seeded document files"/);
    print('  server bundle / demo files there after (s)', `${bundled.toFixed(1)} / ${files.toFixed(1)}`);
    await stopStart(first.child);
    if (runIndex === RUNS - 1) {
      const loadAgain = loadAverage();
      const again = await npmStart(repo);
      print('second start, npm start to ready (s)', again.seconds.toFixed(1));
      print('  phases', phases(again.output()));
      print('  timeline (s after npm start)', timeline(again));
      print('  load average before / at ready', `${loadAgain} / ${loadAverage()}`);
      await stopStart(again.child);
    }
  } finally {
    await rm(join(repo, '..'), { recursive: true, force: true });
  }
}
const median = [...fresh].sort((a, b) => a - b)[Math.floor(fresh.length / 2)]!;
print('first run median (s)', median.toFixed(1));
const withinGoal = median <= GOAL_SECONDS;
print(`within goal (<= ${GOAL_SECONDS} s)`, String(withinGoal));
process.exit(withinGoal ? 0 : 1);
