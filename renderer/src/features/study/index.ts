// The study feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { fetchDecks, fetchHomeworkList, fetchPublicTests } from './study.api';
