// Record types for the demo seed. These modules hold data only: the code that creates the schema and inserts
// the rows lives elsewhere and maps slugs and keys to database ids.

export const SUBJECT_SLUGS = [
  'mathematics',
  'physics',
  'computer-science',
  'engineering',
  'medicine',
  'law',
  'psychology',
  'biology',
  'fine-arts',
  'music',
  'languages',
  'literature',
  'economics',
  'environmental-science',
  'chemistry',
  'data-science',
] as const;

export type SubjectSlug = (typeof SUBJECT_SLUGS)[number];

export interface SubjectSeed {
  name: string;
  slug: SubjectSlug;
  /** A lucide-react icon name. */
  icon_name: string;
  /** Hex colour, `#rrggbb`. */
  color: string;
  description: string;
}

export const DOCUMENT_TYPE_NAMES = [
  'Past Exams',
  'Flashcards',
  'Practice Problems',
  'Exam Guides',
  'Textbook Guides',
  'Chapter Summary',
  'Class Notes',
  'Quick Guides',
  'Lab Notes',
  'Certification Guides',
] as const;

export type DocumentTypeName = (typeof DOCUMENT_TYPE_NAMES)[number];

export interface DocumentTypeSeed {
  name: DocumentTypeName;
  slug: string;
  description: string;
}

export interface CountrySeed {
  name: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
}

export type CourseLevel = 'introductory' | 'intermediate' | 'advanced' | 'graduate';

export interface CourseSeed {
  name: string;
  /** Unique within its university (courses are addressed as /universities/{university}/courses/{course}). */
  slug: string;
  code: string;
  level: CourseLevel;
  subject_slug: SubjectSlug;
}

export interface UniversitySeed {
  name: string;
  slug: string;
  country_code: string;
  city: string;
  website: string;
  courses: CourseSeed[];
}

export interface TextbookSeed {
  title: string;
  slug: string;
  author: string;
  edition: string;
  isbn13: string;
  publication_year: number;
  subject_slug: SubjectSlug;
  description: string;
}

/** Document statuses are fixed ids in the database. `deleted` exists too but is never seeded. */
export type DocumentStatus = 'approved' | 'pending' | 'rejected' | 'soft-reject';

/** `seller` is the demo account seller@studyloop.test; any other value is a `PersonSeed.key`. */
export type UploaderKey = string;

export interface DocumentSeed {
  title: string;
  slug: string;
  description: string;
  subject_slug: SubjectSlug;
  document_type: DocumentTypeName;
  university_slug: string;
  course_slug: string | null;
  textbook_slug: string | null;
  /** The topic from the subject's topic bank this document is about; drives its body text. */
  topic: string;
  page_count: number;
  /** USD: 0 (free) or 0.99 to 14.99. */
  price: number;
  /** Math.round(price * 10): one US dollar is ten points. */
  points_price: number;
  status: DocumentStatus;
  /** ISO timestamps (UTC). */
  created_at: string;
  updated_at: string;
  approved_at: string | null;
  published_at: string | null;
  download_count: number;
  view_count: number;
  uploader: UploaderKey;
  language: 'en';
  file_format: 'pdf';
}

export interface DocumentBody {
  pages: string[];
}

export interface PersonSeed {
  /** Stable key used by documents, reviews and comments to name this person. */
  key: string;
  full_name: string;
  email: string;
  university_slug: string;
  course_slug: string | null;
  joined_at: string;
}

export interface ReviewSeed {
  document_slug: string;
  reviewer_key: string;
  /** 1 to 5. */
  rating: number;
  comment: string;
  created_at: string;
}

export interface PointsPackageSeed {
  name: string;
  points: number;
  /** USD. */
  price: number;
  bonus_points: number;
  is_popular: boolean;
  is_active: boolean;
  description: string;
}

export interface BonusTierSeed {
  name: string;
  /** Minimum purchase in USD for the tier to apply. */
  min_amount: number;
  /** Exactly one of bonus_points and bonus_percent is set. */
  bonus_points: number | null;
  bonus_percent: number | null;
  is_active: boolean;
}

export interface SubscriptionPlanSeed {
  name: string;
  slug: string;
  /** USD per billing interval. */
  price: number;
  interval: 'month';
  bonus_points: number;
  is_active: boolean;
  is_popular: boolean;
  description: string;
  features: string[];
}

export interface BlogAuthorSeed {
  key: string;
  name: string;
  bio: string;
}

export interface BlogCategorySeed {
  name: string;
  slug: string;
  description: string;
}

export interface BlogTagSeed {
  name: string;
  slug: string;
}

export interface BlogCommentSeed {
  /** Unique within the post; replies point at it through parent_key. */
  key: string;
  parent_key: string | null;
  author_key: string;
  content: string;
  status: 'approved' | 'pending';
  created_at: string;
}

export interface BlogPostSeed {
  title: string;
  slug: string;
  excerpt: string;
  /** Markdown. */
  content: string;
  category_slug: string;
  author_key: string;
  tag_slugs: string[];
  status: 'published' | 'draft';
  published_at: string | null;
  featured: boolean;
  view_count: number;
  comments: BlogCommentSeed[];
}

export interface ContentBlock {
  type: 'text' | 'math' | 'step';
  text: string;
}

export interface FormattedContent {
  blocks: ContentBlock[];
}

export interface HomeworkQuestionSeed {
  question: string;
  slug: string;
  /** The subject's display name, as homework_questions.subject stores it. */
  subject: string;
  formatted_question: FormattedContent;
  answer: FormattedContent;
  /** A short statement of the final result. */
  final_answer: string;
  /** Set when the final answer is a single number, so tests can check it. */
  numeric_answer: number | null;
  asker_key: string;
  created_at: string;
}

export interface FlashcardSeed {
  front: string;
  back: string;
}

export interface FlashcardDeckSeed {
  name: string;
  slug: string;
  description: string;
  subject_slug: SubjectSlug;
  owner_key: string;
  created_at: string;
  cards: FlashcardSeed[];
}

export interface ScholarshipSeed {
  title: string;
  slug: string;
  provider: string;
  /** USD. */
  amount: number;
  /** ISO date, YYYY-MM-DD. */
  deadline: string;
  description: string;
  eligibility: string;
  url: string;
}

export type TestQuestionSeed =
  | {
      type: 'multiple_choice';
      prompt: string;
      options: string[];
      /** One of `options`, verbatim. */
      correct_answer: string;
      explanation: string;
      topic: string;
    }
  | {
      type: 'true_false';
      prompt: string;
      options: ['True', 'False'];
      correct_answer: 'True' | 'False';
      explanation: string;
      topic: string;
    };

export interface PracticeTestSeed {
  title: string;
  slug: string;
  subject_slug: SubjectSlug;
  description: string;
  time_limit_minutes: number;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  questions: TestQuestionSeed[];
}

/** A subject's bank of topics: each topic's paragraphs and questions feed the generated documents. */
export interface TopicSeed {
  name: string;
  /** Lower-case words; a course whose name contains one of them prefers this topic. */
  keywords: string[];
  /** A clause completing "This document explains ...". */
  focus: string;
  paragraphs: string[];
  questions: { q: string; a: string }[];
}

export interface SubjectTopicBank {
  subject_slug: SubjectSlug;
  /** Exams, certificates or professional tests in this field (for Certification Guides). */
  certifications: string[];
  topics: TopicSeed[];
}
