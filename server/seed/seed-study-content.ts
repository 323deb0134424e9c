// The demo content beyond the marketplace: the blog with its comments and likes, public homework questions,
// flashcard decks, practice tests and scholarships.
import { BLOG_AUTHORS, BLOG_CATEGORIES, BLOG_POSTS, BLOG_TAGS } from './data/blog.data.ts';
import { FLASHCARD_DECKS } from './data/flashcards.data.ts';
import { HOMEWORK_QUESTIONS } from './data/homework.data.ts';
import { PEOPLE } from './data/people.data.ts';
import { Rng, SEED_BASE_DATE, daysAfter, daysBefore, hashString } from './data/random.ts';
import { SCHOLARSHIPS } from './data/scholarships.data.ts';
import { PRACTICE_TESTS } from './data/tests.data.ts';
import { subjectId, userId, type SeedContext } from './seed-context.ts';
import { literal, seedId } from './seed-sql.ts';

export function seedStudyContent(ctx: SeedContext): void {
  seedBlog(ctx);
  seedHomework(ctx);
  seedFlashcards(ctx);
  seedTests(ctx);
  seedScholarships(ctx);
  seedDemoStudy(ctx);
}

function seedBlog(ctx: SeedContext): void {
  const authorIds = new Map(BLOG_AUTHORS.map((a) => [a.key, seedId('blog-author', a.key)]));
  ctx.script.insert(
    'public.blog_authors',
    { id: 'uuid', name: 'text', slug: 'text', bio: 'text' },
    BLOG_AUTHORS.map((a) => ({ id: authorIds.get(a.key)!, name: a.name, slug: a.key, bio: a.bio })),
  );
  const categoryIds = new Map(BLOG_CATEGORIES.map((c) => [c.slug, seedId('blog-category', c.slug)]));
  ctx.script.insert(
    'public.blog_categories',
    { id: 'uuid', name: 'text', slug: 'text', description: 'text' },
    BLOG_CATEGORIES.map((c) => ({ id: categoryIds.get(c.slug)!, ...c })),
  );
  const tagIds = new Map(BLOG_TAGS.map((t) => [t.slug, seedId('blog-tag', t.slug)]));
  ctx.script.insert(
    'public.blog_tags',
    { id: 'uuid', name: 'text', slug: 'text' },
    BLOG_TAGS.map((t) => ({ id: tagIds.get(t.slug)!, ...t })),
  );

  const lookup = (map: Map<string, string>, key: string, what: string): string => {
    const id = map.get(key);
    if (!id) throw new Error(`seed: blog post names unknown ${what} ${key}`);
    return id;
  };
  const postIds = new Map(BLOG_POSTS.map((p) => [p.slug, seedId('blog-post', p.slug)]));
  ctx.script.insert(
    'public.blog_posts',
    {
      id: 'uuid',
      title: 'text',
      slug: 'text',
      excerpt: 'text',
      content: 'text',
      author_id: 'uuid',
      category_id: 'uuid',
      status: 'text',
      is_featured: 'boolean',
      published_at: 'timestamptz',
      view_count: 'integer',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    BLOG_POSTS.map((p) => ({
      id: postIds.get(p.slug)!,
      title: p.title,
      slug: p.slug,
      excerpt: p.excerpt,
      content: p.content,
      author_id: lookup(authorIds, p.author_key, 'author'),
      category_id: lookup(categoryIds, p.category_slug, 'category'),
      status: p.status,
      is_featured: p.featured,
      published_at: p.published_at,
      view_count: p.view_count,
      // Drafts are recent work in progress.
      created_at: p.published_at ?? daysBefore(3),
      updated_at: p.published_at ?? daysBefore(1),
    })),
  );
  ctx.script.insert(
    'public.blog_post_tags',
    { post_id: 'uuid', tag_id: 'uuid' },
    BLOG_POSTS.flatMap((p) =>
      p.tag_slugs.map((slug) => ({ post_id: postIds.get(p.slug)!, tag_id: lookup(tagIds, slug, 'tag') })),
    ),
  );

  // Replies point at their parent, so top-level comments go in first.
  const comments = BLOG_POSTS.flatMap((p) =>
    p.comments.map((c) => ({
      id: seedId('blog-comment', `${p.slug}:${c.key}`),
      post_id: postIds.get(p.slug)!,
      user_id: userId(ctx, c.author_key),
      parent_id: c.parent_key ? seedId('blog-comment', `${p.slug}:${c.parent_key}`) : null,
      content: c.content,
      status: c.status,
      created_at: c.created_at,
      updated_at: c.created_at,
    })),
  );
  const commentColumns = {
    id: 'uuid',
    post_id: 'uuid',
    user_id: 'uuid',
    parent_id: 'uuid',
    content: 'text',
    status: 'text',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  } as const;
  ctx.script.insert(
    'public.blog_comments',
    commentColumns,
    comments.filter((c) => c.parent_id === null),
  );
  ctx.script.insert(
    'public.blog_comments',
    commentColumns,
    comments.filter((c) => c.parent_id !== null),
  );

  // Readers liked the published posts, popular ones more often.
  const likes = BLOG_POSTS.filter((p) => p.status === 'published' && p.published_at).flatMap((p) => {
    const rng = new Rng(hashString(`likes:${p.slug}`));
    const count = Math.min(PEOPLE.length, Math.round(p.view_count / 250) + rng.int(0, 4));
    return rng
      .shuffle(PEOPLE)
      .slice(0, count)
      .map((person) => ({
        post_id: postIds.get(p.slug)!,
        user_id: userId(ctx, person.key),
        created_at: daysAfter(p.published_at!, rng.float() * 20),
      }));
  });
  ctx.script.insert(
    'public.blog_post_likes',
    { post_id: 'uuid', user_id: 'uuid', created_at: 'timestamptz' },
    likes,
  );
}

function seedHomework(ctx: SeedContext): void {
  const questions = HOMEWORK_QUESTIONS.map((q) => {
    const subjectId = ctx.subjectIdsByName.get(q.subject);
    if (!subjectId) throw new Error(`seed: homework question ${q.slug} names unknown subject ${q.subject}`);
    return {
      seed: q,
      id: seedId('homework', q.slug),
      subjectId,
      rng: new Rng(hashString(`homework:${q.slug}`)),
    };
  });
  // Other students found the public answers useful (or, now and then, not).
  const votes = questions.flatMap(({ seed, id, rng }) =>
    rng
      .shuffle(PEOPLE.filter((p) => p.key !== seed.asker_key))
      .slice(0, rng.int(0, 9))
      .map((person) => ({
        question_id: id,
        user_id: userId(ctx, person.key),
        helpful: rng.chance(0.88),
        created_at: daysAfter(seed.created_at, rng.float() * 30),
      })),
  );
  ctx.script.insert(
    'public.homework_questions',
    {
      id: 'uuid',
      slug: 'text',
      question: 'text',
      formatted_question: 'jsonb',
      answer: 'jsonb',
      final_answer: 'text',
      subject: 'text',
      subject_id: 'uuid',
      user_id: 'uuid',
      is_public: 'boolean',
      status: 'text',
      helpful_count: 'integer',
      not_helpful_count: 'integer',
      view_count: 'integer',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    questions.map(({ seed, id, subjectId, rng }) => ({
      id,
      slug: seed.slug,
      question: seed.question,
      formatted_question: seed.formatted_question,
      answer: seed.answer,
      final_answer: seed.final_answer,
      subject: seed.subject,
      subject_id: subjectId,
      user_id: userId(ctx, seed.asker_key),
      is_public: true,
      status: 'answered',
      helpful_count: votes.filter((v) => v.question_id === id && v.helpful).length,
      not_helpful_count: votes.filter((v) => v.question_id === id && !v.helpful).length,
      view_count: rng.int(40, 2400),
      created_at: seed.created_at,
      updated_at: seed.created_at,
    })),
  );
  ctx.script.insert(
    'public.homework_helpful_votes',
    { question_id: 'uuid', user_id: 'uuid', helpful: 'boolean', created_at: 'timestamptz' },
    votes,
  );
}

function seedFlashcards(ctx: SeedContext): void {
  ctx.script.insert(
    'public.flashcard_decks',
    {
      id: 'uuid',
      slug: 'text',
      name: 'text',
      description: 'text',
      subject_id: 'uuid',
      user_id: 'uuid',
      is_public: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    FLASHCARD_DECKS.map((d) => ({
      id: seedId('deck', d.slug),
      slug: d.slug,
      name: d.name,
      description: d.description,
      subject_id: subjectId(ctx, d.subject_slug),
      user_id: userId(ctx, d.owner_key),
      is_public: true,
      created_at: d.created_at,
      updated_at: d.created_at,
    })),
  );
  ctx.script.insert(
    'public.flashcards',
    {
      id: 'uuid',
      deck_id: 'uuid',
      front: 'text',
      back: 'text',
      position: 'integer',
      created_at: 'timestamptz',
    },
    FLASHCARD_DECKS.flatMap((d) =>
      d.cards.map((card, i) => ({
        id: seedId('flashcard', `${d.slug}:${i}`),
        deck_id: seedId('deck', d.slug),
        front: card.front,
        back: card.back,
        position: i,
        created_at: d.created_at,
      })),
    ),
  );
}

function seedTests(ctx: SeedContext): void {
  ctx.script.insert(
    'public.tests',
    {
      id: 'uuid',
      slug: 'text',
      subject_id: 'uuid',
      title: 'text',
      description: 'text',
      difficulty: 'text',
      time_limit_minutes: 'integer',
      is_public: 'boolean',
      status: 'text',
    },
    PRACTICE_TESTS.map((t) => ({
      id: seedId('test', t.slug),
      slug: t.slug,
      subject_id: subjectId(ctx, t.subject_slug),
      title: t.title,
      description: t.description,
      difficulty: t.difficulty,
      time_limit_minutes: t.time_limit_minutes,
      is_public: true,
      status: 'ready',
    })),
  );
  ctx.script.insert(
    'public.test_questions',
    {
      id: 'uuid',
      test_id: 'uuid',
      position: 'integer',
      question_type: 'text',
      prompt: 'text',
      options: 'jsonb',
      correct_answer: 'text',
      explanation: 'text',
      topic: 'text',
    },
    PRACTICE_TESTS.flatMap((t) =>
      t.questions.map((q, i) => ({
        id: seedId('test-question', `${t.slug}:${i}`),
        test_id: seedId('test', t.slug),
        position: i + 1,
        question_type: q.type,
        prompt: q.prompt,
        options: q.options,
        correct_answer: q.correct_answer,
        explanation: q.explanation,
        topic: q.topic,
      })),
    ),
  );
}

function seedScholarships(ctx: SeedContext): void {
  ctx.script.insert(
    'public.scholarships',
    {
      id: 'uuid',
      slug: 'text',
      title: 'text',
      provider: 'text',
      amount: 'numeric',
      deadline: 'date',
      description: 'text',
      eligibility: 'text',
      url: 'text',
      is_active: 'boolean',
    },
    SCHOLARSHIPS.map((s) => ({
      id: seedId('scholarship', s.slug),
      ...s,
      is_active: s.deadline >= SEED_BASE_DATE.slice(0, 10),
    })),
  );
}

/**
 * The demo student's own study history, so the dashboard tools open with something in them: a test-prep plan
 * with a submitted practice test, cards under review in a public deck, and a draft paper with two versions.
 */
function seedDemoStudy(ctx: SeedContext): void {
  const student = userId(ctx, 'student');
  const test = PRACTICE_TESTS[0];
  const deck = FLASHCARD_DECKS[0];
  if (!test || !deck) throw new Error('seed: no practice test or flashcard deck to give the demo student');

  const planId = seedId('test-prep-plan', 'student:1');
  ctx.script.insert(
    'public.test_prep_plans',
    {
      id: 'uuid',
      user_id: 'uuid',
      title: 'text',
      description: 'text',
      subject_id: 'uuid',
      exam_name: 'text',
      exam_date: 'date',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    [
      {
        id: planId,
        user_id: student,
        title: `${test.title} revision`,
        description: 'Practice tests and flashcards for the end-of-term exam.',
        subject_id: subjectId(ctx, test.subject_slug),
        exam_name: 'End-of-term exam',
        // Six weeks after the seed's base date: still ahead when the demo is opened.
        exam_date: new Date(Date.parse(SEED_BASE_DATE) + 42 * 86_400_000).toISOString().slice(0, 10),
        created_at: daysBefore(14),
        updated_at: daysBefore(2),
      },
    ],
  );
  ctx.script.insert(
    'public.test_prep_resources',
    {
      id: 'uuid',
      plan_id: 'uuid',
      user_id: 'uuid',
      resource_type: 'text',
      flashcard_deck_id: 'uuid',
      title: 'text',
      created_at: 'timestamptz',
    },
    [
      {
        id: seedId('test-prep-resource', 'student:1'),
        plan_id: planId,
        user_id: student,
        resource_type: 'flashcard_deck',
        flashcard_deck_id: seedId('deck', deck.slug),
        title: deck.name,
        created_at: daysBefore(14),
      },
    ],
  );

  // Answers are graded by the database trigger; the attempt is then scored like submit_test_attempt does.
  const attemptId = seedId('test-attempt', 'student:1');
  ctx.script.insert(
    'public.test_attempts',
    {
      id: 'uuid',
      test_id: 'uuid',
      user_id: 'uuid',
      plan_id: 'uuid',
      started_at: 'timestamptz',
      time_spent_seconds: 'integer',
    },
    [
      {
        id: attemptId,
        test_id: seedId('test', test.slug),
        user_id: student,
        plan_id: planId,
        started_at: daysBefore(3),
        time_spent_seconds: 14 * 60,
      },
    ],
  );
  const rng = new Rng(hashString('student-attempt'));
  ctx.script.insert(
    'public.test_attempt_answers',
    { attempt_id: 'uuid', question_id: 'uuid', user_id: 'uuid', answer: 'text' },
    test.questions.map((q, i) => ({
      attempt_id: attemptId,
      question_id: seedId('test-question', `${test.slug}:${i}`),
      user_id: student,
      answer: rng.chance(0.75)
        ? q.correct_answer
        : (q.options.find((o) => o !== q.correct_answer) ?? q.correct_answer),
    })),
  );
  // Submitted through the RPC the test page uses, as the student; then dated to when the attempt ended.
  ctx.script.sql(
    `do $do$
begin
  perform set_config('request.jwt.claims', ${literal(JSON.stringify({ sub: student, role: 'authenticated' }))}, true);
  perform public.submit_test_attempt(${literal(attemptId)}, ${14 * 60});
  perform set_config('request.jwt.claims', '', true);
end
$do$`,
  );
  ctx.script.sql(
    `update public.test_attempts set submitted_at = ${literal(daysAfter(daysBefore(3), 14 / 1440))} where id = ${literal(attemptId)}`,
  );

  // A first pass through the deck a few days ago (FSRS state after one review each), as ts-fsrs records it.
  const reviewedCards = deck.cards.slice(0, 8).map((_, i) => {
    const rating = rng.weighted<number>([
      [1, 1],
      [3, 5],
      [4, 2],
    ]);
    const review = daysAfter(daysBefore(4), i / 1440);
    const scheduledDays = rating === 1 ? 0 : rating === 3 ? 2 : 8;
    return {
      cardId: seedId('flashcard', `${deck.slug}:${i}`),
      rating,
      review,
      due: rating === 1 ? daysAfter(review, 10 / 1440) : daysAfter(review, scheduledDays),
      state: rating === 1 ? 1 : 2,
      stability: rating === 1 ? 0.4 : rating === 3 ? 2.3 : 8.3,
      difficulty: rating === 1 ? 7.2 : rating === 3 ? 5.1 : 3.2,
      scheduledDays,
    };
  });
  ctx.script.insert(
    'public.flashcard_reviews',
    {
      user_id: 'uuid',
      card_id: 'uuid',
      deck_id: 'uuid',
      state: 'smallint',
      due: 'timestamptz',
      stability: 'float8',
      difficulty: 'float8',
      scheduled_days: 'integer',
      reps: 'integer',
      lapses: 'integer',
      last_review: 'timestamptz',
    },
    reviewedCards.map((c) => ({
      user_id: student,
      card_id: c.cardId,
      deck_id: seedId('deck', deck.slug),
      state: c.state,
      due: c.due,
      stability: c.stability,
      difficulty: c.difficulty,
      scheduled_days: c.scheduledDays,
      reps: 1,
      lapses: 0,
      last_review: c.review,
    })),
  );
  ctx.script.insert(
    'public.flashcard_review_logs',
    {
      id: 'uuid',
      user_id: 'uuid',
      card_id: 'uuid',
      deck_id: 'uuid',
      rating: 'smallint',
      state: 'smallint',
      due: 'timestamptz',
      stability: 'float8',
      difficulty: 'float8',
      elapsed_days: 'integer',
      scheduled_days: 'integer',
      reps: 'integer',
      review: 'timestamptz',
      duration_ms: 'integer',
    },
    reviewedCards.map((c, i) => ({
      id: seedId('review-log', `student:${i}`),
      user_id: student,
      card_id: c.cardId,
      deck_id: seedId('deck', deck.slug),
      rating: c.rating,
      // The log records the card as it was before the review: new.
      state: 0,
      due: c.review,
      stability: 0,
      difficulty: 0,
      elapsed_days: 0,
      scheduled_days: 0,
      reps: 0,
      review: c.review,
      duration_ms: 4000 + rng.int(0, 9000),
    })),
  );

  const paperId = seedId('paper', 'student:1');
  const draft =
    'Retrieval practice and spaced repetition are two of the best-supported study techniques. This essay compares how each works and when to use them.';
  ctx.script.insert(
    'public.papers',
    {
      id: 'uuid',
      user_id: 'uuid',
      title: 'text',
      content: 'text',
      paper_type: 'jsonb',
      word_count: 'integer',
      sources: 'jsonb',
      instructions: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    [
      {
        id: paperId,
        user_id: student,
        title: 'How Retrieval Practice Beats Rereading',
        content: draft,
        paper_type: { mainType: 'essay', subType: 'argumentative' },
        word_count: draft.split(/\s+/).length,
        sources: {
          required: true,
          inlineCitation: true,
          count: 5,
          yearRange: { start: 1980, end: 2025 },
          references: { links: [], files: [] },
        },
        instructions: 'About 1,500 words, APA 7, at least five peer-reviewed sources.',
        created_at: daysBefore(6),
        updated_at: daysBefore(1),
      },
    ],
  );
  ctx.script.insert(
    'public.paper_versions',
    {
      id: 'uuid',
      paper_id: 'uuid',
      version_number: 'integer',
      content: 'text',
      created_by: 'uuid',
      created_at: 'timestamptz',
    },
    [
      {
        id: seedId('paper-version', 'student:1:1'),
        paper_id: paperId,
        version_number: 1,
        content: draft.split('. ')[0]! + '.',
        created_by: student,
        created_at: daysBefore(6),
      },
      {
        id: seedId('paper-version', 'student:1:2'),
        paper_id: paperId,
        version_number: 2,
        content: draft,
        created_by: student,
        created_at: daysBefore(1),
      },
    ],
  );
}
