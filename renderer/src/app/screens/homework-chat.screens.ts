// Screens of the homework-chat area, keyed by full route pattern (see lazy-screen.ts).
import type { ScreenMap } from './lazy-screen';
import { lazyScreen } from './lazy-screen';

export const homeworkChatScreens: ScreenMap = {
  '/dashboard/ai-homework-helper': lazyScreen(
    () => import('../../features/homework/HomeworkHelperPage'),
    'HomeworkHelperPage',
  ),
  '/dashboard/ai-homework-helper/question/:slug': lazyScreen(
    () => import('../../features/homework/HomeworkThreadPage'),
    'HomeworkThreadPage',
  ),
  '/dashboard/document-chat': lazyScreen(
    () => import('../../features/document-chat/DocumentChatListPage'),
    'DocumentChatListPage',
  ),
  '/dashboard/document-chat/upload': lazyScreen(
    () => import('../../features/document-chat/DocumentChatUploadPage'),
    'DocumentChatUploadPage',
  ),
  '/dashboard/document-chat/:id': lazyScreen(
    () => import('../../features/document-chat/DocumentChatPage'),
    'DocumentChatPage',
  ),
};
