// The processing child's entry (started by processing-sandbox.ts): answers one request at a time over IPC and
// exits when its parent goes away. It holds no secrets and no database connection: bytes and text in, bytes and
// text out.
import { RefusedFileError } from './document-limits.ts';
import { warmUpReader } from './document-reader.ts';
import { SANDBOX_OPERATIONS, type SandboxOperation } from './processing-sandbox.ops.ts';

interface Request {
  id: number;
  op: SandboxOperation;
  input: never;
}

process.on('disconnect', () => process.exit(0));
process.on('message', (message: Request) => {
  const operation = SANDBOX_OPERATIONS[message.op] as (input: never) => Promise<unknown>;
  void Promise.resolve()
    .then(() => operation(message.input))
    .then(
      (output) => process.send?.({ id: message.id, ok: true, output }),
      (error: unknown) =>
        process.send?.({
          id: message.id,
          ok: false,
          refused: error instanceof RefusedFileError,
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
});
process.send?.({ ready: true });
// Loading and compiling the reader takes seconds of CPU: done while the child waits as the spare, so a job does not.
void warmUpReader()
  .catch(() => undefined)
  .finally(() => process.send?.({ warm: true }));
