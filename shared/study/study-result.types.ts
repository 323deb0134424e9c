/** An expected failure, returned as a value (ARCHITECTURE.md section 8) with a message fit for the user. */
export interface StudyError {
  code: string;
  message: string;
}

/** The `{ data, error }` shape the rest of the app already knows from supabase-js. */
export type StudyResult<T> = { data: T; error: null } | { data: null; error: StudyError };

export function ok<T>(data: T): StudyResult<T> {
  return { data, error: null };
}

export function fail<T>(code: string, message: string): StudyResult<T> {
  return { data: null, error: { code, message } };
}
