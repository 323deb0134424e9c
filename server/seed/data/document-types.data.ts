import type { DocumentTypeSeed } from './seed-types.ts';

export const DOCUMENT_TYPES: readonly DocumentTypeSeed[] = [
  {
    name: 'Past Exams',
    slug: 'past-exams',
    description:
      'Real exam papers from previous terms, usually with full worked solutions and marking notes.',
  },
  {
    name: 'Flashcards',
    slug: 'flashcards',
    description: 'Question-and-answer cards for active recall of definitions, formulas, dates and key facts.',
  },
  {
    name: 'Practice Problems',
    slug: 'practice-problems',
    description:
      'Sets of exercises graded by difficulty, with step-by-step solutions to check your reasoning.',
  },
  {
    name: 'Exam Guides',
    slug: 'exam-guides',
    description:
      'Structured revision guides that map a course syllabus to what is most likely to be examined.',
  },
  {
    name: 'Textbook Guides',
    slug: 'textbook-guides',
    description:
      'Companion notes that walk through a standard textbook chapter by chapter with solved examples.',
  },
  {
    name: 'Chapter Summary',
    slug: 'chapter-summary',
    description:
      'Condensed summaries of a single chapter or unit that capture its arguments, results and terms.',
  },
  {
    name: 'Class Notes',
    slug: 'class-notes',
    description: 'Lecture notes taken during a course, tidied up and organised by week and topic.',
  },
  {
    name: 'Quick Guides',
    slug: 'quick-guides',
    description:
      'One-to-six-page cheat sheets that put the essential formulas, rules and diagrams in one place.',
  },
  {
    name: 'Lab Notes',
    slug: 'lab-notes',
    description: 'Laboratory procedures, data tables, analysis and write-up notes for practical sessions.',
  },
  {
    name: 'Certification Guides',
    slug: 'certification-guides',
    description:
      'Preparation material for professional certificates and standardised exams beyond the classroom.',
  },
];
