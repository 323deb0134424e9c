// The subscription feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { currentSubscriptionQuery } from './subscription.api';
