// graphile-worker marks a job it runs with its pool's id (`locked_by`) and gives up on the pool only four hours
// later (a fixed interval in 0.18), because it cannot tell a slow worker from a dead one. Here every pool
// tells the database it is alive by holding a session advisory lock named after its id, on a connection of
// its own: the lock lives exactly as long as that connection, and Postgres drops the connection of a
// process that dies, kill -9 included. A lock nobody holds means a dead pool, whose jobs can be handed back
// at once instead of after four hours.
import pg from 'pg';
import type { Logger } from '../process/logger.ts';

/** The lock of pool `$1`, in a class of its own so it cannot meet another advisory lock of the app. */
const LOCK_KEY = `hashtext('studyloop:job-pool-alive'), hashtext($1)`;

const RECONNECT_DELAYS_MS = [250, 1000, 2000, 5000, 10_000];

export interface PoolLiveness {
  /**
   * Resolves once this process holds the lock of pool `poolId`. Must complete before the pool takes its first
   * job, or another worker could take the pool for dead and hand that job out a second time.
   */
  hold(poolId: string): Promise<void>;
  /** Gives up the locks: the pools they stand for must have stopped, or their jobs were handed back. */
  close(): Promise<void>;
}

/**
 * Opens the connection that holds the pools' locks. Fails when the database cannot be reached; later losses
 * of the connection are repaired by reconnecting and taking the locks again.
 */
export async function openPoolLiveness(connectionString: string, log: Logger): Promise<PoolLiveness> {
  const pools = new Set<string>();
  const lockedOn = new WeakMap<pg.Client, Set<string>>();
  let closed = false;
  let client: pg.Client | null = null;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      // A worker host that vanishes without closing its connection (power loss, a partition) is noticed by the
      // server after about a minute instead of the operating system's default two hours. No-ops on a socket.
      await next.query(
        'set tcp_keepalives_idle = 30; set tcp_keepalives_interval = 10; set tcp_keepalives_count = 3',
      );
      const locked = new Set<string>();
      lockedOn.set(next, locked);
      for (const poolId of pools) {
        await next.query(`select pg_advisory_lock(${LOCK_KEY})`, [poolId]);
        locked.add(poolId);
      }
      return next;
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
  }

  async function reconnect(): Promise<pg.Client> {
    for (let attempt = 0; ; attempt++) {
      if (closed) throw new Error('the job worker is stopping');
      try {
        const next = await connect();
        log.info('job worker liveness connection restored', { pools: [...pools] });
        return next;
      } catch (error) {
        log.warn('job worker cannot reach the database', { error: String(error) });
        const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)]!;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  let ready: Promise<pg.Client> = connect();
  client = await ready;

  function lost(which: pg.Client, error?: Error) {
    if (closed || which !== client) return;
    // Until the locks are back, another worker may take these pools for dead and run their jobs again;
    // tasks are idempotent, so that costs work, not correctness.
    log.warn('job worker liveness connection lost; reconnecting', { error: error?.message });
    client = null;
    ready = reconnect();
    ready.then(
      (next) => {
        if (closed) void next.end().catch(() => undefined);
        else client = next;
      },
      () => undefined,
    );
    void which.end().catch(() => undefined);
  }

  return {
    async hold(poolId) {
      pools.add(poolId);
      for (;;) {
        const current = await ready;
        if (lockedOn.get(current)?.has(poolId)) return;
        try {
          await current.query(`select pg_advisory_lock(${LOCK_KEY})`, [poolId]);
          lockedOn.get(current)?.add(poolId);
          return;
        } catch (error) {
          if (closed) throw error;
          // The connection is gone: the reconnect takes every registered pool's lock before `ready` resolves.
          lost(current, error instanceof Error ? error : new Error(String(error)));
        }
      }
    },
    async close() {
      closed = true;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Hands back the jobs of every pool whose lock is free: their worker is gone. Each lock is tried inside the
 * transaction that unlocks the pool's jobs, so a pool cannot come back to life (take its lock) meanwhile.
 * Requires every worker on the database to hold its lock (to start through `startJobWorker`); a
 * graphile-worker started otherwise would look dead here.
 */
export async function releaseJobsOfDeadPools(db: pg.Pool, log: Logger): Promise<number> {
  const client = await db.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ locked_by: string; jobs: number }>(
      `select locked_by, count(*)::int as jobs from graphile_worker.jobs where locked_by is not null group by locked_by`,
    );
    const dead: { locked_by: string; jobs: number }[] = [];
    for (const row of rows) {
      const { rows: tried } = await client.query<{ free: boolean }>(
        `select pg_try_advisory_xact_lock(${LOCK_KEY}) as free`,
        [row.locked_by],
      );
      if (tried[0]?.free) dead.push(row);
    }
    if (dead.length) {
      await client.query('select graphile_worker.force_unlock_workers($1::text[])', [
        dead.map((row) => row.locked_by),
      ]);
    }
    await client.query('commit');
    const jobs = dead.reduce((sum, row) => sum + row.jobs, 0);
    if (jobs) {
      log.warn('handed back the jobs of stopped workers', {
        jobs,
        pools: dead.map((row) => row.locked_by),
      });
    }
    return jobs;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
