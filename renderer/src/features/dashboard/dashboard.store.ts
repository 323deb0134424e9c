// The dashboard preference 'dashboard-store' (spec 1 section 3, spec 2 section 2.1): mode (default student) and a
// collapsed flag; only mode is persisted.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type DashboardMode = 'student' | 'seller';

export const DASHBOARD_STORE_KEY = 'dashboard-store';
export const SIDEBAR_COLLAPSED_PX = 80;
export const SIDEBAR_EXPANDED_PX = 225;
export const SIDEBAR_EXPANDED_MIN_VIEWPORT = 1440;

export interface DashboardState {
  mode: DashboardMode;
  collapsed: boolean;
  setMode: (mode: DashboardMode) => void;
  setCollapsed: (collapsed: boolean) => void;
  toggleCollapsed: () => void;
}

export function collapsedForViewport(width: number): boolean {
  return width < SIDEBAR_EXPANDED_MIN_VIEWPORT;
}

export const useDashboardStore = create<DashboardState>()(
  persist(
    (set) => ({
      mode: 'student',
      collapsed: typeof window === 'undefined' ? false : collapsedForViewport(window.innerWidth),
      setMode: (mode) => set({ mode }),
      setCollapsed: (collapsed) => set({ collapsed }),
      toggleCollapsed: () => set((state) => ({ collapsed: !state.collapsed })),
    }),
    {
      name: DASHBOARD_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ mode: state.mode }),
    },
  ),
);
