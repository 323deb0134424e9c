// `npm run test:spec`: holds the product to the spec's words and numbers. Each requirement of
// tests/spec/requirements.ts names the test that checks it in the running product; this script runs those tests
// (or, with --from-reports, reads the reports `npm test` just wrote), then prints `covered / total`, the gaps
// (requirements no test checks yet) and the failures (a named test that is missing, failed, or no longer asserts
// the requirement's words). It fails on a failure, not on a gap: gaps are the list of work still to do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { requirements, type Check, type Requirement } from './requirements.ts';

const root = join(import.meta.dirname, '..', '..');
const tmp = join(root, '.tmp');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

type Outcome = 'passed' | 'failed' | 'skipped';
interface TestResult {
  file: string;
  name: string;
  outcome: Outcome;
}

interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}
interface PlaywrightSuite {
  file?: string;
  title: string;
  specs?: { title: string; file: string; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

function fromVitest(path: string): TestResult[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestReport;
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((assertion) => ({
      file: relative(root, file.name),
      name: assertion.fullName,
      outcome:
        assertion.status === 'passed'
          ? 'passed'
          : assertion.status === 'failed'
            ? 'failed'
            : ('skipped' as Outcome),
    })),
  );
}

function fromPlaywright(path: string): TestResult[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8')) as { suites: PlaywrightSuite[] };
  const results: TestResult[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const statuses = spec.tests.map((test) => test.status);
      const outcome: Outcome = statuses.some((s) => s === 'unexpected')
        ? 'failed'
        : statuses.every((s) => s === 'skipped')
          ? 'skipped'
          : 'passed';
      results.push({ file: join('tests', 'e2e', spec.file), name: spec.title, outcome });
    }
    suite.suites?.forEach(walk);
  };
  report.suites.forEach(walk);
  return results;
}

type Verdict =
  | { status: 'covered'; check: Check }
  | { status: 'gap'; reason: string }
  | { status: 'failure'; reason: string };

const sources = new Map<string, string>();
function sourceOf(file: string): string | null {
  if (!sources.has(file)) {
    const path = join(root, file);
    sources.set(file, existsSync(path) ? readFileSync(path, 'utf8') : '');
  }
  return sources.get(file) || null;
}

function judge(requirement: Requirement, results: TestResult[]): Verdict {
  const { check } = requirement;
  if (!check) return { status: 'gap', reason: 'no test checks it yet' };
  const source = sourceOf(check.file);
  if (source === null) return { status: 'failure', reason: `${check.file} does not exist` };
  if (requirement.text && !source.includes(requirement.text)) {
    return { status: 'failure', reason: `${check.file} no longer asserts "${requirement.text}"` };
  }
  const ofFile = results.filter((result) => result.file === check.file);
  if (ofFile.length === 0) return { status: 'failure', reason: `${check.file} did not run` };
  const named = check.title ? ofFile.filter((result) => result.name.includes(check.title!)) : ofFile;
  if (named.length === 0) return { status: 'failure', reason: `no test "${check.title}" in ${check.file}` };
  const failed = named.filter((result) => result.outcome === 'failed');
  if (failed.length > 0) return { status: 'failure', reason: `failed: ${failed[0]!.name} (${check.file})` };
  if (!named.some((result) => result.outcome === 'passed')) {
    return { status: 'gap', reason: `its test is skipped on this machine (${check.file})` };
  }
  return { status: 'covered', check };
}

function runChecks(): TestResult[] {
  const files = (kind: Check['kind']) => [
    ...new Set(requirements.flatMap((r) => (r.check?.kind === kind ? [r.check.file] : []))),
  ];
  mkdirSync(tmp, { recursive: true });
  const results: TestResult[] = [];
  for (const [project, kind] of [
    ['unit', 'unit'],
    ['integration', 'integration'],
  ] as const) {
    const report = join(tmp, `spec-vitest-${project}.json`);
    spawnSync(
      bin('vitest'),
      [
        'run',
        '--project',
        project,
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${report}`,
        ...files(kind),
      ],
      { cwd: root, stdio: 'inherit' },
    );
    results.push(...fromVitest(report));
  }
  if (!existsSync(join(process.env.E2E_WEB_DIR ?? join(root, 'dist', 'web'), 'index.html'))) {
    spawnSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
  }
  const report = join(tmp, 'spec-playwright.json');
  spawnSync(bin('playwright'), ['test', '--reporter=json', ...files('e2e')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  results.push(...fromPlaywright(report));
  return results;
}

const fromReports = process.argv.includes('--from-reports');
const results = fromReports
  ? [
      ...fromVitest(join(tmp, 'vitest-unit.json')),
      ...fromVitest(join(tmp, 'vitest-integration.json')),
      ...fromPlaywright(join(tmp, 'playwright.json')),
    ]
  : runChecks();

const duplicateIds = requirements.map((r) => r.id).filter((id, index, ids) => ids.indexOf(id) !== index);
const verdicts = requirements.map((requirement) => ({ requirement, verdict: judge(requirement, results) }));
const covered = verdicts.filter(({ verdict }) => verdict.status === 'covered');
const gaps = verdicts.filter(({ verdict }) => verdict.status === 'gap');
const failures = verdicts.filter(({ verdict }) => verdict.status === 'failure');
const byKind = (kind: Check['kind']) =>
  covered.filter(({ verdict }) => verdict.status === 'covered' && verdict.check.kind === kind).length;

const line = (r: Requirement, reason: string) =>
  `  ${r.id}  (spec ${r.spec} ${r.section}) ${r.requirement} — ${reason}`;
console.log(`\nGaps (${gaps.length}):`);
for (const { requirement, verdict } of gaps)
  console.log(line(requirement, 'reason' in verdict ? verdict.reason : ''));
console.log(`\nFailures (${failures.length + duplicateIds.length}):`);
for (const { requirement, verdict } of failures) {
  console.log(line(requirement, 'reason' in verdict ? verdict.reason : ''));
}
for (const id of duplicateIds) console.log(`  ${id}: listed twice in tests/spec/requirements.ts`);
const summary =
  `Spec conformance: ${covered.length} / ${requirements.length} requirements covered ` +
  `(${byKind('e2e')} end-to-end, ${byKind('integration')} integration, ${byKind('unit')} unit), ` +
  `${gaps.length} gaps, ${failures.length} failing`;
console.log(`\n${summary}`);
writeFileSync(
  join(tmp, 'spec-conformance.json'),
  JSON.stringify(
    {
      covered: covered.length,
      total: requirements.length,
      gaps: gaps.map(({ requirement }) => requirement.id),
      failures: failures.map(({ requirement, verdict }) => ({
        id: requirement.id,
        reason: 'reason' in verdict ? verdict.reason : '',
      })),
    },
    null,
    2,
  ),
);
process.exitCode = failures.length + duplicateIds.length > 0 ? 1 : 0;
