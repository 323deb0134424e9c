// The writing feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { ToolHandoffForm } from './handoff/ToolHandoffForm';
export { isHandoffTool } from './handoff/tool-handoff';
