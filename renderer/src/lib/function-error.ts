// Edge functions answer errors as `{ error }` with a 4xx/5xx status; supabase-js reports only "non-2xx". This reads
// the function's own words so the person sees why.

/** The `{ error }` a function answered with, else the client's own message. */
export async function functionErrorMessage(error: { message: string; context?: unknown }): Promise<string> {
  const context = error.context;
  if (context instanceof Response) {
    try {
      const body = (await context.clone().json()) as { error?: unknown };
      if (typeof body.error === 'string') return body.error;
    } catch {
      // Not JSON: fall through to the client's message.
    }
  }
  return error.message;
}
