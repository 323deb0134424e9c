// Texts of the writing suite (spec 2 sections 2.6 and 8; spec 1 sections 5 and 9), word for word where the spec
// words them.
import type { ToolbarAction } from '../../../../shared/constants/points-costs';

export const writingTexts = {
  paperNotFound: 'Paper not found',
  loadFailed: 'Failed to load paper',
  saveFailed: 'Failed to save changes',
  createFailed: 'Failed to create paper',
  mustLogIn: 'You must be logged in to save papers',
  insufficient: 'insufficient points',
  insufficientDetection: 'You have insufficient points for AI detection',
  insufficientPlagiarism: 'You have insufficient points for plagiarism checking',
  points: (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`,
  words: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'word' : 'words'}`,
  editorTitle: 'Editor',
  editorIntro: 'Start typing: your first words create the document, and every save keeps a version.',
  newDocument: 'New document',
  yourDocuments: 'Your documents',
  noDocuments: 'No documents yet. Start typing above to create your first one.',
  titleLabel: 'Document title',
  contentLabel: 'Document text',
  placeholder: 'Start writing, or paste your text here…',
  saving: 'Saving…',
  saved: (time: string) => `Saved ${time}`,
  unsaved: 'Unsaved changes',
  saveNow: 'Save now',
  draftReady: 'The draft is ready in the editor.',
  exportDocx: 'Export DOCX',
  exportPdf: 'Export PDF',
  exportFailed: 'The export failed. Please try again.',
  versionHistory: 'Version history',
  noVersions: 'No versions yet.',
  version: (n: number) => `Version ${n}`,
  preview: 'Preview',
  restore: 'Restore this version',
  restored: (n: number) => `Version ${n} restored`,
  closePreview: 'Close preview',
  selectFirst: 'Select some text first.',
  customQueryLabel: 'What should the AI do with the selection?',
  suggestion: 'Suggestion',
  accept: 'Accept',
  reject: 'Reject',
  original: 'Original',
  working: 'Working…',
  answeredBy: (engine: 'provider' | 'engine' | null) =>
    engine === 'provider'
      ? 'Answered by the AI provider.'
      : 'Answered by the built-in engine (no AI provider was used).',
  refunded: 'The request failed and your points were refunded. Please try again.',
  detector: 'AI detector',
  plagiarism: 'Plagiarism checker',
  runDetector: 'Check for AI writing',
  runPlagiarism: 'Check for plagiarism',
  detectorCaution:
    'AI detectors produce false positives: human writing is often flagged. Treat this as an estimate, never as proof.',
  aiLikelihood: (percent: number) => `AI score ${percent}%`,
  aiVerdict: {
    'likely-ai': 'Likely AI-generated',
    mixed: 'Mixed: parts may be AI-generated',
    'likely-human': 'Likely human-written',
  } as const,
  scoreMeaningTitle: 'What the score means',
  highlightLegendAi: 'Reads like AI (the "likely AI" level)',
  highlightLegendMixed: 'Leans towards AI (the "mixed" level)',
  highlightedInEditor: 'The highlighted sentences are also marked in your text until you edit it.',
  perplexityUsed:
    "The AI provider's reading of how predictable the text is (perplexity) was added to the score; the error rates were measured without it.",
  similarity: (percent: number) => `${percent}% similarity`,
  noSources: 'No matching sources found.',
  similarSources: (n: number) => `and ${n} similar ${n === 1 ? 'source' : 'sources'}`,
  similarSourcesLead: 'The same passage is also found in:',
  plagiarismLegend: 'Found in a source: the number is the source in the list',
  matchesInEditor: 'The matched passages are also marked in your text until you edit it.',
  matchedWords: (n: number) => `${n.toLocaleString('en-US')} matched words`,
  excluded: (quotes: number, references: number) =>
    `Left out: ${quotes} quoted and ${references} reference-list words.`,
  pastReports: 'Past reports',
  noReports: 'No reports yet.',
  analysis: 'Content analysis',
  rewriteContent: 'Rewrite content',
  improveContent: 'Improve content',
  aiTools: 'AI tools',
  aiToolsOnModel:
    'AI tools run on the AI model. Select text for the first six; the others use the whole text.',
  aiToolsWithoutModel:
    'Rewriting tools need an AI model, and none is configured, so they are off and nothing is charged for them. Content analysis runs on the built-in engine (figures, without written comments).',
  draftNeedsModel:
    'Drafts need an AI model, and none is configured on this platform. The outline below is free: the sections of your paper, their lengths and what to write in each.',
  freeOutline: 'Get a free outline',
  outlineReady: 'The free outline is in the editor.',
  generate: (words: number, points: number) =>
    `Generate a ${words.toLocaleString('en-US')}-word draft · ${points} points`,
  scaffoldNote: 'Free outline from the built-in engine: nothing was charged.',
} as const;

export const toolbarActionLabels: Record<ToolbarAction, string> = {
  'improve-writing': 'Improve writing',
  'make-natural': 'Make natural',
  shorter: 'Shorter',
  longer: 'Longer',
  'custom-query': 'Custom query',
  'enhance-expression': 'Enhance expression',
};
