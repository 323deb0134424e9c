import { describe, expect, it } from 'vitest';
import { parseBlogPost } from './blog.data.ts';

const post = (frontMatter: string, body = 'Some text.\n') => `---\n${frontMatter}---\n${body}`;

const VALID = `title: 'Sleep: A Study'
excerpt: Why sleep matters.
category: research
author: elena-marsh
tags: [sleep]
status: published
published_at: 2026-09-15T09:00:00Z
featured: false
view_count: 10
comments:
  - key: c1
    author: liam-chen
    at: '2026-09-16T18:22:00.000Z'
    text: Agreed.
  - key: c2
    reply_to: c1
    author: amara-okafor
    at: 2026-09-17T10:05:00Z
    status: pending
    text: Same here.
`;

describe('blog post files', () => {
  it('become seed posts: slug from the title, instants in one form, replies linked, body as written', () => {
    const parsed = parseBlogPost('x.md', post(VALID, '## Heading\n\nText with *emphasis*.\n\n'));
    expect(parsed).toMatchObject({
      title: 'Sleep: A Study',
      slug: 'sleep-a-study',
      category_slug: 'research',
      author_key: 'elena-marsh',
      tag_slugs: ['sleep'],
      published_at: '2026-09-15T09:00:00.000Z',
      content: '## Heading\n\nText with *emphasis*.',
    });
    expect(parsed.comments).toEqual([
      {
        key: 'c1',
        parent_key: null,
        author_key: 'liam-chen',
        content: 'Agreed.',
        status: 'approved',
        created_at: '2026-09-16T18:22:00.000Z',
      },
      {
        key: 'c2',
        parent_key: 'c1',
        author_key: 'amara-okafor',
        content: 'Same here.',
        status: 'pending',
        created_at: '2026-09-17T10:05:00.000Z',
      },
    ]);
  });

  it('are refused with the file and the field when the front matter is wrong', () => {
    expect(() => parseBlogPost('bad.md', post(VALID.replace('view_count: 10', 'view_count: many')))).toThrow(
      /bad\.md.*view_count/s,
    );
    expect(() => parseBlogPost('bad.md', post(VALID.replace('featured: false\n', '')))).toThrow(
      /bad\.md.*featured/s,
    );
    expect(() => parseBlogPost('bad.md', post(`${VALID}auther: typo\n`))).toThrow(/bad\.md.*auther/s);
    expect(() => parseBlogPost('bad.md', post(VALID.replace('2026-09-15T09:00:00Z', 'soon')))).toThrow(
      /bad\.md.*published_at/s,
    );
    expect(() => parseBlogPost('empty.md', post(VALID, '\n'))).toThrow(/empty\.md has no text/);
  });
});
