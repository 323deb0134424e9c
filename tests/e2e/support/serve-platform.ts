// The server the end-to-end tests run against: the real platform on a fresh, seeded data dir, serving the
// web build that `npm test` made just before.
import { chmod, mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../server/db/paths.ts';
import { runPlatformInForeground } from '../../../server/cli/run-platform.ts';

const dataDir = join(REPO_ROOT, '.tmp', 'e2e-data');
await rm(dataDir, { recursive: true, force: true });
await mkdir(dataDir, { recursive: true });
await chmod(dataDir, 0o755);
await runPlatformInForeground({ dataDir, webDir: join(REPO_ROOT, 'dist', 'web') });
