// Texts of the landings' hand-off into the writing tools (issue 13).
import type { HandoffTool } from './tool-handoff';

export const handoffTexts = {
  label: {
    'ai-writer': 'Your topic or assignment',
    'xy-editor': 'Start with your text',
    'ai-detector': 'Text to check for AI writing',
    'plagiarism-checker': 'Text to check for plagiarism',
  } satisfies Record<HandoffTool, string>,
  placeholder: {
    'ai-writer': 'Paste the assignment brief or describe the paper you need…',
    'xy-editor': 'Paste or type your draft…',
    'ai-detector': 'Paste an essay, report or paragraph…',
    'plagiarism-checker': 'Paste an essay, report or paragraph…',
  } satisfies Record<HandoffTool, string>,
  signedOutNote: 'You’ll sign in or create a free account first — your text comes with you.',
  characters: (n: number, max: number) =>
    `${n.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,
  /** Shown in the tool when the text arrived from the landing. */
  arrived: 'Your text from the landing page is in the editor.',
  arrivedWriter: 'Your text from the landing page is in the instructions.',
};
