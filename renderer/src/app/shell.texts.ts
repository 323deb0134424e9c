// Texts and link lists of the app shell (header, footer, fallback pages), kept in one place.

export interface NavLink {
  label: string;
  to: string;
  description?: string;
  isNew?: boolean;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export const studyLinks: NavGroup = {
  label: 'Study',
  links: [
    { label: 'AI Homework Helper', to: '/ai-homework-helper', description: 'Step-by-step solutions' },
    { label: 'Document Chat', to: '/document-chat', description: 'Ask questions about any document' },
    {
      label: 'AI Flashcard Maker',
      to: '/ai-flashcard-maker',
      description: 'Flashcards with spaced repetition',
    },
    { label: 'AI Test Prep', to: '/test-prep', description: 'Personalised practice tests' },
  ],
};

export const writeLinks: NavGroup = {
  label: 'Write',
  links: [
    { label: 'AI Writer', to: '/ai-writer', description: 'Papers with citations, free', isNew: true },
    { label: 'AI Detector', to: '/ai-detector', description: 'Check text for AI writing' },
    { label: 'Plagiarism Checker', to: '/plagiarism-checker', description: 'Find matching sources' },
    { label: 'Editor', to: '/xy-editor', description: 'An all-in-one editor' },
  ],
};

export const exploreLinks: NavGroup = {
  label: 'Explore',
  links: [
    { label: 'Documents', to: '/documents', description: 'Notes, guides and past exams' },
    { label: 'Subjects', to: '/subjects', description: 'Browse by field of study' },
    { label: 'Tests', to: '/tests', description: 'Practice tests and exams' },
    { label: 'Textbooks', to: '/textbooks', description: 'Guides to popular textbooks' },
    { label: 'Universities', to: '/universities', description: 'Courses at your university' },
  ],
};

export const companyLinks: NavGroup = {
  label: 'Company',
  links: [
    { label: 'About', to: '/about' },
    { label: 'Careers', to: '/careers' },
    { label: 'Contact', to: '/contact' },
    { label: 'Help Center', to: '/help' },
    { label: 'Blog', to: '/blog' },
  ],
};

export const headerNavGroups: NavGroup[] = [studyLinks, writeLinks, exploreLinks];
export const mobileNavGroups: NavGroup[] = [studyLinks, writeLinks, exploreLinks, companyLinks];

export const footerGroups: NavGroup[] = [
  companyLinks,
  {
    label: 'Explore',
    links: [...exploreLinks.links, { label: 'Scholarships', to: '/scholarships' }],
  },
  {
    label: 'Study Tools',
    links: [...studyLinks.links, ...writeLinks.links].map(({ label, to }) => ({ label, to })),
  },
];

export const legalLinks: NavLink[] = [
  { label: 'Terms', to: '/legal/terms' },
  { label: 'Privacy', to: '/legal/privacy' },
  { label: 'Cookie Policy', to: '/legal/cookie-policy' },
  { label: 'Code of Honor', to: '/legal/code-of-honor' },
  { label: 'Community Guidelines', to: '/legal/community-guidelines' },
  { label: 'Notice & Takedown', to: '/legal/notice-takedown' },
  { label: 'Refund Policy', to: '/legal/refund-policy' },
];

export const shellTexts = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  logIn: 'Log in',
  register: 'Register',
  newBadge: 'New',
  footerTagline: 'AI study tools and a library of notes shared by students, all in one place.',
  footerAppTitle: 'Study anywhere',
  footerAppText: 'Get the desktop app with offline access to your library.',
  footerAppCta: 'Download the app',
  footerLegal: 'Legal',
  language: 'English (US)',
  copyright: (year: number) => `© ${year} Studyloop. All rights reserved.`,
  comingSoonEyebrow: 'Coming soon',
  comingSoonTitle: (title: string) => `${title} is on its way`,
  comingSoonText:
    'We are still building this page. Everything on the home page already works, so take a look around in the meantime.',
  comingSoonPathLabel: 'Requested page',
  backHome: 'Back to home',
  browseNotes: 'Browse notes',
  notFoundTitle: 'Page not found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  notFoundCountdown: (seconds: number) =>
    `Taking you to the home page in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}…`,
  goHomeNow: 'Go home now',
  errorTitle: 'Something went wrong',
  errorText: 'This page failed to load. Check your connection and try again.',
  reload: 'Reload page',
} as const;
