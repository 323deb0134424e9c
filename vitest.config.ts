import { defineConfig } from 'vitest/config';

// Unit tests sit next to their code; integration tests start the real platform stack, so they run one file at
// a time with generous timeouts.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
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
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
