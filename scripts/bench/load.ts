/** Result of driving one kind of request for a while: throughput and latency as a user of the API feels it. */
export interface LoadResult {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
}

/**
 * Keeps `concurrency` requests in flight for `durationMs` and measures each one. Percentiles are computed
 * from every latency, not estimated. A failed answer counts as an error, so a broken route cannot look fast.
 * `request` must have consumed the whole response when it resolves.
 */
export async function drive(
  request: (i: number) => Promise<{ ok: boolean }>,
  options: { concurrency: number; durationMs: number; warmupMs?: number },
): Promise<LoadResult> {
  const run = async (durationMs: number, record: boolean) => {
    const latencies: number[] = [];
    let errors = 0;
    let counter = 0;
    const deadline = performance.now() + durationMs;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          try {
            const response = await request(counter++);
            if (!response.ok) errors++;
          } catch {
            errors++;
          }
          if (record) latencies.push(performance.now() - started);
        }
      }),
    );
    return { latencies, errors };
  };
  if (options.warmupMs) await run(options.warmupMs, false);
  const started = performance.now();
  const { latencies, errors } = await run(options.durationMs, true);
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: at(0.5), p95: at(0.95) };
}

export function report(name: string, result: LoadResult): void {
  console.log(`${name}_rps: ${result.rps.toFixed(0)}`);
  console.log(`${name}_p95_ms: ${result.p95.toFixed(1)}`);
  if (result.errors) console.log(`${name}_errors: ${result.errors}`);
}
