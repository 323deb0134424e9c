// The e2e suite's `test`: Playwright's, with every page recording the toasts it shows (see toasts.ts) and its
// page.goto waiting for a server-rendered page's hydration (see hydration.ts).
import { test as base } from '@playwright/test';
import { gotoWaitsForHydration } from './hydration.ts';
import { installToastRecorder } from './toasts.ts';

export const test = base.extend({
  page: async ({ page }, use) => {
    await installToastRecorder(page);
    gotoWaitsForHydration(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
