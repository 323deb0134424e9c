import { describe, expect, it } from 'vitest';
import { BLOG_AUTHORS, BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS } from './blog.data.ts';
import { COUNTRIES } from './countries.data.ts';
import { DOCUMENT_TYPES } from './document-types.data.ts';
import {
  DOCUMENT_STATUS_COUNTS,
  DOCUMENTS,
  documentBody,
  generateDocuments,
  TEXTBOOK_TOPICS,
  topicPhrase,
} from './documents.generator.ts';
import { FLASHCARD_DECKS } from './flashcards.data.ts';
import { HOMEWORK_QUESTIONS } from './homework.data.ts';
import { PEOPLE, SELLER_KEY } from './people.data.ts';
import { POINTS_BONUS_TIERS, POINTS_PACKAGES, POINTS_PER_USD, SUBSCRIPTION_PLANS } from './points.data.ts';
import { SEED_BASE_DATE } from './random.ts';
import { generateReviews, REVIEWS, reviewStats } from './reviews.generator.ts';
import { SCHOLARSHIPS } from './scholarships.data.ts';
import { DOCUMENT_TYPE_NAMES, SUBJECT_SLUGS } from './seed-types.ts';
import { isSlug, slugify } from './slug.ts';
import { SUBJECTS } from './subjects.data.ts';
import { PRACTICE_TESTS } from './tests.data.ts';
import { TEXTBOOKS } from './textbooks.data.ts';
import { TOPIC_BANKS } from './topic-banks.ts';
import { UNIVERSITIES } from './universities.data.ts';

const BASE = Date.parse(SEED_BASE_DATE);
const DAY = 86_400_000;

function expectUnique(values: readonly string[], what: string): void {
  const seen = new Set<string>();
  const dupes = values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
  expect(dupes, `duplicate ${what}`).toEqual([]);
}

function expectSlugs(values: readonly string[], what: string): void {
  expect(
    values.filter((v) => !isSlug(v)),
    `${what} not in slug form`,
  ).toEqual([]);
  expectUnique(values, what);
}

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
const sentenceCount = (text: string): number => text.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).length;

describe('slug rule', () => {
  it('lower-cases, strips non-word characters and collapses spaces and dashes', () => {
    expect(slugify('Computer Science')).toBe('computer-science');
    expect(slugify('  Fine -- Arts!  ')).toBe('fine-arts');
    expect(slugify("Newton's Laws & Free-Body Diagrams")).toBe('newtons-laws-free-body-diagrams');
    expect(slugify('CS 61A: Structure_and Interpretation')).toBe('cs-61a-structure-and-interpretation');
  });
});

describe('catalogue', () => {
  it('has exactly the 16 named subjects with slugs from their names', () => {
    expect(SUBJECTS.map((s) => s.name)).toEqual([
      'Mathematics',
      'Physics',
      'Computer Science',
      'Engineering',
      'Medicine',
      'Law',
      'Psychology',
      'Biology',
      'Fine Arts',
      'Music',
      'Languages',
      'Literature',
      'Economics',
      'Environmental Science',
      'Chemistry',
      'Data Science',
    ]);
    for (const s of SUBJECTS) {
      expect(s.slug).toBe(slugify(s.name));
      expect(s.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(s.icon_name).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(s.description.length).toBeGreaterThan(40);
    }
    expect(SUBJECTS.map((s) => s.slug)).toEqual([...SUBJECT_SLUGS]);
  });

  it('has exactly the 10 document types', () => {
    expect(DOCUMENT_TYPES.map((t) => t.name)).toEqual([...DOCUMENT_TYPE_NAMES]);
    for (const t of DOCUMENT_TYPES) expect(t.slug).toBe(slugify(t.name));
  });

  it('has ISO-2 countries covering every university', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(20);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
    expectUnique(
      COUNTRIES.map((c) => c.code),
      'country codes',
    );
    const codes = new Set(COUNTRIES.map((c) => c.code));
    for (const u of UNIVERSITIES) expect(codes.has(u.country_code), u.name).toBe(true);
  });

  it('has at least 30 universities, each with 5-8 courses in known subjects', () => {
    expect(UNIVERSITIES.length).toBeGreaterThanOrEqual(30);
    expectSlugs(
      UNIVERSITIES.map((u) => u.slug),
      'university slugs',
    );
    for (const u of UNIVERSITIES) {
      expect(u.website).toMatch(/^https:\/\//);
      expect(u.courses.length, u.name).toBeGreaterThanOrEqual(5);
      expect(u.courses.length, u.name).toBeLessThanOrEqual(8);
      expectSlugs(
        u.courses.map((c) => c.slug),
        `course slugs of ${u.name}`,
      );
      for (const c of u.courses) {
        expect(c.slug).toBe(slugify(c.name));
        expect(SUBJECT_SLUGS).toContain(c.subject_slug);
        expect(['introductory', 'intermediate', 'advanced', 'graduate']).toContain(c.level);
      }
    }
  });

  it('offers every subject at several universities', () => {
    for (const s of SUBJECT_SLUGS) {
      const unis = UNIVERSITIES.filter((u) => u.courses.some((c) => c.subject_slug === s));
      expect(unis.length, s).toBeGreaterThanOrEqual(5);
    }
  });

  it('has at least 30 textbooks with valid ISBN-13s, at least one per subject', () => {
    expect(TEXTBOOKS.length).toBeGreaterThanOrEqual(30);
    expectSlugs(
      TEXTBOOKS.map((t) => t.slug),
      'textbook slugs',
    );
    expectUnique(
      TEXTBOOKS.map((t) => t.isbn13),
      'ISBNs',
    );
    for (const t of TEXTBOOKS) {
      expect(t.isbn13).toMatch(/^97[89]\d{10}$/);
      const sum = [...t.isbn13].reduce((acc, d, i) => acc + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
      expect(sum % 10, t.title).toBe(0);
      expect(SUBJECT_SLUGS).toContain(t.subject_slug);
    }
    for (const s of SUBJECT_SLUGS)
      expect(
        TEXTBOOKS.some((t) => t.subject_slug === s),
        s,
      ).toBe(true);
  });
});

describe('people', () => {
  it('are unique, at example domains and at known universities and courses', () => {
    expect(PEOPLE.length).toBeGreaterThanOrEqual(36);
    expectSlugs(
      PEOPLE.map((p) => p.key),
      'person keys',
    );
    expectUnique(
      PEOPLE.map((p) => p.email),
      'emails',
    );
    for (const p of PEOPLE) {
      expect(p.email).toMatch(/^[a-z.]+@students\.studyloop\.test$/);
      const uni = UNIVERSITIES.find((u) => u.slug === p.university_slug);
      expect(uni, p.full_name).toBeDefined();
      if (p.course_slug) expect(uni?.courses.some((c) => c.slug === p.course_slug)).toBe(true);
      expect(p.key).not.toBe(SELLER_KEY);
    }
  });
});

describe('documents', () => {
  const subjects = new Set<string>(SUBJECT_SLUGS);
  const people = new Set(PEOPLE.map((p) => p.key));

  it('is deterministic', () => {
    expect(generateDocuments()).toEqual(generateDocuments());
    expect(generateDocuments()).toEqual(DOCUMENTS);
    const doc = DOCUMENTS[17];
    expect(doc).toBeDefined();
    if (doc) expect(documentBody(doc)).toEqual(documentBody({ ...doc }));
  });

  it('has the expected counts per status and at least 300 approved', () => {
    expect(DOCUMENTS.length).toBeGreaterThanOrEqual(340);
    const count = (s: string) => DOCUMENTS.filter((d) => d.status === s).length;
    expect(count('approved')).toBeGreaterThanOrEqual(300);
    for (const [status, n] of Object.entries(DOCUMENT_STATUS_COUNTS)) expect(count(status), status).toBe(n);
  });

  it('spreads over subjects, types, universities and uploaders', () => {
    const approved = DOCUMENTS.filter((d) => d.status === 'approved');
    for (const s of SUBJECT_SLUGS)
      expect(approved.filter((d) => d.subject_slug === s).length, s).toBeGreaterThanOrEqual(8);
    for (const t of DOCUMENT_TYPE_NAMES)
      expect(approved.filter((d) => d.document_type === t).length, t).toBeGreaterThanOrEqual(8);
    expect(new Set(approved.map((d) => d.university_slug)).size).toBeGreaterThanOrEqual(30);
    expect(DOCUMENTS.filter((d) => d.uploader === SELLER_KEY).length).toBe(60);
    expect(new Set(DOCUMENTS.map((d) => d.uploader)).size).toBeGreaterThanOrEqual(30);
    expect(approved.filter((d) => d.price === 0).length).toBeGreaterThan(10);
  });

  it('has unique slugs and resolvable references', () => {
    expectSlugs(
      DOCUMENTS.map((d) => d.slug),
      'document slugs',
    );
    for (const d of DOCUMENTS) {
      expect(subjects.has(d.subject_slug), d.slug).toBe(true);
      expect(DOCUMENT_TYPE_NAMES).toContain(d.document_type);
      const uni = UNIVERSITIES.find((u) => u.slug === d.university_slug);
      expect(uni, d.slug).toBeDefined();
      if (d.course_slug !== null) {
        const course = uni?.courses.find((c) => c.slug === d.course_slug);
        expect(course, d.slug).toBeDefined();
        expect(course?.subject_slug).toBe(d.subject_slug);
      }
      if (d.textbook_slug !== null) {
        const book = TEXTBOOKS.find((t) => t.slug === d.textbook_slug);
        expect(book, d.slug).toBeDefined();
        expect(book?.subject_slug).toBe(d.subject_slug);
        expect(['Textbook Guides', 'Chapter Summary']).toContain(d.document_type);
      }
      if (d.document_type === 'Textbook Guides') expect(d.textbook_slug).not.toBeNull();
      expect(d.uploader === SELLER_KEY || people.has(d.uploader), d.uploader).toBe(true);
      expect(TOPIC_BANKS[d.subject_slug].topics.some((t) => t.name === d.topic)).toBe(true);
    }
  });

  it('keeps textbook documents on topics their textbook covers', () => {
    for (const [slug, topics] of Object.entries(TEXTBOOK_TOPICS)) {
      const book = TEXTBOOKS.find((t) => t.slug === slug);
      expect(book, slug).toBeDefined();
      for (const topic of topics) {
        expect(
          TOPIC_BANKS[book?.subject_slug ?? 'mathematics'].topics.some((t) => t.name === topic),
          topic,
        ).toBe(true);
      }
    }
    for (const t of TEXTBOOKS) expect(TEXTBOOK_TOPICS[t.slug]?.length ?? 0, t.slug).toBeGreaterThan(0);
    for (const d of DOCUMENTS)
      if (d.textbook_slug) expect(TEXTBOOK_TOPICS[d.textbook_slug]).toContain(d.topic);
  });

  it('writes topic names naturally inside sentences', () => {
    expect(topicPhrase('Hash Tables')).toBe('hash tables');
    expect(topicPhrase("Newton's Laws and Free-Body Diagrams")).toBe("Newton's laws and free-body diagrams");
    expect(topicPhrase('GDP, Inflation and Unemployment')).toBe('GDP, inflation and unemployment');
    expect(topicPhrase('Acids, Bases and pH')).toBe('acids, bases and pH');
    expect(topicPhrase('Big-O Notation and Algorithm Analysis')).toBe(
      'big-O notation and algorithm analysis',
    );
    expect(topicPhrase('SQL for Data Analysis')).toBe('SQL for data analysis');
  });

  it('prices in points at ten per dollar', () => {
    for (const d of DOCUMENTS) {
      expect(d.points_price).toBe(Math.round(d.price * 10));
      expect(d.price === 0 || (d.price >= 0.99 && d.price <= 14.99), String(d.price)).toBe(true);
      expect(Math.round(d.price * 100) / 100).toBe(d.price);
    }
  });

  it('has plausible pages, dates and counters', () => {
    for (const d of DOCUMENTS) {
      expect(d.page_count).toBeGreaterThanOrEqual(2);
      expect(d.page_count).toBeLessThanOrEqual(60);
      const created = Date.parse(d.created_at);
      expect(created).toBeLessThanOrEqual(BASE);
      expect(created).toBeGreaterThanOrEqual(BASE - 549 * DAY);
      expect(Date.parse(d.updated_at)).toBeGreaterThanOrEqual(created);
      if (d.status === 'approved') {
        expect(d.approved_at).not.toBeNull();
        expect(Date.parse(d.approved_at ?? '')).toBeGreaterThanOrEqual(created);
        expect(d.published_at).toBe(d.approved_at);
      } else {
        expect(d.approved_at).toBeNull();
        expect(d.download_count).toBe(0);
      }
      if (d.status === 'pending') expect(created).toBeGreaterThan(BASE - 30 * DAY);
      expect(d.view_count).toBeGreaterThanOrEqual(d.download_count);
      const sentences = sentenceCount(d.description);
      expect(sentences, d.description).toBeGreaterThanOrEqual(2);
      expect(sentences, d.description).toBeLessThanOrEqual(4);
    }
    const views = DOCUMENTS.filter((d) => d.status === 'approved')
      .map((d) => d.view_count)
      .sort((a, b) => a - b);
    const median = views[Math.floor(views.length / 2)] ?? 0;
    expect(views[views.length - 1] ?? 0).toBeGreaterThan(10 * median);
  });

  it('has a body with one non-empty page per page_count', () => {
    for (const d of DOCUMENTS) {
      const { pages } = documentBody(d);
      expect(pages.length, d.slug).toBe(d.page_count);
      for (const page of pages) expect(wordCount(page)).toBeGreaterThan(40);
      expect(pages[0]).toContain(d.title);
    }
  });
});

describe('topic banks', () => {
  it('has at least 12 substantial paragraphs per subject', () => {
    for (const s of SUBJECT_SLUGS) {
      const bank = TOPIC_BANKS[s];
      expect(bank.subject_slug).toBe(s);
      const paragraphs = bank.topics.flatMap((t) => t.paragraphs);
      expect(paragraphs.length, s).toBeGreaterThanOrEqual(12);
      for (const p of paragraphs) expect(wordCount(p), p.slice(0, 40)).toBeGreaterThanOrEqual(60);
      expect(bank.certifications.length).toBeGreaterThan(0);
      for (const t of bank.topics) expect(t.questions.length).toBeGreaterThan(0);
    }
  });
});

describe('reviews', () => {
  it('is deterministic', () => {
    expect(generateReviews()).toEqual(generateReviews());
    expect(generateReviews()).toEqual(REVIEWS);
  });

  it('reviews only approved documents, by someone other than the uploader, at most once each', () => {
    const docs = new Map(DOCUMENTS.map((d) => [d.slug, d]));
    const people = new Set(PEOPLE.map((p) => p.key));
    expectUnique(
      REVIEWS.map((r) => `${r.document_slug}/${r.reviewer_key}`),
      'review pairs',
    );
    for (const r of REVIEWS) {
      const doc = docs.get(r.document_slug);
      expect(doc?.status).toBe('approved');
      expect(people.has(r.reviewer_key)).toBe(true);
      expect(r.reviewer_key).not.toBe(doc?.uploader);
      expect(Number.isInteger(r.rating) && r.rating >= 1 && r.rating <= 5).toBe(true);
      expect(Date.parse(r.created_at)).toBeGreaterThanOrEqual(Date.parse(doc?.approved_at ?? ''));
      expect(Date.parse(r.created_at)).toBeLessThanOrEqual(BASE);
      expect(r.comment.length).toBeGreaterThan(10);
    }
    const perDoc = reviewStats();
    for (const { review_count } of perDoc.values()) expect(review_count).toBeLessThanOrEqual(12);
    expect(REVIEWS.length).toBeGreaterThan(500);
    const high = REVIEWS.filter((r) => r.rating >= 3).length;
    expect(high / REVIEWS.length).toBeGreaterThan(0.85);
  });
});

describe('points and plans', () => {
  it('prices packages at ten points per dollar', () => {
    expect(POINTS_PER_USD).toBe(10);
    for (const p of POINTS_PACKAGES) expect(p.points).toBe(p.price * POINTS_PER_USD);
    expect(POINTS_PACKAGES.filter((p) => p.is_popular)).toHaveLength(1);
  });

  it('gives each bonus tier exactly one kind of bonus', () => {
    for (const t of POINTS_BONUS_TIERS)
      expect((t.bonus_points === null) !== (t.bonus_percent === null)).toBe(true);
    expect(POINTS_BONUS_TIERS.some((t) => t.is_active)).toBe(true);
  });

  it('has active monthly plans with features', () => {
    expect(SUBSCRIPTION_PLANS.length).toBeGreaterThanOrEqual(3);
    for (const p of SUBSCRIPTION_PLANS) {
      expect(p.slug).toBe(slugify(p.name));
      expect(p.features.length).toBeGreaterThanOrEqual(3);
      expect(p.price).toBeGreaterThan(0);
    }
  });
});

describe('blog', () => {
  it('has 4 authors, 5 categories, ~15 tags', () => {
    expect(BLOG_AUTHORS).toHaveLength(4);
    expect(BLOG_CATEGORIES.map((c) => c.name)).toEqual([
      'Research',
      'Study Techniques',
      'Academic Tips',
      'Exam Prep',
      'Student Life',
    ]);
    for (const c of BLOG_CATEGORIES) expect(c.slug).toBe(slugify(c.name));
    expect(BLOG_TAGS.length).toBeGreaterThanOrEqual(12);
    expectSlugs(
      BLOG_TAGS.map((t) => t.slug),
      'tag slugs',
    );
  });

  it('has at least 14 published posts, 2 drafts and 3 featured, all well formed', () => {
    const published = BLOG_POSTS.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(14);
    expect(BLOG_POSTS.filter((p) => p.status === 'draft')).toHaveLength(2);
    expect(BLOG_POSTS.filter((p) => p.featured)).toHaveLength(3);
    expectSlugs(
      BLOG_POSTS.map((p) => p.slug),
      'post slugs',
    );
    const people = new Set(PEOPLE.map((p) => p.key));
    for (const p of BLOG_POSTS) {
      expect(BLOG_CATEGORIES.some((c) => c.slug === p.category_slug)).toBe(true);
      expect(BLOG_AUTHORS.some((a) => a.key === p.author_key)).toBe(true);
      for (const t of p.tag_slugs)
        expect(
          BLOG_TAGS.some((tag) => tag.slug === t),
          t,
        ).toBe(true);
      if (p.status === 'published') {
        const words = wordCount(p.content);
        expect(words, p.title).toBeGreaterThanOrEqual(500);
        expect(words, p.title).toBeLessThanOrEqual(900);
        expect(p.published_at).not.toBeNull();
        expect(Date.parse(p.published_at ?? '')).toBeLessThanOrEqual(BASE);
        expect(p.comments.length).toBeGreaterThanOrEqual(2);
      } else {
        expect(p.published_at).toBeNull();
      }
      const keys = new Set(p.comments.map((c) => c.key));
      expect(keys.size).toBe(p.comments.length);
      for (const c of p.comments) {
        expect(people.has(c.author_key), c.author_key).toBe(true);
        if (c.parent_key) expect(keys.has(c.parent_key)).toBe(true);
        expect(Date.parse(c.created_at)).toBeGreaterThan(Date.parse(p.published_at ?? ''));
      }
    }
    expect(BLOG_POSTS.some((p) => p.comments.some((c) => c.parent_key !== null))).toBe(true);
  });
});

describe('homework', () => {
  const people = new Set(PEOPLE.map((p) => p.key));
  const subjectNames = new Set(SUBJECTS.map((s) => s.name));

  it('has at least 30 well-formed public questions', () => {
    expect(HOMEWORK_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    expectSlugs(
      HOMEWORK_QUESTIONS.map((q) => q.slug),
      'homework slugs',
    );
    for (const q of HOMEWORK_QUESTIONS) {
      expect(subjectNames.has(q.subject), q.subject).toBe(true);
      expect(people.has(q.asker_key)).toBe(true);
      expect(q.formatted_question.blocks[0]).toEqual({ type: 'text', text: q.question });
      expect(q.answer.blocks.filter((b) => b.type === 'step').length).toBeGreaterThanOrEqual(1);
      for (const b of [...q.formatted_question.blocks, ...q.answer.blocks]) {
        expect(['text', 'math', 'step']).toContain(b.type);
        expect(b.text.length).toBeGreaterThan(0);
      }
    }
  });

  // Independent recomputation of every numeric answer.
  const simpson = (f: (x: number) => number, a: number, b: number, n = 1000): number => {
    const h = (b - a) / n;
    let s = f(a) + f(b);
    for (let i = 1; i < n; i++) s += f(a + i * h) * (i % 2 ? 4 : 2);
    return (s * h) / 3;
  };
  const checks: [string, () => number][] = [
    [
      'Find the derivative of f(x) = x^3 ln(x)',
      () => {
        const f = (x: number) => x ** 3 * Math.log(x);
        const h = 1e-5;
        return (f(Math.E + h) - f(Math.E - h)) / (2 * h);
      },
    ],
    ['Evaluate the definite integral of sin^2(x)', () => simpson((x) => Math.sin(x) ** 2, 0, Math.PI)],
    ['Compute the integral of ln(x) from 1 to e', () => simpson(Math.log, 1, Math.E)],
    ['Find the limit of (1 + 3/n)^n', () => (1 + 3 / 1e7) ** 1e7],
    [
      'Find the sum of the infinite geometric series',
      () => {
        let s = 0;
        for (let k = 0; k < 200; k++) s += 6 * (1 / 3) ** k;
        return s;
      },
    ],
    ['A fair die is rolled four times', () => 1 - (5 / 6) ** 4],
    ['You invest $5,000', () => 5000 * (1 + 0.04 / 12) ** 36],
    ['A test for a disease', () => (0.95 * 0.01) / (0.95 * 0.01 + 0.05 * 0.99)],
    ['A ball is launched at 20 m/s', () => (20 ** 2 * Math.sin(2 * (Math.PI / 6))) / 9.8],
    ['A car starts from rest', () => 0.5 * 3 * 8 ** 2],
    ['A 12 V battery drives', () => 12 / (4 + 1 / (1 / 6 + 1 / 12))],
    ['A block slides down a 30° incline', () => 9.8 * (Math.sin(Math.PI / 6) - 0.2 * Math.cos(Math.PI / 6))],
    ['What is the energy of a photon', () => (6.626e-34 * 2.998e8) / 500e-9 / 1.602e-19],
    ['What mass of carbon dioxide', () => (10 / 16.04) * 44.01],
    [
      'Calculate the pH of a 0.10 M solution of acetic acid',
      () => {
        const ka = 1.8e-5;
        const x = (-ka + Math.sqrt(ka * ka + 4 * ka * 0.1)) / 2; // exact quadratic, no approximation
        return -Math.log10(x);
      },
    ],
    ['How many millilitres of 2.0 M', () => (0.5 * 250) / 2],
    ['What volume does 2.00 mol', () => (2 * 0.08206 * 300) / 1],
    [
      'Demand is Qd = 120 - 4P',
      () => {
        const p = (120 - 30) / (4 + 2);
        const q = 120 - 4 * p;
        return 0.5 * (120 / 4 - p) * q;
      },
    ],
    ['When the price of a good rises from $10 to $12', () => -40 / 180 / (2 / 11)],
    ['A project costs $1,000 today', () => -1000 + [1, 2, 3].reduce((s, t) => s + 400 / 1.08 ** t, 0)],
    [
      'What is the maximum number of comparisons binary search',
      () => {
        // Simulate the worst case directly.
        let worst = 0;
        for (let target = 0; target < 1000; target++) {
          let lo = 0;
          let hi = 999;
          let steps = 0;
          while (lo <= hi) {
            steps++;
            const mid = (lo + hi) >> 1;
            if (mid === target) break;
            if (mid < target) lo = mid + 1;
            else hi = mid - 1;
          }
          worst = Math.max(worst, steps);
        }
        return worst;
      },
    ],
    ['Convert the binary number 101101', () => parseInt('101101', 2)],
    [
      'Find the mean and the sample standard deviation',
      () => {
        const xs = [4, 8, 6, 5, 7];
        const m = xs.reduce((a, b) => a + b) / xs.length;
        return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
      },
    ],
    ['A sample of 36 students', () => 2.0301 * (12 / Math.sqrt(36))],
    ['Exam scores are normally distributed', () => (86 - 70) / 8],
    ['In a population in Hardy-Weinberg', () => 2 * Math.sqrt(0.16) * (1 - Math.sqrt(0.16))],
    ['In a cross AaBb × AaBb', () => (3 / 4) * (3 / 4)],
    ['A simply supported beam spans 8 m', () => (5 * 8 ** 2) / 8],
    ['A pump lifts 0.02 m^3/s', () => 1000 * 9.81 * 0.02 * 15],
  ];

  it('has correct numeric answers', () => {
    const checked = new Set<string>();
    for (const [prefix, compute] of checks) {
      const q = HOMEWORK_QUESTIONS.find((h) => h.question.startsWith(prefix));
      expect(q, prefix).toBeDefined();
      if (!q) continue;
      checked.add(q.slug);
      expect(q.numeric_answer, prefix).not.toBeNull();
      const expected = compute();
      const tolerance = Math.max(Math.abs(expected) * 0.005, 0.005);
      expect(
        Math.abs((q.numeric_answer ?? NaN) - expected),
        `${prefix}: expected ${expected}`,
      ).toBeLessThanOrEqual(tolerance);
    }
    const unchecked = HOMEWORK_QUESTIONS.filter((q) => q.numeric_answer !== null && !checked.has(q.slug));
    expect(unchecked.map((q) => q.question)).toEqual([]);
  });

  it('has correct non-numeric answers', () => {
    const quadratic = (x: number) => 2 * x * x - 7 * x + 3;
    expect(quadratic(3)).toBe(0);
    expect(quadratic(0.5)).toBe(0);
    expect(HOMEWORK_QUESTIONS.find((q) => q.question.startsWith('Solve the quadratic'))?.final_answer).toBe(
      'x = 3 or x = 1/2',
    );
    const det = (l: number) => (4 - l) * (3 - l) - 1 * 2;
    expect(det(2)).toBe(0);
    expect(det(5)).toBe(0);
    expect(3 * 4 + 2 * 2).toBe(16);
    expect(4 - 2).toBe(2);
    expect(HOMEWORK_QUESTIONS.find((q) => q.question.startsWith('Solve the system'))?.final_answer).toBe(
      'x = 4, y = 2',
    );
  });
});

describe('flashcards, scholarships and tests', () => {
  it('has at least 12 public decks of 12-30 unique cards', () => {
    expect(FLASHCARD_DECKS.length).toBeGreaterThanOrEqual(12);
    expectSlugs(
      FLASHCARD_DECKS.map((d) => d.slug),
      'deck slugs',
    );
    const people = new Set(PEOPLE.map((p) => p.key));
    for (const d of FLASHCARD_DECKS) {
      expect(SUBJECT_SLUGS).toContain(d.subject_slug);
      expect(people.has(d.owner_key)).toBe(true);
      expect(d.cards.length, d.name).toBeGreaterThanOrEqual(12);
      expect(d.cards.length, d.name).toBeLessThanOrEqual(30);
      expectUnique(
        d.cards.map((c) => c.front),
        `fronts in ${d.name}`,
      );
    }
  });

  it('has scholarships with 2027 deadlines', () => {
    expect(SCHOLARSHIPS.length).toBeGreaterThanOrEqual(10);
    expectSlugs(
      SCHOLARSHIPS.map((s) => s.slug),
      'scholarship slugs',
    );
    for (const s of SCHOLARSHIPS) {
      expect(s.deadline).toMatch(/^2027-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(s.deadline))).toBe(false);
      expect(s.amount).toBeGreaterThan(0);
      expect(s.url).toMatch(/^https:\/\//);
    }
  });

  it('has practice tests whose correct answers are among the options', () => {
    expect(PRACTICE_TESTS.length).toBeGreaterThanOrEqual(8);
    expectSlugs(
      PRACTICE_TESTS.map((t) => t.slug),
      'test slugs',
    );
    for (const t of PRACTICE_TESTS) {
      expect(SUBJECT_SLUGS).toContain(t.subject_slug);
      expect(t.questions.length, t.title).toBeGreaterThanOrEqual(8);
      expect(t.questions.length, t.title).toBeLessThanOrEqual(15);
      for (const q of t.questions) {
        expect(q.options).toContain(q.correct_answer);
        expectUnique(q.options, `options of "${q.prompt}"`);
        if (q.type === 'multiple_choice') expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(q.explanation.length).toBeGreaterThan(10);
      }
    }
  });
});

describe('content quality', () => {
  it('contains no filler text', () => {
    const everything = JSON.stringify([
      SUBJECTS,
      DOCUMENT_TYPES,
      UNIVERSITIES,
      TEXTBOOKS,
      TOPIC_BANKS,
      DOCUMENTS,
      REVIEWS,
      BLOG_POSTS,
      HOMEWORK_QUESTIONS,
      FLASHCARD_DECKS,
      SCHOLARSHIPS,
      PRACTICE_TESTS,
    ]);
    expect(everything.match(/lorem|ipsum|placeholder|\bTODO\b|\bTBD\b/i)?.[0]).toBeUndefined();
    expect(everything.match(/\bNaN\b|\[object Object\]/)?.[0]).toBeUndefined();
    // Generated strings must never interpolate a missing value.
    const generated = JSON.stringify([
      DOCUMENTS.map((d) => [d.title, d.description, documentBody(d).pages]),
      REVIEWS.map((r) => r.comment),
    ]);
    expect(generated.match(/\bundefined\b|\bnull\b|\bNaN\b/)?.[0]).toBeUndefined();
  });
});
