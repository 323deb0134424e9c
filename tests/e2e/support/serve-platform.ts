// The server the end-to-end tests run against: the real platform on a fresh, seeded data dir, serving the
// web build that `npm test` made just before.
import { chmod, mkdir, rm } from 'node:fs/promises';
import { runPlatformInForeground } from '../../../server/cli/run-platform.ts';
import { e2eDataDir as dataDir, e2eWebDir } from './e2e-dirs.ts';

await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
await chmod(dataDir, 0o755);
// The data dir is made afresh for each run and thrown away: PostgreSQL need not fsync it. The tests open the demo
// documents' files from the start: the platform answers once they are made.
await runPlatformInForeground({
  dataDir,
  webDir: e2eWebDir,
  databaseDurable: false,
  demoFiles: 'before-ready',
});
