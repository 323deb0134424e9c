// Help Center content (spec 2 section 2.5).

export const helpCategories = [
  'All',
  'Getting Started',
  'Documents',
  'Purchases',
  'Account & Security',
] as const;
export type HelpCategory = (typeof helpCategories)[number];

export interface HelpQuestion {
  id: string;
  category: Exclude<HelpCategory, 'All'>;
  question: string;
  answer: string;
}

export const helpQuestions: HelpQuestion[] = [
  {
    id: 'what-is',
    category: 'Getting Started',
    question: 'What is Studyloop?',
    answer:
      'Studyloop is a study platform with AI tools (homework helper, flashcards, test prep, document chat and a free writer) and a library of study documents shared by students.',
  },
  {
    id: 'points',
    category: 'Getting Started',
    question: 'How do points work?',
    answer:
      'Points pay for AI features and documents. One US dollar buys 10 points, and you earn points when other students use the documents you upload.',
  },
  {
    id: 'free',
    category: 'Getting Started',
    question: 'Is Studyloop free?',
    answer:
      'Creating an account, browsing and the AI Writer are free. Some AI checks and premium documents cost points.',
  },
  {
    id: 'upload',
    category: 'Documents',
    question: 'How do I upload a document?',
    answer:
      'Go to Dashboard > My Documents and choose "Upload & Earn Points!". Documents are reviewed before they appear in the library.',
  },
  {
    id: 'review',
    category: 'Documents',
    question: 'Why is my document still pending?',
    answer:
      'Every upload is checked by our moderators for quality and copyright. Most reviews finish within 48 hours.',
  },
  {
    id: 'access',
    category: 'Purchases',
    question: 'Where do I find documents I bought?',
    answer:
      'Documents are available right after purchase in Dashboard > Library (My Documents, Purchased tab).',
  },
  {
    id: 'payment',
    category: 'Purchases',
    question: 'Which payment methods do you accept?',
    answer: 'You can pay by card and with PayPal.',
  },
  {
    id: 'refund',
    category: 'Purchases',
    question: 'Can I get a refund?',
    answer:
      'Yes. We offer a 30-day money-back guarantee. Contact support with your order details and we will sort it out.',
  },
  {
    id: 'password',
    category: 'Account & Security',
    question: 'How do I reset my password?',
    answer:
      'Choose "Forgot password?" on the log-in page and follow the link we e-mail you. Signed in, you can change it in Dashboard > Settings > Security.',
  },
  {
    id: 'delete',
    category: 'Account & Security',
    question: 'How do I delete my account?',
    answer:
      'Contact support from the e-mail address of your account and we will delete it and your personal data within 30 days.',
  },
  {
    id: 'verify',
    category: 'Account & Security',
    question: 'I did not get the confirmation e-mail',
    answer: 'Check your spam folder. On the log-in page you can resend the verification e-mail.',
  },
];

export function filterHelp(
  questions: HelpQuestion[],
  category: HelpCategory,
  search: string,
): HelpQuestion[] {
  const needle = search.trim().toLowerCase();
  return questions.filter(
    (item) =>
      (category === 'All' || item.category === category) &&
      (!needle || item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle)),
  );
}
