// A bystander's latency while one client floods the platform (issue 24): hostile uploads (the probe's PDF and
// DOCX shapes, made here), 40 nested-embed requests at once, and 40 realtime sockets × 100 channels. The
// bystander comes from another address (X-Forwarded-For, the platform trusting its proxy).
import pg from 'pg';
import WebSocket from 'ws';
import type { RunningPlatform } from '../../../server/platform.ts';
import { hugeDocumentXmlDocx, pathFloodPdf } from '../../../tests/integration/support/hostile-files.ts';
import { supabaseClient } from '../../../tests/integration/support/test-platform.ts';

export interface Latencies {
  samples: number;
  p50: number;
  p95: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? 0;

/** Times the bystander's simple REST read (from its own address) until `until` settles. */
async function bystanderDuring(platform: RunningPlatform, until: Promise<unknown>): Promise<Latencies> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${platform.url}/rest/v1/subjects?select=id,name&limit=5`, {
      headers: { apikey: platform.anonKey, 'x-forwarded-for': '198.51.100.7' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await until;
  return { samples: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/**
 * The probe's hostile PDF and DOCX. Made before the platform starts: making the DOCX takes a while, and HTTP
 * connections left idle meanwhile would be closed under the next request.
 */
export function makeHostileFiles() {
  return [
    { name: 'flood.pdf', bytes: pathFloodPdf(), type: 'application/pdf' },
    {
      name: 'huge.docx',
      bytes: hugeDocumentXmlDocx(),
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ];
}

export async function measureHostileUploads(
  platform: RunningPlatform,
  files: ReturnType<typeof makeHostileFiles>,
) {
  const db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  try {
    const { rows } = await db.query<Record<'subject' | 'type' | 'university' | 'course', string>>(
      `with s as (insert into public.subjects (name, slug) values ('Bench', 'bench') returning id),
            t as (insert into public.document_types (name, slug) values ('Bench Notes', 'bench-notes') returning id),
            u as (insert into public.universities (name, slug) values ('Bench U', 'bench-u') returning id),
            c as (insert into public.courses (name, slug, university_id) select 'Bench 1', 'bench-1', id from u returning id)
       select (select id from s) as subject, (select id from t) as type, (select id from u) as university,
              (select id from c) as course`,
    );
    const catalogue = rows[0]!;
    const seller = supabaseClient(platform.url, platform.anonKey);
    const { data } = await seller.auth.signUp({
      email: `hostile.${Date.now()}@example.com`,
      password: 'correct-horse',
    });
    const userId = data.user!.id;
    const ids: string[] = [];
    for (const file of files) {
      const path = `${userId}/${file.name}`;
      const { error } = await seller.storage
        .from('document-originals')
        .upload(path, file.bytes, { contentType: file.type });
      if (error) throw error;
      const submitted = await seller.rpc('upload_document', {
        p_document: {
          title: `Hostile ${file.name}`,
          description: 'bench',
          price: 1,
          subject_id: catalogue.subject,
          document_type_id: catalogue.type,
          university_id: catalogue.university,
          course_id: catalogue.course,
          language: 'en',
        },
        p_path: path,
      });
      if (submitted.error) throw submitted.error;
      ids.push((submitted.data as { document_id: string }).document_id);
    }
    const settled = (async () => {
      for (;;) {
        const { rows: states } = await db.query<{ state: string; error: string | null }>(
          `select state, error from public.document_processing where document_id = any($1)`,
          [ids],
        );
        if (
          states.length === ids.length &&
          states.every((s) => !['queued', 'processing'].includes(s.state))
        ) {
          return states;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    const latency = await bystanderDuring(platform, settled);
    return { sizes: files.map((f) => f.bytes.byteLength), outcomes: await settled, latency };
  } finally {
    await db.end();
  }
}

export async function measureEmbedFlood(platform: RunningPlatform) {
  const attacker = (select: string) =>
    fetch(`${platform.url}/rest/v1/documents?select=${encodeURIComponent(select)}&limit=1000`, {
      headers: { apikey: platform.anonKey, 'x-forwarded-for': '203.0.113.9' },
    }).then(async (r) => (await r.arrayBuffer(), r.status));
  const flood = Promise.all([
    ...Array.from({ length: 40 }, () =>
      attacker('id,document_reviews(*,documents(*,document_reviews(*,documents(*))))'),
    ),
    ...Array.from({ length: 40 }, () => attacker('*,document_reviews(*,documents(*))')),
  ]);
  const latency = await bystanderDuring(platform, flood);
  const statuses = await flood;
  return { latency, refused: statuses.filter((s) => s === 400).length, sent: statuses.length };
}

export async function measureSocketFlood(platform: RunningPlatform) {
  const url = `${platform.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${platform.anonKey}&vsn=1.0.0`;
  const sockets: WebSocket[] = [];
  let refusedSockets = 0;
  let joined = 0;
  const flood = (async () => {
    await Promise.all(
      Array.from(
        { length: 40 },
        () =>
          new Promise<void>((resolve) => {
            const socket = new WebSocket(url, { headers: { 'x-forwarded-for': '203.0.113.10' } });
            socket.on('unexpected-response', () => {
              refusedSockets++;
              resolve();
            });
            socket.on('error', () => resolve());
            socket.on('message', (data) => {
              const message = JSON.parse(String(data)) as { event: string; payload: { status?: string } };
              if (message.event === 'phx_reply' && message.payload.status === 'ok') joined++;
            });
            socket.on('open', () => {
              sockets.push(socket);
              for (let i = 0; i < 100; i++) {
                socket.send(
                  JSON.stringify({
                    topic: `realtime:flood-${i}`,
                    event: 'phx_join',
                    ref: String(i),
                    join_ref: String(i),
                    payload: {
                      config: { postgres_changes: [{ event: '*', schema: 'public', table: 'documents' }] },
                    },
                  }),
                );
              }
              setTimeout(resolve, 2000);
            });
          }),
      ),
    );
  })();
  // The bystander signs in while the sockets join.
  const bystander = supabaseClient(platform.url, platform.anonKey);
  const email = `bystander.${Date.now()}@example.com`;
  await bystander.auth.signUp({ email, password: 'correct-horse' });
  const times: number[] = [];
  let done = false;
  void flood.finally(() => (done = true));
  while (!done || times.length < 5) {
    const started = performance.now();
    await bystander.auth.signInWithPassword({ email, password: 'correct-horse' });
    times.push(performance.now() - started);
  }
  await flood;
  for (const socket of sockets) socket.terminate();
  return {
    refusedSockets,
    joined,
    signIn: { samples: times.length, p50: percentile(times, 0.5), p95: percentile(times, 0.95) },
  };
}
