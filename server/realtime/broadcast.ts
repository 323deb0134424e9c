import type pg from 'pg';
import type { Viewer } from './row-visibility.ts';

export interface ExtensionAccess {
  read: boolean;
  write: boolean;
}

/** What a caller may do on a private channel, per extension (Supabase's policies tell them apart by `extension`). */
export interface TopicAccess {
  broadcast: ExtensionAccess;
  presence: ExtensionAccess;
}

export const FULL_ACCESS: TopicAccess = {
  broadcast: { read: true, write: true },
  presence: { read: true, write: true },
};
const NO_ACCESS: TopicAccess = {
  broadcast: { read: false, write: false },
  presence: { read: false, write: false },
};

/**
 * What a caller may do on a private channel, decided as Supabase Realtime decides it: by the RLS policies on
 * realtime.messages, evaluated as the caller's role with their JWT claims and `realtime.topic()` set to the
 * channel's topic. For each extension (broadcast, presence) a probe message is put in (as the platform) and the
 * transaction rolled back: reading is seeing that message, writing is being allowed to insert one.
 */
export async function topicAccess(db: pg.Pool, viewer: Viewer, topic: string): Promise<TopicAccess> {
  if (viewer.role === 'service_role') return FULL_ACCESS;
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('realtime.topic', $1, true)`, [topic]);
    const probes = await client.query<{ id: string; extension: 'broadcast' | 'presence' }>(
      `insert into realtime.messages (topic, extension, event, private)
       values ($1, 'broadcast', 'probe', true), ($1, 'presence', 'probe', true)
       returning id, extension`,
      [topic],
    );
    await client.query(`set local role ${viewer.role}`);
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(viewer.claims)]);
    const seen = await client.query<{ extension: string }>(
      `select extension from realtime.messages where id = any($1::bigint[])`,
      [probes.rows.map((row) => row.id)],
    );
    const access: TopicAccess = {
      broadcast: { read: false, write: false },
      presence: { read: false, write: false },
    };
    for (const row of seen.rows) {
      if (row.extension === 'broadcast' || row.extension === 'presence') access[row.extension].read = true;
    }
    for (const extension of ['broadcast', 'presence'] as const) {
      await client.query('savepoint write_check');
      try {
        await client.query(
          `insert into realtime.messages (topic, extension, event, private) values ($1, $2, 'probe', true)`,
          [topic, extension],
        );
        access[extension].write = true;
      } catch {
        await client.query('rollback to savepoint write_check');
      }
    }
    return access;
  } catch {
    return NO_ACCESS;
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}
