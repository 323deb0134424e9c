// Everything the seed inserts, in one place. Pure data: no I/O, no clock, no randomness beyond seeded PRNGs.
export * from './seed-types.ts';
export { slugify, isSlug } from './slug.ts';
export { SEED_BASE_DATE } from './random.ts';
export { SUBJECTS } from './subjects.data.ts';
export { DOCUMENT_TYPES } from './document-types.data.ts';
export { COUNTRIES } from './countries.data.ts';
export { UNIVERSITIES } from './universities.data.ts';
export { TEXTBOOKS } from './textbooks.data.ts';
export { PEOPLE, PERSON_KEYS, SELLER_KEY } from './people.data.ts';
export { TOPIC_BANKS } from './topic-banks.ts';
export { DOCUMENTS, generateDocuments, documentBody, DOCUMENT_STATUS_COUNTS } from './documents.generator.ts';
export { REVIEWS, generateReviews, reviewStats } from './reviews.generator.ts';
export { POINTS_PACKAGES, POINTS_BONUS_TIERS, SUBSCRIPTION_PLANS, POINTS_PER_USD } from './points.data.ts';
export { BLOG_AUTHORS, BLOG_CATEGORIES, BLOG_TAGS, BLOG_POSTS } from './blog.data.ts';
export { HOMEWORK_QUESTIONS } from './homework.data.ts';
export { FLASHCARD_DECKS } from './flashcards.data.ts';
export { SCHOLARSHIPS } from './scholarships.data.ts';
export { PRACTICE_TESTS } from './tests.data.ts';
