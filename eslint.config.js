// Lint rules, including the import boundaries of ARCHITECTURE.md section 1: lower layers never import
// higher ones, the renderer never touches Electron or Node, and edge functions import only `shared`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];
const layer = (name) => [`**/${name}/**`, `../${name}/**`, `../../${name}/**`, `../../../${name}/**`];

/** One `no-restricted-imports` rule per folder, naming what that folder may not reach. */
const boundary = (files, { paths = [], patterns = [], message }) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: paths.map((name) => ({ name, message })),
        patterns: patterns.length ? [{ group: patterns, message }] : [],
      },
    ],
  },
});

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  boundary(['shared/**'], {
    paths: ['electron', 'react', 'react-dom', ...nodeBuiltins],
    patterns: [
      ...layer('main'),
      ...layer('preload'),
      ...layer('renderer'),
      ...layer('server'),
      ...layer('supabase'),
    ],
    message: 'shared/ is isomorphic: it imports no DOM, Node, Electron or higher layer.',
  }),
  boundary(['renderer/**'], {
    paths: ['electron', ...nodeBuiltins],
    patterns: [...layer('main'), ...layer('preload'), ...layer('server'), ...layer('supabase')],
    message: 'The renderer reaches the platform through supabase-js and the desktop through Platform only.',
  }),
  boundary(['main/**', 'preload/**'], {
    patterns: [...layer('renderer'), ...layer('server'), ...layer('supabase')],
    message: 'main/ and preload/ never import the renderer or the platform server.',
  }),
  boundary(['supabase/functions/**'], {
    paths: ['electron'],
    patterns: [...layer('main'), ...layer('preload'), ...layer('renderer'), ...layer('server')],
    message: 'Edge functions import only shared/ and their own _shared/.',
  }),
  boundary(['server/**'], {
    paths: ['electron'],
    patterns: [...layer('main'), ...layer('preload'), ...layer('renderer')],
    message: 'The platform server never imports the desktop or the renderer.',
  }),
);
