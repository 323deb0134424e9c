import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOnPath, findSetpriv, withParentDeathSignal } from './parent-death.ts';

describe('withParentDeathSignal', () => {
  it('runs the command through setpriv, which sets the signal and then execs it', () => {
    expect(withParentDeathSignal('/bin/postgres', ['-D', '/data'], 'SIGINT', '/usr/bin/setpriv')).toEqual({
      command: '/usr/bin/setpriv',
      args: ['--pdeathsig', 'SIGINT', '--', '/bin/postgres', '-D', '/data'],
    });
  });

  it('runs the command as it is without setpriv', () => {
    expect(withParentDeathSignal('/bin/postgrest', [], 'SIGKILL', null)).toEqual({
      command: '/bin/postgrest',
      args: [],
    });
  });
});

describe('findOnPath', () => {
  it('finds an executable file and skips relative and missing directories', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studyloop-path-'));
    try {
      await writeFile(join(dir, 'tool'), '#!/bin/sh\n');
      await writeFile(join(dir, 'plain'), '');
      await chmod(join(dir, 'tool'), 0o755);
      expect(findOnPath('tool', ['relative', '/no/such/dir', dir].join(':'))).toBe(join(dir, 'tool'));
      expect(findOnPath('plain', dir)).toBeNull();
      expect(findOnPath('tool', undefined)).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.platform === 'linux')('findSetpriv', () => {
  it('passes over a setpriv that cannot set the parent-death signal, rather than fail every child', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'studyloop-setpriv-'));
    try {
      await writeFile(join(dir, 'setpriv'), '#!/bin/sh\nexit 1\n');
      await chmod(join(dir, 'setpriv'), 0o755);
      expect(findSetpriv({ PATH: dir })).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
