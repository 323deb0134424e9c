import { useEffect } from 'react';
import { useDashboardStore } from '../dashboard';

/** A seller page puts the dashboard in seller mode, so the sidebar lists the seller entries (spec 2 §2.1). */
export function useSellerMode() {
  const setMode = useDashboardStore((state) => state.setMode);
  useEffect(() => {
    setMode('seller');
  }, [setMode]);
}
