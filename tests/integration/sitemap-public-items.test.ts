// Public study items in /sitemap.xml (issues 14 and 15, spec 1 section 2): every public homework question, flashcard
// deck and practice test has its page listed, read as a visitor, so a private one is not; making a question private takes it out of the next sitemap.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditedStudent } from './support/paid-actions.ts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let db: pg.Pool;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'studyloop-sitemap-web-'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  await copyFile(
    join(import.meta.dirname, '../../resources/public/sitemap.xml'),
    join(webDir, 'sitemap.xml'),
  );
  platform = await startTestPlatform({ webDir });
  db = new pg.Pool({ connectionString: platform.databaseUrl, max: 2 });
}, 120_000);

afterAll(async () => {
  await db?.end();
  await platform?.destroy();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

const sitemap = async () => {
  const response = await fetch(`${platform.url}/sitemap.xml`);
  expect(response.headers.get('content-type')).toMatch(/xml/);
  return response.text();
};

describe('/sitemap.xml', () => {
  it('lists public homework questions, decks and tests by their page, and nothing private', async () => {
    const { id } = await creditedStudent(platform, db, 0, 'sitemap');
    const insert = async (sql: string, values: unknown[]) =>
      (await db.query<{ slug: string }>(`${sql} returning slug`, values)).rows[0]!.slug;
    const publicQuestion = await insert(
      `insert into public.homework_questions (slug, question, user_id, is_public, status) values ('', $1, $2, true, 'answered')`,
      ['Solve x^2 - 5x + 6 = 0 for the sitemap', id],
    );
    const privateQuestion = await insert(
      `insert into public.homework_questions (slug, question, user_id, is_public) values ('', $1, $2, false)`,
      ['A private question about derivatives', id],
    );
    const publicDeck = await insert(
      `insert into public.flashcard_decks (slug, name, user_id, is_public) values ('', $1, $2, true)`,
      ['Cell biology for the sitemap', id],
    );
    const privateDeck = await insert(
      `insert into public.flashcard_decks (slug, name, user_id, is_public) values ('', $1, $2, false)`,
      ['My private deck', id],
    );
    const publicTest = await insert(
      `insert into public.tests (slug, title, user_id, is_public) values ('sitemap-public-test', $1, $2, true)`,
      ['Statistics practice for the sitemap', id],
    );

    const xml = await sitemap();
    const site = 'https://studyloop.app';
    expect(xml).toContain(`<loc>${site}/ai-homework-helper/${publicQuestion}</loc>`);
    expect(xml).toContain(`<loc>${site}/ai-flashcard-maker/${publicDeck}</loc>`);
    expect(xml).toContain(`<loc>${site}/test-prep/test/${publicTest}</loc>`);
    expect(xml).not.toContain(privateQuestion);
    expect(xml).not.toContain(privateDeck);
    // Still one well-formed urlset with the static pages first.
    expect(xml.match(/<urlset/g)).toHaveLength(1);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml).toContain(`<loc>${site}/ai-homework-helper</loc>`);

    await db.query('update public.homework_questions set is_public = false where slug = $1', [
      publicQuestion,
    ]);
    expect(await sitemap()).not.toContain(`/ai-homework-helper/${publicQuestion}<`);
  });
});
