// What the person at the terminal reads (the platform's banner, why it cannot start), as opposed to the structured
// log lines of server/process/logger.ts. Server code writes to neither console: lint forbids it, so every line
// is one of the two.

/** What a command has to say on success: plain text on stdout (the banner, where the app opened). */
export function showUser(message: string): void {
  process.stdout.write(`${message}\n`);
}

/**
 * Why a command stops: plain text on stderr, so that it is seen even when stdout goes elsewhere and logs are
 * silenced.
 */
export function tellUser(message: string): void {
  process.stderr.write(`\n${message}\n\n`);
}
