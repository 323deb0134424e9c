// Every built screen, by area. Each area keeps its own file so work on one area never edits another's lines.
import type { LazyScreen } from './lazy-screen';
import { accountScreens } from './account.screens';
import { adminScreens } from './admin.screens';
import { homeworkChatScreens } from './homework-chat.screens';
import { learningScreens } from './learning.screens';
import { marketplaceScreens } from './marketplace.screens';
import { moneyScreens } from './money.screens';
import { sellerScreens } from './seller.screens';
import { writingScreens } from './writing.screens';

const screens: Readonly<Record<string, LazyScreen>> = {
  ...moneyScreens,
  ...marketplaceScreens,
  ...sellerScreens,
  ...writingScreens,
  ...homeworkChatScreens,
  ...learningScreens,
  ...accountScreens,
  ...adminScreens,
};

/**
 * The screen for a full route pattern. Every route of the table has its built screen; a pattern with none is a
 * mistake in the table or an area's file, and fails as the route table loads rather than showing a placeholder.
 */
export function screenFor(pattern: string): LazyScreen {
  const screen = screens[pattern];
  if (!screen) throw new Error(`No screen is registered for the route ${pattern}`);
  return screen;
}
