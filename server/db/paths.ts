import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

/** The repository root, found from this file so the server runs from any working directory. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PLATFORM_SCHEMA_DIR = join(REPO_ROOT, 'server', 'db', 'platform-schema');
export const APP_MIGRATIONS_DIR = join(REPO_ROOT, 'supabase', 'migrations');
export const FUNCTIONS_DIR = join(REPO_ROOT, 'supabase', 'functions');
