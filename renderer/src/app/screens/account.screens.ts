// Screens of the account area, keyed by full route pattern (see lazy-screen.ts).
import type { ScreenMap } from './lazy-screen';

export const accountScreens: ScreenMap = {};
