// The marketplace feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { useToggleBookmark } from './bookmarks.api';
