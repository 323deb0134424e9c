import type pg from 'pg';
import { storageErrors } from './storage-error.ts';

/** Supabase Storage's page size for list-v2 when none is asked for, and the largest it allows. */
const DEFAULT_LIMIT = 1000;
const MAX_LIMIT = 1000;
/** Objects read per request at the most (a prefix holding more is listed up to there). */
const MAX_SCANNED = 100_000;

export interface ListV2Object {
  id: string;
  key: string;
  name: string;
  updated_at: string;
  created_at: string;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

export interface ListV2Result {
  hasNext: boolean;
  folders: { key: string; name: string }[];
  objects: ListV2Object[];
  nextCursor?: string;
}

interface Row {
  id: string;
  name: string;
  updated_at: Date;
  created_at: Date;
  last_accessed_at: Date | null;
  metadata: Record<string, unknown> | null;
}

const SORT_COLUMNS = ['name', 'created_at', 'updated_at'] as const;

function readOptions(body: Record<string, unknown>) {
  const prefix = typeof body.prefix === 'string' ? body.prefix.replace(/^\/+/, '') : '';
  const limit = Number.isInteger(body.limit) ? (body.limit as number) : DEFAULT_LIMIT;
  if (limit < 1) throw storageErrors.invalidParameter('limit must be a positive number');
  const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown };
  const column = SORT_COLUMNS.find((c) => c === sortBy.column) ?? 'name';
  const order = String(sortBy.order ?? 'asc').toLowerCase() === 'desc' ? 'desc' : 'asc';
  let offset = 0;
  if (typeof body.cursor === 'string' && body.cursor) {
    try {
      const parsed = JSON.parse(Buffer.from(body.cursor, 'base64url').toString('utf8')) as {
        offset?: unknown;
      };
      if (!Number.isInteger(parsed.offset) || (parsed.offset as number) < 0) throw new Error('offset');
      offset = parsed.offset as number;
    } catch {
      throw storageErrors.invalidParameter('Invalid cursor');
    }
  }
  return {
    prefix,
    limit: Math.min(limit, MAX_LIMIT),
    delimiter: body.with_delimiter === true,
    column,
    order,
    offset,
  };
}

/**
 * `POST /object/list-v2/:bucket` (storage-js `listV2`): the objects whose name starts with `prefix`, or with
 * `with_delimiter` the level under it (sub-folders once each, as `{ key, name: "<path>/" }`), sorted by name,
 * created_at or updated_at, in pages of `limit` with an opaque `nextCursor`. Runs on the caller's connection,
 * so RLS decides what is listed.
 */
export async function listObjectsV2(
  client: pg.PoolClient,
  bucketId: string,
  body: Record<string, unknown>,
): Promise<ListV2Result> {
  const options = readOptions(body);
  const { rows } = await client.query<Row>(
    `select id, name, updated_at, created_at, last_accessed_at, metadata
       from storage.objects
      where bucket_id = $1 and starts_with(name, $2)
      limit ${MAX_SCANNED}`,
    [bucketId, options.prefix],
  );
  const folders = new Map<string, { key: string; name: string }>();
  const objects: Row[] = [];
  for (const row of rows) {
    const rest = row.name.slice(options.prefix.length);
    const slash = options.delimiter ? rest.indexOf('/') : -1;
    if (slash >= 0) {
      const key = rest.slice(0, slash);
      const name = `${options.prefix}${key}/`;
      folders.set(name, { key, name });
    } else {
      objects.push(row);
    }
  }
  const direction = options.order === 'desc' ? -1 : 1;
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const folderList = [...folders.values()].sort((a, b) => direction * byName(a.name, b.name));
  objects.sort((a, b) => {
    const primary =
      options.column === 'name'
        ? byName(a.name, b.name)
        : a[options.column].getTime() - b[options.column].getTime() || byName(a.name, b.name);
    return direction * primary;
  });
  // Folders come first, then objects; one sequence paged by offset.
  const entries: ({ folder: { key: string; name: string } } | { object: Row })[] = [
    ...folderList.map((folder) => ({ folder })),
    ...objects.map((object) => ({ object })),
  ];
  const page = entries.slice(options.offset, options.offset + options.limit);
  const hasNext = options.offset + options.limit < entries.length;
  return {
    hasNext,
    folders: page.flatMap((entry) => ('folder' in entry ? [entry.folder] : [])),
    objects: page.flatMap((entry) =>
      'object' in entry
        ? [
            {
              id: entry.object.id,
              key: entry.object.name.slice(options.prefix.length),
              name: entry.object.name,
              updated_at: entry.object.updated_at.toISOString(),
              created_at: entry.object.created_at.toISOString(),
              last_accessed_at: entry.object.last_accessed_at?.toISOString() ?? null,
              metadata: entry.object.metadata,
            },
          ]
        : [],
    ),
    ...(hasNext
      ? {
          nextCursor: Buffer.from(JSON.stringify({ offset: options.offset + options.limit })).toString(
            'base64url',
          ),
        }
      : {}),
  };
}
