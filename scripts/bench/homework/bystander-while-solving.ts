// bench:homework's second part (issue 32): another student's requests while hard questions are solved. The
// homework engine (mathjs) costs up to a few hundred ms of CPU for a quintic; the functions host runs in the
// platform's process, so the engine runs in a worker (supabase/functions/_shared/worker-pool.ts) and the other
// student's p95 should stay near its idle p95. On a seeded platform started as its own process (loopback only): a
// student reads (documents, search, wallet) on the idle platform, then while two others keep asking quintics the
// engine has not seen (each answered by the engine and charged), each phase bounded in time.
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseUrlOf, spawnPlatformCli } from '../../../tests/integration/support/platform-process.ts';
import { signUpBenchStudent, timedStudentReads, type BenchStudent } from '../bench-student.ts';

const PHASE_MS = 12_000;
const ASKERS = 2;

/** A quintic the engine has not seen (roots found numerically: its slowest kind of question). */
const quintic = (n: number) => `Solve x^5 - ${3 + (n % 5)}x^4 + ${2 + (n % 7)}x + ${7 + n} = 0`;

interface Asked {
  times: number[];
  engineAnswers: number;
}

async function ask(url: string, { headers }: BenchStudent, n: number, asked: Asked): Promise<void> {
  const t0 = performance.now();
  const response = await fetch(`${url}/functions/v1/homework-helper`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ question: quintic(n), subject: 'Mathematics', idempotency_key: randomUUID() }),
  });
  const body = (await response.json()) as { engine?: string | null };
  if (!response.ok) throw new Error(`homework-helper answered ${response.status}: ${JSON.stringify(body)}`);
  asked.times.push(performance.now() - t0);
  if (body.engine === 'engine') asked.engineAnswers += 1;
}

export interface BystanderFigures {
  idle: number[];
  loaded: number[];
  /** The hard questions' own latencies. */
  hard: number[];
  engineAnswers: number;
}

/** Starts a platform, measures both phases, stops it. */
export async function bystanderWhileSolving(): Promise<BystanderFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studyloop-homework-'));
  await chmod(dataDir, 0o755);
  const child = spawnPlatformCli(dataDir, { STUDYLOOP_SEED: 'true', TRUST_PROXY: 'true' });
  try {
    const url = await child.ready;
    const { anonKey } = JSON.parse(await readFile(join(dataDir, 'platform.json'), 'utf8')) as {
      anonKey: string;
    };
    const db = new pg.Pool({ connectionString: await databaseUrlOf(dataDir), max: 2 });
    try {
      const bystander = await signUpBenchStudent(url, anonKey, 'reader', '198.51.100.7');
      const askers: BenchStudent[] = [];
      for (let i = 0; i < ASKERS; i += 1) {
        const session = await signUpBenchStudent(url, anonKey, `asker${i}`, `198.51.100.${20 + i}`);
        await db.query(`select private.apply_points($1, 100000, 'bonus', 'Bench credit')`, [session.userId]);
        askers.push(session);
      }
      // One question first: the engine's start (loading mathjs, compiling its rules) is not what is measured.
      await ask(url, askers[0]!, 1000, { times: [], engineAnswers: 0 });
      const idleUntil = Date.now() + PHASE_MS / 2;
      const idle = await timedStudentReads(url, bystander, () => Date.now() > idleUntil);
      const loadedUntil = Date.now() + PHASE_MS;
      const asked: Asked = { times: [], engineAnswers: 0 };
      const askUntilDone = async (session: BenchStudent, first: number) => {
        for (let n = first; Date.now() < loadedUntil; n += ASKERS) await ask(url, session, n, asked);
      };
      const [loaded] = await Promise.all([
        timedStudentReads(url, bystander, () => Date.now() > loadedUntil),
        ...askers.map((session, i) => askUntilDone(session, i)),
      ]);
      return { idle, loaded, hard: asked.times, engineAnswers: asked.engineAnswers };
    } finally {
      await db.end();
    }
  } finally {
    child.child.kill('SIGTERM');
    await child.exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}
