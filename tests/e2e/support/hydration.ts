// The public pages the platform renders on the server (issue 32) are on screen before their scripts run: the page
// adds its scripts after its first paint, so the load event that page.goto waits for can come before React has
// taken the page over. A click there would be lost (a person clicks again; a test would fail on it). The suite's
// pages therefore wait, after page.goto, until a server-rendered page is hydrated; other pages go on at once.
import type { Page } from '@playwright/test';
import { SERVER_STATE_ID } from '../../../renderer/src/app/server-state.ts';

/** In the page: true once React has taken over a server-rendered page, or at once for any other page. */
function hydratedOrNotServerRendered(stateId: string): boolean {
  if (!document.getElementById(stateId)) return true;
  // Not the root's first child: React's server render may put a resource hint (an image preload) there, which
  // no component renders and hydration never claims.
  const children = [...(document.getElementById('root')?.children ?? [])];
  return children.some((child) => Object.keys(child).some((key) => key.startsWith('__reactFiber')));
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(hydratedOrNotServerRendered, SERVER_STATE_ID);
}

/** `page.goto` that also waits for the page's hydration (unless the call asked for an earlier moment than load). */
export function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const until = options?.waitUntil ?? 'load';
    if (until === 'load' || until === 'networkidle') await waitForHydration(page);
    return response;
  };
}
