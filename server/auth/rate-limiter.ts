import type pg from 'pg';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit on `bucket`; a limit of 0 means unlimited (nothing is stored). */
  hit(bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Counts one event on `bucket` without a limit; answers the events in the current window, this one included. */
  record(bucket: string, windowSeconds: number): Promise<number>;
  /** Events on `bucket` in the current window, without counting one. */
  peek(bucket: string, windowSeconds: number): Promise<number>;
  /** Forgets `bucket`'s count. */
  clear(bucket: string): Promise<void>;
}

/**
 * Fixed-window counters in Postgres rather than in memory, so every auth instance behind a load balancer
 * counts against the same buckets. One upsert per hit; rows of long-gone windows are swept now and then.
 */
export function createRateLimiter(db: pg.Pool): RateLimiter {
  let hitsSinceSweep = 0;

  async function count(bucket: string, windowSeconds: number) {
    const { rows } = await db.query<{ hits: number; retry_after: number }>(
      `insert into studyloop_platform.auth_rate_limits as b (bucket, window_started_at, hits)
       values ($1, now(), 1)
       on conflict (bucket) do update set
         hits = case when b.window_started_at <= now() - make_interval(secs => $2) then 1 else b.hits + 1 end,
         window_started_at = case when b.window_started_at <= now() - make_interval(secs => $2)
                                  then now() else b.window_started_at end
       returning hits,
         ceil(extract(epoch from (window_started_at + make_interval(secs => $2) - now())))::int as retry_after`,
      [bucket, windowSeconds],
    );
    if (++hitsSinceSweep >= 500) {
      hitsSinceSweep = 0;
      await db.query(
        `delete from studyloop_platform.auth_rate_limits where window_started_at < now() - interval '1 day'`,
      );
    }
    return rows[0]!;
  }

  return {
    async hit(bucket, limit, windowSeconds) {
      if (limit <= 0 || windowSeconds <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const row = await count(bucket, windowSeconds);
      return { allowed: row.hits <= limit, retryAfterSeconds: Math.max(1, row.retry_after) };
    },

    async record(bucket, windowSeconds) {
      if (windowSeconds <= 0) return 0;
      return (await count(bucket, windowSeconds)).hits;
    },

    async peek(bucket, windowSeconds) {
      if (windowSeconds <= 0) return 0;
      const { rows } = await db.query<{ hits: number }>(
        `select hits from studyloop_platform.auth_rate_limits
          where bucket = $1 and window_started_at > now() - make_interval(secs => $2)`,
        [bucket, windowSeconds],
      );
      return rows[0]?.hits ?? 0;
    },

    async clear(bucket) {
      await db.query(`delete from studyloop_platform.auth_rate_limits where bucket = $1`, [bucket]);
    },
  };
}
