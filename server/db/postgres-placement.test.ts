import { execFileSync } from 'node:child_process';
import {
  chmod,
  mkdir,
  mkdtemp,
  readFile,
  readlink,
  rename,
  rm,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { lstatSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  canEnter,
  closedOnTheWay,
  decidePlacement,
  ensureProgramsCopy,
  isCompleteCopy,
  makeOutsideCluster,
  programsCopyDir,
  readExistingCluster,
  type ExistingCluster,
  type PlacementFacts,
} from './postgres-placement.ts';

describe('canEnter', () => {
  const postgres = { uid: 100, gid: 200 };
  it('reads the owner, group or others execute bit that applies to the user', () => {
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40700 }, postgres)).toBe(false);
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40755 }, postgres)).toBe(true);
    expect(canEnter({ uid: 0, gid: 0, mode: 0o40701 }, postgres)).toBe(true);
    expect(canEnter({ uid: 100, gid: 0, mode: 0o40700 }, postgres)).toBe(true);
    expect(canEnter({ uid: 0, gid: 200, mode: 0o40750 }, postgres)).toBe(true);
    expect(canEnter({ uid: 0, gid: 200, mode: 0o40705 }, postgres)).toBe(false);
  });
});

describe('decidePlacement', () => {
  const closed = '/tmp/tmp.closed';
  const facts = (
    programsClosedAt: string | null,
    clusterClosedAt: string | null,
    existing: ExistingCluster = { kind: 'none' },
  ): PlacementFacts => ({ programsClosedAt, clusterClosedAt, existing });

  it('moves nothing when the OS user reaches the programs and the data dir: the start runs as before', () => {
    for (const existing of [
      { kind: 'none' },
      { kind: 'in-data-dir', initialised: true },
      { kind: 'in-data-dir', initialised: false },
    ] as const)
      expect(decidePlacement(facts(null, null, existing))).toEqual({
        programs: 'package',
        cluster: { kind: 'in-data-dir' },
      });
  });

  it('copies the programs only when they are out of reach, and keeps the cluster only when it is', () => {
    expect(decidePlacement(facts(closed, null))).toEqual({
      programs: 'copy',
      cluster: { kind: 'in-data-dir' },
    });
    expect(decidePlacement(facts(null, closed))).toEqual({
      programs: 'package',
      cluster: { kind: 'new-outside', replaced: 'nothing' },
    });
    expect(decidePlacement(facts(closed, closed))).toEqual({
      programs: 'copy',
      cluster: { kind: 'new-outside', replaced: 'nothing' },
    });
  });

  it('replaces the empty cluster directory a failed start left in a closed data dir', () => {
    expect(decidePlacement(facts(closed, closed, { kind: 'in-data-dir', initialised: false }))).toEqual({
      programs: 'copy',
      cluster: { kind: 'new-outside', replaced: 'empty-dir' },
    });
  });

  it("keeps using the data dir's own cluster outside, whatever is reachable now", () => {
    const existing = {
      kind: 'outside',
      cluster: '/var/lib/studyloop/clusters/ab/postgres',
      tied: true,
    } as const;
    for (const [programs, cluster] of [
      [closed, closed],
      [null, null],
    ] as const)
      expect(decidePlacement(facts(programs, cluster, existing))).toEqual({
        programs: programs ? 'copy' : 'package',
        cluster: { kind: 'outside', dir: existing.cluster },
      });
  });

  it('never uses a cluster made for another data dir (a copied or moved checkout): it makes its own', () => {
    const existing = {
      kind: 'outside',
      cluster: '/var/lib/studyloop/clusters/ab/postgres',
      tied: false,
    } as const;
    expect(decidePlacement(facts(closed, closed, existing))).toEqual({
      programs: 'copy',
      cluster: { kind: 'new-outside', replaced: 'link' },
    });
    expect(decidePlacement(facts(null, null, existing))).toEqual({
      programs: 'package',
      cluster: { kind: 'new-outside', replaced: 'link' },
    });
  });

  it('refuses to start on a cluster with data that became unreachable, naming the directory to open', () => {
    const placement = decidePlacement(facts(null, closed, { kind: 'in-data-dir', initialised: true }));
    expect(placement).toEqual({ refused: expect.stringContaining(`chmod o+x ${closed}`) });
  });
});

describe('paths on disk', () => {
  let root: string;
  const me = { uid: process.getuid!(), gid: process.getgid!() };
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'studyloop-placement-'));
  });
  afterEach(async () => {
    await chmod(root, 0o755).catch(() => undefined);
    await rm(root, { recursive: true, force: true });
  });

  it('closedOnTheWay names the first parent another user cannot enter, from the root down', async () => {
    const stranger = { uid: 65_000, gid: 65_000 };
    await mkdir(join(root, 'a', 'b'), { recursive: true });
    await chmod(root, 0o755);
    await chmod(join(root, 'a'), 0o700);
    expect(await closedOnTheWay(join(root, 'a', 'b', 'file'), stranger)).toBe(join(root, 'a'));
    await chmod(join(root, 'a'), 0o711);
    expect(await closedOnTheWay(join(root, 'a', 'b', 'file'), stranger)).toBeNull();
    await chmod(root, 0o700);
    expect(await closedOnTheWay(join(root, 'a', 'b', 'file'), stranger)).toBe(root);
    // Its owner may enter it.
    expect(await closedOnTheWay(join(root, 'a', 'b', 'file'), me)).toBeNull();
  });

  it('ties a cluster outside to its data dir: a copy, a moved or a remade data dir never gets it', async () => {
    const shared = join(root, 'shared');
    const dataDir = join(root, 'checkout', '.data');
    await mkdir(dataDir, { recursive: true });
    expect(await readExistingCluster(dataDir)).toEqual({ kind: 'none' });

    const cluster = await makeOutsideCluster(dataDir, me, shared, 'nothing');
    expect(cluster.startsWith(join(shared, 'clusters'))).toBe(true);
    expect(lstatSync(cluster).mode & 0o777).toBe(0o700);
    expect(await readlink(join(dataDir, 'postgres'))).toBe(cluster);
    expect(await readExistingCluster(dataDir)).toEqual({ kind: 'outside', cluster, tied: true });

    // A copy of the checkout (cp -a keeps the link) reads the link but is not tied to its cluster.
    const copy = join(root, 'copy', '.data');
    await mkdir(join(root, 'copy'));
    execFileSync('cp', ['-a', dataDir, copy]);
    expect(await readExistingCluster(copy)).toEqual({ kind: 'outside', cluster, tied: false });
    const own = await makeOutsideCluster(copy, me, shared, 'link');
    expect(own).not.toBe(cluster);
    expect(await readExistingCluster(copy)).toEqual({ kind: 'outside', cluster: own, tied: true });
    expect(await readExistingCluster(dataDir)).toEqual({ kind: 'outside', cluster, tied: true });

    // Moved: the same link under another path.
    const moved = join(root, 'moved');
    await rename(join(root, 'checkout'), moved);
    expect(await readExistingCluster(join(moved, '.data'))).toMatchObject({ tied: false });

    // Its cluster gone (the shared directory wiped): not tied either.
    await rm(join(shared, 'clusters'), { recursive: true });
    expect(await readExistingCluster(copy)).toMatchObject({ kind: 'outside', tied: false });
  });

  it('replaces only an empty directory in the data dir, never one holding anything', async () => {
    const dataDir = join(root, '.data');
    await mkdir(join(dataDir, 'postgres'), { recursive: true });
    expect(await readExistingCluster(dataDir)).toEqual({ kind: 'in-data-dir', initialised: false });
    await writeFile(join(dataDir, 'postgres', 'something'), 'x');
    await expect(makeOutsideCluster(dataDir, me, join(root, 'shared'), 'empty-dir')).rejects.toThrow();
    expect(await readFile(join(dataDir, 'postgres', 'something'), 'utf8')).toBe('x');
    await writeFile(join(dataDir, 'postgres', 'PG_VERSION'), '17');
    expect(await readExistingCluster(dataDir)).toEqual({ kind: 'in-data-dir', initialised: true });
  });

  describe('ensureProgramsCopy', () => {
    let native: string;
    beforeEach(async () => {
      native = join(root, 'package', 'native');
      await mkdir(join(native, 'bin'), { recursive: true });
      await mkdir(join(native, 'lib'));
      await mkdir(join(native, 'share', 'extension'), { recursive: true });
      await writeFile(join(native, 'bin', 'postgres'), '#!/bin/sh\necho postgres\n', { mode: 0o755 });
      await writeFile(join(native, 'lib', 'libpq.so.5.17'), 'library');
      await symlink('libpq.so.5.17', join(native, 'lib', 'libpq.so.5'));
      await writeFile(join(native, 'share', 'extension', 'pg_trgm.control'), 'control');
    });

    it('copies the programs once per version, whole, and reuses the copy', async () => {
      const shared = join(root, 'shared');
      const first = await ensureProgramsCopy(native, '17.10.0', shared);
      expect(first).toEqual({ dir: programsCopyDir(shared, '17.10.0'), made: true });
      expect(lstatSync(join(first.dir, 'bin', 'postgres')).mode & 0o777).toBe(0o755);
      expect(lstatSync(first.dir).mode & 0o777).toBe(0o755);
      expect(await readlink(join(first.dir, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.17');
      expect(await readFile(join(first.dir, 'share', 'extension', 'pg_trgm.control'), 'utf8')).toBe(
        'control',
      );
      expect(await ensureProgramsCopy(native, '17.10.0', shared)).toEqual({ dir: first.dir, made: false });
      // Nothing half-made is left beside it.
      expect(execFileSync('ls', ['-A', shared]).toString().trim().split('\n')).toEqual([
        first.dir.slice(shared.length + 1),
      ]);

      // Another version gets a copy of its own; the first is not taken for it.
      expect(await isCompleteCopy(first.dir, '17.11.0')).toBe(false);
      const next = await ensureProgramsCopy(native, '17.11.0', shared);
      expect(next.made).toBe(true);
      expect(next.dir).not.toBe(first.dir);
    });

    it('replaces a copy missing a file or holding one cut short', async () => {
      const shared = join(root, 'shared');
      const { dir } = await ensureProgramsCopy(native, '17.10.0', shared);
      await unlink(join(dir, 'share', 'extension', 'pg_trgm.control'));
      expect(await isCompleteCopy(dir, '17.10.0')).toBe(false);
      expect(await ensureProgramsCopy(native, '17.10.0', shared)).toEqual({ dir, made: true });
      expect(await isCompleteCopy(dir, '17.10.0')).toBe(true);

      await writeFile(join(dir, 'lib', 'libpq.so.5.17'), 'lib');
      expect(await isCompleteCopy(dir, '17.10.0')).toBe(false);
      expect((await ensureProgramsCopy(native, '17.10.0', shared)).made).toBe(true);
      expect(await readFile(join(dir, 'lib', 'libpq.so.5.17'), 'utf8')).toBe('library');
    });

    it('does not take a directory without a manifest (an interrupted copy, anything else) for a copy', async () => {
      const shared = join(root, 'shared');
      const dir = programsCopyDir(shared, '17.10.0');
      execFileSync('mkdir', ['-p', shared]);
      execFileSync('cp', ['-a', native, dir]);
      expect(await isCompleteCopy(dir, '17.10.0')).toBe(false);
      expect((await ensureProgramsCopy(native, '17.10.0', shared)).made).toBe(true);
      expect(await isCompleteCopy(dir, '17.10.0')).toBe(true);
    });
  });
});
