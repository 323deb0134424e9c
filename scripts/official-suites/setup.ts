// Runs before each vendored test file (see vitest.config.ts): gives the Jest-written suites the `jest` object
// they call (Vitest's `vi` has the same functions), and records
// which tests sent a request to the platform, so the runner can count "tests that reach the server".
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, expect, vi, type TestContext } from 'vitest';
import { WebSocket as WsWebSocket } from 'ws';

const platformUrl = process.env['OFFICIAL_SUITES_URL'] ?? '';
const reachDir = process.env['OFFICIAL_SUITES_REACH_DIR'];
const nodeRequire = createRequire(import.meta.url);

Object.assign(globalThis, { jest: { ...vi, requireActual: nodeRequire } });
// The suites are written for Node 22+, whose global WebSocket realtime-js uses when a client is given no transport;
// on Node 20 the `ws` package (the same WHATWG interface) takes its place.
if (typeof globalThis.WebSocket === 'undefined') Object.assign(globalThis, { WebSocket: WsWebSocket });

function fullName(task: TestContext['task']): string {
  const names = [task.name];
  for (let suite = task.suite; suite; suite = suite.suite) names.unshift(suite.name);
  return names.join(' ');
}

let current: string | undefined;
const reached = new Set<string>();
const reachedInFileHooks = { value: false };

const originalFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (platformUrl && url.startsWith(platformUrl)) {
    if (current) reached.add(current);
    else reachedInFileHooks.value = true;
  }
  return originalFetch(input, init);
};

beforeEach((context) => {
  current = fullName(context.task);
});

afterAll(() => {
  if (!reachDir) return;
  mkdirSync(reachDir, { recursive: true });
  const file = expect.getState().testPath ?? 'unknown';
  writeFileSync(
    join(reachDir, `${Buffer.from(file).toString('base64url')}.json`),
    JSON.stringify({ file, tests: [...reached], hooksReached: reachedInFileHooks.value }),
  );
});
