// The notifications feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { NotificationsButton } from './NotificationsButton';
export { relativeTime } from './relative-time';
