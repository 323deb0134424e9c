import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { LogicalReplicationService, PgoutputPlugin } from 'pg-logical-replication';
import type { Logger } from '../process/logger.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

/** One row change from the `supabase_realtime` publication, in the shape realtime-js expects. */
export interface RowChange {
  schema: string;
  table: string;
  type: ChangeType;
  commit_timestamp: string;
  columns: { name: string; type: string }[];
  record: Record<string, unknown>;
  old_record: Record<string, unknown>;
  primaryKey: string[];
}

const SLOT_PREFIX = 'studyloop_realtime_';

/**
 * Streams committed row changes of the `supabase_realtime` publication through logical replication (pgoutput),
 * as Supabase Realtime does. Each platform instance uses its own slot, dropped on stop; slots left inactive by
 * a crashed instance are dropped at start so they do not hold WAL forever.
 */
export async function startChangeStream(options: {
  connectionString: string;
  log: Logger;
  onChange: (change: RowChange) => void;
}): Promise<{ stop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: options.connectionString });
  await admin.connect();
  const typeNames = new Map<number, string>(
    (await admin.query<{ oid: number; typname: string }>('select oid::int, typname from pg_type')).rows.map(
      (r) => [r.oid, r.typname],
    ),
  );
  await admin.query(
    `select pg_drop_replication_slot(slot_name) from pg_replication_slots
      where slot_name like $1 and not active and database = current_database()`,
    [`${SLOT_PREFIX}%`],
  );
  const slot = SLOT_PREFIX + randomBytes(6).toString('hex');
  await admin.query(`select pg_create_logical_replication_slot($1, 'pgoutput')`, [slot]);

  const service = new LogicalReplicationService(
    { connectionString: options.connectionString },
    { acknowledge: { auto: true, timeoutSeconds: 10 } },
  );
  // pgoutput marks every column as key under replica identity full, so the primary key is looked up once per
  // table. Lookups are chained so changes still reach the listener in commit order.
  const primaryKeys = new Map<number, Promise<string[]>>();
  let lastLookup: Promise<unknown> = Promise.resolve();
  const primaryKeyOf = (relationOid: number): Promise<string[]> => {
    let known = primaryKeys.get(relationOid);
    if (!known) {
      known = admin
        .query<{ attname: string }>(
          `select a.attname from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
            where i.indrelid = $1 and i.indisprimary order by array_position(i.indkey, a.attnum)`,
          [relationOid],
        )
        .then((r) => r.rows.map((row) => row.attname))
        .catch(() => []);
      primaryKeys.set(relationOid, known);
    }
    const ordered = lastLookup.then(() => known);
    lastLookup = ordered;
    return ordered;
  };
  let commitTime = new Date().toISOString();
  service.on('data', (_lsn: string, message: { tag: string } & Record<string, unknown>) => {
    if (message.tag === 'begin') {
      // pgoutput stamps the transaction in microseconds since 2000-01-01.
      const micros = message.commitTime as bigint;
      commitTime = new Date(Number(micros / 1000n) + Date.UTC(2000, 0, 1)).toISOString();
      return;
    }
    if (message.tag !== 'insert' && message.tag !== 'update' && message.tag !== 'delete') return;
    const relation = message.relation as {
      relationOid: number;
      schema: string;
      name: string;
      columns: { name: string; typeOid: number; typeName: string | null }[];
    };
    const committedAt = commitTime;
    void primaryKeyOf(relation.relationOid).then((primaryKey) =>
      options.onChange({
        schema: relation.schema,
        table: relation.name,
        type: message.tag.toUpperCase() as ChangeType,
        commit_timestamp: committedAt,
        columns: relation.columns.map((c) => ({
          name: c.name,
          type: c.typeName ?? typeNames.get(c.typeOid) ?? 'text',
        })),
        record: (message.new as Record<string, unknown> | undefined) ?? {},
        old_record: ((message.old ?? message.key) as Record<string, unknown> | null) ?? {},
        primaryKey,
      }),
    );
  });
  let stopped = false;
  service.on('error', (error: Error) => {
    if (!stopped) options.log.error('realtime change stream failed', { error: error.message });
  });
  const plugin = new PgoutputPlugin({ protoVersion: 1, publicationNames: ['supabase_realtime'] });
  // subscribe() resolves only when the stream ends, so it is not awaited.
  service.subscribe(plugin, slot).catch((error: unknown) => {
    if (!stopped) options.log.error('realtime replication stopped', { error: String(error) });
  });

  return {
    async stop() {
      stopped = true;
      await service.stop().catch(() => undefined);
      // The walsender lets go of the slot a moment after the stream closes.
      for (let attempt = 0; attempt < 40; attempt++) {
        const dropped = await admin
          .query(
            `select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1 and not active`,
            [slot],
          )
          .catch(() => null);
        if (!dropped || dropped.rowCount === 1) break;
        const exists = await admin
          .query(`select 1 from pg_replication_slots where slot_name = $1`, [slot])
          .catch(() => null);
        if (!exists || exists.rowCount === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await admin.end().catch(() => undefined);
    },
  };
}
