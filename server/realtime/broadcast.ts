import type pg from 'pg';
import type { Viewer } from './row-visibility.ts';

export interface TopicAccess {
  read: boolean;
  write: boolean;
}

/**
 * What a caller may do on a private channel, decided as Supabase Realtime decides it: by the RLS policies on
 * realtime.messages, evaluated as the caller's role with their JWT claims and `realtime.topic()` set to the
 * channel's topic. A probe message is put in (as the platform) and the transaction rolled back: reading is
 * seeing that message, writing is being allowed to insert one.
 */
export async function topicAccess(db: pg.Pool, viewer: Viewer, topic: string): Promise<TopicAccess> {
  if (viewer.role === 'service_role') return { read: true, write: true };
  const client = await db.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('realtime.topic', $1, true)`, [topic]);
    const probe = await client.query<{ id: string }>(
      `insert into realtime.messages (topic, extension, event, private) values ($1, 'broadcast', 'probe', true)
       returning id`,
      [topic],
    );
    await client.query(`set local role ${viewer.role}`);
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(viewer.claims)]);
    const seen = await client.query(`select 1 from realtime.messages where id = $1`, [probe.rows[0]!.id]);
    let write = false;
    await client.query('savepoint write_check');
    try {
      await client.query(
        `insert into realtime.messages (topic, extension, event, private) values ($1, 'broadcast', 'probe', true)`,
        [topic],
      );
      write = true;
    } catch {
      await client.query('rollback to savepoint write_check');
    }
    return { read: (seen.rowCount ?? 0) > 0, write };
  } catch {
    return { read: false, write: false };
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}
