import { defineConfig } from 'vitest/config';

// Unit tests sit next to their code; integration tests start the real platform stack, with generous timeouts.

/**
 * Integration files that run alone, after the others: they time the platform under load they make themselves
 * (bystander latency, statement timeouts, rate limits), kill and restart its processes, or run heavy document work
 * against wall-clock limits — another file running beside them would change what they measure.
 */
const serialIntegrationFiles = [
  'tests/integration/auth-abuse.test.ts',
  'tests/integration/crash-recovery.test.ts',
  'tests/integration/document-processing.test.ts',
  'tests/integration/hostile-files.test.ts',
  'tests/integration/job-queue.test.ts',
  'tests/integration/platform-cli.test.ts',
  'tests/integration/platform-lifecycle.test.ts',
  'tests/integration/realtime-limits.test.ts',
  'tests/integration/rest-cost.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['{main,preload,renderer,shared,server,supabase,scripts}/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Stylesheets load empty in tests, except the theme files the contrast test reads as text (?raw).
          css: { include: [/renderer\/src\/styles\.css/, /tailwindcss\/theme\.css/] },
          // Speed is measured by benchmarks, not by unit timeouts: a slow first load (citeproc's styles, a
          // typed lint program) on a busy two-core machine must not fail a correct test.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: serialIntegrationFiles,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own platform and mostly waits on it: two files at a time fill the two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration-serial',
          include: serialIntegrationFiles,
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
