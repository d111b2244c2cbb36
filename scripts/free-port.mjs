/**
 * A port nobody listens on now, on loopback: for the servers a bench or a test starts beside the
 * others (there is a small window before it is taken; each caller binds it at once).
 */
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((found) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => found(port));
    });
  });
