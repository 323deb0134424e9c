// The ai-tools feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { AiToolNote } from './AiToolNote';
export { PaidActionFailure } from './PaidActionFailure';
export { aiCapabilitiesQuery, useAiToolMode } from './ai-capabilities.api';
export { aiToolTexts } from './ai-tools.texts';
export { usePaidAction } from './usePaidAction';
export type { PaidRun } from './usePaidAction';
