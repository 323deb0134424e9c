// Screens of the seller area (seller mode of the dashboard), keyed by full route pattern (see lazy-screen.ts).
import type { ScreenMap } from './lazy-screen';

export const sellerScreens: ScreenMap = {};
