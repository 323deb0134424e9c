import { describe, expect, it } from 'vitest';
import { realtimeReconnectDelay } from './client-library';

describe('realtime reconnect delays (spec 1 section 9)', () => {
  it('are 1, 2, 5 then 10 seconds', () => {
    expect([1, 2, 3, 4, 5, 20].map(realtimeReconnectDelay)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});
