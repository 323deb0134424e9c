// The learning feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { ToolHeader } from './ToolHeader';
export { tabTriggerClasses } from './tabs.styles';
