// Toasts last 2000 ms (spec 1 §9). On a busy two-core CI machine the step before an assertion can take longer than
// that, so a test that looks for a toast on screen may arrive after it has gone. Every page of the e2e suite
// therefore records each toast it shows (title and text, kept in sessionStorage across reloads of the same tab), and
// `expectToast` asserts that the toast was shown — each recorded toast answers one assertion only, so a toast that
// must appear twice has to be shown twice. The toasts' own durations are checked separately in
// spec-conformance.spec.ts on Playwright's clock.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const STORAGE_KEY = 'e2e-shown-toasts';

/** Runs in every page before its own scripts (page.addInitScript): watches the DOM for toasts. */
export function recordShownToasts(storageKey: string) {
  if (window.top !== window) return;
  const read = (): { text: string; claimed?: boolean }[] => {
    try {
      return JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    } catch {
      return [];
    }
  };
  const write = (log: { text: string; claimed?: boolean }[]) =>
    sessionStorage.setItem(storageKey, JSON.stringify(log));
  // The stored log is the only copy (a claim made between two scans is kept); an element maps to its entry.
  const entries = new WeakMap<Element, number>();
  const scan = () => {
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')];
    if (toasts.length === 0) return;
    const log = read();
    for (const element of toasts) {
      const text = (element.textContent ?? '').trim();
      if (!text) continue;
      const index = entries.get(element);
      if (index === undefined) entries.set(element, log.push({ text }) - 1);
      else log[index]!.text = text;
    }
    write(log);
  };
  Object.assign(window, {
    e2eClaimToast(title: string, text: string | undefined) {
      const log = read();
      const entry = log.find(
        (item) =>
          !item.claimed && item.text.includes(title) && (text === undefined || item.text.includes(text)),
      );
      if (!entry) return false;
      entry.claimed = true;
      write(log);
      return true;
    },
    e2eShownToasts: () => read().map((entry) => entry.text),
  });
  new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
}

/** On a page, or on a context a test opens itself (its pages do not come from the `page` fixture). */
export async function installToastRecorder(target: Pick<Page, 'addInitScript'>) {
  await target.addInitScript(recordShownToasts, STORAGE_KEY);
}

/** Passes once a toast whose text holds `title` (and `text`, when given) has been shown and not yet claimed. */
export async function expectToast(page: Page, title: string, text?: string, timeout = 10_000) {
  let shown: string[] = [];
  const wanted = `a toast "${title}"${text ? ` with "${text}"` : ''}`;
  try {
    await expect
      .poll(
        async () => {
          const result = await page
            .evaluate(
              ([wantedTitle, wantedText]) => {
                const recorder = window as Window & {
                  e2eClaimToast?: (title: string, text: string | undefined) => boolean;
                  e2eShownToasts?: () => string[];
                };
                return {
                  claimed: recorder.e2eClaimToast?.(wantedTitle!, wantedText) ?? false,
                  shown: recorder.e2eShownToasts?.() ?? [],
                };
              },
              [title, text] as const,
            )
            // The page may be between two documents (a navigation): ask again.
            .catch(() => ({ claimed: false, shown }));
          shown = result.shown;
          return result.claimed;
        },
        { timeout, message: wanted },
      )
      .toBe(true);
  } catch (error) {
    throw new Error(`${wanted} was not shown; toasts shown in this tab: ${JSON.stringify(shown)}`, {
      cause: error,
    });
  }
}
