// A refusal a function's handler (or what it calls) throws: defineFunction answers it as `{ error: message,
// ...extra }` with its status, so a handler says why it stops in one line, however deep the reason is found.
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
