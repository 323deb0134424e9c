import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/** Structured logs: one JSON line per event on stderr, so stdout stays for what a person should read. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** The pino instance behind each logger this module made, so children are pino children (bindings written once). */
const pinoOf = new WeakMap<Logger, pino.Logger>();

function fromPino(instance: pino.Logger): Logger {
  const write =
    (level: LogLevel) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      if (fields) instance[level](fields, msg);
      else instance[level](msg);
    };
  const logger: Logger = {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  };
  pinoOf.set(logger, instance);
  return logger;
}

/**
 * Errors are passed as they were caught (an Error, or anything a rejected promise carries); a line keeps an
 * Error's type, message and stack rather than the `{}` JSON would make of it.
 */
function serializeError(value: unknown): unknown {
  return value instanceof Error ? pino.stdSerializers.err(value) : value;
}

export function createLogger(
  level: LogLevel | 'silent' = 'info',
  sink: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  return fromPino(
    pino(
      {
        level,
        // One process on one machine: pid and hostname on every line would be noise.
        base: undefined,
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }) },
        serializers: { error: serializeError },
      },
      // Each line is handed over whole, synchronously: nothing is buffered that an exit could lose.
      { write: sink },
    ),
  );
}

/** A logger that writes `bindings` on every line, e.g. the request id on everything one request logs. */
export function childLogger(log: Logger, bindings: Record<string, unknown>): Logger {
  const instance = pinoOf.get(log);
  if (instance) return fromPino(instance.child(bindings));
  const write =
    (level: LogLevel) =>
    (msg: string, fields?: Record<string, unknown>): void =>
      log[level](msg, { ...bindings, ...fields });
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * The logger of the request being handled. The gateway sets it for everything a request runs, across awaits,
 * timers and the services' own promises, so that code far from the HTTP layer (a repository, a mail sent after
 * the answer, the REST proxy's socket callbacks) logs with the request's id without being handed it.
 */
const requestScope = new AsyncLocalStorage<Logger>();

export function runWithRequestLogger<T>(log: Logger, work: () => T): T {
  return requestScope.run(log, work);
}

/**
 * The logger of the request being handled now, or `fallback`. Take it at the start of the request's work for
 * code that logs from event-emitter callbacks (a socket's 'error', a stream's 'finish'): those run in the
 * context of whoever made the emitter (a pooled keep-alive socket was made by an earlier request), not of the
 * request that is listening.
 */
export function currentRequestLogger(fallback: Logger): Logger {
  return requestScope.getStore() ?? fallback;
}

/**
 * A logger that writes through the logger of the request being handled, or through `fallback` outside any
 * request (start-up, timers, background work not started by a request). The request is looked up at each call,
 * which follows promises and timers; see currentRequestLogger for event-emitter callbacks.
 */
export function requestScoped(fallback: Logger): Logger {
  const current = () => currentRequestLogger(fallback);
  return {
    debug: (msg, fields) => current().debug(msg, fields),
    info: (msg, fields) => current().info(msg, fields),
    warn: (msg, fields) => current().warn(msg, fields),
    error: (msg, fields) => current().error(msg, fields),
  };
}

export function parseLogLevel(value: string | undefined, fallback: LogLevel | 'silent'): LogLevel | 'silent' {
  return (LOG_LEVELS as readonly string[]).includes(value ?? '') ? (value as LogLevel | 'silent') : fallback;
}
