import type { ScholarshipSeed } from './seed-types.ts';
import { slugify } from './slug.ts';

function s(meta: Omit<ScholarshipSeed, 'slug'>): ScholarshipSeed {
  return { ...meta, slug: slugify(meta.title) };
}

/** Demo scholarships. Providers other than Studyloop are fictional organisations on reserved `.example` domains. */
export const SCHOLARSHIPS: readonly ScholarshipSeed[] = [
  s({
    title: 'Studyloop Future Scholars Award',
    provider: 'Studyloop',
    amount: 5000,
    deadline: '2027-03-31',
    description:
      'An annual award for students who show exceptional commitment to learning and to helping others learn, for example by tutoring, mentoring or sharing high-quality study materials.',
    eligibility:
      'Full-time undergraduates at an accredited university, any subject, with a minimum GPA of 3.0 (or equivalent). A 600-word essay on how you help others learn is required.',
    url: 'https://studyloop.test/scholarships/future-scholars',
  }),
  s({
    title: 'Studyloop Women in STEM Grant',
    provider: 'Studyloop',
    amount: 2500,
    deadline: '2027-02-15',
    description:
      'Supports women pursuing degrees in science, technology, engineering and mathematics, with funds that can be used for tuition, equipment or conference travel.',
    eligibility:
      'Women enrolled in a STEM degree programme, undergraduate or graduate. Applicants submit a short statement and one academic reference.',
    url: 'https://studyloop.test/scholarships/women-in-stem',
  }),
  s({
    title: 'First-Generation Student Scholarship',
    provider: 'Brightpath Education Foundation',
    amount: 3000,
    deadline: '2027-04-30',
    description:
      'For students who are the first in their family to attend university. Recipients also join a mentoring programme with graduates from similar backgrounds.',
    eligibility:
      'First-generation undergraduates in their first or second year, demonstrating financial need.',
    url: 'https://brightpath-foundation.example/scholarships/first-generation',
  }),
  s({
    title: 'Green Futures Environmental Scholarship',
    provider: 'Green Futures Trust',
    amount: 4000,
    deadline: '2027-01-31',
    description:
      'Funds students working on climate, conservation or sustainability, including a small research budget for a field project or dissertation.',
    eligibility:
      "Undergraduate or master's students in environmental science, ecology, environmental engineering or related fields, with a project proposal of up to two pages.",
    url: 'https://greenfutures-trust.example/apply',
  }),
  s({
    title: 'Code the Future Computer Science Scholarship',
    provider: 'OpenBridge Software Collective',
    amount: 3500,
    deadline: '2027-05-15',
    description:
      'Recognises computer science students who contribute to open-source software or build projects that benefit their communities.',
    eligibility:
      'Students enrolled in computer science, software engineering or data science. Include links to code you have written or contributed to.',
    url: 'https://openbridge-collective.example/scholarship',
  }),
  s({
    title: 'Global Health Leaders Bursary',
    provider: 'Meridian Health Foundation',
    amount: 6000,
    deadline: '2027-03-01',
    description:
      'Supports medical and public health students committed to improving healthcare access in underserved communities, including a funded summer placement.',
    eligibility:
      'Students in medicine, nursing, pharmacy or public health programmes, with a statement describing relevant volunteering or community experience.',
    url: 'https://meridian-health.example/bursary',
  }),
  s({
    title: 'Arts and Humanities Writing Prize',
    provider: 'Lanternhouse Arts Council',
    amount: 1500,
    deadline: '2027-02-28',
    description:
      "Awarded for an outstanding essay in literature, history, philosophy, art history or music. Winning essays are published in the council's annual anthology.",
    eligibility:
      'Undergraduates in any arts or humanities discipline. Submit an original essay of 2,500 to 4,000 words.',
    url: 'https://lanternhouse-arts.example/writing-prize',
  }),
  s({
    title: 'Future Economists Research Award',
    provider: 'Cardinal Institute for Economic Policy',
    amount: 2000,
    deadline: '2027-06-30',
    description:
      'Funds an undergraduate research project in applied economics or econometrics and includes mentoring from an institute researcher.',
    eligibility:
      'Students in their second or third year of an economics or related degree, with a one-page research proposal and a faculty supporter.',
    url: 'https://cardinal-institute.example/research-award',
  }),
  s({
    title: 'International Student Excellence Scholarship',
    provider: 'Atlas Global Learning Fund',
    amount: 7500,
    deadline: '2027-04-15',
    description:
      'Helps international students cover tuition and living costs while studying abroad, renewable for up to three years subject to good academic standing.',
    eligibility:
      'International students admitted to a full-time degree outside their home country, with strong academic results and demonstrated financial need.',
    url: 'https://atlas-learning-fund.example/international',
  }),
  s({
    title: 'Engineering Innovation Grant',
    provider: 'Keystone Engineering Society',
    amount: 3000,
    deadline: '2027-03-20',
    description:
      'Supports student teams and individuals building prototypes, from assistive devices to renewable energy systems, with funds for materials and testing.',
    eligibility:
      'Engineering students at any level. Submit a project summary, budget and timeline; teams of up to four may apply together.',
    url: 'https://keystone-engineering.example/grants',
  }),
  s({
    title: 'Language Learning Abroad Scholarship',
    provider: 'Polyglot Exchange Foundation',
    amount: 2500,
    deadline: '2027-01-15',
    description:
      'Covers part of the cost of a summer or semester language programme abroad, with priority for less commonly taught languages.',
    eligibility:
      'Students of any subject who have completed at least one year of study in the target language, with a letter from a language instructor.',
    url: 'https://polyglot-exchange.example/abroad',
  }),
  s({
    title: 'Studyloop Community Contributor Award',
    provider: 'Studyloop',
    amount: 1000,
    deadline: '2027-06-01',
    description:
      'Recognises Studyloop members whose shared notes, flashcard decks and study guides have been consistently well reviewed by other students.',
    eligibility:
      'Studyloop users with at least five approved documents and an average rating of 4.5 or higher. No essay required; nominations are reviewed by the Studyloop team.',
    url: 'https://studyloop.test/scholarships/community-contributor',
  }),
];
