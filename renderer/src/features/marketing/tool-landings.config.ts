// Content of the tool landing pages (spec 1 sections 1 and 2).
import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  BookOpenCheck,
  Bot,
  Brain,
  FileCheck2,
  FileSearch,
  FileText,
  History,
  Layers,
  ListChecks,
  MessagesSquare,
  PenLine,
  Quote,
  Repeat,
  ScanSearch,
  ShieldCheck,
  Sparkles,
  Target,
  Wand2,
} from 'lucide-react';
import type { ToolLandingKey } from './tool-landings.keys';

export interface ToolFeature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export interface ToolLanding {
  name: string;
  eyebrow: string;
  title: string;
  description: string;
  metaDescription: string;
  cta: string;
  ctaTo: string;
  badge?: string;
  icon: LucideIcon;
  features: ToolFeature[];
  steps: string[];
  /** Public content shown below (homework questions, decks or tests from the database). */
  showcase?: 'homework' | 'flashcards' | 'tests';
}

export const toolLandings: Record<ToolLandingKey, ToolLanding> = {
  'ai-writer': {
    name: 'AI Writer',
    eyebrow: 'AI Writer · Free',
    title: 'Academic papers with real citations, for free',
    description:
      'Plan, draft and polish essays and research papers. Citations and a bibliography in APA 7, MLA or Chicago, with AI detection and plagiarism checks before you hand it in.',
    metaDescription:
      'Write academic papers with citations in APA 7, MLA and Chicago. Free AI Writer by Studyloop.',
    cta: 'Start writing for free',
    ctaTo: '/dashboard/ai-writer',
    badge: 'New',
    icon: PenLine,
    features: [
      {
        icon: Quote,
        title: 'Citations done right',
        text: 'In-text citations and a reference list in APA 7 and other styles.',
      },
      {
        icon: ShieldCheck,
        title: 'Checks built in',
        text: 'AI detection and plagiarism checks on the same page.',
      },
      { icon: History, title: 'Version history', text: 'Every save is a version, so no draft is ever lost.' },
      {
        icon: Wand2,
        title: 'Improve any paragraph',
        text: 'Make it shorter, longer, clearer or more natural in one click.',
      },
    ],
    steps: [
      'Describe your paper: type, level and sources',
      'Draft it section by section with the writer',
      'Check, format and export',
    ],
  },
  'xy-editor': {
    name: 'Editor',
    eyebrow: 'Editor',
    title: 'An all-in-one editor for everything you write',
    description:
      'Write, rewrite and check your work in one place: AI toolbar actions, citations, AI detection and plagiarism checks, with autosave and versions.',
    metaDescription:
      'The Studyloop editor: AI writing tools, citations, AI detection and plagiarism checks in one editor.',
    cta: 'Open the editor',
    ctaTo: '/dashboard/xyeditor',
    icon: FileText,
    features: [
      {
        icon: Wand2,
        title: 'AI toolbar',
        text: 'Improve writing, make it natural, shorter or longer, or ask anything.',
      },
      { icon: ScanSearch, title: 'AI detection', text: 'See how human your text reads before you submit.' },
      { icon: FileSearch, title: 'Plagiarism check', text: 'Find matching passages and their sources.' },
      { icon: History, title: 'Autosave and versions', text: 'Your work is saved as you type.' },
    ],
    steps: ['Paste or start typing', 'Use the toolbar to refine', 'Check and export'],
  },
  'document-chat': {
    name: 'Document Chat',
    eyebrow: 'Document Chat',
    title: 'Ask your documents anything',
    description:
      'Upload lecture slides, a textbook chapter or a past exam and chat with it. Answers cite the pages they come from, so you can check every claim.',
    metaDescription:
      'Chat with your PDFs and notes: answers with page citations. Document Chat by Studyloop.',
    cta: 'Chat with a document',
    ctaTo: '/dashboard/document-chat',
    icon: MessagesSquare,
    features: [
      {
        icon: FileText,
        title: 'Any document',
        text: 'PDFs, notes and documents from the Studyloop library.',
      },
      { icon: Quote, title: 'Answers with sources', text: 'Every answer points to the pages it used.' },
      {
        icon: Brain,
        title: 'Explain and summarise',
        text: 'Get summaries, explanations and practice questions.',
      },
    ],
    steps: ['Upload or pick a document', 'Ask a question', 'Follow the cited pages'],
  },
  'ai-detector': {
    name: 'AI Detector',
    eyebrow: 'AI Detector',
    title: 'Check whether text reads as AI-written',
    description:
      'Paste an essay or report and get a clear score with the sentences that look machine-written, so you can revise before you submit. 5 points per check.',
    metaDescription:
      'Check text for AI writing with sentence-level signals. AI Detector by Studyloop, 5 points per check.',
    cta: 'Check a text',
    ctaTo: '/dashboard/xyeditor',
    icon: ScanSearch,
    features: [
      {
        icon: BarChart3,
        title: 'A clear score',
        text: 'One number for the whole text, and signals per sentence.',
      },
      { icon: Target, title: 'Pinpointed passages', text: 'See exactly which sentences to rework.' },
      { icon: PenLine, title: 'Fix it in place', text: 'Rewrite flagged passages in the editor.' },
    ],
    steps: ['Paste your text', 'Run the check (5 points)', 'Revise the highlighted sentences'],
  },
  'plagiarism-checker': {
    name: 'Plagiarism Checker',
    eyebrow: 'Plagiarism Checker',
    title: 'Find matching passages before your teacher does',
    description:
      'Compare your work against the Studyloop library and the sources you cite. Matches are highlighted with their source, so you can quote or rephrase. 5 points per check.',
    metaDescription: 'Check essays for plagiarism with highlighted matches and sources. 5 points per check.',
    cta: 'Check for plagiarism',
    ctaTo: '/dashboard/xyeditor',
    icon: FileCheck2,
    features: [
      { icon: FileSearch, title: 'Matched spans', text: 'Every overlapping passage, highlighted.' },
      { icon: Quote, title: 'Sources listed', text: 'Where each match comes from, ready to cite.' },
      { icon: ShieldCheck, title: 'Private', text: 'Your text is never added to anyone else’s results.' },
    ],
    steps: ['Paste your text', 'Run the check (5 points)', 'Cite or rephrase the matches'],
  },
  'ai-flashcard-maker': {
    name: 'AI Flashcard Maker',
    eyebrow: 'AI Flashcard Maker',
    title: 'Turn any notes into flashcards in seconds',
    description:
      'Paste text or pick a document and get a deck you can review with spaced repetition. Track your progress and remember more with less time.',
    metaDescription:
      'Make flashcards from text or documents and study with spaced repetition. AI Flashcard Maker by Studyloop.',
    cta: 'Make flashcards',
    ctaTo: '/dashboard/ai-flashcard-maker',
    icon: Layers,
    features: [
      { icon: Sparkles, title: 'Cards from anything', text: 'Text, notes or documents from your library.' },
      { icon: Repeat, title: 'Spaced repetition', text: 'Reviews scheduled when you are about to forget.' },
      { icon: BarChart3, title: 'Progress tracking', text: 'See what you know and what needs work.' },
    ],
    steps: ['Paste text or choose a document', 'Review the generated cards', 'Study a little every day'],
    showcase: 'flashcards',
  },
  'ai-homework-helper': {
    name: 'AI Homework Helper',
    eyebrow: 'AI Homework Helper',
    title: 'Step-by-step solutions that actually teach you',
    description:
      'Ask any question in maths, science, economics and more. Get a worked solution step by step, so you understand the method and not just the answer.',
    metaDescription: 'Step-by-step solutions for maths, science and more. AI Homework Helper by Studyloop.',
    cta: 'Ask a question',
    ctaTo: '/dashboard/ai-homework-helper',
    icon: Bot,
    features: [
      {
        icon: ListChecks,
        title: 'Every step explained',
        text: 'Follow the method from the first line to the answer.',
      },
      {
        icon: Brain,
        title: 'Many subjects',
        text: 'Algebra, calculus, physics, chemistry, economics and more.',
      },
      { icon: BookOpenCheck, title: 'Learn by example', text: 'Browse questions other students asked.' },
    ],
    steps: [
      'Type or paste your question',
      'Read the step-by-step solution',
      'Ask a follow-up if you are stuck',
    ],
    showcase: 'homework',
  },
  'test-prep': {
    name: 'AI Test Prep',
    eyebrow: 'AI Test Prep',
    title: 'Walk into every exam prepared',
    description:
      'Get a personalised practice plan, drill a question bank built from your course and see exactly where to focus with clear analytics.',
    metaDescription: 'Personalised practice tests, a question bank and analytics. AI Test Prep by Studyloop.',
    cta: 'Start test prep',
    ctaTo: '/dashboard/test-prep',
    icon: Target,
    features: [
      { icon: Target, title: 'Personalised tests', text: 'Practice tests from your own materials.' },
      { icon: ListChecks, title: 'Question bank', text: 'Questions for your course, with explanations.' },
      { icon: BarChart3, title: 'Analytics', text: 'Scores by topic show your weak spots.' },
    ],
    steps: [
      'Create a study plan for your exam',
      'Take practice tests',
      'Focus on the topics analytics point to',
    ],
    showcase: 'tests',
  },
};
