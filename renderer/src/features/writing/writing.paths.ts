import type { PaperEditor } from './writing.api';

export const writingPaths = {
  list: (kind: PaperEditor) => (kind === 'editor' ? '/dashboard/xyeditor' : '/dashboard/ai-writer'),
  paper: (kind: PaperEditor, id: string) =>
    kind === 'editor' ? `/dashboard/xyeditor/paper/${id}` : `/dashboard/ai-writer/paper/${id}`,
};
