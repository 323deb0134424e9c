// Where the end-to-end platform keeps its data and which web build it serves. Both can be moved by environment
// so several end-to-end runs (one per area being built) can share one checkout without overwriting each other.
import { join } from 'node:path';
import { REPO_ROOT } from '../../../server/db/paths.ts';

export const e2eDataDir = process.env.E2E_DATA_DIR ?? join(REPO_ROOT, '.tmp', 'e2e-data');
export const e2eWebDir = process.env.E2E_WEB_DIR ?? join(REPO_ROOT, 'dist', 'web');
/** What the end-to-end platform printed, kept for `npm test` to show when it did not start (CI keeps a log's end). */
export const e2eServerLog = process.env.E2E_SERVER_LOG ?? join(REPO_ROOT, '.tmp', 'e2e-server.log');
