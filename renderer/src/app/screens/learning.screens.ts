// Screens of the learning area, keyed by full route pattern (see lazy-screen.ts).
import type { ScreenMap } from './lazy-screen';
import { lazyScreen } from './lazy-screen';

const testSession = lazyScreen(() => import('../../features/test-prep/TestSessionPage'), 'TestSessionPage');
const testResults = lazyScreen(() => import('../../features/test-prep/TestResultsPage'), 'TestResultsPage');

export const learningScreens: ScreenMap = {
  '/dashboard/ai-flashcard-maker': lazyScreen(
    () => import('../../features/flashcards/FlashcardsHomePage'),
    'FlashcardsHomePage',
  ),
  '/dashboard/ai-flashcard-maker/deck/create': lazyScreen(
    () => import('../../features/flashcards/DeckCreatePage'),
    'DeckCreatePage',
  ),
  '/dashboard/ai-flashcard-maker/deck/:identifier': lazyScreen(
    () => import('../../features/flashcards/DeckPage'),
    'DeckPage',
  ),
  '/dashboard/ai-flashcard-maker/deck/:identifier/edit': lazyScreen(
    () => import('../../features/flashcards/DeckEditPage'),
    'DeckEditPage',
  ),
  '/dashboard/test-prep': lazyScreen(
    () => import('../../features/test-prep/TestPrepHomePage'),
    'TestPrepHomePage',
  ),
  '/dashboard/test-prep/create': lazyScreen(
    () => import('../../features/test-prep/PlanCreatePage'),
    'PlanCreatePage',
  ),
  '/dashboard/test-prep/:planId': lazyScreen(() => import('../../features/test-prep/PlanPage'), 'PlanPage'),
  '/dashboard/test-prep/:planId/create-test': lazyScreen(
    () => import('../../features/test-prep/CreateTestPage'),
    'CreateTestPage',
  ),
  '/dashboard/test-prep/:planId/edit-resources': lazyScreen(
    () => import('../../features/test-prep/PlanResourcesPage'),
    'PlanResourcesPage',
  ),
  '/dashboard/test-prep/:planId/test/:testId': testSession,
  '/dashboard/test-prep/:planId/test/:testId/results': testResults,
  '/test-prep/:planId/test/:testId': testSession,
  '/test-prep/:planId/test/:testId/results': testResults,
};
