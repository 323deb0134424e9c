import { afterAll, describe, expect, it } from 'vitest';
import { pathFloodPdf } from '../../tests/integration/support/hostile-files.ts';
import {
  closeSpareSandbox,
  openProcessingSandbox,
  ProcessingTimeoutError,
  SANDBOX_LIMITS,
} from './processing-sandbox.ts';

afterAll(() => closeSpareSandbox());

const text = new TextEncoder().encode('Mitosis\n\nProphase, metaphase, anaphase and telophase.');

describe('the processing child', () => {
  it('reads a document in another process and refuses a hostile one with the uploader message', async () => {
    const sandbox = await openProcessingSandbox();
    try {
      const read = await sandbox.call('read-document', {
        bytes: text,
        title: 'Mitosis',
        convertedPdf: null,
        render: false,
        maxPages: 10,
      });
      expect(read).toMatchObject({ kind: 'text', pageCount: 1 });
      expect(read.texts[0]).toContain('metaphase');
      await expect(
        sandbox.call('read-document', {
          bytes: pathFloodPdf(),
          title: 'Flood',
          convertedPdf: null,
          render: true,
          maxPages: 10,
        }),
      ).rejects.toThrow(/^This file could not be processed: page 1/);
      // The CPU the job cost the child, for the pipeline's log (Linux's /proc).
      if (process.platform === 'linux') expect(sandbox.cpuMs()).toBeGreaterThan(0);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('is killed at its wall-clock limit', async () => {
    const sandbox = await openProcessingSandbox({ ...SANDBOX_LIMITS, timeoutMs: 1000 });
    try {
      const big = new TextEncoder().encode('word '.repeat(2_000_000));
      const started = performance.now();
      const call = sandbox.call('library-query', { text: new TextDecoder().decode(big) });
      await expect(call).rejects.toThrow(ProcessingTimeoutError);
      await expect(call).rejects.toThrow(
        'This file could not be processed: reading it took longer than 1 second.',
      );
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await sandbox.close();
    }
  }, 60_000);

  it('is killed when it needs more memory than its limit', async () => {
    const sandbox = await openProcessingSandbox({
      ...SANDBOX_LIMITS,
      heapMb: 64,
      maxRssBytes: 160 * 1024 * 1024,
    });
    try {
      const huge = 'lorem ipsum dolor sit amet consectetur '.repeat(1_500_000);
      await expect(sandbox.call('index-fingerprints', { text: huge })).rejects.toThrow(
        /^This file could not be processed: reading it needs more memory than a document may use/,
      );
    } finally {
      await sandbox.close();
    }
  }, 60_000);
});
