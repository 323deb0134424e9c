// Screens of the money area, keyed by full route pattern (see lazy-screen.ts).
import type { ScreenMap } from './lazy-screen';

export const moneyScreens: ScreenMap = {};
