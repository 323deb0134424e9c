/**
 * Server-sent events as OpenAI-compatible servers stream them: `data: <json>` lines separated by blank lines,
 * ending with `data: [DONE]`. Chunks from the network can split a line or an event anywhere, including inside a
 * multi-byte character, so bytes are decoded in streaming mode and only complete events are emitted.
 */
export async function* readSseData(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  // Not every fetch implementation errors the body when its request is aborted; cancelling the reader
  // ends a pending read in all of them.
  const onAbort = (): void => {
    reader.cancel().catch(() => undefined);
  };
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    for (;;) {
      if (signal?.aborted) return;
      const { done, value } = await reader.read();
      buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
      buffer = buffer.replace(/\r\n?/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        const event = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = eventData(event);
        if (data !== null) {
          if (data === '[DONE]') return;
          yield data;
        }
        boundary = buffer.indexOf('\n\n');
      }
      if (done) {
        const data = eventData(buffer);
        if (data !== null && data !== '[DONE]') yield data;
        return;
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
}

/** The data of one event: its `data:` lines joined by newlines; comments (":") and other fields ignored. */
function eventData(event: string): string | null {
  const lines = event.split('\n').filter((l) => l.startsWith('data:'));
  if (lines.length === 0) return null;
  return lines.map((l) => l.slice(5).replace(/^ /, '')).join('\n');
}
