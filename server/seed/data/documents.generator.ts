// Deterministic generator for the demo documents and their body text. The same seed always yields the same
// records in the same order; nothing depends on the clock (dates count back from SEED_BASE_DATE).
import type {
  CourseSeed,
  DocumentBody,
  DocumentSeed,
  DocumentStatus,
  DocumentTypeName,
  SubjectSlug,
  TextbookSeed,
  TopicSeed,
  UniversitySeed,
} from './seed-types.ts';
import { DOCUMENT_TYPE_NAMES, SUBJECT_SLUGS } from './seed-types.ts';
import { PEOPLE, SELLER_KEY } from './people.data.ts';
import { Rng, daysAfter, daysBefore, hashString } from './random.ts';
import { slugify } from './slug.ts';
import { SUBJECTS } from './subjects.data.ts';
import { TEXTBOOKS } from './textbooks.data.ts';
import { TOPIC_BANKS } from './topic-banks.ts';
import { UNIVERSITIES } from './universities.data.ts';

export const DOCUMENT_SEED = 20_261_101;

/** How many documents of each status the generator produces. */
export const DOCUMENT_STATUS_COUNTS: Readonly<Record<DocumentStatus, number>> = {
  approved: 320,
  pending: 15,
  rejected: 10,
  'soft-reject': 5,
};

/** How many documents the demo seller account uploads. */
export const SELLER_DOCUMENT_COUNT = 60;

/** The seller is a tutor for quantitative subjects. */
const SELLER_SUBJECTS: readonly SubjectSlug[] = [
  'mathematics',
  'computer-science',
  'data-science',
  'economics',
  'physics',
  'chemistry',
];
const SELLER_UNIVERSITY = 'university-of-california-berkeley';

/** Relative popularity of subjects among student uploads. */
const SUBJECT_WEIGHTS: Readonly<Record<SubjectSlug, number>> = {
  mathematics: 10,
  physics: 7,
  'computer-science': 12,
  engineering: 7,
  medicine: 8,
  law: 6,
  psychology: 7,
  biology: 8,
  'fine-arts': 4,
  music: 4,
  languages: 5,
  literature: 5,
  economics: 9,
  'environmental-science': 5,
  chemistry: 7,
  'data-science': 8,
};

const LAB_SUBJECTS: ReadonlySet<SubjectSlug> = new Set<SubjectSlug>([
  'physics',
  'chemistry',
  'biology',
  'engineering',
  'computer-science',
  'data-science',
  'environmental-science',
  'medicine',
  'psychology',
]);

const PROBLEM_LIGHT_SUBJECTS: ReadonlySet<SubjectSlug> = new Set<SubjectSlug>([
  'fine-arts',
  'literature',
  'music',
]);

const TYPE_WEIGHTS: Readonly<Record<DocumentTypeName, number>> = {
  'Past Exams': 12,
  Flashcards: 9,
  'Practice Problems': 10,
  'Exam Guides': 10,
  'Textbook Guides': 6,
  'Chapter Summary': 9,
  'Class Notes': 16,
  'Quick Guides': 9,
  'Lab Notes': 8,
  'Certification Guides': 5,
};

const PAGE_RANGES: Readonly<Record<DocumentTypeName, readonly [number, number]>> = {
  'Past Exams': [4, 16],
  Flashcards: [3, 10],
  'Practice Problems': [5, 28],
  'Exam Guides': [8, 36],
  'Textbook Guides': [12, 60],
  'Chapter Summary': [3, 14],
  'Class Notes': [4, 40],
  'Quick Guides': [2, 6],
  'Lab Notes': [3, 14],
  'Certification Guides': [14, 60],
};

const PRICE_POINTS = [
  0.99, 1.49, 1.99, 2.49, 2.99, 3.49, 3.99, 4.49, 4.99, 5.99, 6.99, 7.99, 8.99, 9.99, 11.99, 12.99, 14.99,
] as const;

const EIGHTEEN_MONTHS_DAYS = 548;

/** Which topics of its subject each textbook covers, so textbook guides and summaries stay coherent. */
export const TEXTBOOK_TOPICS: Readonly<Record<string, readonly string[]>> = {
  'calculus-early-transcendentals': [
    'Limits and Continuity',
    'Derivatives and Their Applications',
    'Integration Techniques',
  ],
  'introduction-to-linear-algebra': ['Eigenvalues and Diagonalisation'],
  'fundamentals-of-physics': [
    "Newton's Laws and Free-Body Diagrams",
    'Energy and Momentum Conservation',
    'Oscillations and Waves',
    'Electric Fields and Potential',
    'Thermodynamics',
    'Introduction to Quantum Mechanics',
  ],
  'introduction-to-electrodynamics': ['Electric Fields and Potential'],
  'introduction-to-algorithms': [
    'Big-O Notation and Algorithm Analysis',
    'Sorting Algorithms',
    'Hash Tables',
    'Graph Algorithms',
    'Recursion and Dynamic Programming',
  ],
  'computer-systems-a-programmers-perspective': ['Processes, Threads and Memory'],
  'engineering-mechanics-statics': ['Static Equilibrium of Rigid Bodies'],
  'microelectronic-circuits': ['Circuit Analysis'],
  'grays-anatomy-for-students': ['Anatomy of the Upper Limb'],
  'guyton-and-hall-textbook-of-medical-physiology': ['Cardiac Physiology', 'Renal Physiology'],
  'constitutional-law-principles-and-policies': [
    'Judicial Review and Separation of Powers',
    'Freedom of Expression',
  ],
  'contract-law-text-cases-and-materials': ['Offer and Acceptance'],
  psychology: [
    'Memory Systems',
    'Classical and Operant Conditioning',
    'Social Influence',
    'Developmental Psychology',
    'Research Methods in Psychology',
    'Psychological Disorders and Treatment',
  ],
  'cognitive-psychology-connecting-mind-research-and-everyday-experience': ['Memory Systems'],
  'campbell-biology': [
    'Cell Structure and Organelles',
    'DNA Replication and Gene Expression',
    'Mendelian and Population Genetics',
    'Evolution by Natural Selection',
    'Ecology and Ecosystems',
    'Cellular Respiration and Photosynthesis',
  ],
  'molecular-biology-of-the-cell': [
    'Cell Structure and Organelles',
    'DNA Replication and Gene Expression',
    'Cellular Respiration and Photosynthesis',
  ],
  'the-story-of-art': [
    'The Italian Renaissance',
    'Baroque Art',
    'Impressionism and Post-Impressionism',
    'Modernism and Abstraction',
  ],
  'gardners-art-through-the-ages-a-global-history': [
    'Formal Analysis of Artworks',
    'The Italian Renaissance',
    'Baroque Art',
    'Impressionism and Post-Impressionism',
    'Modernism and Abstraction',
  ],
  'tonal-harmony': [
    'Scales, Keys and Intervals',
    'Four-Part Harmony and Voice Leading',
    'Rhythm, Metre and Time Signatures',
    'Seventh Chords and Chromatic Harmony',
  ],
  'a-history-of-western-music': ['The Baroque Period in Music', 'Sonata Form'],
  'english-grammar-in-use': [
    'Second Language Acquisition Strategies',
    'Academic Writing in a Second Language',
  ],
  'genki-i-an-integrated-course-in-elementary-japanese': ['Japanese Particles'],
  'the-norton-anthology-of-english-literature': [
    'Shakespearean Tragedy',
    'The Victorian Novel',
    'Close Reading Poetry',
    'Modernist Fiction',
  ],
  'literary-theory-an-introduction': ['Literary Theory and Criticism', 'Narrative Voice and Point of View'],
  'principles-of-economics': [
    'Supply, Demand and Market Equilibrium',
    'Elasticity',
    'Market Structures',
    'GDP, Inflation and Unemployment',
    'Monetary Policy',
  ],
  'introductory-econometrics-a-modern-approach': ['Introduction to Econometrics'],
  'living-in-the-environment': [
    'The Greenhouse Effect and Climate Change',
    'Biodiversity and Conservation',
    'Water Resources and Pollution',
    'Energy Resources and Sustainability',
    'Soil, Land Use and Agriculture',
    'Air Quality and Atmospheric Pollution',
  ],
  'environmental-science-toward-a-sustainable-future': [
    'The Greenhouse Effect and Climate Change',
    'Biodiversity and Conservation',
    'Water Resources and Pollution',
    'Energy Resources and Sustainability',
  ],
  'chemistry-the-central-science': [
    'Stoichiometry and the Mole',
    'Chemical Bonding and Molecular Geometry',
    'Chemical Equilibrium',
    'Acids, Bases and pH',
    'Thermochemistry',
  ],
  'organic-chemistry': ['Organic Reaction Mechanisms', 'Chemical Bonding and Molecular Geometry'],
  'an-introduction-to-statistical-learning': [
    'Linear Regression',
    'Classification and Model Evaluation',
    'Overfitting and Cross-Validation',
  ],
  'python-for-data-analysis': ['Exploratory Data Analysis', 'Data Visualisation Principles'],
};

const STUDENT_NOUNS: Readonly<Record<SubjectSlug, string>> = {
  mathematics: 'mathematics students',
  physics: 'physics students',
  'computer-science': 'computer science students',
  engineering: 'engineering students',
  medicine: 'medical students',
  law: 'law students',
  psychology: 'psychology students',
  biology: 'biology students',
  'fine-arts': 'art and art history students',
  music: 'music students',
  languages: 'language learners',
  literature: 'literature students',
  economics: 'economics students',
  'environmental-science': 'environmental science students',
  chemistry: 'chemistry students',
  'data-science': 'data science students',
};

interface CoursePlace {
  university: UniversitySeed;
  course: CourseSeed;
}

const SUBJECT_NAMES = new Map(SUBJECTS.map((s) => [s.slug, s.name]));
const UNIVERSITY_BY_SLUG = new Map(UNIVERSITIES.map((u) => [u.slug, u]));
const TEXTBOOK_BY_SLUG = new Map(TEXTBOOKS.map((t) => [t.slug, t]));

function placesBySubject(): Map<SubjectSlug, CoursePlace[]> {
  const map = new Map<SubjectSlug, CoursePlace[]>(SUBJECT_SLUGS.map((s) => [s, []]));
  for (const university of UNIVERSITIES) {
    for (const course of university.courses) map.get(course.subject_slug)?.push({ university, course });
  }
  return map;
}

function subjectName(slug: SubjectSlug): string {
  return SUBJECT_NAMES.get(slug) ?? slug;
}

/** Proper nouns and adjectives that keep their capital inside a sentence. */
const KEEP_CAPITALS = new Set([
  "Newton's",
  'Shakespearean',
  'Spanish',
  'French',
  'German',
  'Japanese',
  'Victorian',
  'Italian',
  'Renaissance',
  'Baroque',
  'Impressionism',
  'Post-Impressionism',
  'Modernism',
]);

/** A topic name as it reads inside a sentence: "Hash Tables" becomes "hash tables", "SQL" stays. */
export function topicPhrase(name: string): string {
  return name
    .split(' ')
    .map((word) =>
      KEEP_CAPITALS.has(word)
        ? word
        : word
            .split('-')
            .map((part) =>
              /^[A-Z0-9]{1,4}[,.]?$/.test(part) || /^[a-z]+[A-Z]/.test(part) ? part : part.toLowerCase(),
            )
            .join('-'),
    )
    .join(' ');
}

/** "University of Oxford" reads as "the University of Oxford" in a sentence; "Stanford University" does not. */
export function universityPhrase(name: string): string {
  return name.includes(' of ') || name === 'Australian National University' ? `the ${name}` : name;
}

function surname(authors: string): string {
  const first = authors.split(',')[0] ?? authors;
  const words = first.trim().split(/\s+/);
  return words[words.length - 1] ?? first;
}

function pickTopic(rng: Rng, subject: SubjectSlug, course: CourseSeed | null): TopicSeed {
  const topics = TOPIC_BANKS[subject].topics;
  if (course) {
    const name = course.name.toLowerCase();
    const matching = topics.filter((t) => t.keywords.some((k) => name.includes(k)));
    if (matching.length > 0 && rng.chance(0.9)) return rng.pick(matching);
  }
  return rng.pick(topics);
}

function pickType(rng: Rng, subject: SubjectSlug, hasCourse: boolean): DocumentTypeName {
  const options = DOCUMENT_TYPE_NAMES.map((name): [DocumentTypeName, number] => {
    let w = TYPE_WEIGHTS[name];
    if (name === 'Lab Notes' && !LAB_SUBJECTS.has(subject)) w = 0;
    if (name === 'Practice Problems' && PROBLEM_LIGHT_SUBJECTS.has(subject)) w = 2;
    if (name === 'Past Exams' && !hasCourse) w = 0;
    return [name, w];
  });
  return rng.weighted(options);
}

function termFor(iso: string, rng: Rng): { term: string; year: number } {
  const date = new Date(iso);
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  // Exams are uploaded after they are sat: the most recent finished term, sometimes the one before.
  const back = rng.chance(0.3) ? 1 : 0;
  if (month >= 5 && month <= 10) return back ? { term: 'Fall', year: year - 1 } : { term: 'Spring', year };
  const fallYear = month <= 4 ? year - 1 : year;
  return back ? { term: 'Spring', year: fallYear } : { term: 'Fall', year: fallYear };
}

function priceFor(rng: Rng, type: DocumentTypeName, pages: number, uploader: string): number {
  const freeChance =
    type === 'Quick Guides' || type === 'Flashcards' ? 0.3 : uploader === SELLER_KEY ? 0.05 : 0.14;
  if (rng.chance(freeChance)) return 0;
  let raw = 0.9 + pages * 0.2 + (rng.float() * 2.5 - 1);
  if (type === 'Past Exams') raw += 1.5;
  if (type === 'Certification Guides') raw += 2.5;
  if (uploader === SELLER_KEY) raw += 1;
  let best: number = PRICE_POINTS[0];
  for (const p of PRICE_POINTS) if (Math.abs(p - raw) < Math.abs(best - raw)) best = p;
  return best;
}

function popularity(
  rng: Rng,
  ageDays: number,
  status: DocumentStatus,
  price: number,
): {
  views: number;
  downloads: number;
} {
  if (status !== 'approved') {
    return { views: rng.int(0, 14), downloads: 0 };
  }
  // Pareto-distributed interest: most documents see tens of views, a few see thousands.
  const interest = 26 / Math.pow(1 - rng.float() * 0.999, 1 / 1.25);
  const age = 0.25 + Math.min(ageDays, 420) / 160;
  const views = Math.min(24_000, Math.round(interest * age));
  const rate = price === 0 ? 0.22 + rng.float() * 0.2 : 0.04 + rng.float() * 0.1;
  return { views, downloads: Math.round(views * rate) };
}

interface Draft {
  subject: SubjectSlug;
  type: DocumentTypeName;
  university: UniversitySeed;
  course: CourseSeed | null;
  textbook: TextbookSeed | null;
  topic: TopicSeed;
  createdAt: string;
  pages: number;
  uploader: string;
}

function titleFor(rng: Rng, d: Draft): string {
  const { course, topic, textbook, type } = d;
  const code = course?.code;
  const courseName = course?.name;
  const { term, year } = termFor(d.createdAt, rng);
  const n = rng.int(2, 12);
  switch (type) {
    case 'Past Exams':
      return rng.pick([
        `${code} ${term} ${year} Final Exam with Solutions`,
        `${code} Midterm ${rng.int(1, 2)} (${term} ${year}) with Worked Answers`,
        `${courseName} Past Paper ${year}: Questions and Full Solutions`,
        `${code} ${term} ${year} Final: ${topic.name} and More`,
      ]);
    case 'Flashcards':
      return rng.pick([
        `${topic.name} Flashcards`,
        code ? `${code} Flashcards: ${topic.name}` : `${topic.name}: Key Terms Flashcards`,
        `${topic.name}: ${(d.pages - 1) * 5} Active Recall Cards`,
      ]);
    case 'Practice Problems':
      return rng.pick([
        `${topic.name}: ${d.pages - 1} Practice Problems with Solutions`,
        code ? `${code} Problem Set ${rng.int(1, 9)}: ${topic.name}` : `${topic.name} Problem Set`,
        `Worked Problems in ${topic.name}`,
      ]);
    case 'Exam Guides':
      return rng.pick([
        code ? `${code} Final Exam Study Guide` : `${subjectName(d.subject)} Final Exam Study Guide`,
        courseName
          ? `How to Ace ${courseName}: Complete Revision Guide`
          : `${topic.name}: Complete Revision Guide`,
        courseName ? `${courseName} Exam Guide: ${topic.name} and Beyond` : `${topic.name} Exam Guide`,
      ]);
    case 'Textbook Guides': {
      const tb = textbook as TextbookSeed;
      const first = rng.int(1, 9);
      return rng.pick([
        `${tb.title} (${tb.edition} ed.) Study Guide: ${topic.name}`,
        `Companion to ${surname(tb.author)}'s ${tb.title}: Chapters ${first}-${first + rng.int(1, 3)} Explained`,
        `Reading ${tb.title} Effectively: ${topic.name}`,
      ]);
    }
    case 'Chapter Summary':
      return textbook
        ? `${textbook.title}, Chapter ${rng.int(1, 24)} Summary: ${topic.name}`
        : rng.pick([
            code ? `${topic.name}: Chapter Summary for ${code}` : `${topic.name}: Chapter Summary`,
            `Summary of ${topic.name}`,
          ]);
    case 'Class Notes':
      return rng.pick([
        code ? `${code} Lecture Notes, Week ${n}: ${topic.name}` : `${topic.name} Lecture Notes`,
        courseName ? `${courseName} Class Notes: ${topic.name}` : `${topic.name} Class Notes`,
        code ? `Complete ${code} Notes (${term} ${year})` : `${topic.name}: Complete Notes`,
      ]);
    case 'Quick Guides':
      return rng.pick([
        `${topic.name} Cheat Sheet`,
        d.pages === 2 ? `${topic.name}: One-Page Quick Guide` : `${topic.name}: Quick Guide`,
        code ? `${code} Quick Reference: ${topic.name}` : `${topic.name} Quick Reference`,
      ]);
    case 'Lab Notes':
      return rng.pick([
        code ? `${code} Lab ${rng.int(1, 10)}: ${topic.name}` : `Lab Notes: ${topic.name}`,
        `Lab Report Notes: ${topic.name}`,
        `${topic.name} Lab Write-Up with Analysis`,
      ]);
    case 'Certification Guides': {
      const cert = rng.pick(TOPIC_BANKS[d.subject].certifications);
      return rng.pick([`${cert} Study Guide: ${topic.name}`, `${cert} Prep: ${topic.name} Review`]);
    }
  }
}

function descriptionFor(rng: Rng, d: Draft): string {
  const { course, topic, textbook, university, type } = d;
  const where = course
    ? `${course.name} (${course.code}) at ${universityPhrase(university.name)}`
    : STUDENT_NOUNS[d.subject];
  const topicLower = topicPhrase(topic.name);
  const cards = (d.pages - 1) * 5;
  const opening: Record<DocumentTypeName, string[]> = {
    'Past Exams': [
      `A past exam paper from ${where}, with every question answered in full.`,
      `The final exam for ${where}, reconstructed from the official paper and solved step by step.`,
    ],
    Flashcards: [
      `${cards} question-and-answer cards on ${topicLower} for ${where}.`,
      `A deck of ${cards} flashcards that covers the definitions and results of ${topicLower} you are expected to recall.`,
    ],
    'Practice Problems': [
      `A graded set of practice problems on ${topicLower}, written for ${where}.`,
      `Exam-style exercises on ${topicLower}, from warm-ups to the hardest questions seen on recent papers.`,
    ],
    'Exam Guides': [
      `A complete revision guide for ${where}, organised by the topics that come up most often.`,
      `Everything I used to prepare for the final in ${where}, condensed into one guide.`,
    ],
    'Textbook Guides': [
      `A companion to ${textbook?.title ?? 'the course textbook'} (${textbook?.edition ?? 'latest'} edition) that works through the chapters on ${topicLower}.`,
      `Chapter-by-chapter notes on ${textbook?.title ?? 'the set text'}, with the worked examples the book skips over.`,
    ],
    'Chapter Summary': [
      textbook
        ? `A concise summary of the chapter on ${topicLower} in ${textbook.title} by ${surname(textbook.author)}.`
        : `A concise summary of the unit on ${topicLower} for ${where}.`,
      `The key ideas of ${topicLower} in a few pages, with the definitions and results in the order the chapter builds them.`,
    ],
    'Class Notes': [
      `Lecture notes from ${where}, tidied up and organised around ${topicLower}.`,
      course
        ? `My typed notes from the ${topicLower} lectures in ${where}, including the examples worked on the board.`
        : `My typed notes on ${topicLower} for ${where}, including the examples worked through in class.`,
    ],
    'Quick Guides': [
      `A quick reference for ${topicLower}: the formulas, rules and definitions on a few pages.`,
      `A cheat sheet on ${topicLower} designed for the night before the exam.`,
    ],
    'Lab Notes': [
      `Lab notes on ${topicLower} for ${where}, with the procedure, sample data and analysis.`,
      `A complete lab write-up covering ${topicLower}, including error analysis and discussion questions.`,
    ],
    'Certification Guides': [
      `A certification study guide focused on ${topicLower}, with practice questions in the style of the real exam.`,
      `Preparation notes for the ${topicLower} section of a professional exam, with explanations for every answer.`,
    ],
  };
  const closing: Record<DocumentTypeName, string[]> = {
    'Past Exams': [
      'Marks are shown for each question so you can time yourself under exam conditions.',
      'Common mistakes are flagged next to the solutions.',
    ],
    Flashcards: [
      'Works well with spaced repetition: review a few cards a day.',
      'Each answer is short enough to recall in one go.',
    ],
    'Practice Problems': [
      'Every solution shows the full working, not just the final answer.',
      'Problems are ordered from routine to challenging.',
    ],
    'Exam Guides': [
      'Includes a checklist of topics and a suggested two-week revision plan.',
      'Each section ends with a short self-test.',
    ],
    'Textbook Guides': [
      'Use it alongside the book to check your understanding as you read.',
      'Includes solutions to selected end-of-chapter exercises.',
    ],
    'Chapter Summary': [
      'Ideal for a last review before a quiz.',
      'Key terms are highlighted and defined in context.',
    ],
    'Class Notes': [
      'Diagrams from the lectures are described in words where they matter.',
      'Cross-referenced to the assigned readings.',
    ],
    'Quick Guides': [
      'Print it double-sided and keep it next to your problem sets.',
      'Nothing essential is left out.',
    ],
    'Lab Notes': [
      'Shows how to present data tables and uncertainties the way markers expect.',
      'Includes answers to the post-lab questions.',
    ],
    'Certification Guides': [
      'Each topic ends with exam tips on how questions are usually phrased.',
      'Written after passing the exam, with the topics that carried the most weight.',
    ],
  };
  const sentences = [rng.pick(opening[type]), `It explains ${topic.focus}.`];
  if (rng.chance(0.75)) sentences.push(rng.pick(closing[type]));
  if (course && (course.level === 'advanced' || course.level === 'graduate') && rng.chance(0.6)) {
    sentences.push('It assumes you are comfortable with the introductory material.');
  } else if (course?.level === 'introductory' && rng.chance(0.4)) {
    sentences.push('No prior background is assumed beyond the course prerequisites.');
  }
  return sentences.join(' ');
}

/** Generates the demo documents. Pure: the same seed gives the same array. */
export function generateDocuments(seed: number = DOCUMENT_SEED): DocumentSeed[] {
  const rng = new Rng(seed);
  const places = placesBySubject();
  const total = Object.values(DOCUMENT_STATUS_COUNTS).reduce((a, b) => a + b, 0);

  // Statuses and uploaders are dealt from shuffled decks so the counts are exact.
  const statuses = rng.shuffle(
    (Object.entries(DOCUMENT_STATUS_COUNTS) as [DocumentStatus, number][]).flatMap(([s, count]) =>
      Array.from({ length: count }, () => s),
    ),
  );
  const studentOrder = rng.shuffle(PEOPLE);
  const studentWeights = studentOrder.map((p, i): [string, number] => [p.key, 1 / Math.pow(i + 1, 0.75)]);
  const uploaders = rng.shuffle([
    ...Array.from({ length: SELLER_DOCUMENT_COUNT }, () => SELLER_KEY),
    ...Array.from({ length: total - SELLER_DOCUMENT_COUNT }, () => rng.weighted(studentWeights)),
  ]);
  // Student uploads are dealt from a subject deck: every subject gets at least 12, the rest follow popularity.
  const subjectWeights = SUBJECT_SLUGS.map((s): [SubjectSlug, number] => [s, SUBJECT_WEIGHTS[s]]);
  const studentTotal = total - SELLER_DOCUMENT_COUNT;
  const floor = SUBJECT_SLUGS.flatMap((s) => Array.from({ length: 12 }, () => s));
  const subjectDeck = rng.shuffle([
    ...floor,
    ...Array.from({ length: studentTotal - floor.length }, () => rng.weighted(subjectWeights)),
  ]);
  let dealt = 0;

  const docs: DocumentSeed[] = [];
  const usedSlugs = new Set<string>();

  for (let i = 0; i < total; i++) {
    const status = statuses[i] as DocumentStatus;
    const uploader = uploaders[i] as string;
    const person = PEOPLE.find((p) => p.key === uploader);

    // Subject: the seller sticks to quantitative subjects; students follow the deck.
    const subject: SubjectSlug =
      uploader === SELLER_KEY ? rng.pick(SELLER_SUBJECTS) : (subjectDeck[dealt++] as SubjectSlug);

    // University and course: prefer the uploader's own university when it teaches the subject.
    const homeSlug = uploader === SELLER_KEY ? SELLER_UNIVERSITY : person?.university_slug;
    const options = places.get(subject) ?? [];
    const home = options.filter((p) => p.university.slug === homeSlug);
    const place = home.length > 0 && rng.chance(0.55) ? rng.pick(home) : rng.pick(options);
    const withoutCourse = rng.chance(0.1);

    let type = pickType(rng, subject, !withoutCourse);
    const course = type === 'Certification Guides' || withoutCourse ? null : place.course;
    const university =
      type === 'Certification Guides' && homeSlug
        ? (UNIVERSITY_BY_SLUG.get(homeSlug) ?? place.university)
        : place.university;
    if (type === 'Past Exams' && !course) type = 'Exam Guides';

    const subjectTextbooks = TEXTBOOKS.filter((t) => t.subject_slug === subject);
    const textbook =
      type === 'Textbook Guides' || (type === 'Chapter Summary' && rng.chance(0.7))
        ? rng.pick(subjectTextbooks)
        : null;
    const bookTopics = textbook ? TEXTBOOK_TOPICS[textbook.slug] : undefined;
    const bookTopic = bookTopics && bookTopics.length > 0 ? rng.pick(bookTopics) : undefined;
    const topic =
      TOPIC_BANKS[subject].topics.find((t) => t.name === bookTopic) ?? pickTopic(rng, subject, course);

    const ageDays =
      status === 'pending'
        ? 0.5 + rng.float() * 24
        : 1 + (EIGHTEEN_MONTHS_DAYS - 1) * (1 - Math.sqrt(rng.float()));
    const createdAt = daysBefore(ageDays);
    const [minPages, maxPages] = PAGE_RANGES[type];
    const pages = minPages + Math.floor(Math.pow(rng.float(), 1.6) * (maxPages - minPages + 1));

    const draft: Draft = { subject, type, university, course, textbook, topic, createdAt, pages, uploader };
    let title = titleFor(rng, draft);
    let slug = slugify(title);
    if (usedSlugs.has(slug)) {
      title = `${title} (${university.name})`;
      slug = slugify(title);
    }
    for (let n = 2; usedSlugs.has(slug); n++) slug = `${slugify(title)}-${n}`;
    usedSlugs.add(slug);

    const price = priceFor(rng, type, pages, uploader);
    const { views, downloads } = popularity(rng, ageDays, status, price);
    const approvedAt = status === 'approved' ? daysAfter(createdAt, 0.1 + rng.float() * 3) : null;
    const updatedAt =
      status === 'approved'
        ? rng.chance(0.15)
          ? daysAfter(approvedAt as string, rng.float() * 60)
          : (approvedAt as string)
        : status === 'pending'
          ? createdAt
          : daysAfter(createdAt, 0.2 + rng.float() * 4);

    docs.push({
      title,
      slug,
      description: descriptionFor(rng, draft),
      subject_slug: subject,
      document_type: type,
      university_slug: university.slug,
      course_slug: course ? course.slug : null,
      textbook_slug: textbook ? textbook.slug : null,
      topic: topic.name,
      page_count: pages,
      price,
      points_price: Math.round(price * 10),
      status,
      created_at: createdAt,
      updated_at: updatedAt,
      approved_at: approvedAt,
      published_at: approvedAt,
      download_count: downloads,
      view_count: Math.max(views, downloads),
      uploader,
      language: 'en',
      file_format: 'pdf',
    });
  }
  return docs;
}

/** The demo documents, generated once with the default seed. */
export const DOCUMENTS: readonly DocumentSeed[] = generateDocuments();

// ---------------------------------------------------------------------------------------------------------------
// Body text

function sentences(paragraph: string): string[] {
  return paragraph.split(/(?<=[A-Za-z0-9)'"”’]{2}[.!?])\s+(?=[A-Z"“])/).filter((s) => s.length > 0);
}

const STUDY_TIPS = [
  'Before looking at a solution, write down the first step you would take; comparing it with the worked answer teaches more than reading alone.',
  'Revisit this section after two or three days: spaced review fixes the ideas far better than a single long session.',
  'Explain the main idea aloud in two sentences without notes. If you cannot, reread the paragraph above and try again.',
  'Make a one-line summary of each section in the margin; together they form a ready-made revision sheet.',
  'Mark the questions you got wrong and redo them from scratch a week later rather than rereading the solution.',
  'Time yourself on the practice questions: aim for roughly one minute per mark, as in most exams.',
];

const EXAM_TIPS = [
  'Read every option before answering: the most tempting distractor is usually a partially correct statement.',
  'Questions on this topic often test a definition indirectly, so make sure you can state it precisely.',
  'Eliminate the options you know are wrong first; on a four-option question, removing two doubles your odds.',
  'Flag long scenario questions and return to them after answering the quick ones.',
  'Watch for absolute words such as "always" and "never", which make a statement easier to falsify.',
];

const LAB_STEPS = [
  'Read the safety briefing and risk assessment, and check that the apparatus matches the equipment list.',
  'Record the resolution and uncertainty of every instrument before taking measurements.',
  'Take a trial measurement to choose a sensible range, then collect at least five values across it.',
  'Repeat each measurement three times and record every reading, not only the average.',
  'Tabulate the results with units and uncertainties in the column headings.',
  'Plot the data, draw a line of best fit and calculate the gradient with its uncertainty.',
  'Compare the result with the accepted value and identify the largest source of error.',
];

interface BodyContext {
  doc: DocumentSeed;
  primary: TopicSeed;
  paragraphs: { topic: string; text: string }[];
  questions: { topic: string; q: string; a: string }[];
  rng: Rng;
}

function coverPage(ctx: BodyContext): string {
  const { doc } = ctx;
  const university = UNIVERSITY_BY_SLUG.get(doc.university_slug);
  const course = university?.courses.find((c) => c.slug === doc.course_slug);
  const textbook = doc.textbook_slug ? TEXTBOOK_BY_SLUG.get(doc.textbook_slug) : undefined;
  const lines = [doc.title, ''];
  lines.push(
    course
      ? `${university?.name ?? ''} · ${course.code} ${course.name}`
      : `${university?.name ?? ''} · ${subjectName(doc.subject_slug)}`,
  );
  if (textbook) lines.push(`Based on ${textbook.title}, ${textbook.edition} edition, by ${textbook.author}`);
  lines.push(`${doc.document_type} · ${doc.page_count} pages`, '');
  if (doc.document_type === 'Past Exams') {
    lines.push(
      'Instructions',
      `Time allowed: ${ctx.rng.pick(['90 minutes', '2 hours', '3 hours'])}. Answer all questions. Show your working: most marks are awarded for method. ` +
        'Worked solutions follow each question; attempt the question first and check afterwards.',
      '',
    );
  }
  lines.push('Overview', doc.description, '', ctx.primary.name, ctx.paragraphs[0]?.text ?? '');
  return lines.join('\n');
}

function section(ctx: BodyContext, pageIndex: number): string {
  const { doc, paragraphs, questions, rng } = ctx;
  const para = paragraphs[pageIndex % paragraphs.length] as { topic: string; text: string };
  const q = questions[(pageIndex - 1) % questions.length] as { topic: string; q: string; a: string };
  const round = Math.floor(pageIndex / paragraphs.length);
  const label = round > 0 ? 'Review: ' : '';
  const n = pageIndex;
  switch (doc.document_type) {
    case 'Past Exams':
      return [
        `Question ${n} (${rng.int(4, 12) * 2} marks)`,
        q.q,
        '',
        'Solution',
        q.a,
        '',
        `Background: ${para.topic}`,
        para.text,
      ].join('\n');
    case 'Flashcards': {
      const cards: string[] = [];
      const firstCard = (pageIndex - 1) * 5 + 1;
      for (let k = 0; k < 4; k++) {
        const card = questions[((pageIndex - 1) * 4 + k) % questions.length] as { q: string; a: string };
        cards.push(`Card ${firstCard + k}`, `Front: ${card.q}`, `Back: ${card.a}`, '');
      }
      const gist = sentences(para.text).slice(0, 2).join(' ');
      cards.push(
        `Card ${firstCard + 4}`,
        `Front: Summarise the key idea of ${topicPhrase(para.topic)}.`,
        `Back: ${gist}`,
      );
      return cards.join('\n');
    }
    case 'Practice Problems':
      return [
        `${label}Problem ${n}`,
        q.q,
        '',
        'Solution',
        q.a,
        '',
        `Why it works (${para.topic})`,
        para.text,
        '',
        `Tip: ${rng.pick(STUDY_TIPS)}`,
      ].join('\n');
    case 'Quick Guides': {
      const first = paragraphs[(2 * pageIndex - 1) % paragraphs.length] as { topic: string; text: string };
      const second = paragraphs[(2 * pageIndex) % paragraphs.length] as { topic: string; text: string };
      const heading = (p: { topic: string }) => `${p.topic}: key points`;
      return [
        heading(first),
        ...sentences(first.text).map((s) => `• ${s}`),
        '',
        ...(second.topic === first.topic ? [] : [heading(second)]),
        ...sentences(second.text).map((s) => `• ${s}`),
        '',
        `Remember: ${q.q} ${q.a}`,
      ].join('\n');
    }
    case 'Lab Notes': {
      const heading = pageIndex === 1 ? 'Aim and background' : `${label}Part ${n}: ${para.topic}`;
      const steps = LAB_STEPS.slice(0, 4 + (pageIndex % 4)).map((s, k) => `${k + 1}. ${s}`);
      return [
        heading,
        para.text,
        '',
        'Procedure',
        ...steps,
        '',
        'Post-lab question',
        q.q,
        `Answer: ${q.a}`,
      ].join('\n');
    }
    case 'Certification Guides':
      return [
        `${label}Exam domain ${n}: ${para.topic}`,
        para.text,
        '',
        'Practice question',
        q.q,
        `Answer: ${q.a}`,
        '',
        `Exam tip: ${rng.pick(EXAM_TIPS)}`,
      ].join('\n');
    default:
      return [
        `${label}${n}. ${para.topic}`,
        para.text,
        '',
        'Check your understanding',
        q.q,
        `Answer: ${q.a}`,
        ...(pageIndex % 3 === 0 ? ['', `Study tip: ${rng.pick(STUDY_TIPS)}`] : []),
      ].join('\n');
  }
}

/**
 * The text of a document, one string per page (`pages.length === doc.page_count`). Built from the subject's
 * topic bank: the document's own topic first, then the others in a per-document order, so documents differ.
 */
export function documentBody(doc: DocumentSeed): DocumentBody {
  const rng = new Rng(hashString(doc.slug));
  const bank = TOPIC_BANKS[doc.subject_slug];
  const primary = bank.topics.find((t) => t.name === doc.topic) ?? (bank.topics[0] as TopicSeed);
  const others = rng.shuffle(bank.topics.filter((t) => t !== primary));
  const ordered = [primary, ...others];
  const ctx: BodyContext = {
    doc,
    primary,
    paragraphs: ordered.flatMap((t) => t.paragraphs.map((text) => ({ topic: t.name, text }))),
    questions: ordered.flatMap((t) => t.questions.map((q) => ({ topic: t.name, ...q }))),
    rng,
  };
  const pages = [coverPage(ctx)];
  for (let i = 1; i < doc.page_count; i++) pages.push(section(ctx, i));
  return { pages };
}
