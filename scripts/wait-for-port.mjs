import net from 'node:net';

/**
 * Resolves once something accepts connections on the port (or rejects after `timeoutMs`).
 * @param {number} port
 * @param {{ host?: string, timeoutMs?: number }} [options]
 * @returns {Promise<void>}
 */
export const waitForPort = (port, { host = '127.0.0.1', timeoutMs = 60_000 } = {}) =>
  new Promise((resolve, reject) => {
    const deadline = Date.now() + timeoutMs;
    const attempt = () => {
      const socket = net.connect({ port, host });
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${host}:${port}`));
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
