import type { FastifyInstance } from 'fastify';

/**
 * Tells the clients of calls still answered during a shutdown to close their connections, so a keep-alive
 * client does not hold the service open once its call is answered (installed by buildApp, before any route).
 */
export function closeConnectionsWhileClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => { closing = true; });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}

/**
 * Stops a service: it takes no new connection (new calls on open ones are answered 503), lets the calls in
 * flight finish for at most graceMs, then cuts the connections still open and runs the service's onClose
 * hooks (background jobs stop and release their leases there).
 */
export async function drain(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
