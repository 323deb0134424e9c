// The settings feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { SelectField } from './SelectField';
