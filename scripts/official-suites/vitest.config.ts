// Vitest configuration for the official supabase-js suites vendored under vendor/supabase-js (written for Jest).
// scripts/official-suites/run.ts starts a fresh platform and runs this with OFFICIAL_SUITES_URL set to it.
import { basename, join } from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

const here = import.meta.dirname;
const vendor = join(here, '..', '..', 'vendor', 'supabase-js');
/** Where the suites expect `supabase start` (the Supabase CLI's local stack). */
const CLI_URL = 'http://127.0.0.1:54321';

export const OFFICIAL_TEST_FILES = [
  'packages/core/auth-js/test/GoTrueClient.test.ts',
  'packages/core/auth-js/test/GoTrueApi.test.ts',
  'packages/core/auth-js/test/passkey.e2e.test.ts',
  'packages/core/storage-js/test/storageApi.test.ts',
  'packages/core/storage-js/test/storageBucketApi.test.ts',
  'packages/core/storage-js/test/storageFileApi.test.ts',
  'packages/core/storage-js/test/storageFileApiNode.test.ts',
  'packages/core/supabase-js/test/integration.test.ts',
];

/**
 * The only changes made to the vendored files, at load time (the files on disk stay as published): the CLI's URL
 * becomes the platform's, and Jest-style `require('x')` calls become imports of the same module (Vitest runs the
 * files as ES modules, whose `require` would not see the aliases and TypeScript sources).
 */
function pointAtPlatform(): Plugin {
  return {
    name: 'studyloop-official-suites',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(vendor)) return null;
      const target = process.env['OFFICIAL_SUITES_URL'];
      if (!target) throw new Error('OFFICIAL_SUITES_URL is not set: run scripts/official-suites/run.ts');
      let out = code.split(CLI_URL).join(target);
      if (id.includes('/test/')) {
        const imports: string[] = [];
        out = out.replace(/\brequire\(\s*'([^']+)'\s*\)/g, (_match, specifier: string) => {
          const name = `__officialRequire${imports.length}`;
          imports.push(`import * as ${name} from '${specifier}';`);
          return `('default' in ${name} ? ${name}.default : ${name})`;
        });
        if (imports.length > 0) out = `${imports.join(' ')}${out}`;
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

export default defineConfig({
  root: vendor,
  plugins: [pointAtPlatform()],
  resolve: {
    alias: {
      jsonwebtoken: join(here, 'shims', 'jsonwebtoken.ts'),
      '@faker-js/faker': join(here, 'shims', 'faker.ts'),
      // The monorepo's private trace-context package, bundled into supabase-js and vendored with its sources.
      '@supabase/tracing': join(vendor, 'packages', 'shared', 'tracing', 'src', 'index.ts'),
    },
  },
  test: {
    globals: true,
    environment: 'node',
    include: OFFICIAL_TEST_FILES,
    setupFiles: [join(here, 'setup.ts')],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    // The suites' Jest snapshots, with their keys in Vitest's form, are written there by run.ts.
    resolveSnapshotPath: (testPath, extension) =>
      join(process.env['OFFICIAL_SUITES_SNAPSHOT_DIR'] ?? vendor, `${basename(testPath)}${extension}`),
  },
});
