// Reviews on the real stack: a buyer posts one from the reader's review form, and the seller finds it among
// their notifications (the header's bell).
import { expect, type Page } from '@playwright/test';
import {} from './auth.ts';
import { expectToast } from './toasts.ts';

/** In the reader: rates the document `stars` with `text` through the review form and waits for "Review posted". */
export async function postReview(page: Page, stars: number, text: string) {
  const form = page.getByTestId('review-form');
  await form.getByLabel(`${stars} stars`).check({ force: true });
  await form.getByLabel('Your review (optional)').fill(text);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expectToast(page, 'Review posted');
}

/**
 * Signed in as the seller: opens the notifications and returns the one telling of a `stars`-star review of
 * `title`, after checking it quotes `reviewer`'s `text`.
 */
export async function reviewNotification(
  page: Page,
  review: { title: string; stars: number; reviewer: string; text: string },
) {
  const notice = page
    .getByTestId('notification')
    .filter({ hasText: `New ${review.stars}-star review of "${review.title.slice(0, 40)}` });
  // The notification is written by a background job after the review: reopen the bell until it is there.
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(notice).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // The notification quotes the reviewer as such (issue 24 item 6: another user's words are never the product's).
  await expect(notice).toContainText(`${review.reviewer} wrote: “${review.text}”`);
  return notice;
}
