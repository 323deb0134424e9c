import { describe, expect, it } from 'vitest';
import { childLogger, createLogger, requestScoped, runWithRequestLogger } from './logger.ts';

function capture(level: Parameters<typeof createLogger>[0] = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger(level, (line) => {
    expect(line.endsWith('\n')).toBe(true);
    lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { log, lines };
}

describe('createLogger', () => {
  it('writes one JSON line per event with an ISO time, the level by name, the message and the fields', () => {
    const { log, lines } = capture();
    log.info('request', { status: 200 });
    expect(lines).toEqual([
      { time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'request', status: 200 },
    ]);
  });

  it('drops what is below its level, and everything when silent', () => {
    const warn = capture('warn');
    warn.log.info('not written');
    warn.log.error('written');
    expect(warn.lines.map((line) => line.msg)).toEqual(['written']);
    const silent = capture('silent');
    silent.log.error('not written');
    expect(silent.lines).toEqual([]);
  });

  it('keeps the message and stack of an Error passed as `error`', () => {
    const { log, lines } = capture();
    log.error('failed', { error: new TypeError('boom') });
    expect(lines[0]!.error).toMatchObject({ type: 'TypeError', message: 'boom' });
    expect((lines[0]!.error as { stack: string }).stack).toContain('boom');
  });

  it('gives children their bindings on every line', () => {
    const { log, lines } = capture();
    childLogger(log, { request_id: 'abc' }).warn('slow', { ms: 5 });
    expect(lines[0]).toMatchObject({ request_id: 'abc', msg: 'slow', ms: 5 });
  });
});

describe('requestScoped', () => {
  it("writes through the request's logger across awaits and timers, and through the fallback elsewhere", async () => {
    const { log, lines } = capture();
    const scoped = requestScoped(log);
    await runWithRequestLogger(childLogger(log, { request_id: 'r1' }), async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      scoped.error('inside');
    });
    scoped.error('outside');
    expect(lines.map((line) => [line.msg, line.request_id])).toEqual([
      ['inside', 'r1'],
      ['outside', undefined],
    ]);
  });
});
