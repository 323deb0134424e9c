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
  const log = read();
  const entries = new WeakMap<Element, number>();
  const scan = () => {
    let changed = false;
    for (const element of document.querySelectorAll('[data-testid="toast"]')) {
      const text = (element.textContent ?? '').trim();
      if (!text) continue;
      let index = entries.get(element);
      if (index === undefined) {
        index = log.push({ text }) - 1;
        entries.set(element, index);
        changed = true;
      } else if (log[index]!.text !== text) {
        log[index]!.text = text;
        changed = true;
      }
    }
    if (changed) sessionStorage.setItem(storageKey, JSON.stringify(log));
  };
  Object.assign(window, {
    e2eClaimToast(title: string, text: string | undefined) {
      const latest = read();
      for (let index = 0; index < log.length; index++) log[index]!.claimed = latest[index]?.claimed;
      const found = log.findIndex(
        (entry) =>
          !entry.claimed && entry.text.includes(title) && (text === undefined || entry.text.includes(text)),
      );
      if (found < 0) return false;
      log[found]!.claimed = true;
      sessionStorage.setItem(storageKey, JSON.stringify(log));
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
