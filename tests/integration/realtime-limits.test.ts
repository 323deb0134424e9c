// Issue 24, item 8: anonymous sockets × 100 channels each made one RLS check per channel per change, and 40 of
// them pushed a bystander's sign-in to about a second. Sockets and channels are limited per client address, and
// subscribers who would see a row as the same viewer share one row check per change.
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformConfigFromEnv } from '../../server/config/platform-config.ts';
import { REALTIME_ADDRESS_LIMITS } from '../../server/realtime/realtime-server.ts';
import { waitFor } from './support/polling.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  // Clients told apart by X-Forwarded-For, as behind the proxy TRUST_PROXY names.
  platform = await startTestPlatform({ auth: platformConfigFromEnv({ TRUST_PROXY: 'true' }).auth });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
  // A public table whose read policy counts its own evaluations in a sequence (not undone by the check's rollback).
  await db.query(`
    create sequence public.test_row_checks;
    create function public.test_count_row_check() returns boolean language sql volatile as
      $$ select nextval('public.test_row_checks') > 0 $$;
    create table public.test_feed (id bigint generated always as identity primary key, body text not null);
    alter table public.test_feed enable row level security;
    alter table public.test_feed replica identity full;
    create policy "counted read" on public.test_feed for select to anon using (public.test_count_row_check());
    grant select on public.test_feed to anon;
    grant usage on sequence public.test_row_checks to anon;
    grant execute on function public.test_count_row_check() to anon;
    alter publication supabase_realtime add table public.test_feed;`);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await db?.end();
  await platform?.destroy();
});

interface Message {
  topic: string;
  event: string;
  ref: string | null;
  payload: { status?: string; response?: { reason?: string } };
}

/** A realtime-js-like socket from `address`; resolves once open, or with the refused handshake's status. */
function connect(address: string): Promise<{ socket: WebSocket; messages: Message[] } | { status: number }> {
  const url = `${platform.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${platform.anonKey}&vsn=1.0.0`;
  const socket = new WebSocket(url, { headers: { 'x-forwarded-for': address } });
  const messages: Message[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  return new Promise((resolve, reject) => {
    socket.once('open', () => {
      sockets.push(socket);
      resolve({ socket, messages });
    });
    socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.once('error', reject);
  });
}

let ref = 0;
/** Joins a channel subscribed to inserts into test_feed; resolves with the join's reply status. */
async function join(connection: { socket: WebSocket; messages: Message[] }, topic: string) {
  const id = String(++ref);
  connection.socket.send(
    JSON.stringify({
      topic: `realtime:${topic}`,
      event: 'phx_join',
      ref: id,
      join_ref: id,
      payload: { config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'test_feed' }] } },
    }),
  );
  const reply = await waitFor('the join reply', async () =>
    connection.messages.find((m) => m.ref === id && m.event === 'phx_reply'),
  );
  return reply.payload;
}

type Opened = { socket: WebSocket; messages: Message[] };

const opened = (result: Awaited<ReturnType<typeof connect>>) => {
  if ('status' in result) throw new Error(`refused with ${result.status}`);
  return result;
};

describe('realtime limits per client address', () => {
  it('shares one row check per change among subscribers who are the same viewer', async () => {
    const connections = [opened(await connect('10.2.0.1')), opened(await connect('10.2.0.2'))];
    for (const connection of connections) {
      for (let i = 0; i < 10; i++)
        expect(await join(connection, `feed-${i}`)).toMatchObject({ status: 'ok' });
    }
    const { rows } = await db.query<{ before: string }>(
      `select last_value + (case when is_called then 1 else 0 end) as before from public.test_row_checks`,
    );
    await db.query(`insert into public.test_feed (body) values ('one change')`);
    // Every one of the 20 channels gets the change...
    await waitFor(
      'the change on every channel',
      async () =>
        connections.every((c) => c.messages.filter((m) => m.event === 'postgres_changes').length === 10)
          ? true
          : undefined,
      20_000,
    );
    // ...after a single evaluation of the table's read policy.
    const after = await db.query<{ next: string }>(`select nextval('public.test_row_checks') as next`);
    expect(Number(after.rows[0]!.next) - Number(rows[0]!.before)).toBe(1);
  });

  it('limits the channels one address joins over all its sockets', async () => {
    const { channelsPerAddress } = REALTIME_ADDRESS_LIMITS;
    const perSocket = 80;
    const connections: Opened[] = [];
    for (let i = 0; i < Math.ceil(channelsPerAddress / perSocket) + 1; i++) {
      connections.push(opened(await connect('10.3.0.1')));
    }
    let joined = 0;
    let refused = 0;
    for (const connection of connections) {
      const replies = await Promise.all(
        Array.from({ length: perSocket }, (_, i) => join(connection, `many-${i}`)),
      );
      joined += replies.filter((r) => r.status === 'ok').length;
      refused += replies.filter((r) => r.response?.reason === 'Too many channels').length;
    }
    expect(joined).toBe(channelsPerAddress);
    expect(refused).toBe(connections.length * perSocket - channelsPerAddress);
    // Another address is not affected.
    expect(await join(opened(await connect('10.3.0.2')), 'other')).toMatchObject({ status: 'ok' });
  });

  it('refuses sockets past the limit of one address, and takes them again once some close', async () => {
    const { socketsPerAddress } = REALTIME_ADDRESS_LIMITS;
    const open: Opened[] = [];
    for (let i = 0; i < socketsPerAddress; i++) open.push(opened(await connect('10.4.0.1')));
    expect(await connect('10.4.0.1')).toEqual({ status: 429 });
    expect('socket' in (await connect('10.4.0.2'))).toBe(true);
    const closed = new Promise((resolve) => open[0]!.socket.once('close', resolve));
    open[0]!.socket.close();
    await closed;
    await waitFor('a free socket for the address', async () => {
      const again = await connect('10.4.0.1');
      return 'socket' in again ? true : undefined;
    });
  });
});
