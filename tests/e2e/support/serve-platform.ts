// The server the end-to-end tests run against: the real platform on a fresh, seeded data dir, serving the
// web build that `npm test` made just before.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { runPlatformInForeground } from '../../../server/cli/run-platform.ts';
import { e2eDataDir as dataDir, e2eServerLog, e2eWebDir } from './e2e-dirs.ts';

// Everything it prints also goes to a file: Playwright shows it only inline, far above the end CI keeps.
mkdirSync(dirname(e2eServerLog), { recursive: true });
writeFileSync(e2eServerLog, '');
for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    appendFileSync(e2eServerLog, chunk);
    return write(chunk, ...rest);
  }) as typeof stream.write;
}

await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
await chmod(dataDir, 0o755);
// The data dir is made afresh for each run and thrown away: PostgreSQL need not fsync it. The tests open the demo
// documents' files from the start: they are made before the platform prints that it is ready, the line the tests
// wait for (playwright.config.ts).
await runPlatformInForeground({
  dataDir,
  webDir: e2eWebDir,
  databaseDurable: false,
  demoFiles: 'before-ready',
});
