// A throwaway embedded Postgres migrated exactly as the platform migrates it, for the generators that read the
// schema (`gen:types`, `gen:schema`), and the write-or-check step they share.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { prepareDatabase } from '../../server/db/prepare-database.ts';
import { createLogger } from '../../server/process/logger.ts';

export const repoRoot = join(import.meta.dirname, '..', '..');

/** Runs `use` against a fresh database with every migration applied, then removes it. */
export async function withMigratedDatabase<T>(use: (connectionString: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studyloop-schema-'));
  // When root runs Postgres as the `postgres` OS user, that user must be able to pass through the data dir.
  await chmod(dataDir, 0o755);
  const log = createLogger('warn');
  try {
    // A throwaway cluster: no fsync.
    const postgres = await startEmbeddedPostgres({
      dataDir,
      password: randomBytes(16).toString('hex'),
      log,
      durable: false,
    });
    try {
      await prepareDatabase({
        connectionString: postgres.connectionString,
        authenticatorPassword: randomBytes(16).toString('hex'),
        log,
      });
      return await use(postgres.connectionString);
    } finally {
      await postgres.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Writes generated files (path relative to the repository → content), or with `check` compares them with the
 * committed ones and says which differ. Returns false when a check found a stale file.
 */
export async function writeOrCheck(
  files: Map<string, string>,
  options: { check: boolean; command: string },
): Promise<boolean> {
  let fresh = true;
  for (const [path, content] of files) {
    const target = join(repoRoot, path);
    if (!options.check) {
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, content);
      continue;
    }
    const committed = await readFile(target, 'utf8').catch(() => '');
    if (committed === content) continue;
    fresh = false;
    const copy = join(repoRoot, '.tmp', 'generated', path);
    await mkdir(dirname(copy), { recursive: true });
    await writeFile(copy, content);
    console.error(
      `${path} is not what the migrations produce (fresh copy: ${relative(repoRoot, copy)}).\n` +
        `Run \`${options.command}\` and commit the result.`,
    );
  }
  if (fresh)
    console.log(options.check ? `${files.size} generated file(s) up to date` : `wrote ${files.size} file(s)`);
  return fresh;
}
