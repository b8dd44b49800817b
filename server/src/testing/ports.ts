/** Ports for the servers a test starts. */
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 free right now (the OS picks it; closed again before answering). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (typeof address === 'object' && address) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}
