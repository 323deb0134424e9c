// What one hostile student can write to the platform (REST bodies and storage), measured on a platform of its own:
//
//   npx tsx scripts/bench/abuse/hostile-writes.ts            # all probes
//   npx tsx scripts/bench/abuse/hostile-writes.ts rest       # or: storage, resumable, auth
//
// rest: PATCHes of papers.content with 12 MiB and 100 MiB bodies: the answer, its time, what was stored, and
// PostgREST's peak memory. storage: one account uploads 45 files of 50 MiB (2.25 GiB) to its own folder: how many
// are kept. resumable: one account starts 100 resumable uploads of 50 MiB and never finishes them: how many are
// accepted (each may then fill 50 MiB of the staging disk for a day). auth: an anonymous 200 MiB sign-up body: the
// answer, its time and the growth of this process's memory (the platform runs in it). Prints one line per measure.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startTestPlatform, uniqueEmail } from '../../../tests/integration/support/test-platform.ts';

const which = process.argv[2] ?? 'all';
const MiB = 1024 * 1024;

/** Peak resident memory (VmHWM) of this process's PostgREST child, in MiB. */
function postgrestPeakMiB(): number | null {
  const children = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], {
    encoding: 'utf8',
  });
  const line = children.split('\n').find((l) => /postgrest/i.test(l));
  if (!line) return null;
  const status = readFileSync(`/proc/${line.trim().split(/\s+/)[0]}/status`, 'utf8');
  const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

const platform = await startTestPlatform();
const db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
try {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('probe'),
    password: 'correct-horse',
  });
  if (error || !data.session) throw error ?? new Error('no session');
  const id = data.user!.id;
  const token = data.session.access_token;

  if (which === 'all' || which === 'rest') {
    const paper = await client
      .from('papers')
      .insert({ user_id: id, title: 'Probe', content: '<p>Draft</p>' })
      .select('id')
      .single();
    if (paper.error) throw paper.error;
    for (const size of [12 * MiB, 100 * MiB]) {
      const body = JSON.stringify({ content: 'a'.repeat(size) });
      const started = performance.now();
      const response = await fetch(`${platform.url}/rest/v1/papers?id=eq.${paper.data.id}`, {
        method: 'PATCH',
        headers: {
          apikey: platform.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body,
      }).catch((e: unknown) => ({ status: `error ${String(e)}`, text: async () => '' }));
      const answer = (await response.text()).slice(0, 80);
      const ms = Math.round(performance.now() - started);
      const { rows } = await db.query<{ n: number }>(
        'select char_length(content) as n from public.papers where id = $1',
        [paper.data.id],
      );
      console.log(
        `rest / PATCH papers.content ${size / MiB} MiB: ${response.status} in ${ms} ms ${answer}; stored ${rows[0]!.n} chars; PostgREST peak ${postgrestPeakMiB()} MiB`,
      );
    }
  }

  if (which === 'all' || which === 'storage') {
    const file = new Blob(['a'.repeat(50 * MiB)], { type: 'text/plain' });
    let kept = 0;
    let firstRefusal = '';
    const started = performance.now();
    for (let i = 0; i < 45; i++) {
      const upload = await client.storage.from('document-originals').upload(`${id}/filler-${i}.txt`, file);
      if (upload.error === null) kept++;
      else firstRefusal ||= `#${i + 1}: ${upload.error.message}`;
    }
    const { rows } = await db.query<{ bytes: string }>(
      `select coalesce(sum((metadata->>'size')::bigint), 0) as bytes from storage.objects where owner_id = $1`,
      [id],
    );
    console.log(
      `storage / 45 uploads of 50 MiB by one account: ${kept} kept (${Math.round(Number(rows[0]!.bytes) / MiB)} MiB) in ${Math.round(performance.now() - started)} ms; first refusal ${firstRefusal || 'none'}`,
    );
  }

  if (which === 'all' || which === 'resumable') {
    const { data: other } = await platform
      .anonClient()
      .auth.signUp({ email: uniqueEmail('probe'), password: 'correct-horse' });
    const otherToken = other.session!.access_token;
    let accepted = 0;
    for (let i = 0; i < 100; i++) {
      const response = await fetch(`${platform.url}/storage/v1/upload/resumable`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${otherToken}`,
          apikey: platform.anonKey,
          'tus-resumable': '1.0.0',
          'upload-length': String(50 * MiB),
          'upload-metadata': [
            `bucketName ${Buffer.from('document-originals').toString('base64')}`,
            `objectName ${Buffer.from(`${other.user!.id}/staged-${i}.txt`).toString('base64')}`,
          ].join(','),
        },
      });
      await response.arrayBuffer();
      if (response.status === 201) accepted++;
    }
    console.log(
      `resumable / 100 unfinished uploads of 50 MiB by one account: ${accepted} accepted (${accepted * 50} MiB of staging promised)`,
    );
  }
  if (which === 'all' || which === 'auth') {
    const body = JSON.stringify({
      email: uniqueEmail('big'),
      password: 'correct-horse',
      data: { bio: 'a'.repeat(200 * MiB) },
    });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const response = await fetch(`${platform.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: platform.anonKey, 'content-type': 'application/json' },
      body,
    }).catch((e: unknown) => ({ status: `error ${String(e)}`, text: async () => '' }));
    const answer = (await response.text()).slice(0, 80);
    clearInterval(sampler);
    console.log(
      `auth / anonymous sign-up with a 200 MiB body: ${response.status} in ${Math.round(performance.now() - started)} ms ${answer}; process memory +${Math.round((peak - before) / MiB)} MiB at peak`,
    );
  }
} finally {
  await db.end();
  await platform.destroy();
}
