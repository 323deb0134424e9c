// The home feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { subjectVisualFor } from './subject-icon.mapper';
