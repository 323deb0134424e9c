// A signed-in student the benches use on its own client address, and its timed reads: a page of documents, a
// search, its wallet, one after another with a short pause, until told to stop (a bystander's latency while
// something else loads the platform).
import { setTimeout as sleep } from 'node:timers/promises';
import { supabaseClient } from '../../tests/integration/support/test-platform.ts';

export interface BenchStudent {
  userId: string;
  headers: Record<string, string>;
}

const READ_PAUSE_MS = 25;

/** Signs up a fresh student; `address` is the client address the gateway sees (the benches trust the proxy). */
export async function signUpBenchStudent(
  url: string,
  anonKey: string,
  name: string,
  address: string,
): Promise<BenchStudent> {
  const client = supabaseClient(url, anonKey);
  const { data, error } = await client.auth.signUp({
    email: `${name}.${Date.now()}@example.com`,
    password: 'correct-horse-battery',
  });
  if (error || !data.session) throw error ?? new Error('sign-up gave no session');
  return {
    userId: data.session.user.id,
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${data.session.access_token}`,
      'x-forwarded-for': address,
      'content-type': 'application/json',
    },
  };
}

/** The student's reads, each timed (ms), until `until()` says stop; a failed read fails the bench. */
export async function timedStudentReads(
  url: string,
  { headers }: BenchStudent,
  until: () => boolean,
): Promise<number[]> {
  const reads = [
    () =>
      fetch(`${url}/rest/v1/documents?select=id,title,slug,price&order=created_at.desc&limit=20`, {
        headers,
      }),
    () =>
      fetch(`${url}/rest/v1/rpc/instant_search`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ p_query: 'cell biology' }),
      }),
    () => fetch(`${url}/rest/v1/user_points?select=points_balance`, { headers }),
  ];
  const times: number[] = [];
  for (let i = 0; !until(); i += 1) {
    const t0 = performance.now();
    const response = await reads[i % reads.length]!();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`bystander read answered ${response.status}`);
    times.push(performance.now() - t0);
    await sleep(READ_PAUSE_MS);
  }
  return times;
}
