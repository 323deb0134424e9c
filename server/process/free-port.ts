import { createServer } from 'node:net';

/** Asks the OS for a port nobody is listening on, so several platforms (tests, dev) can run side by side. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not determine a free port'));
      });
    });
  });
}
