// A Vitest reporter for the official suites: lists the tests that did not run because a beforeAll/beforeEach hook
// of theirs failed. Vitest reports them as "skipped", like tests a suite skips on purpose; the runner counts them
// as failures instead (the hook that failed is part of the test). Written to OFFICIAL_SUITES_HOOK_FAILURES.
import { writeFileSync } from 'node:fs';
import type { Reporter, TestCase, TestModule, TestSuite } from 'vitest/node';

/** The test's name as Vitest's JSON report spells it: suite names and the test's, joined by spaces. */
function jsonFullName(test: TestCase): string {
  const names = [test.name];
  for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) names.unshift(parent.name);
  return names.join(' ');
}

function failedHook(test: TestCase): string | undefined {
  for (let parent: TestSuite | TestModule = test.parent; ; parent = parent.parent) {
    const error = parent.errors()[0];
    if (error) return error.message;
    if (parent.type === 'module') return undefined;
  }
}

export default class HookFailureReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]) {
    const target = process.env['OFFICIAL_SUITES_HOOK_FAILURES'];
    if (!target) return;
    /** Per test file: full test name -> the hook's error. */
    const skippedByHook: Record<string, Record<string, string>> = {};
    for (const module of modules) {
      const tests: Record<string, string> = {};
      for (const test of module.children.allTests()) {
        if (test.options.mode !== 'run' || test.result().state !== 'skipped') continue;
        const hook = failedHook(test);
        if (hook !== undefined) tests[jsonFullName(test)] = `a hook failed: ${hook}`;
      }
      skippedByHook[module.moduleId] = tests;
    }
    writeFileSync(target, JSON.stringify(skippedByHook));
  }
}
