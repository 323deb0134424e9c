// `npm test`: every check CI runs, in order, then one summary line over all of them:
// `N passed, N failed, N skipped`. Static checks (format, lint, types, build) count as one test each.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { e2eServerLog as E2E_SERVER_LOG } from '../tests/e2e/support/e2e-dirs.ts';

const root = join(import.meta.dirname, '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  lines.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return ok;
}

function check(label: string, command: string, args: string[]) {
  if (run(label, command, args)) total.passed++;
  else total.failed++;
}

type Check = [label: string, command: string, args: string[]];

/** Runs one check with its output held back, so that checks running side by side print one after the other. */
function checkQuietly([label, command, args]: Check): Promise<{ ok: boolean; output: string; line: string }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const finish = (ok: boolean) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ ok, output, line: `${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)` });
    };
    child.on('error', (error) => {
      output += String(error);
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

/**
 * The static checks are single-threaded (prettier, eslint, tsc, deno): two lanes of them share the two cores, each
 * lane in order. Each check's output is printed when it ends; results are counted as if run one by one.
 */
async function checkInLanes(lanes: Check[][]) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const done: { label: string; line: string; ok: boolean }[] = [];
      for (const item of lane) {
        const result = await checkQuietly(item);
        console.log(`\n=== ${item[0]} ===\n${result.output}`);
        done.push({ label: item[0], line: result.line, ok: result.ok });
      }
      return done;
    }),
  );
  for (const lane of results) {
    for (const result of lane) {
      lines.push(result.line);
      if (result.ok) total.passed++;
      else total.failed++;
    }
  }
}

/** Runs a test suite and adds its own counts; a suite that crashes before reporting counts as one failure. */
function suite(
  label: string,
  command: string,
  args: string[],
  report: string,
  read: (json: unknown) => Tally,
  env = {},
) {
  rmSync(report, { force: true });
  const ok = run(label, command, args, env);
  try {
    const counts = read(JSON.parse(readFileSync(report, 'utf8')));
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    if (!ok && counts.failed === 0) total.failed++;
  } catch {
    total.failed++;
  }
}

const fromVitest = (json: unknown): Tally => {
  const r = json as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
};
const fromPlaywright = (json: unknown): Tally => {
  const r = json as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped };
};

// Edge functions deploy to Supabase's Deno runtime: type-check them there, not just under Node.
const functionEntries = readdirSync(join(root, 'supabase', 'functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
  .map((entry) => join('supabase', 'functions', entry.name, 'index.ts'));
// Test stand-ins written as edge functions (`*.function.ts`) run on Deno's terms too.
const testFunctions = readdirSync(join(root, 'tests', 'integration', 'support'))
  .filter((name) => name.endsWith('.function.ts'))
  .map((name) => join('tests', 'integration', 'support', name));
await checkInLanes([
  [
    ['format', bin('prettier'), ['--check', '.']],
    ['lint', bin('eslint'), ['.', '--max-warnings=0']],
  ],
  [
    // `.ci/run` installs with `npm ci`: the lock must satisfy package.json with an entry for every optional binary.
    ['package-lock.json is complete for npm ci', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund']],
    ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
    // The committed Database types must be what the migrations produce, or tsc checks queries against a stale schema.
    ['generated database types are up to date', bin('tsx'), ['scripts/gen-types.ts', '--check']],
    // supabase/schema/ is the schema as it stands after every migration, for reading: it must not fall behind.
    ['generated schema files are up to date', bin('tsx'), ['scripts/gen-schema.ts', '--check']],
    [
      'edge functions type-check (Deno)',
      bin('deno'),
      ['check', '--config', 'supabase/functions/deno.json', ...functionEntries, ...testFunctions],
    ],
    // The AI quality harness against the repository's OpenAI-compatible stand-in, so it keeps running (issue 26).
    ['quality:ai against the stand-in', bin('tsx'), ['scripts/bench/ai.quality.ts', '--stand-in']],
  ],
]);
const vitestReport = (name: string) => join(tmp, `vitest-${name}.json`);
// `integration*`: the files that run two at a time, then those that run alone (vitest.config.ts).
for (const [name, project] of [
  ['unit', 'unit'],
  ['integration', 'integration*'],
] as const) {
  suite(
    `${name} tests`,
    bin('vitest'),
    [
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestReport(name)}`,
    ],
    vitestReport(name),
    fromVitest,
  );
}
// The official supabase-js suites (auth-js, storage-js, supabase-js integration), vendored unchanged, against a
// fresh platform: passed/failed are the in-scope tests that reach the server; it fails below 95 %.
suite(
  'official supabase-js suites',
  bin('tsx'),
  ['scripts/official-suites/run.ts', '--report', join(tmp, 'official-suites.json')],
  join(tmp, 'official-suites.json'),
  fromVitest,
);
const vite = join(root, 'node_modules/vite/bin/vite.js');
// The desktop build (main, preload, and the renderer with relative asset paths) is checked first; the web build
// the end-to-end tests serve comes last, so it is the one left in dist/web.
check('build (desktop)', process.execPath, [vite, 'build', '--mode', 'desktop']);
check('build (web)', process.execPath, [vite, 'build']);
suite(
  'end-to-end tests (Chromium)',
  bin('playwright'),
  ['test'],
  join(tmp, 'playwright.json'),
  fromPlaywright,
  { CI: '1' },
);
// Spec conformance: which requirements of the spec (tests/spec/requirements.ts) the suites above checked and
// passed, read from their reports; prints covered / total and the gaps, fails if a named check failed.
check('spec conformance', bin('tsx'), ['tests/spec/conformance.ts', '--from-reports']);

const firstLine = (text = ''): string => stripVTControlCharacters(text).trim().split('\n')[0]!.slice(0, 300);
const readText = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** The failed tests' names from the suites' reports: CI keeps only the end of the log, so they are printed last. */
function failedTestNames(): string[] {
  const names: string[] = [];
  const readJson = (path: string): unknown => {
    try {
      return JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      return null;
    }
  };
  for (const name of ['unit', 'integration']) {
    const report = readJson(vitestReport(name)) as {
      testResults?: {
        name: string;
        status: string;
        message?: string;
        assertionResults: { status: string; fullName: string }[];
      }[];
    } | null;
    for (const file of report?.testResults ?? []) {
      const path = file.name.replace(root + '/', '');
      // A file that fails before its tests run (an import, a hook) has no failed test to name.
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'))
        names.push(`${name}: ${path} (the file failed): ${firstLine(file.message)}`);
      for (const test of file.assertionResults) {
        if (test.status === 'failed') names.push(`${name}: ${path} › ${test.fullName}`);
      }
    }
  }
  interface PlaywrightSuite {
    file?: string;
    specs?: { title: string; tests: { status: string }[] }[];
    suites?: PlaywrightSuite[];
  }
  const walk = (suite: PlaywrightSuite, file: string) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'unexpected')) names.push(`e2e: ${file} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
  };
  const playwright = readJson(join(tmp, 'playwright.json')) as {
    suites?: PlaywrightSuite[];
    errors?: { message?: string }[];
  } | null;
  for (const suite of playwright?.suites ?? []) walk(suite, suite.file ?? '');
  // Errors outside any test (the platform the tests run against did not start): with what the platform printed last.
  const outside = playwright?.errors ?? [];
  for (const error of outside) names.push(`e2e (before any test): ${firstLine(error.message)}`);
  if (outside.length) {
    const serverLog = readText(E2E_SERVER_LOG).trimEnd().split('\n').slice(-15);
    names.push(
      `e2e platform's last lines (${E2E_SERVER_LOG.replace(root + '/', '')}):`,
      ...serverLog.map((line) => `  ${line}`),
    );
  }
  return names;
}

const failedNames = failedTestNames();
const failedList = failedNames.length
  ? `\n\nFailed tests:\n${failedNames.map((name) => `  ${name}`).join('\n')}`
  : '';
const summary = `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`;
console.log(`\n${lines.join('\n')}${failedList}\n\n${summary}`);
writeFileSync(join(tmp, 'test-summary.txt'), summary + '\n');
process.exit(total.failed === 0 ? 0 : 1);
