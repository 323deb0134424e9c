// Screens of the writing area, keyed by full route pattern (see lazy-screen.ts).
import { lazyScreen, type ScreenMap } from './lazy-screen';

export const writingScreens: ScreenMap = {
  '/dashboard/ai-writer': lazyScreen(() => import('../../features/writing/WriterListPage'), 'WriterListPage'),
  '/dashboard/ai-writer/paper': lazyScreen(
    () => import('../../features/writing/NewPaperPage'),
    'NewPaperPage',
  ),
  '/dashboard/ai-writer/paper/:paperId': lazyScreen(
    () => import('../../features/writing/PaperEditorPage'),
    'WriterPaperPage',
  ),
  '/dashboard/xyeditor': lazyScreen(() => import('../../features/writing/EditorHomePage'), 'EditorHomePage'),
  '/dashboard/xyeditor/paper/:paperId': lazyScreen(
    () => import('../../features/writing/PaperEditorPage'),
    'EditorPaperPage',
  ),
};
