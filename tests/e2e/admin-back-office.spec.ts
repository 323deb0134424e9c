// The admin back office (issue 17) on the real stack: an admin approves an uploaded document and it appears in
// public search; rejects another and the seller is notified; processes a withdrawal; suspends a user who then
// cannot sign in. Setup goes through the same REST API a seller's browser uses.
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { DEMO_PASSWORD, logIn } from './support/auth';
import { expectToast } from './support/toasts.ts';

const SHOTS = '.tmp/shots-admin';
const ADMIN = 'admin@studyloop.test';
const SELLER = 'seller@studyloop.test';
const STUDENT = 'student@studyloop.test';

let anonKey = '';
async function apiKey(request: APIRequestContext) {
  if (!anonKey) {
    const html = await (await request.get('/')).text();
    const content = /name="studyloop-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
    anonKey = (JSON.parse(content.replaceAll('&quot;', '"')) as { anonKey: string }).anonKey;
  }
  return anonKey;
}

/** Signs in through the auth API as a browser would and returns the REST headers of that session. */
async function sessionHeaders(request: APIRequestContext, email: string) {
  const apikey = await apiKey(request);
  const response = await request.post('/auth/v1/token?grant_type=password', {
    headers: { apikey },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { access_token, user } = (await response.json()) as { access_token: string; user: { id: string } };
  return {
    apikey,
    Authorization: `Bearer ${access_token}`,
    'Content-Type': 'application/json',
    'X-User-Id': user.id,
  };
}

/** The id of a subject by name, read as a visitor does. */
async function subjectId(request: APIRequestContext, name: string) {
  const response = await request.get(`/rest/v1/subjects?select=id&name=eq.${encodeURIComponent(name)}`, {
    headers: { apikey: await apiKey(request) },
  });
  const [row] = (await response.json()) as { id: string }[];
  return row!.id;
}

async function uploadDocument(request: APIRequestContext, title: string) {
  const { 'X-User-Id': userId, ...headers } = await sessionHeaders(request, SELLER);
  // Only the columns a client may read come back (no text vectors: issue 24).
  const response = await request.post('/rest/v1/documents?select=id,status', {
    headers: { ...headers, Prefer: 'return=representation' },
    data: {
      user_id: userId,
      title,
      description: 'Lecture notes uploaded for review',
      subject_id: await subjectId(request, 'Biology'),
      price: 4,
      points_price: 40,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const [row] = (await response.json()) as { id: string; status: string }[];
  expect(row!.status).toBe('pending');
  return row!.id;
}

async function sellerNotifications(request: APIRequestContext) {
  const headers = await sessionHeaders(request, SELLER);
  const response = await request.get(
    '/rest/v1/notifications?select=title,body,category&order=created_at.desc',
    {
      headers,
    },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { title: string; body: string; category: string }[];
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function adminLogIn(page: Page) {
  await logIn(page, ADMIN, DEMO_PASSWORD, '/admin/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test.describe.configure({ mode: 'serial' });

test('an admin approves an uploaded document in bulk and it appears in public search', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const title = `Thermodynamics crib sheet ${stamp}`;
  const documentId = await uploadDocument(request, title);
  const since = new Date().toISOString();
  await adminLogIn(page);

  await page.goto('/admin/documents?status=pending');
  await expect(page.getByTestId('admin-title')).toHaveText('Documents');
  await page.getByLabel('Search title or id').fill(String(stamp));
  // The filter and search live in the URL.
  await expect(page).toHaveURL(new RegExp(`status=pending.*q=${stamp}|q=${stamp}.*status=pending`));
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(table.getByRole('button', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('1 result · page 1 of 1')).toBeVisible();
  await shoot(page, 'documents');

  await table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('1 selected');
  await bulk.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this document?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Document approved');
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible();

  // One approval, one audit row: the subject's document count that the approval raised is not a second entry.
  const audit = await request.get(
    `/rest/v1/admin_audit_log?select=target_table,target_id&action=eq.document.approved&created_at=gte.${since}`,
    { headers: await sessionHeaders(request, ADMIN) },
  );
  expect(await audit.json()).toEqual([{ target_table: 'documents', target_id: documentId }]);

  // A visitor finds it in the public catalogue search.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`/documents?q=${encodeURIComponent(title)}`);
  await expect(visitor.getByText(title).first()).toBeVisible();
  // Nobody has reviewed it yet: no gold star with "0.0 (0)".
  const card = visitor.getByTestId('document-card').filter({ hasText: title });
  await expect(card.getByTestId('rating')).toHaveText('No ratings yet');
  await visitor.close();

  expect((await sellerNotifications(request)).map((n) => n.title)).toContain(
    `Your document "${title}" was approved`,
  );
});

test('an admin rejects a document with a reason from the review dialog and the seller is notified', async ({
  page,
  request,
}) => {
  const title = `Photographed textbook pages ${Date.now()}`;
  await uploadDocument(request, title);
  await adminLogIn(page);
  await page.goto(`/admin/documents?status=pending&q=${encodeURIComponent(title)}`);
  await page
    .getByRole('table', { name: 'Documents' })
    .getByRole('button', { name: title, exact: true })
    .click();
  const review = page.getByRole('dialog', { name: 'Review document' });
  await expect(review.getByText(SELLER)).toBeVisible();
  // The subject loads after the form and still shows (not '—').
  await expect(review.getByLabel('Subject')).toHaveValue(await subjectId(request, 'Biology'));
  await expect(review.getByLabel('Subject').locator('option:checked')).toHaveText('Biology');
  await shoot(page, 'document-review');
  await review.getByRole('button', { name: 'Reject' }).click();

  const reject = page.getByRole('dialog', { name: 'Reject this document' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('A reason is required')).toBeVisible();
  await reject.getByLabel('Reason').fill('Pages of a published textbook cannot be sold');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Document rejected');

  await page.goto(`/admin/documents?status=rejected&q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('table', { name: 'Documents' }).getByText('rejected')).toBeVisible();
  const notes = await sellerNotifications(request);
  expect(notes).toContainEqual({
    title: `Your document "${title}" was rejected`,
    body: 'Reason: Pages of a published textbook cannot be sold',
    category: 'document-status',
  });
});

test('an admin approves a withdrawal, marks it paid, and the seller is told', async ({ page, request }) => {
  const seller = await sessionHeaders(request, SELLER);
  const withdrawable = (await (
    await request.post('/rest/v1/rpc/get_withdrawable_points', { headers: seller, data: {} })
  ).json()) as number;
  expect(withdrawable).toBeGreaterThanOrEqual(500);
  const requested = await request.post('/rest/v1/rpc/request_withdrawal', {
    headers: seller,
    data: { p_points_amount: 500, p_method: 'paypal', p_payout_details: { email: 'payouts@example.com' } },
  });
  expect(((await requested.json()) as { success: boolean }).success).toBe(true);

  await adminLogIn(page);
  await page.goto('/admin/withdrawals?status=pending');
  const table = page.getByRole('table', { name: 'Withdrawals' });
  const row = table.getByRole('row').filter({ hasText: 'payouts@example.com' }).first();
  await expect(row).toContainText('500');
  await shoot(page, 'withdrawals');
  await row.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this withdrawal?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expectToast(page, 'Withdrawal approved');

  await page.getByLabel('Status').selectOption('approved');
  await expect(page).toHaveURL(/status=approved/);
  const approved = table.getByRole('row').filter({ hasText: 'payouts@example.com' }).first();
  await approved.getByRole('button', { name: 'Mark paid' }).click();
  const paid = page.getByRole('dialog', { name: 'Mark this withdrawal paid' });
  await paid.getByLabel('Payout reference').fill('PAYPAL-7781');
  await paid.getByRole('button', { name: 'Mark paid' }).click();
  await expectToast(page, 'Withdrawal marked paid');

  await page.getByLabel('Status').selectOption('paid');
  await expect(table.getByRole('row').filter({ hasText: 'PAYPAL-7781' })).toContainText('paid');
  const titles = (await sellerNotifications(request)).map((n) => n.title);
  expect(titles).toContain('Your withdrawal of 500 points was approved');
  expect(titles).toContain('Your withdrawal of 500 points was paid');
});

test('an admin suspends a user, who then cannot sign in; the action is in the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await adminLogIn(page);
  await page.goto(`/admin/users?q=${encodeURIComponent(STUDENT)}`);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByText(STUDENT)).toBeVisible();
  await shoot(page, 'users');
  await table.getByRole('button', { name: /^Manage/ }).click();
  const manage = page.getByRole('dialog', { name: 'Manage user' });
  await expect(manage.getByText(STUDENT)).toBeVisible();
  await manage.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('dialog', { name: 'Set status to suspended' });
  await expect(confirm).toContainText('A suspended user cannot sign in and their sessions end at once.');
  await confirm.getByLabel('Reason').fill('Repeated spam uploads');
  await confirm.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Status updated');
  // Back in the user's dialog: the new status, and the audit trail says who did it and why.
  await expect(manage.getByText('suspended', { exact: true })).toBeVisible();
  const trail = manage.getByRole('list', { name: 'Audit log' });
  await expect(trail).toContainText('user.status.suspended');
  await expect(trail).toContainText(`by ${ADMIN}`);
  await expect(trail).toContainText('Reason: Repeated spam uploads');
  await shoot(page, 'user-dialog');

  // The student tries to log in.
  const student = await browser.newPage();
  await logIn(student, STUDENT, DEMO_PASSWORD);
  await expect(student.getByText('User is banned').first()).toBeVisible();
  await expect(student).toHaveURL(/\/login/);
  await student.close();

  // Reactivated, they can sign in again.
  await manage.getByRole('button', { name: 'Reactivate' }).click();
  const reactivate = page.getByRole('dialog', { name: 'Set status to active' });
  await reactivate.getByLabel('Reason').fill('Appeal accepted');
  await reactivate.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Status updated');
  await expect(manage.getByText('active', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(table.getByText('active', { exact: true })).toBeVisible();
  const again = await browser.newPage();
  await logIn(again, STUDENT, DEMO_PASSWORD);
  await expect(again).toHaveURL(/\/dashboard/);
  await again.close();
});

test('an admin publishes a blog post and moderates a comment on it', async ({ page, request }) => {
  test.setTimeout(60_000);
  const title = `Exam season study plan ${Date.now()}`;
  await adminLogIn(page);
  await page.goto('/admin/blog-management');
  await page.getByRole('button', { name: 'New post' }).click();
  const editor = page.getByRole('dialog', { name: 'New post' });
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expect(editor.getByText('A title of 1 to 300 characters is required')).toBeVisible();
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByLabel('Excerpt').fill('Four weeks, one plan.');
  await editor
    .getByRole('textbox', { name: 'Content (Markdown)' })
    .fill('## Week one\n\nRead the **syllabus** first.');
  await editor.getByRole('tab', { name: 'Preview' }).click();
  await expect(editor.getByRole('heading', { name: 'Week one' })).toBeVisible();
  await expect(editor.locator('strong', { hasText: 'syllabus' })).toBeVisible();
  await editor.getByLabel('Status').selectOption('published');
  await shoot(page, 'blog-editor');
  await editor.getByRole('button', { name: 'Save post' }).click();
  await expectToast(page, 'Post saved');
  const posts = page.getByRole('table', { name: 'Posts' });
  await expect(posts.getByRole('row').filter({ hasText: title })).toContainText('published');

  // Visitors can read it; a student comments, and the comment waits for moderation.
  const apikey = await apiKey(request);
  const published = await request.get(`/rest/v1/blog_posts?select=id&title=eq.${encodeURIComponent(title)}`, {
    headers: { apikey },
  });
  const [post] = (await published.json()) as { id: string }[];
  expect(post).toBeDefined();
  const { 'X-User-Id': studentId, ...student } = await sessionHeaders(request, STUDENT);
  const comment = `Great plan, thanks! ${Date.now()}`;
  const posted = await request.post('/rest/v1/blog_comments', {
    headers: student,
    data: { post_id: post!.id, user_id: studentId, content: comment, status: 'pending' },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const visible = async () =>
    (await (
      await request.get(`/rest/v1/blog_comments?select=id&post_id=eq.${post!.id}`, { headers: { apikey } })
    ).json()) as unknown[];
  expect(await visible()).toHaveLength(0);

  await page.getByRole('link', { name: 'Comments' }).click();
  await page.getByLabel('Status').selectOption('pending');
  const queue = page.getByRole('table', { name: 'Comments' });
  const row = queue.getByRole('row').filter({ hasText: comment });
  await expect(row).toContainText(title);
  await shoot(page, 'blog-comments');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Comment approved');
  await expect(queue.getByRole('row').filter({ hasText: comment })).toHaveCount(0);
  expect(await visible()).toHaveLength(1);
});

test('the overview shows what needs attention, charts and the latest audited actions', async ({ page }) => {
  await adminLogIn(page);
  await expect(page.getByTestId('admin-title')).toHaveText('Overview');
  await expect(page.getByRole('link', { name: /Documents waiting for review/ })).toBeVisible();
  await expect(page.getByText('Sign-ups and uploads per day')).toBeVisible();
  const audit = page.getByRole('list', { name: 'Audit log' });
  await expect(audit).toContainText('document.approved');
  await expect(audit).toContainText('withdrawal.paid');
  await expect(audit).toContainText('blog_comments.update');
  await shoot(page, 'overview');

  // Every document sale is an order: the paid ones are listed.
  await page.goto('/admin/orders?payment=succeeded');
  await expect(page.getByTestId('admin-title')).toHaveText('Orders');
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row').nth(1)).toContainText('succeeded');
  await expect(page.getByText('Nothing matches these filters.')).toHaveCount(0);
  await shoot(page, 'orders');
});

test('catalogue rows in use cannot be deleted; a new university gets its slug; settings and legal texts are edited', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await adminLogIn(page);
  await page.goto('/admin/subjects?sort=document_count.desc');
  const subjects = page.getByRole('table', { name: 'Subjects' });
  await subjects
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  const refuse = page.getByRole('dialog', { name: 'Delete this subject?' });
  await refuse.getByRole('button', { name: 'Delete' }).click();
  await expect(refuse.getByRole('alert')).toContainText(/Cannot delete: in use by \d+ documents?/);
  await page.keyboard.press('Escape');

  const name = `Test University ${Date.now()}`;
  await page.goto('/admin/universities');
  await page.getByRole('button', { name: 'New university' }).click();
  const create = page.getByRole('dialog', { name: 'New university' });
  await create.getByLabel('Website').fill('not a url');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Name is required')).toBeVisible();
  await expect(create.getByText('Website must be a web address (https://…)')).toBeVisible();
  await create.getByLabel(/^Name/).fill(name);
  await create.getByLabel('Website').fill('https://test.example.edu');
  await create.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await page.getByLabel('Search name, slug or city').fill(name);
  await expect(page.getByRole('table', { name: 'Universities' })).toContainText(
    name.toLowerCase().replaceAll(' ', '-'),
  );
  await shoot(page, 'universities');

  await page.goto('/admin/settings');
  await expect(page.getByLabel('Withdrawal minimum (points)')).toHaveValue('500');
  await expect(page.getByRole('table', { name: 'Points packages' })).toBeVisible();
  await shoot(page, 'settings');

  await page.goto('/admin/legal-notice?page=refund-policy');
  await page
    .getByLabel('Text (Markdown)')
    .fill('## Refunds\n\nPoints purchases are refundable within 30 days.');
  await page.getByLabel('What changed (for the record)').fill('Longer refund window');
  await page.getByRole('button', { name: 'Publish new version' }).click();
  await expectToast(page, 'New version published');
  await expect(page.getByRole('list', { name: 'Versions' })).toContainText('v1');
  await shoot(page, 'legal-notice');
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/legal/refund-policy');
  await expect(visitor.getByText('Points purchases are refundable within 30 days.')).toBeVisible();
  await visitor.close();
});

/** A 1×1 PNG, a real image for Storage's byte check. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('e-mail templates are previewed and a notification e-mail is resent; the AI provider status shows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await sessionHeaders(request, ADMIN);
  const student = await sessionHeaders(request, STUDENT);
  const { 'X-User-Id': adminId, ...adminHeaders } = admin;
  void adminId;
  const amount = 1 + (Date.now() % 500);
  const adjusted = await request.post('/rest/v1/rpc/admin_adjust_points', {
    headers: adminHeaders,
    data: { p_user_id: student['X-User-Id'], p_amount: amount, p_reason: 'E-mail resend journey' },
  });
  expect(adjusted.ok(), await adjusted.text()).toBe(true);
  const subject = `${amount} points were added to your wallet`;
  const logged = async () =>
    (
      (await (
        await request.get(
          `/rest/v1/email_log?select=id,status&subject=eq.${encodeURIComponent(subject)}&to_email=eq.${encodeURIComponent(STUDENT)}`,
          { headers: adminHeaders },
        )
      ).json()) as { id: string }[]
    ).length;
  await expect.poll(logged, { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  const before = await logged();

  await adminLogIn(page);
  await page.goto(`/admin/emails?q=${encodeURIComponent(subject)}`);
  const table = page.getByRole('table', { name: 'Emails' });
  await expect(table).toContainText('notification:points-access');
  await table.getByRole('button', { name: 'Resend' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Resend this e-mail' });
  await dialog.getByLabel('Reason').fill('The student asked for it again');
  await dialog.getByRole('button', { name: 'Resend' }).click();
  await expectToast(page, 'E-mail queued');
  await expect.poll(logged, { timeout: 20_000 }).toBe(before + 1);

  // Each template, rendered by the mailer's own templates with sample data.
  const templates = page.getByRole('group', { name: 'E-mail templates' });
  await templates.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByTestId('mail-preview-subject')).toHaveText('Reset your password');
  const frame = page.frameLocator('iframe[title="Preview of the Reset password e-mail"]');
  await expect(frame.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await templates.getByRole('button', { name: 'Notification' }).click();
  await page.getByLabel('Plain-text version').check();
  await expect(page.getByText('Turn it off in Settings > Notifications.')).toBeVisible();
  await page.getByLabel('Plain-text version').uncheck();
  await expect(
    page
      .frameLocator('iframe[title="Preview of the Notification e-mail"]')
      .getByRole('link', { name: 'Open Studyloop' }),
  ).toBeVisible();
  await shoot(page, 'emails');

  await page.goto('/admin/settings');
  const ai = page.getByRole('heading', { name: 'AI provider' });
  await expect(ai).toBeVisible();
  await expect(page.getByTestId('ai-status')).toContainText(/Not configured|Reachable|provider/);
  await ai.scrollIntoViewIfNeeded();
  await shoot(page, 'settings-ai');
});

test('a textbook gets a cover (images only) and a subject an icon from the picker', async ({ page }) => {
  test.setTimeout(60_000);
  await adminLogIn(page);
  const stamp = Date.now();

  await page.goto('/admin/subjects');
  await page.getByRole('button', { name: 'New subject' }).click();
  const subject = page.getByRole('dialog', { name: 'New subject' });
  await subject.getByLabel(/^Name/).fill(`Astrochemistry ${stamp}`);
  // The radio is visually hidden behind its icon: pick it as a person does, by the icon's tile.
  await subject.getByTitle('FlaskConical').click();
  await expect(subject.getByRole('radio', { name: 'FlaskConical' })).toBeChecked();
  await subject.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await page.getByLabel('Search name or slug').fill(String(stamp));
  await expect(page.getByRole('table', { name: 'Subjects' })).toContainText('FlaskConical');

  await page.goto('/admin/textbooks');
  await page.getByRole('button', { name: 'New textbook' }).click();
  const textbook = page.getByRole('dialog', { name: 'New textbook' });
  await textbook.getByLabel(/^Title/).fill(`Stellar Chemistry ${stamp}`);
  const upload = textbook.getByLabel('Upload an image: Cover');
  await upload.setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7 not an image'),
  });
  await expect(textbook.getByText('Choose a PNG, JPEG, GIF, WebP or AVIF image')).toBeVisible();
  await upload.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(textbook.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(textbook.getByLabel(/^Cover/)).toHaveValue(/^textbooks\/[0-9a-f-]{36}\.png$/);
  await textbook.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Saved');
  await page.getByLabel('Search title, author or ISBN').fill(String(stamp));
  const row = page
    .getByRole('table', { name: 'Textbooks' })
    .getByRole('row', { name: new RegExp(String(stamp)) });
  const cover = row.locator('img');
  await expect(cover).toHaveAttribute('src', /\/api\/storage\/cover-images\/textbooks\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await shoot(page, 'textbooks');
});
