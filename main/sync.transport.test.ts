import { describe, expect, it } from 'vitest';
import { classifyFailure } from './sync.transport';

const error = (code: string, message = 'failed') => ({ code, message, details: '', hint: '' }) as never;

describe('classifyFailure', () => {
  it('retries what may be a passing network problem', () => {
    expect(classifyFailure({ error: error(''), status: 0 }).kind).toBe('network');
    expect(classifyFailure({ error: error(''), status: 503 }).kind).toBe('network');
    expect(classifyFailure({ error: error(''), status: 429 }).kind).toBe('network');
  });

  it('waits for a new session when the token is refused', () => {
    expect(classifyFailure({ error: error('PGRST301'), status: 401 }).kind).toBe('auth');
    expect(classifyFailure({ error: error('PGRST302'), status: 400 }).kind).toBe('auth');
  });

  it('gives up on what the platform refuses for good (RLS, constraint violations)', () => {
    expect(classifyFailure({ error: error('42501'), status: 403 }).kind).toBe('rejected');
    expect(classifyFailure({ error: error('23514'), status: 400 }).kind).toBe('rejected');
  });
});
