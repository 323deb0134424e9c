import { beforeEach, describe, expect, it, vi } from 'vitest';

const store = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
});

const { collapsedForViewport, DASHBOARD_STORE_KEY, useDashboardStore } = await import('./dashboard.store');

beforeEach(() => store.clear());

describe('dashboard-store', () => {
  it('defaults to student mode', () => {
    expect(useDashboardStore.getState().mode).toBe('student');
  });

  it('persists only the mode under "dashboard-store"', () => {
    useDashboardStore.getState().setMode('seller');
    useDashboardStore.getState().setCollapsed(true);
    const saved = JSON.parse(store.get(DASHBOARD_STORE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(saved.state).toEqual({ mode: 'seller' });
  });

  it('expands the sidebar at 1440 px and wider', () => {
    expect(collapsedForViewport(1439)).toBe(true);
    expect(collapsedForViewport(1440)).toBe(false);
  });
});
