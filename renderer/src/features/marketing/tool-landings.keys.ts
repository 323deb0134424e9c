/** The tool landing routes of spec 1 section 2. */
export const toolLandingKeys = [
  'ai-writer',
  'xy-editor',
  'document-chat',
  'ai-detector',
  'plagiarism-checker',
  'ai-flashcard-maker',
  'ai-homework-helper',
  'test-prep',
] as const;

export type ToolLandingKey = (typeof toolLandingKeys)[number];
