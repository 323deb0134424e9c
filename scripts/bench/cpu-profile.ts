// `npx tsx scripts/bench/cpu-profile.ts <file.cpuprofile> [top] [last seconds]`: where a V8 CPU profile's time
// went, by part of the code (the package or the project folder a function lives in) and by function, self time;
// with `last seconds`, only the end of the profile (a bench's load steps, not the start and seed before them).
// Used on the profiles bench:capacity writes with CAPACITY_CPU_PROF (issue 32: where the time goes).
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the code a script URL belongs to: a package, a project folder, Node itself, or V8's own work. */
export function partOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  const project = /\/(server|shared|supabase\/functions)\/([^/]+)/.exec(url);
  return project ? `${project[1]}/${project[2]}` : url;
}

const [file, topArg, lastArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: cpu-profile.ts <file.cpuprofile> [top] [last seconds]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
const span = profile.timeDeltas.reduce((sum, us) => sum + us, 0);
const from = lastArg ? span - Number(lastArg) * 1e6 : 0;
let at = 0;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0;
  if (at >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});
const total = [...selfUs.values()].reduce((sum, us) => sum + us, 0);
const parts = new Map<string, number>();
const functions = new Map<string, number>();
for (const [id, us] of selfUs) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const part = partOf(url, functionName);
  parts.set(part, (parts.get(part) ?? 0) + us);
  const name = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  functions.set(name, (functions.get(name) ?? 0) + us);
}
const idle = parts.get('(idle)') ?? 0;
const show = (title: string, map: Map<string, number>, top: number) => {
  console.log(title);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `  ${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / (total - idle)).toFixed(1).padStart(5)} %  ${name}`,
    );
};
console.log(
  `profile ${(total / 1e6).toFixed(1)} s, busy ${((total - idle) / 1e6).toFixed(1)} s (idle excluded from %)`,
);
parts.delete('(idle)');
show('by part', parts, 25);
show('by function (self)', functions, Number(topArg ?? 25));
