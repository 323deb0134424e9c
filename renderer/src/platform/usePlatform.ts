import { getPlatform } from './current-platform';
import type { Platform } from './platform';

/** The Platform for this renderer (desktop or web); the same object for the whole session. */
export function usePlatform(): Platform {
  return getPlatform();
}
