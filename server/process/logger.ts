/** Structured logs: one JSON line per event on stderr, so stdout stays for what a person should read. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(
  level: LogLevel | 'silent' = 'info',
  sink: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const threshold = level === 'silent' ? Infinity : ORDER[level];
  const write = (lvl: LogLevel) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < threshold) return;
    sink(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }) + '\n');
  };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export function parseLogLevel(value: string | undefined, fallback: LogLevel | 'silent'): LogLevel | 'silent' {
  return value === 'debug' || value === 'info' || value === 'warn' || value === 'error' || value === 'silent'
    ? value
    : fallback;
}
