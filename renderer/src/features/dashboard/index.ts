// The dashboard feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { useDashboardStore } from './dashboard.store';
