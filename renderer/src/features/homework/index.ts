// The homework feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { MathBlocks } from './MathBlocks';
