// The e2e suite's `test`: Playwright's, with every page recording the toasts it shows (see toasts.ts).
import { test as base } from '@playwright/test';
import { installToastRecorder } from './toasts.ts';

export const test = base.extend({
  page: async ({ page }, use) => {
    await installToastRecorder(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
