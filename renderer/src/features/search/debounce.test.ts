import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { SEARCH_DEBOUNCE_MS } from './useDebouncedValue';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search debounce', () => {
  it('is 300 ms', () => expect(SEARCH_DEBOUNCE_MS).toBe(300));

  it('fires once, 300 ms after the last keystroke, with the last value', () => {
    const fn = vi.fn();
    const search = debounce(fn, SEARCH_DEBOUNCE_MS);
    search('c');
    vi.advanceTimersByTime(200);
    search('ca');
    vi.advanceTimersByTime(200);
    search('cal');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('cal');
  });

  it('can be cancelled', () => {
    const fn = vi.fn();
    const search = debounce(fn, SEARCH_DEBOUNCE_MS);
    search('x');
    search.cancel();
    vi.advanceTimersByTime(1_000);
    expect(fn).not.toHaveBeenCalled();
  });
});
