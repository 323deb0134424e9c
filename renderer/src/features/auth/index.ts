// The auth feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { RequireAuth } from './RequireAuth';
export { reloadProfile } from './auth.runtime';
export { displayNameOf, firstNameOf, useAuthStore } from './auth.store';
export { Avatar } from './components/Avatar';
export { RecoveryBanner } from './components/RecoveryBanner';
export { UserMenu } from './components/UserMenu';
export { useSignOut } from './useSignOut';
