// Where Electron's binary is, for the tests that drive the real desktop app; missing where its download was blocked.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../../server/db/paths.ts';

/**
 * Where the electron package keeps its binary, found without `require('electron')`: that call tries to
 * download a missing binary, which hangs or fails where downloads are blocked.
 */
export function electronBinary(): { path: string } | { missing: string } {
  const packageDir = join(REPO_ROOT, 'node_modules', 'electron');
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(packageDir)) return { missing: 'the electron npm package is not installed' };
  if (!existsSync(pathFile)) {
    return {
      missing:
        "Electron's binary is not installed (node_modules/electron has no path.txt; its download was skipped or blocked)",
    };
  }
  const relative = readFileSync(pathFile, 'utf8').trim();
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(packageDir, 'dist');
  const path = join(dist, relative);
  return existsSync(path)
    ? { path }
    : { missing: `Electron's binary is not installed (${path} does not exist)` };
}
