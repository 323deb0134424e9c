// Deterministic reviews for approved documents: 0 to 12 each, ratings skewed towards 4 and 5.
import type { DocumentSeed, ReviewSeed } from './seed-types.ts';
import { DOCUMENTS } from './documents.generator.ts';
import { PEOPLE } from './people.data.ts';
import { Rng, daysAfter, hashString, SEED_BASE_DATE } from './random.ts';

export const REVIEW_SEED = 4_242;

const POSITIVE = [
  'Exactly what I needed the week before my final.',
  'Clear, well organised and easy to follow.',
  'The worked solutions are the best part: every step is explained.',
  'Saved me hours of rereading the textbook.',
  'Much clearer than my lecture slides.',
  'I went from barely passing the midterm to a B+ on the final.',
  'The summaries at the end of each section are perfect for quick revision.',
  'Covers everything on our syllabus and nothing that is not.',
  'Worth every point. I will be buying more from this uploader.',
  'The examples are very close to what actually came up on the exam.',
  'Concise without skipping anything important.',
  'Finally understood this topic after reading these notes twice.',
  'Great for active recall; I used it with a study group.',
  'Neatly formatted and the explanations are in plain English.',
  'The common-mistakes notes were really helpful.',
  'I printed this and annotated it; it became my main revision sheet.',
  'Really good at explaining the intuition, not just the formulas.',
  'Helped me structure my answers the way the examiners want.',
  "Accurate and up to date with this year's course.",
  'My professor recommended something similar, but this is better organised.',
  'The practice questions get progressively harder, which is exactly right.',
  'Short enough to review on the bus, detailed enough to be useful.',
  'I liked the check-your-understanding questions after each section.',
  'A lifesaver for a topic I had completely missed in lectures.',
];

const MIXED = [
  'Good overview, but some sections could use more examples.',
  'Helpful, although a few pages repeat material from earlier on.',
  'Solid notes, but it assumes more background than I had.',
  'Useful for revision, less so for learning the topic from scratch.',
  'The content is good, but the formatting could be tidier.',
  'Covers the main points; I would have liked more practice questions.',
  'Fine for the price, though not as detailed as I hoped.',
  'Some answers are brief, so I had to check them against the textbook.',
  'Decent, but it follows a slightly different syllabus from my course.',
  'Good explanations, but a couple of diagrams are described rather than drawn.',
  'The first half is excellent; the second half feels rushed.',
  'Helpful as a supplement, not as a replacement for the lectures.',
];

const NEGATIVE = [
  'Too short for the price.',
  'Mostly repeats the lecture slides without adding much.',
  'Not what the title suggested; it only covers one topic in depth.',
  'I found a couple of mistakes in the solutions.',
  'Hard to follow without the textbook open next to it.',
  'The level was too basic for an upper-year course.',
];

const OPENERS = ['', '', '', 'Honestly, ', 'Overall, ', 'For me, '];

const CLOSERS_GOOD = [
  'Highly recommend.',
  'Thank you for uploading this!',
  'Five stars from me.',
  'Would recommend to anyone taking this course.',
  '',
  '',
  '',
];

function ratingFor(rng: Rng): number {
  return rng.weighted([
    [5, 46],
    [4, 34],
    [3, 13],
    [2, 5],
    [1, 2],
  ] as const);
}

function commentFor(rng: Rng, rating: number): string {
  const bank = rating >= 4 ? POSITIVE : rating === 3 ? MIXED : NEGATIVE;
  const first = rng.pick(bank);
  const opener = rng.pick(OPENERS);
  let text = opener ? `${opener}${first.charAt(0).toLowerCase()}${first.slice(1)}` : first;
  if (rng.chance(0.45)) {
    let second = rng.pick(bank);
    if (second === first) second = bank[(bank.indexOf(first) + 1) % bank.length] as string;
    text = `${text} ${second}`;
  }
  if (rating >= 4) {
    const closer = rng.pick(CLOSERS_GOOD);
    if (closer) text = `${text} ${closer}`;
  }
  return text;
}

/** Reviews for the approved documents in `docs`; reviewers never review their own upload or twice. */
export function generateReviews(
  docs: readonly DocumentSeed[] = DOCUMENTS,
  seed: number = REVIEW_SEED,
): ReviewSeed[] {
  const reviews: ReviewSeed[] = [];
  for (const doc of docs) {
    if (doc.status !== 'approved' || !doc.approved_at) continue;
    const rng = new Rng((seed ^ hashString(doc.slug)) >>> 0);
    // More downloads mean more reviews, capped at 12; about one document in six has none yet.
    const cap = Math.min(12, 1 + Math.floor(doc.download_count / 3));
    const count = rng.chance(0.16) ? 0 : rng.int(Math.ceil(cap / 3), cap);
    const reviewers = rng.shuffle(PEOPLE.filter((p) => p.key !== doc.uploader)).slice(0, count);
    const windowDays = (Date.parse(SEED_BASE_DATE) - Date.parse(doc.approved_at)) / 86_400_000;
    for (const person of reviewers) {
      const rating = ratingFor(rng);
      reviews.push({
        document_slug: doc.slug,
        reviewer_key: person.key,
        rating,
        comment: commentFor(rng, rating),
        created_at: daysAfter(doc.approved_at, rng.float() * Math.max(windowDays, 0.01)),
      });
    }
  }
  return reviews;
}

export const REVIEWS: readonly ReviewSeed[] = generateReviews();

/** Average rating (one decimal, as the UI shows it) and count per document slug. */
export function reviewStats(
  reviews: readonly ReviewSeed[] = REVIEWS,
): Map<string, { average_rating: number; review_count: number }> {
  const sums = new Map<string, { total: number; count: number }>();
  for (const r of reviews) {
    const s = sums.get(r.document_slug) ?? { total: 0, count: 0 };
    s.total += r.rating;
    s.count += 1;
    sums.set(r.document_slug, s);
  }
  return new Map(
    [...sums].map(([slug, s]) => [
      slug,
      { average_rating: Math.round((s.total / s.count) * 10) / 10, review_count: s.count },
    ]),
  );
}
