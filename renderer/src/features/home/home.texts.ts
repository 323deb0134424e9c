// Every text and piece of static marketing content of the home page (spec 1 sections 1 and 2), in one place.

export const homeTexts = {
  pageTitle: 'Studyloop – AI study tools and student notes',
  hero: {
    eyebrow: 'Loved by 4M+ academics',
    titleLead: 'Study smarter,',
    titleHighlight: 'not longer',
    description:
      'Step-by-step homework help, AI flashcards, personalised practice tests and a free academic writer, plus thousands of notes shared by students at top universities.',
    primaryCta: 'Explore AI Tools',
    secondaryCta: 'Browse Notes',
    ratingValue: '4.9',
    ratingCaption: 'app rating from 1,200+ ratings',
    demoLabel: 'AI Homework Helper',
    demoQuestion: 'Solve 2x² − 8x + 6 = 0',
    demoSteps: ['Divide by 2: x² − 4x + 3 = 0', 'Factor: (x − 1)(x − 3) = 0', 'So x = 1 or x = 3'],
    demoAnswerLabel: 'Step-by-step solution',
    demoCardsLabel: 'Flashcards ready',
    demoCardsValue: '24 cards',
    demoScoreLabel: 'Practice test',
    demoScoreValue: '92%',
  },
  stats: {
    heading: 'Studyloop in numbers',
    items: [
      { value: '50K+', label: 'Active students' },
      { value: '10K+', label: 'Documents' },
      { value: '100+', label: 'Universities' },
      { value: '1M+', label: 'AI actions' },
    ],
  },
  writer: {
    eyebrow: 'AI Writer · Free',
    title: 'Write papers you are proud to hand in',
    description:
      'Draft academic papers with real citations, format them in APA 7 and more, and check them for AI writing and plagiarism before you submit.',
    points: [
      'Citations and bibliography in APA 7, MLA and Chicago',
      'AI detection and plagiarism checks built in',
      'Version history, so no draft is ever lost',
    ],
    cta: 'Start writing for free',
    mockTitle: 'The Effects of Sleep on Memory Consolidation',
    mockParagraph:
      'Research consistently shows that sleep plays an active role in stabilising new memories (Walker & Stickgold, 2006). During slow-wave sleep, the hippocampus replays',
    mockCitation: 'Walker & Stickgold, 2006',
    mockAiLabel: 'Human-written',
    mockAiValue: '98%',
    mockPlagiarismLabel: 'Original',
    mockPlagiarismValue: '100%',
    mockWords: '1,248 words',
  },
  subjects: {
    eyebrow: 'Subjects',
    title: 'Find notes for every subject',
    description:
      'Summaries, past exams and study guides, organised by field and shared by students like you.',
    viewAll: 'View all subjects',
    loading: 'Loading subjects',
    retry: 'Try again',
    empty: 'No subjects yet.',
    documents: (count: number) =>
      `${count.toLocaleString('en-US')} ${count === 1 ? 'document' : 'documents'}`,
  },
  testPrep: {
    eyebrow: 'AI Test Prep',
    title: 'Walk into every exam prepared',
    description:
      'Get a personalised practice plan, drill a question bank built from your course and see exactly where to focus with clear analytics.',
    points: [
      'Personalised practice tests',
      'A question bank for your course',
      'Analytics that show your weak spots',
    ],
    cta: 'Start test prep',
    mockCourse: 'Biology 101 · Practice test 3',
    mockProgress: 'Question 7 of 10',
    mockQuestion: 'Which organelle produces most of the cell’s ATP?',
    mockOptions: ['Ribosome', 'Mitochondrion', 'Golgi apparatus', 'Lysosome'],
    mockCorrectIndex: 1,
    mockCorrect: 'Correct! Mitochondria run cellular respiration.',
  },
  flashcards: {
    eyebrow: 'AI Flashcard Maker',
    title: 'Turn any notes into flashcards in seconds',
    description:
      'Paste text or upload a document and get a deck you can review with spaced repetition, so you remember more with less time.',
    points: [
      'Cards from text or documents',
      'Spaced repetition that adapts to you',
      'Progress tracking for every deck',
    ],
    cta: 'Make flashcards',
    demoHint: 'Click the card to flip it',
    front: 'What does the mitochondrion do?',
    back: 'It produces most of the cell’s energy (ATP) through cellular respiration.',
    frontTag: 'Question',
    backTag: 'Answer',
    deckName: 'Cell Biology · 24 cards',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'Students love studying with Studyloop',
    previous: 'Previous testimonial',
    next: 'Next testimonial',
    goTo: (index: number) => `Show testimonial ${index}`,
    slideLabel: (index: number, total: number) => `${index} of ${total}`,
  },
  universities: {
    title: 'Used by students at 100+ universities, including',
  },
  video: {
    eyebrow: 'See it in action',
    title: 'Two minutes to a better study routine',
    description: 'Watch how students use Studyloop to go from lecture notes to exam-ready.',
    unsupported: 'Your browser cannot play this video.',
  },
  finalCta: {
    title: 'Ready to study smarter?',
    description: 'Join 50K+ students who learn faster with Studyloop. It is free to get started.',
    primary: 'Create a free account',
    secondary: 'Browse Notes',
  },
} as const;

export interface Testimonial {
  id: string;
  content: string;
  rating: 5;
  author: { name: string; university: string; avatar: string };
}

/** Static marketing content (spec 1 section 1); avatars are initials until photos are licensed. */
export const testimonials: Testimonial[] = [
  {
    id: 'testimonial-amara',
    content:
      'The flashcard maker turned my 40 pages of pharmacology notes into a deck in minutes. Spaced repetition did the rest. I passed with my best grade yet.',
    rating: 5,
    author: { name: 'Amara Okafor', university: 'University of Toronto', avatar: 'AO' },
  },
  {
    id: 'testimonial-lukas',
    content:
      'Step-by-step solutions finally made differential equations click for me. I stopped copying answers and started understanding them.',
    rating: 5,
    author: { name: 'Lukas Meyer', university: 'ETH Zürich', avatar: 'LM' },
  },
  {
    id: 'testimonial-priya',
    content:
      'I found past exams for my exact course and used the practice tests every week. Studyloop is the first study app I actually kept using.',
    rating: 5,
    author: { name: 'Priya Sharma', university: 'University of Melbourne', avatar: 'PS' },
  },
];

export const universityNames: string[] = [
  'Harvard University',
  'Stanford University',
  'MIT',
  'University of Oxford',
  'University of Cambridge',
  'Yale University',
  'Princeton University',
  'Columbia University',
  'UC Berkeley',
  'University of Toronto',
  'ETH Zürich',
  'Imperial College London',
  'University of Melbourne',
  'National University of Singapore',
];

/** The promo film, recorded from the product's own screens by scripts/media/record-promo.ts (H.264 and VP9). */
export const PROMO_VIDEO_SRC = '/api/storage/cover-images/videos/promo.mp4';
export const PROMO_VIDEO_WEBM = '/api/storage/cover-images/videos/promo.webm';
export const PROMO_VIDEO_POSTER = '/images/promo-poster.svg';
/** Captions (WebVTT) are stored beside the film, so deaf and muted viewers get its words too. */
export const PROMO_VIDEO_CAPTIONS = '/api/storage/cover-images/videos/promo.en.vtt';
