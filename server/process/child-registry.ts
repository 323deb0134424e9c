import { readFile } from 'node:fs/promises';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { identityOf, type ProcessIdentity } from './proc-info.ts';
import type { StopPlan } from './stop-process.ts';

/** A child process as the run that started it wrote it down, with how it is to be stopped. */
export interface RecordedChild extends ProcessIdentity {
  name: string;
  stop: StopPlan;
}

export interface ChildRegistry {
  /** Writes the child down; a no-op where processes cannot be identified (no /proc) or it has exited already. */
  add(name: string, pid: number, stop: StopPlan): void;
  remove(pid: number): void;
}

const FILE = 'platform-children.json';

/** The only signals a record may name: whatever is in the file, the next start sends nothing else. */
const STOP_SIGNALS = new Set<string>(['SIGINT', 'SIGTERM', 'SIGQUIT', 'SIGKILL']);

function isRecordedChild(value: unknown): value is RecordedChild {
  const entry = value as Partial<RecordedChild> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.name === 'string' &&
    Number.isInteger(entry.pid) &&
    (entry.pid ?? 0) > 1 &&
    typeof entry.bootId === 'string' &&
    Number.isInteger(entry.startTicks) &&
    typeof entry.stop === 'object' &&
    entry.stop !== null &&
    STOP_SIGNALS.has(entry.stop.signal) &&
    STOP_SIGNALS.has(entry.stop.force) &&
    Number.isFinite(entry.stop.graceMs)
  );
}

/** Parses the registry file; anything malformed is dropped rather than acted on. */
export function parseChildRegistry(text: string): RecordedChild[] {
  try {
    const parsed = JSON.parse(text) as { children?: unknown };
    return Array.isArray(parsed.children) ? parsed.children.filter(isRecordedChild) : [];
  } catch {
    return [];
  }
}

/** The children a run on this data dir wrote down and had not seen exit: all of them, if it was killed. */
export async function readChildRegistry(dataDir: string): Promise<RecordedChild[]> {
  return parseChildRegistry(await readFile(join(dataDir, FILE), 'utf8').catch(() => ''));
}

/**
 * Starts a new record of this run's children in the data dir (replacing the last run's, so call it only once
 * that run's children are stopped). Written synchronously on every change, so that a child is on disk before the
 * code that spawned it can be interrupted, and through a rename, so that a crash never leaves half a file.
 */
export function openChildRegistry(dataDir: string): ChildRegistry {
  const path = join(dataDir, FILE);
  let children: RecordedChild[] = [];
  const save = () => {
    writeFileSync(`${path}.tmp`, JSON.stringify({ children }, null, 2) + '\n', { mode: 0o600 });
    renameSync(`${path}.tmp`, path);
  };
  save();
  return {
    add(name, pid, stop) {
      const identity = identityOf(pid);
      if (!identity) return;
      children = [...children, { name, ...identity, stop }];
      save();
    },
    remove(pid) {
      if (!children.some((child) => child.pid === pid)) return;
      children = children.filter((child) => child.pid !== pid);
      save();
    },
  };
}
