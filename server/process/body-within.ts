// A request body read no further than a limit: the services that read a body whole (functions, auth) take it
// through this, so a client cannot make the process that serves everyone buffer and parse hundreds of megabytes.

/** The body's bytes, or null past `limit` (read no further than that, whatever Content-Length says). */
export async function bodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
