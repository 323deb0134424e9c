import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppFile } from './app-protocol';

const root = mkdtempSync(join(tmpdir(), 'studyloop-web-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html>');
writeFileSync(join(root, 'assets', 'app.js'), '');
writeFileSync(join(tmpdir(), 'outside-secret.txt'), 'secret');

describe('resolveAppFile', () => {
  it('serves files of the bundle and index.html for client-side routes', () => {
    expect(resolveAppFile(root, 'app://studyloop/assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(resolveAppFile(root, 'app://studyloop/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://studyloop/dashboard/offline/papers/abc')).toBe(
      join(root, 'index.html'),
    );
  });

  it('answers 404 for missing assets, other hosts and anything outside the bundle', () => {
    expect(resolveAppFile(root, 'app://studyloop/assets/missing.js')).toBeNull();
    expect(resolveAppFile(root, 'app://elsewhere/index.html')).toBeNull();
    expect(resolveAppFile(root, 'app://studyloop/..%2F..%2Foutside-secret.txt')).toBeNull();
    expect(resolveAppFile(root, 'app://studyloop/%2e%2e/outside-secret.txt')).toBeNull();
    expect(resolveAppFile(root, 'app://studyloop/a%00.js')).toBeNull();
    expect(resolveAppFile(root, 'app://studyloop/%E0%A4%A')).toBeNull();
  });
});
