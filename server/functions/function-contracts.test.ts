// Every edge function is built from its contract (shared/functions/*.contract.ts) through defineFunction
// (supabase/functions/_shared/define-function.ts): this lists the function folders and fails for one that is not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const FUNCTIONS_DIR = join(import.meta.dirname, '..', '..', 'supabase', 'functions');

function functionFolders(): string[] {
  return readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .sort();
}

/** The contract a function's index.ts serves: the name passed to defineFunction and the module it comes from. */
function contractOf(source: string): { name: string; module: string } | null {
  const served = /defineFunction\(\s*([A-Za-z0-9_]+)\s*,/.exec(source)?.[1];
  if (!served) return null;
  const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+\.contract\.ts)'/g)];
  const from = imports.find(([, names]) =>
    names!.split(',').some((name) => name.trim().replace(/^type\s+/, '') === served),
  );
  return from ? { name: served, module: from[2]! } : null;
}

describe('edge function contracts', () => {
  const folders = functionFolders();

  it('finds the functions', () => {
    expect(folders.length).toBeGreaterThanOrEqual(23);
  });

  it.each(folders)('%s is served by defineFunction with its own contract', async (folder) => {
    const entry = join(FUNCTIONS_DIR, folder, 'index.ts');
    expect(existsSync(entry)).toBe(true);
    const source = readFileSync(entry, 'utf8');
    const contract = contractOf(source);
    // The wrapper serves it: a handler of its own would parse the request by hand again.
    expect(source, `${folder}/index.ts must not serve itself`).not.toMatch(/Deno\.serve\(/);
    expect(contract, `${folder}/index.ts must call defineFunction(<contract>, handler)`).not.toBeNull();
    const module = (await import(
      pathToFileURL(join(FUNCTIONS_DIR, folder, contract!.module)).href
    )) as Record<string, { name?: unknown; input?: unknown; output?: unknown; error?: unknown }>;
    const served = module[contract!.name];
    expect(served?.name).toBe(folder);
    expect(served?.input).toBeDefined();
    expect(served?.output).toBeDefined();
    expect(served?.error).toBeDefined();
  });
});
