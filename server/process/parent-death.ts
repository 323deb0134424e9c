import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';

/** An executable's path, found on `pathEnv` as a shell would; null when none is there. */
export function findOnPath(name: string, pathEnv: string | undefined): string | null {
  for (const dir of (pathEnv ?? '').split(delimiter)) {
    if (!dir || !isAbsolute(dir)) continue;
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return null;
}

/**
 * The command line that runs `command` so that Linux sends it `signal` when the process that spawned it dies,
 * even by SIGKILL, which gives Node no chance to stop its children. util-linux's `setpriv --pdeathsig` sets
 * PR_SET_PDEATHSIG and then execs the command (same pid), and the setting survives that exec. Without setpriv
 * the command runs as it is, and the next start cleans up after a crash instead.
 */
export function withParentDeathSignal(
  command: string,
  args: string[],
  signal: NodeJS.Signals,
  setpriv: string | null,
): { command: string; args: string[] } {
  if (!setpriv) return { command, args };
  return { command: setpriv, args: ['--pdeathsig', signal, '--', command, ...args] };
}

const worksWithPdeathsig = new Map<string, boolean>();

/** util-linux has had `--pdeathsig` since 2.33 (2018); an older setpriv would make every child fail to start. */
function supportsPdeathsig(setpriv: string): boolean {
  let works = worksWithPdeathsig.get(setpriv);
  if (works === undefined) {
    try {
      execFileSync(setpriv, ['--pdeathsig', 'SIGKILL', '--', setpriv, '--version'], {
        stdio: 'ignore',
        timeout: 5000,
      });
      works = true;
    } catch {
      works = false;
    }
    worksWithPdeathsig.set(setpriv, works);
  }
  return works;
}

/** A setpriv that can set the parent-death signal: Linux only (PR_SET_PDEATHSIG is a Linux feature). */
export function findSetpriv(env: NodeJS.ProcessEnv = process.env): string | null {
  if (process.platform !== 'linux') return null;
  const setpriv = findOnPath('setpriv', env.PATH);
  return setpriv && supportsPdeathsig(setpriv) ? setpriv : null;
}
