import { describe, expect, it } from 'vitest';
import { describeDatabase, workerSettingsFromEnv } from './worker-settings.ts';

describe('npm run worker settings', () => {
  it('needs DATABASE_URL and says so, also when it is empty', () => {
    expect(() => workerSettingsFromEnv({})).toThrow(/DATABASE_URL is not set/);
    expect(() => workerSettingsFromEnv({ DATABASE_URL: '' })).toThrow(/DATABASE_URL is not set/);
    expect(() => workerSettingsFromEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
  });

  it('reads the concurrency, defaulting to 2, and names a bad value', () => {
    const url = 'postgresql://postgres:secret@db.example.com:5432/postgres';
    expect(workerSettingsFromEnv({ DATABASE_URL: url })).toEqual({
      databaseUrl: url,
      concurrency: 2,
      logLevel: 'info',
    });
    expect(workerSettingsFromEnv({ DATABASE_URL: url, WORKER_CONCURRENCY: '8' }).concurrency).toBe(8);
    expect(() => workerSettingsFromEnv({ DATABASE_URL: url, WORKER_CONCURRENCY: 'abc' })).toThrow(
      /WORKER_CONCURRENCY/,
    );
    expect(() => workerSettingsFromEnv({ DATABASE_URL: url, WORKER_CONCURRENCY: '0' })).toThrow(
      /WORKER_CONCURRENCY must be at least 1/,
    );
  });

  it('describes the database without its credentials', () => {
    expect(describeDatabase('postgresql://postgres:secret@db.example.com:5432/postgres')).toBe(
      'db.example.com:5432/postgres',
    );
  });
});
