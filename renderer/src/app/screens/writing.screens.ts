// Screens of the writing area, keyed by full route pattern (see lazy-screen.ts).
import type { ScreenMap } from './lazy-screen';

export const writingScreens: ScreenMap = {};
