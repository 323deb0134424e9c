import type { SubjectSeed } from './seed-types.ts';

export const SUBJECTS: readonly SubjectSeed[] = [
  {
    name: 'Mathematics',
    slug: 'mathematics',
    icon_name: 'Calculator',
    color: '#4f46e5',
    description:
      'Calculus, linear algebra, probability and proof, from first-year foundations to graduate analysis.',
  },
  {
    name: 'Physics',
    slug: 'physics',
    icon_name: 'Atom',
    color: '#0ea5e9',
    description:
      'Mechanics, electromagnetism, thermodynamics and quantum physics, with worked problems and lab write-ups.',
  },
  {
    name: 'Computer Science',
    slug: 'computer-science',
    icon_name: 'Code',
    color: '#7c3aed',
    description:
      'Programming, algorithms, systems and theory: lecture notes, problem sets and interview-style practice.',
  },
  {
    name: 'Engineering',
    slug: 'engineering',
    icon_name: 'Cog',
    color: '#ea580c',
    description:
      'Statics, circuits, fluids, materials and control systems for civil, mechanical and electrical students.',
  },
  {
    name: 'Medicine',
    slug: 'medicine',
    icon_name: 'Stethoscope',
    color: '#dc2626',
    description:
      'Anatomy, physiology, pharmacology and pathology, organised for pre-clinical study and board preparation.',
  },
  {
    name: 'Law',
    slug: 'law',
    icon_name: 'Scale',
    color: '#78350f',
    description:
      'Case briefs, outlines and exam strategies for contracts, torts, constitutional and criminal law.',
  },
  {
    name: 'Psychology',
    slug: 'psychology',
    icon_name: 'Brain',
    color: '#db2777',
    description:
      'Cognition, development, social behaviour and research methods, with the key studies explained.',
  },
  {
    name: 'Biology',
    slug: 'biology',
    icon_name: 'Dna',
    color: '#16a34a',
    description:
      'Cell and molecular biology, genetics, evolution and ecology, from diagrams to exam-ready summaries.',
  },
  {
    name: 'Fine Arts',
    slug: 'fine-arts',
    icon_name: 'Palette',
    color: '#c026d3',
    description:
      'Art history, visual analysis, studio techniques and critical theory for artists and art historians.',
  },
  {
    name: 'Music',
    slug: 'music',
    icon_name: 'Music',
    color: '#9333ea',
    description:
      'Harmony, counterpoint, ear training, music history and analysis for performers and composers.',
  },
  {
    name: 'Languages',
    slug: 'languages',
    icon_name: 'Languages',
    color: '#0d9488',
    description:
      'Grammar guides, vocabulary decks and exam practice for Spanish, French, German, Japanese and more.',
  },
  {
    name: 'Literature',
    slug: 'literature',
    icon_name: 'BookOpen',
    color: '#b45309',
    description:
      'Close readings, essay plans and period overviews, from Shakespeare to the contemporary novel.',
  },
  {
    name: 'Economics',
    slug: 'economics',
    icon_name: 'TrendingUp',
    color: '#059669',
    description:
      'Micro, macro and econometrics: models explained step by step, with graphs and past-paper practice.',
  },
  {
    name: 'Environmental Science',
    slug: 'environmental-science',
    icon_name: 'Leaf',
    color: '#65a30d',
    description:
      'Climate, ecosystems, pollution and sustainability policy, linking field data to the science behind it.',
  },
  {
    name: 'Chemistry',
    slug: 'chemistry',
    icon_name: 'FlaskConical',
    color: '#0891b2',
    description:
      'General, organic, physical and analytical chemistry, with mechanisms, calculations and lab technique.',
  },
  {
    name: 'Data Science',
    slug: 'data-science',
    icon_name: 'Database',
    color: '#2563eb',
    description:
      'Statistics, machine learning, SQL and data visualisation, with code-along notes and case studies.',
  },
];
