import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { z } from 'zod';
import type { BlogAuthorSeed, BlogCategorySeed, BlogPostSeed, BlogTagSeed } from './seed-types.ts';
import { slugify } from './slug.ts';

export const BLOG_AUTHORS: readonly BlogAuthorSeed[] = [
  {
    key: 'elena-marsh',
    name: 'Dr. Elena Marsh',
    bio: 'Cognitive scientist who studies how students learn and remember. Elena taught research methods for eight years and now translates learning research into practical study advice.',
  },
  {
    key: 'james-okoro',
    name: 'James Okoro',
    bio: 'Former secondary-school physics teacher and academic coach. James has helped hundreds of students plan their revision and walk into exams with confidence.',
  },
  {
    key: 'priya-nair',
    name: 'Priya Nair',
    bio: 'Content lead at Studyloop. Priya studied medicine before moving into education writing, and still keeps a spaced-repetition deck of pharmacology she refuses to retire.',
  },
  {
    key: 'tom-becker',
    name: 'Tom Becker',
    bio: 'PhD candidate in economics and long-time teaching assistant. Tom writes about essay writing, office hours and surviving quantitative courses.',
  },
];

export const BLOG_CATEGORIES: readonly BlogCategorySeed[] = [
  {
    name: 'Research',
    slug: 'research',
    description: 'What cognitive science and education research say about learning, memory and performance.',
  },
  {
    name: 'Study Techniques',
    slug: 'study-techniques',
    description:
      'Evidence-based methods for taking notes, reading, memorising and practising more effectively.',
  },
  {
    name: 'Academic Tips',
    slug: 'academic-tips',
    description:
      'Practical advice on essays, assignments, lecturers and getting the most out of your courses.',
  },
  {
    name: 'Exam Prep',
    slug: 'exam-prep',
    description: 'Strategies for revision, past papers, exam technique and staying calm under pressure.',
  },
  {
    name: 'Student Life',
    slug: 'student-life',
    description: 'Planning, wellbeing, money and balancing study with everything else university brings.',
  },
];

const TAG_NAMES = [
  'Active Recall',
  'Spaced Repetition',
  'Note-Taking',
  'Time Management',
  'Exam Stress',
  'Productivity',
  'Memory',
  'Flashcards',
  'Past Papers',
  'Essay Writing',
  'Motivation',
  'Sleep',
  'Group Study',
  'AI Tools',
  'Reading',
] as const;

export const BLOG_TAGS: readonly BlogTagSeed[] = TAG_NAMES.map((name) => ({ name, slug: slugify(name) }));

// The posts themselves are Markdown files in ../content/blog/, one per post, with their metadata and comments in
// YAML front matter; files are read in name order, which is the order the posts are seeded in. Editors write
// prose there, not in string literals, and a file with a missing or misspelt field stops the seed (and the unit
// tests) with the file's name and the field.
export const BLOG_CONTENT_DIR = join(import.meta.dirname, '..', 'content', 'blog');

/**
 * An instant as the seed stores it (`2026-09-15T09:00:00.000Z`). YAML reads an unquoted timestamp as a date and a
 * quoted one as a string; both are accepted.
 */
const instant = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .transform((value) => new Date(value).toISOString());

const commentSchema = z.strictObject({
  /** Unique within the post; a reply names its parent's key in reply_to. */
  key: z.string().min(1),
  reply_to: z.string().min(1).optional(),
  /** A person of people.data.ts. */
  author: z.string().min(1),
  at: instant,
  status: z.enum(['approved', 'pending']).default('approved'),
  text: z.string().min(1),
});

const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  /** A slug of BLOG_CATEGORIES. */
  category: z.string().min(1),
  /** A key of BLOG_AUTHORS. */
  author: z.string().min(1),
  /** Slugs of BLOG_TAGS. */
  tags: z.array(z.string().min(1)).min(1),
  status: z.enum(['published', 'draft']),
  published_at: instant.nullable(),
  featured: z.boolean(),
  view_count: z.number().int().nonnegative(),
  comments: z.array(commentSchema).default([]),
});

/** One post file: front matter validated, body as written (without the file's final newline). */
export function parseBlogPost(file: string, source: string): BlogPostSeed {
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`blog post ${file}: ${z.prettifyError(parsed.error)}`);
  const meta = parsed.data;
  const body = content.replace(/\n+$/, '');
  if (body.trim() === '') throw new Error(`blog post ${file} has no text`);
  return {
    title: meta.title,
    slug: slugify(meta.title),
    excerpt: meta.excerpt,
    content: body,
    category_slug: meta.category,
    author_key: meta.author,
    tag_slugs: meta.tags,
    status: meta.status,
    published_at: meta.published_at,
    featured: meta.featured,
    view_count: meta.view_count,
    comments: meta.comments.map((c) => ({
      key: c.key,
      parent_key: c.reply_to ?? null,
      author_key: c.author,
      content: c.text,
      status: c.status,
      created_at: c.at,
    })),
  };
}

function loadBlogPosts(dir: string): BlogPostSeed[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseBlogPost(name, readFileSync(join(dir, name), 'utf8')));
}

export const BLOG_POSTS: readonly BlogPostSeed[] = loadBlogPosts(BLOG_CONTENT_DIR);
