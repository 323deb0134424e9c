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

/** The built screen for a full route pattern, or `fallback` while that screen is still to come. */
export function screenFor(pattern: string, fallback: LazyScreen): LazyScreen {
  return screens[pattern] ?? fallback;
}
