import type {
  BlogAuthorSeed,
  BlogCategorySeed,
  BlogCommentSeed,
  BlogPostSeed,
  BlogTagSeed,
} from './seed-types.ts';
import {
  POST_ESSAY_STRUCTURE,
  POST_EXAM_ANXIETY,
  POST_NOTE_TAKING,
  POST_PAST_PAPERS,
  POST_SLEEP,
  POST_SPACED_REPETITION,
  POST_TESTING_EFFECT,
} from './blog-posts-a.data.ts';
import {
  POST_AI_TOOLS_DRAFT,
  POST_BUDGETING_DRAFT,
  POST_FLASHCARDS,
  POST_INTERLEAVING,
  POST_NIGHT_BEFORE,
  POST_OFFICE_HOURS,
  POST_STUDY_GROUPS,
  POST_TEXTBOOK_READING,
  POST_WEEKLY_PLANNING,
} from './blog-posts-b.data.ts';
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

function c(
  key: string,
  author_key: string,
  content: string,
  created_at: string,
  parent_key: string | null = null,
): BlogCommentSeed {
  return { key, parent_key, author_key, content, status: 'approved', created_at };
}

function post(
  meta: Omit<BlogPostSeed, 'slug' | 'status' | 'comments'> & {
    comments?: BlogCommentSeed[];
    status?: 'published' | 'draft';
  },
): BlogPostSeed {
  return {
    ...meta,
    slug: slugify(meta.title),
    status: meta.status ?? 'published',
    comments: meta.comments ?? [],
  };
}

export const BLOG_POSTS: readonly BlogPostSeed[] = [
  post({
    title: 'The Testing Effect: Why Retrieval Practice Beats Rereading',
    excerpt:
      'Rereading feels productive, but testing yourself produces far stronger memories. Here is what the research shows and how to build retrieval practice into every week.',
    content: POST_TESTING_EFFECT,
    category_slug: 'research',
    author_key: 'elena-marsh',
    tag_slugs: ['active-recall', 'memory', 'past-papers'],
    published_at: '2026-09-15T09:00:00.000Z',
    featured: true,
    view_count: 4821,
    comments: [
      c(
        'c1',
        'amara-okafor',
        'I switched from rereading to blank-page recall for biochemistry this term and the difference on the midterm was huge. Wish I had read this in first year.',
        '2026-09-16T18:22:00.000Z',
      ),
      c(
        'c2',
        'mateo-rossi',
        'Does writing answers count, or do you have to say them out loud?',
        '2026-09-17T10:05:00.000Z',
      ),
      c(
        'c3',
        'liam-chen',
        'Both work. Writing is better for anything with steps, like derivations, because you can check exactly where you went wrong.',
        '2026-09-17T12:40:00.000Z',
        'c2',
      ),
      c(
        'c4',
        'priya-raman',
        'The point about failed attempts still helping is so reassuring. I used to stop quizzing myself as soon as I got things wrong.',
        '2026-09-20T21:13:00.000Z',
      ),
    ],
  }),
  post({
    title: 'Spaced Repetition, Explained: How to Schedule Your Reviews',
    excerpt:
      'The forgetting curve is steep, but each well-timed review flattens it. Learn how far apart your study sessions should be and how to run a spaced repetition system on paper or online.',
    content: POST_SPACED_REPETITION,
    category_slug: 'study-techniques',
    author_key: 'priya-nair',
    tag_slugs: ['spaced-repetition', 'flashcards', 'memory'],
    published_at: '2026-08-28T09:00:00.000Z',
    featured: true,
    view_count: 3977,
    comments: [
      c(
        'c1',
        'kenji-watanabe',
        'The 10 to 20 percent rule of thumb is really useful. I had been reviewing everything daily and burning out.',
        '2026-08-29T08:31:00.000Z',
      ),
      c(
        'c2',
        'sofia-martinez',
        'Leitner boxes saved my Spanish vocabulary. Cheap, and strangely satisfying to move cards up a box.',
        '2026-08-30T19:02:00.000Z',
      ),
      c(
        'c3',
        'hannah-schmidt',
        'Same here with German. Tip: put the article on the card, not just the noun.',
        '2026-08-31T07:45:00.000Z',
        'c2',
      ),
    ],
  }),
  post({
    title: 'How to Use Past Papers Properly',
    excerpt:
      'Past papers are the best predictor of exam performance you have, but only if you attempt them honestly, mark them strictly and learn from every lost mark.',
    content: POST_PAST_PAPERS,
    category_slug: 'exam-prep',
    author_key: 'james-okoro',
    tag_slugs: ['past-papers', 'active-recall', 'time-management'],
    published_at: '2026-10-06T09:00:00.000Z',
    featured: true,
    view_count: 3310,
    comments: [
      c(
        'c1',
        'noah-williams',
        'The error log idea is gold. Turns out most of my lost marks in circuits were sign errors.',
        '2026-10-07T16:12:00.000Z',
      ),
      c(
        'c2',
        'zara-ahmed',
        'What do you do when the mark schemes are not released?',
        '2026-10-08T11:27:00.000Z',
      ),
      c(
        'c3',
        'oliver-bennett',
        'Our department publishes examiners’ reports even when mark schemes are private. They list the common mistakes, which is almost as useful.',
        '2026-10-08T13:50:00.000Z',
        'c2',
      ),
    ],
  }),
  post({
    title: 'The Cornell Method and Other Note-Taking Systems Compared',
    excerpt:
      'Cornell notes, outlines, mind maps and charts each suit different courses. Here is how they work, when to use them and the step most students skip.',
    content: POST_NOTE_TAKING,
    category_slug: 'study-techniques',
    author_key: 'priya-nair',
    tag_slugs: ['note-taking', 'active-recall'],
    published_at: '2026-07-14T09:00:00.000Z',
    featured: false,
    view_count: 2684,
    comments: [
      c(
        'c1',
        'aisha-rahman',
        'Charting has been a game changer for my psychology theories module. Empty cells are a brutally honest revision guide.',
        '2026-07-15T20:04:00.000Z',
      ),
      c(
        'c2',
        'arjun-mehta',
        'For CS lectures I do an outline during class and rewrite the code examples from memory afterwards. Works well.',
        '2026-07-18T09:36:00.000Z',
      ),
    ],
  }),
  post({
    title: 'Sleep and Memory: What the Research Says About All-Nighters',
    excerpt:
      'Sleep is when the brain consolidates what you learned. Here is why an all-nighter costs more than it gains, and how to protect your sleep in exam season.',
    content: POST_SLEEP,
    category_slug: 'research',
    author_key: 'elena-marsh',
    tag_slugs: ['sleep', 'memory', 'exam-stress'],
    published_at: '2026-05-19T09:00:00.000Z',
    featured: false,
    view_count: 2215,
    comments: [
      c(
        'c1',
        'ethan-brooks',
        'Pulled my last all-nighter in second year and blanked on a question I had revised at 3 a.m. Never again.',
        '2026-05-20T22:41:00.000Z',
      ),
      c(
        'c2',
        'mei-lin',
        'The caffeine half-life point surprised me. Moving my last coffee to lunchtime actually helped.',
        '2026-05-23T06:58:00.000Z',
      ),
    ],
  }),
  post({
    title: 'Writing a First-Class Essay: Structure Before Style',
    excerpt:
      'Markers reward a clear argument before elegant prose. A step-by-step process for reading the question, building a thesis and planning paragraphs that earn top marks.',
    content: POST_ESSAY_STRUCTURE,
    category_slug: 'academic-tips',
    author_key: 'tom-becker',
    tag_slugs: ['essay-writing', 'productivity'],
    published_at: '2026-03-24T09:00:00.000Z',
    featured: false,
    view_count: 2950,
    comments: [
      c(
        'c1',
        'chloe-dubois',
        'Reading only the first sentence of each paragraph is such a good final check. Found two paragraphs that were not pulling their weight.',
        '2026-03-25T14:18:00.000Z',
      ),
      c(
        'c2',
        'ryan-oconnor',
        'Would love a follow-up on writing counterargument paragraphs for law problem questions.',
        '2026-03-27T10:02:00.000Z',
      ),
      c(
        'c3',
        'leah-goldberg',
        'Seconded. Our tutors keep asking us to engage with the other side but nobody explains how.',
        '2026-03-27T17:45:00.000Z',
        'c2',
      ),
    ],
  }),
  post({
    title: 'Managing Exam Anxiety: Practical Strategies That Work',
    excerpt:
      'Anxiety competes for the working memory you need in the exam hall. Evidence-based strategies for before, during and after your exams, and when to ask for help.',
    content: POST_EXAM_ANXIETY,
    category_slug: 'exam-prep',
    author_key: 'james-okoro',
    tag_slugs: ['exam-stress', 'motivation', 'sleep'],
    published_at: '2026-04-21T09:00:00.000Z',
    featured: false,
    view_count: 3128,
    comments: [
      c(
        'c1',
        'nadia-petrova',
        'The expressive writing study is fascinating. I tried it before my statistics exam and felt noticeably calmer.',
        '2026-04-22T08:15:00.000Z',
      ),
      c(
        'c2',
        'samuel-adeyemi',
        'Reframing the nerves as readiness sounds silly but it genuinely works for me.',
        '2026-04-24T19:33:00.000Z',
      ),
      c(
        'c3',
        'grace-kim',
        'Thank you for including the bit about asking for adjustments. It took me too long to do that.',
        '2026-04-26T12:09:00.000Z',
      ),
    ],
  }),
  post({
    title: 'Interleaving: Why Mixing Topics Feels Harder but Works Better',
    excerpt:
      'Practising one type of problem at a time feels fluent but teaches less. Mixed practice trains the skill exams actually test: recognising what a problem needs.',
    content: POST_INTERLEAVING,
    category_slug: 'research',
    author_key: 'elena-marsh',
    tag_slugs: ['active-recall', 'memory', 'productivity'],
    published_at: '2026-06-23T09:00:00.000Z',
    featured: false,
    view_count: 1876,
    comments: [
      c(
        'c1',
        'yuki-tanaka',
        'This explains why I could do every integral in the problem set but froze on the exam. Shuffling from now on.',
        '2026-06-24T17:26:00.000Z',
      ),
      c(
        'c2',
        'daniel-novak',
        'Writing down which method you think a problem needs before solving it is a great habit.',
        '2026-06-26T09:11:00.000Z',
      ),
    ],
  }),
  post({
    title: 'A Weekly Planning System for Busy Students',
    excerpt:
      'One honest review each week, tasks turned into time blocks and a daily decision about what matters most: a planning system that takes thirty minutes a week.',
    content: POST_WEEKLY_PLANNING,
    category_slug: 'student-life',
    author_key: 'james-okoro',
    tag_slugs: ['time-management', 'productivity', 'motivation'],
    published_at: '2026-01-13T09:00:00.000Z',
    featured: false,
    view_count: 2402,
    comments: [
      c(
        'c1',
        'isabella-costa',
        'Planning for 70 percent of my time was the missing piece. I always ended the week feeling like I had failed.',
        '2026-01-14T21:07:00.000Z',
      ),
      c(
        'c2',
        'marcus-johnson',
        'Sunday review plus time blocking got me through a term with a 20-hour-a-week job. Highly recommend.',
        '2026-01-16T07:52:00.000Z',
      ),
    ],
  }),
  post({
    title: 'How to Read a Textbook Chapter in Half the Time',
    excerpt:
      'Survey first, read with questions, recite from memory and review: a faster, more active way to get through assigned reading and remember it.',
    content: POST_TEXTBOOK_READING,
    category_slug: 'study-techniques',
    author_key: 'tom-becker',
    tag_slugs: ['reading', 'note-taking', 'active-recall'],
    published_at: '2025-11-18T09:00:00.000Z',
    featured: false,
    view_count: 2760,
    comments: [
      c(
        'c1',
        'lucas-oliveira',
        'The five-minute survey feels like a waste until you try it. Then everything in the chapter has somewhere to go.',
        '2025-11-19T15:44:00.000Z',
      ),
      c(
        'c2',
        'emma-johansson',
        'Covering worked examples and trying them first made pharmacology reading much less passive.',
        '2025-11-21T10:29:00.000Z',
      ),
    ],
  }),
  post({
    title: 'Making Flashcards That Actually Work',
    excerpt:
      'One question per card, questions instead of topics, honest grading and spaced reviews: eight rules for flashcards that help you learn instead of wasting your time.',
    content: POST_FLASHCARDS,
    category_slug: 'study-techniques',
    author_key: 'priya-nair',
    tag_slugs: ['flashcards', 'spaced-repetition', 'active-recall'],
    published_at: '2026-02-10T09:00:00.000Z',
    featured: false,
    view_count: 3045,
    comments: [
      c(
        'c1',
        'kwame-mensah',
        'Rule 8 is so true. My worst anatomy cards were the ones trying to cover a whole nerve in one go.',
        '2026-02-11T13:36:00.000Z',
      ),
      c(
        'c2',
        'wei-zhang',
        'Do you make cards from lectures the same day or wait until the weekend?',
        '2026-02-12T09:18:00.000Z',
      ),
      c(
        'c3',
        'priya-raman',
        'Same day works best for me, while I still remember what the lecturer emphasised.',
        '2026-02-12T11:02:00.000Z',
        'c2',
      ),
    ],
  }),
  post({
    title: 'Getting the Most from Office Hours',
    excerpt:
      'Office hours are free, personalised tutoring that most students never use. How to prepare, what to ask and why it matters long after the exam.',
    content: POST_OFFICE_HOURS,
    category_slug: 'academic-tips',
    author_key: 'tom-becker',
    tag_slugs: ['motivation', 'essay-writing'],
    published_at: '2025-10-07T09:00:00.000Z',
    featured: false,
    view_count: 1530,
    comments: [
      c(
        'c1',
        'ava-robinson',
        'Going to office hours in first year led to a summer research position. Cannot recommend it enough.',
        '2025-10-08T18:49:00.000Z',
      ),
      c(
        'c2',
        'jacob-thompson',
        'Bringing my wrong attempt made the conversation so much more productive. The TA spotted my mistake in a minute.',
        '2025-10-10T09:24:00.000Z',
      ),
    ],
  }),
  post({
    title: "Study Groups That Don't Waste Time",
    excerpt:
      'Small groups, a clear purpose, preparation before every session and a simple agenda: how to run a study group that actually helps everyone learn.',
    content: POST_STUDY_GROUPS,
    category_slug: 'student-life',
    author_key: 'james-okoro',
    tag_slugs: ['group-study', 'productivity', 'active-recall'],
    published_at: '2025-12-02T09:00:00.000Z',
    featured: false,
    view_count: 1694,
    comments: [
      c(
        'c1',
        'tomas-herrera',
        'The "everyone attempts the problems first" rule transformed our group. Sessions went from three hours to ninety minutes.',
        '2025-12-03T20:15:00.000Z',
      ),
      c(
        'c2',
        'lina-nielsen',
        'Rotating the facilitator is clever. Otherwise it is always the same person keeping everyone on track.',
        '2025-12-05T08:40:00.000Z',
      ),
    ],
  }),
  post({
    title: 'The Night Before the Exam: A Checklist',
    excerpt:
      'Review lightly, prepare practically, rest well: a checklist for the evening before an exam, from your error log to your calculator batteries.',
    content: POST_NIGHT_BEFORE,
    category_slug: 'exam-prep',
    author_key: 'priya-nair',
    tag_slugs: ['exam-stress', 'sleep', 'past-papers'],
    published_at: '2026-10-20T09:00:00.000Z',
    featured: false,
    view_count: 1288,
    comments: [
      c(
        'c1',
        'benjamin-clarke',
        'Printed this and stuck it on my wall for finals week.',
        '2026-10-21T19:57:00.000Z',
      ),
      c(
        'c2',
        'fatima-haddad',
        'Setting two alarms and telling a housemate has saved me more than once.',
        '2026-10-22T07:31:00.000Z',
      ),
    ],
  }),
  post({
    title: 'Using AI Tools Responsibly in Your Studies',
    excerpt:
      'How to use AI study tools to learn more rather than less, verify what they tell you and stay within your course’s academic integrity rules.',
    content: POST_AI_TOOLS_DRAFT,
    category_slug: 'academic-tips',
    author_key: 'tom-becker',
    tag_slugs: ['ai-tools', 'essay-writing'],
    status: 'draft',
    published_at: null,
    featured: false,
    view_count: 0,
  }),
  post({
    title: 'Budgeting as a Student: A Practical Guide',
    excerpt:
      'Work out your real weekly income, separate fixed and variable costs and build a small buffer: a simple budget that reduces money stress.',
    content: POST_BUDGETING_DRAFT,
    category_slug: 'student-life',
    author_key: 'james-okoro',
    tag_slugs: ['time-management', 'motivation'],
    status: 'draft',
    published_at: null,
    featured: false,
    view_count: 0,
  }),
];
