// Runs the official supabase-js test suites (auth-js, storage-js, the supabase-js integration test; vendored
// unchanged under vendor/supabase-js) against a fresh platform, and prints their pass rate.
//
//   npx tsx scripts/official-suites/run.ts [--report <file>] [--min-pass-rate 0.95] [--verbose] [-- <vitest args>]
//
// The platform runs with the Supabase CLI's demo JWT secret and keys and the auth settings of the suites'
// supabase/config.toml; the suites' own fixtures (storage-js test/supabase/seed.sql, supabase-js migrations and
// seed) are loaded into it. A test "reaches the server" when it sent at least one request to the platform
// (recorded by setup.ts). The pass rate is over those tests; tests that never reach it (they mock fetch) are
// reported apart. `--report` writes Vitest-shaped counts ({ numPassedTests, numFailedTests, numPendingTests,
// numTodoTests }) in which a failure counts only when the test reached the server and is not listed in
// OUT_OF_SCOPE: what the platform does not offer on purpose, with the reason.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import pg from 'pg';
import { startTestPlatform } from '../../tests/integration/support/test-platform.ts';
import { OUT_OF_SCOPE } from './out-of-scope.ts';
import { OFFICIAL_TEST_FILES } from './vitest.config.ts';

const root = join(import.meta.dirname, '..', '..');
const vendor = join(root, 'vendor', 'supabase-js');

/** The Supabase CLI's local defaults, which the suites are written against. */
export const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const CLI_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const CLI_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** SQL the suites expect `supabase db reset` to have run. */
const FIXTURES = [
  'packages/core/storage-js/test/supabase/seed.sql',
  'packages/core/supabase-js/supabase/migrations/20250422000000_create_todos_table.sql',
  'packages/core/supabase-js/supabase/migrations/20250423000000_realtime_rls_setup.sql',
  'packages/core/supabase-js/supabase/migrations/20250424000000_storage_anon_policy.sql',
  'packages/core/supabase-js/supabase/migrations/20260731000000_trace_headers_echo_fn.sql',
  'packages/core/supabase-js/supabase/seed/seed_todos.sql',
];

interface AssertionResult {
  fullName: string;
  status: 'passed' | 'failed' | 'pending' | 'skipped' | 'todo';
  failureMessages?: string[];
}
interface VitestReport {
  testResults: { name: string; assertionResults: AssertionResult[]; message?: string }[];
}

/**
 * Jest names a snapshot `<describe> <describe> <test> <n>`, Vitest `<describe> > <describe> > <test> <n>`: the
 * suites' snapshot files are rewritten into that form (values unchanged) for Vitest to compare against.
 */
function writeVitestSnapshots(dir: string) {
  mkdirSync(dir, { recursive: true });
  for (const testFile of OFFICIAL_TEST_FILES) {
    const source = join(vendor, dirname(testFile), '__snapshots__', `${basename(testFile)}.snap`);
    if (!existsSync(source)) continue;
    const titles = [...readFileSync(join(vendor, testFile), 'utf8').matchAll(/describe\(\s*'([^']+)'/g)]
      .map((match) => match[1]!)
      .sort((a, b) => b.length - a.length);
    const converted = readFileSync(source, 'utf8')
      .replace(/^\/\/ Jest Snapshot v1.*$/m, '// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html')
      .replace(/^exports\[`([^`]+)`\]/gm, (_line, key: string) => {
        let rest = key;
        let prefix = '';
        for (let found = true; found;) {
          const title = titles.find((t) => rest.startsWith(`${t} `));
          found = title !== undefined;
          if (title !== undefined) {
            prefix += `${title} > `;
            rest = rest.slice(title.length + 1);
          }
        }
        return `exports[\`${prefix}${rest}\`]`;
      });
    writeFileSync(join(dir, `${basename(testFile)}.snap`), converted);
  }
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const reportPath = option('--report');
const verbose = process.argv.includes('--verbose');
/** Arguments after `--` go to Vitest (e.g. a file filter). */
const vitestArgs = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const minPassRate = Number(option('--min-pass-rate') ?? '0.95');

const defaults = (await import('../../server/config/platform-config.ts')).platformConfigFromEnv({}).auth;
const platform = await startTestPlatform({
  secrets: { jwtSecret: CLI_JWT_SECRET, anonKey: CLI_ANON_KEY, serviceRoleKey: CLI_SERVICE_ROLE_KEY },
  logLevel: 'silent',
  auth: {
    ...defaults,
    // The suites' supabase/config.toml (auth-js/test/supabase/config.toml).
    siteUrl: 'http://127.0.0.1:3000',
    redirectAllowList: ['https://127.0.0.1:3000', 'http://localhost:5173'],
    autoconfirm: true,
    // GoTrueClient.test.ts expects Supabase's default answer to a second sign-up ("User already registered");
    // the platform's own default hides whether an address has an account (issue 24).
    signUpRevealsExistingUsers: true,
    anonymousSignIns: true,
    leakedPasswordCheck: false,
    manualLinking: false,
    secureEmailChange: true,
    refreshReuseIntervalSeconds: 10,
    // [auth.passkey], [auth.webauthn] (the passkey suite's software authenticator) and [auth.oauth_server].
    webauthn: {
      ...defaults.webauthn,
      passkeys: true,
      mfaFactors: true,
      rpId: 'localhost',
      rpOrigins: ['http://localhost:5173'],
      rpDisplayName: 'auth-js tests',
    },
    oauthServerClients: true,
    rateLimits: {
      windowSeconds: 300,
      signInPerIp: 1000,
      signInPerEmail: 100,
      signInSlowdownAfter: 200,
      signInMaxDelayMs: 3000,
      signUpPerIp: 1000,
      recoverPerIp: 1000,
      otpPerIp: 1000,
      emailsPerAddressPerHour: 100,
      emailMinIntervalSeconds: 1,
    },
  },
});

let exitCode = 0;
const work = mkdtempSync(join(tmpdir(), 'official-suites-'));
try {
  const db = new pg.Client({ connectionString: platform.databaseUrl });
  await db.connect();
  for (const fixture of FIXTURES) {
    try {
      await db.query(readFileSync(join(vendor, fixture), 'utf8'));
    } catch (error) {
      console.warn(`fixture ${fixture} failed: ${(error as Error).message}`);
    }
  }
  await db.end();

  const snapshotDir = join(work, 'snapshots');
  writeVitestSnapshots(snapshotDir);
  const vitestReport = join(work, 'vitest.json');
  const reachDir = join(work, 'reached');
  const hookFailuresPath = join(work, 'hook-failures.json');
  const started = Date.now();
  // Asynchronously: the platform answers from this process's event loop.
  const vitest = spawn(
    join(root, 'node_modules', '.bin', 'vitest'),
    [
      'run',
      '--config',
      join(import.meta.dirname, 'vitest.config.ts'),
      `--reporter=${verbose ? 'verbose' : 'dot'}`,
      '--reporter=json',
      `--outputFile.json=${vitestReport}`,
      `--reporter=${join(import.meta.dirname, 'hook-failure-reporter.ts')}`,
      ...vitestArgs,
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      // CI: snapshots are compared, never written into the vendored files.
      env: {
        ...process.env,
        CI: 'true',
        OFFICIAL_SUITES_URL: platform.url,
        OFFICIAL_SUITES_REACH_DIR: reachDir,
        OFFICIAL_SUITES_SNAPSHOT_DIR: snapshotDir,
        OFFICIAL_SUITES_HOOK_FAILURES: hookFailuresPath,
      },
    },
  );
  await once(vitest, 'exit');
  const seconds = ((Date.now() - started) / 1000).toFixed(0);

  const report = JSON.parse(readFileSync(vitestReport, 'utf8')) as VitestReport;
  const reachedByFile = new Map<string, Set<string>>();
  const hooksReachedByFile = new Map<string, boolean>();
  for (const name of readdirSync(reachDir, { withFileTypes: true }).filter((e) => e.isFile())) {
    const { file, tests, hooksReached } = JSON.parse(readFileSync(join(reachDir, name.name), 'utf8')) as {
      file: string;
      tests: string[];
      hooksReached: boolean;
    };
    reachedByFile.set(file, new Set(tests));
    hooksReachedByFile.set(file, hooksReached);
  }
  // Tests Vitest calls skipped because a hook of theirs failed: failures, reaching the server if the hooks did.
  const skippedByHook = existsSync(hookFailuresPath)
    ? (JSON.parse(readFileSync(hookFailuresPath, 'utf8')) as Record<string, Record<string, string>>)
    : {};
  for (const file of report.testResults) {
    const hookFailures = skippedByHook[file.name] ?? {};
    for (const test of file.assertionResults) {
      const hookError = hookFailures[test.fullName];
      if (test.status !== 'skipped' || hookError === undefined) continue;
      test.status = 'failed';
      test.failureMessages = [hookError];
      if (hooksReachedByFile.get(file.name)) reachedByFile.get(file.name)?.add(test.fullName);
    }
  }

  const totals = { passed: 0, failed: 0, outOfScope: 0, offlinePassed: 0, offlineFailed: 0, skipped: 0 };
  const failures: string[] = [];
  console.log('\nOfficial supabase-js suites against the platform (tests that reach the server):');
  for (const file of report.testResults) {
    const reached = reachedByFile.get(file.name) ?? new Set<string>();
    const row = { passed: 0, failed: 0, outOfScope: 0, offline: 0, skipped: 0 };
    const label = relative(vendor, file.name);
    if (file.assertionResults.length === 0 && file.message) {
      failures.push(`${label}: ${file.message.split('\n')[0]}`);
      totals.failed++;
      row.failed++;
    }
    for (const test of file.assertionResults) {
      if (test.status !== 'passed' && test.status !== 'failed') {
        row.skipped++;
        totals.skipped++;
      } else if (!reached.has(test.fullName)) {
        row.offline++;
        if (test.status === 'passed') totals.offlinePassed++;
        else totals.offlineFailed++;
      } else if (test.status === 'passed') {
        row.passed++;
        totals.passed++;
      } else if (OUT_OF_SCOPE[test.fullName]) {
        row.outOfScope++;
        totals.outOfScope++;
      } else {
        row.failed++;
        totals.failed++;
        failures.push(`${label} > ${test.fullName}: ${(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
      }
    }
    const rate =
      row.passed + row.failed > 0 ? ((100 * row.passed) / (row.passed + row.failed)).toFixed(1) : '-';
    console.log(
      `  ${label}: ${row.passed} passed, ${row.failed} failed (${rate}%), ${row.outOfScope} out of scope, ` +
        `${row.offline} not reaching the server, ${row.skipped} skipped`,
    );
  }
  for (const failure of failures) console.log(`  FAIL ${failure}`);
  const reachedTotal = totals.passed + totals.failed;
  const passRate = reachedTotal > 0 ? totals.passed / reachedTotal : 0;
  const rawTotal = reachedTotal + totals.outOfScope;
  console.log(
    `\nofficial suites: ${totals.passed}/${reachedTotal} in-scope tests that reach the server pass ` +
      `(${(100 * passRate).toFixed(1)}%, required ${(100 * minPassRate).toFixed(0)}%); with the ` +
      `${totals.outOfScope} out of scope (features not offered, see out-of-scope.ts) ${totals.passed}/${rawTotal} ` +
      `(${((100 * totals.passed) / Math.max(rawTotal, 1)).toFixed(1)}%); ` +
      `${totals.offlinePassed + totals.offlineFailed} never reach the server ` +
      `(${totals.offlineFailed} of them fail under Vitest); ${totals.skipped} skipped by the suites; ${seconds} s`,
  );
  if (passRate < minPassRate) exitCode = 1;
  if (reportPath) {
    writeFileSync(
      reportPath,
      JSON.stringify({
        numPassedTests: totals.passed,
        numFailedTests: totals.failed,
        numPendingTests: totals.outOfScope + totals.offlinePassed + totals.offlineFailed + totals.skipped,
        numTodoTests: 0,
        passRate,
        rawPassRate: totals.passed / Math.max(rawTotal, 1),
      }),
    );
  }
} finally {
  await platform.destroy();
  rmSync(work, { recursive: true, force: true });
}
process.exit(exitCode);
