// The search feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { searchTexts } from './search.texts';
