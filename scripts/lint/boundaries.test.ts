// The lint rules of eslint.config.js hold the layer boundaries of ARCHITECTURE.md section 1: each case below is
// a line that must fail (or, for the controls, pass) in a file of the named folder.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
// The typed rules need files a TypeScript project knows; the boundary rules do not, so they are tested alone.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

const refused = [
  ['shared/study/x.ts', "import { readFile } from 'node:fs';"],
  ['shared/study/x.ts', "import pg from 'pg';"],
  ['shared/study/x.ts', "import { createClient } from '@supabase/supabase-js';"],
  ['shared/study/x.ts', "export const m = () => import('pg');"],
  ['shared/study/x.ts', 'export const w = window.innerWidth;'],
  ['shared/study/x.ts', 'export const e = process.env.HOME;'],
  ['shared/study/x.ts', "import { x } from '../../renderer/src/x.ts';"],
  ['renderer/src/features/x.ts', "import { join } from 'node:path';"],
  ['renderer/src/features/x.ts', "import Database from 'better-sqlite3';"],
  ['renderer/src/features/x.ts', "import { S3Client } from '@aws-sdk/client-s3';"],
  ['renderer/src/features/x.ts', "export const m = () => import('node:fs');"],
  ['renderer/src/features/x.ts', "export const m = () => import('pg');"],
  ['renderer/src/features/x.ts', "export const m = () => import('../../../server/platform.ts');"],
  ['renderer/src/features/x.ts', 'export const b = Buffer.from("x");'],
  ['main/x.ts', "import { x } from '../renderer/src/x.ts';"],
  ['server/x.ts', "import { app } from 'electron';"],
  ['supabase/functions/x/index.ts', "import pg from 'pg';"],
  ['supabase/functions/x/index.ts', "import { readFile } from 'node:fs';"],
  ['supabase/functions/x/index.ts', "import { x } from '../../../server/platform.ts';"],
  ['supabase/functions/x/index.ts', "export const m = () => import('pg');"],
] as const;

/** Lines refused by one rule in particular: casts that switch the type checker off, and one renderer feature
 * reaching into another past its public entry. */
const refusedBy = [
  // (The cast is spelt out of parts so that this file holds no such cast for the text searches that look for it.)
  [
    'shared/study/x.ts',
    `export const n = ('1' as ${'unknown'} as number) + 1;`,
    'studyloop/no-double-assertion',
  ],
  ['server/x.ts', "export const n = ('1' as any as number) + 1;", 'studyloop/no-double-assertion'],
  ['tests/x.test.ts', "export const n = (<number>(<unknown>'1')) + 1;", 'studyloop/no-double-assertion'],
  [
    'renderer/src/features/cart/x.ts',
    "import { checkoutCart } from '../checkout/checkout.api';",
    'studyloop/feature-entry',
  ],
  [
    'renderer/src/features/cart/y/x.ts',
    "export { walletKeys } from '../../wallet/wallet.api';",
    'studyloop/feature-entry',
  ],
  [
    'renderer/src/features/cart/x.ts',
    "import type { DeckDraft } from '../flashcards/flashcards.api';",
    'studyloop/feature-entry',
  ],
] as const;

const allowed = [
  ['shared/study/x.ts', "import { z } from 'zod';\nexport const s = z.string();"],
  [
    'renderer/src/features/x.ts',
    "import { createClient } from '@supabase/supabase-js';\nexport const c = createClient;",
  ],
  [
    'supabase/functions/x/index.ts',
    "import { corsHeaders } from '../_shared/cors.ts';\nexport const h = corsHeaders;",
  ],
  [
    'supabase/functions/x/index.ts',
    "import { createClient } from '@supabase/supabase-js';\nexport const c = createClient;",
  ],
  ['supabase/functions/x/index.ts', "import { z } from 'npm:zod@4';\nexport const s = z.string();"],
  ['shared/study/x.ts', 'export const n = (1 as number) + 1;'],
  [
    'renderer/src/features/cart/x.ts',
    "import { checkoutCart } from '../checkout';\nexport const c = checkoutCart;",
  ],
  [
    'renderer/src/features/cart/x.ts',
    "import { cartTexts } from './cart.texts';\nexport const t = cartTexts;",
  ],
  // A lazily loaded chunk names its module (through the entry it would be bundled with the importer).
  [
    'renderer/src/features/cart/x.ts',
    "import type * as Buttons from '../wallet/PaypalButtons';\nexport const m = (): Promise<typeof Buttons> => import('../wallet/PaypalButtons');",
  ],
] as const;

// The first file of a layer builds its typed program (seconds on a busy machine): timeouts sized for that.
const LINT_TIMEOUT_MS = 60_000;

describe('layer boundaries', () => {
  it.each(refused)(
    '%s: `%s` fails lint',
    async (file, code) => {
      expect(await problems(file, code)).not.toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );

  it.each(refusedBy)(
    '%s: `%s` fails %s',
    async (file, code, rule) => {
      expect(await problems(file, code)).toContain(rule);
    },
    LINT_TIMEOUT_MS,
  );

  it.each(allowed)(
    '%s: `%s` passes lint',
    async (file, code) => {
      expect(await problems(file, code)).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});

describe('import circles', () => {
  const dir = join(root, 'shared', '__lint_circle__');
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('fail lint, also through a dynamic import', async () => {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = () => b;\n");
    await writeFile(join(dir, 'b.ts'), "export const b = () => import('./a.ts');\n");
    const results = await eslint.lintFiles([join(dir, 'a.ts'), join(dir, 'b.ts')]);
    const rules = results.flatMap((result) => result.messages.map((message) => message.ruleId));
    expect(rules.filter((rule) => rule === 'import-x/no-cycle')).toHaveLength(2);
  });
});

describe('renderer features', () => {
  const featuresDir = join(root, 'renderer', 'src', 'features');
  const importPattern = /(?:from\s+|import\s*\(\s*)'(\.[^']*)'/g;

  async function featureImports(): Promise<Map<string, Set<string>>> {
    const uses = new Map<string, Set<string>>();
    for (const entry of await readdir(featuresDir, { recursive: true })) {
      if (!/\.tsx?$/.test(entry)) continue;
      const file = join(featuresDir, entry);
      const feature = entry.split(sep)[0]!;
      for (const [, source] of (await readFile(file, 'utf8')).matchAll(importPattern)) {
        const target = relative(featuresDir, resolve(dirname(file), source!)).split(sep)[0]!;
        if (target.startsWith('..') || target === feature || target === '') continue;
        uses.set(feature, (uses.get(feature) ?? new Set()).add(target));
      }
    }
    return uses;
  }

  it('never import each other both ways', async () => {
    const uses = await featureImports();
    const bothWays = [...uses].flatMap(([feature, targets]) =>
      [...targets]
        .filter((target) => feature < target && uses.get(target)?.has(feature))
        .map((t) => `${feature} <-> ${t}`),
    );
    // The scan sees the imports at all (a pattern that matched nothing would pass any tree).
    expect(uses.get('checkout')?.has('cart')).toBe(true);
    expect(bothWays).toEqual([]);
  });
});
