// Screens of the writing area, keyed by full route pattern (see lazy-screen.ts).
import { lazyScreen, type ScreenMap } from './lazy-screen';

export const writingScreens: ScreenMap = {
  '/dashboard/xyeditor': lazyScreen(() => import('../../features/writing/EditorHomePage'), 'EditorHomePage'),
  '/dashboard/xyeditor/paper/:paperId': lazyScreen(
    () => import('../../features/writing/PaperEditorPage'),
    'EditorPaperPage',
  ),
  '/dashboard/ai-writer/paper/:paperId': lazyScreen(
    () => import('../../features/writing/PaperEditorPage'),
    'WriterPaperPage',
  ),
};
