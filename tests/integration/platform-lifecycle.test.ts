import { stat, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDataDir, startTestPlatform, uniqueEmail } from './support/test-platform.ts';

describe('platform lifecycle', () => {
  it('writes platform.json for its owner only, refuses a second start on the same data dir, and keeps data across restarts', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = await startTestPlatform({}, dataDir);
      const info = await stat(join(dataDir, 'platform.json'));
      expect(info.mode & 0o777).toBe(0o600);
      const written = JSON.parse(await readFile(join(dataDir, 'platform.json'), 'utf8'));
      expect(written).toEqual({
        url: first.url,
        anonKey: first.anonKey,
        serviceRoleKey: first.serviceRoleKey,
      });

      const email = uniqueEmail('restart');
      expect((await first.anonClient().auth.signUp({ email, password: 'correct-horse' })).error).toBeNull();

      await expect(startTestPlatform({}, dataDir)).rejects.toThrow(/already running on the data dir/);
      // The refused start must not have harmed the running one.
      expect(
        (await first.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' })).error,
      ).toBeNull();
      await first.stop();

      const second = await startTestPlatform({}, dataDir);
      expect(second.anonKey).toBe(first.anonKey);
      expect(
        (await second.anonClient().auth.signInWithPassword({ email, password: 'correct-horse' })).error,
      ).toBeNull();
      await second.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
