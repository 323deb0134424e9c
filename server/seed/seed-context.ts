import type { SeedScript } from './seed-sql.ts';

/** The script being written and the ids of the rows it creates, for the sections that link to them. */
export interface SeedContext {
  script: SeedScript;
  subjectIds: Map<string, string>;
  subjectIdsByName: Map<string, string>;
  userIds: Map<string, string>;
  documentIds: Map<string, string>;
}

export function subjectId(ctx: SeedContext, slug: string): string {
  const id = ctx.subjectIds.get(slug);
  if (!id) throw new Error(`seed: unknown subject ${slug}`);
  return id;
}

export function userId(ctx: SeedContext, key: string): string {
  const id = ctx.userIds.get(key);
  if (!id) throw new Error(`seed: unknown person ${key}`);
  return id;
}

export function documentId(ctx: SeedContext, slug: string): string {
  const id = ctx.documentIds.get(slug);
  if (!id) throw new Error(`seed: unknown document ${slug}`);
  return id;
}
