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

export const copyrightLinks: NavGroup = {
  label: 'Copyright',
  links: [
    { label: 'Notice & Takedown', to: '/legal/notice-takedown' },
    { label: 'File a Complaint', to: '/legal/file-complaint' },
    { label: 'Code of Honor', to: '/legal/code-of-honor' },
    { label: 'Community Guidelines', to: '/legal/community-guidelines' },
  ],
};

export const socialLinks = [
  { label: 'Studyloop on X', href: 'https://x.com/studyloop', icon: 'x' },
  { label: 'Studyloop on Instagram', href: 'https://www.instagram.com/studyloop', icon: 'instagram' },
  { label: 'Studyloop on YouTube', href: 'https://www.youtube.com/@studyloop', icon: 'youtube' },
  { label: 'Studyloop on LinkedIn', href: 'https://www.linkedin.com/company/studyloop', icon: 'linkedin' },
] as const;

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
  copyrightLinks,
];

export const legalLinks: NavLink[] = [
  { label: 'Legal', to: '/legal' },
  { label: 'Terms', to: '/legal/terms' },
  { label: 'Privacy', to: '/legal/privacy' },
  { label: 'Cookie Policy', to: '/legal/cookie-policy' },
  { label: 'Refund Policy', to: '/legal/refund-policy' },
];

export const shellTexts = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mobileMenu: 'Menu',
  openSearch: 'Open search',
  closeSearch: 'Close search',
  languageMenu: 'Language',
  moreLanguages: 'More languages coming soon',
  social: 'Follow Studyloop',
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
