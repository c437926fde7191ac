import net from 'node:net';

export interface LatencyProxy {
  readonly port: number;
  /** Client ports of connections the target refused (the server no longer accepted them). */
  readonly refusedPorts: ReadonlySet<number>;
  close(): Promise<void>;
}

/**
 * A TCP proxy that delays everything, data and closes alike, by `delayMs` each way: the network
 * between a load balancer and the server. With it, a close by the server reaches the client late,
 * as it does in production, so a request sent meanwhile meets a closed connection (a reset).
 */
export async function startLatencyProxy(
  target: { host: string; port: number },
  delayMs: number,
): Promise<LatencyProxy> {
  const refusedPorts = new Set<number>();
  const sockets = new Set<net.Socket>();
  const later = (action: () => void) => setTimeout(action, delayMs);

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    let connected = false;
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.on('connect', () => (connected = true));
    const forward = (from: net.Socket, to: net.Socket) => {
      from.on('data', (chunk) => later(() => !to.destroyed && to.write(chunk)));
      from.on('end', () => later(() => !to.destroyed && to.end()));
      from.on('error', () => later(() => to.destroy()));
      // A reset (or a close without a clean end) travels as a reset.
      from.on('close', (hadError) => hadError && later(() => to.resetAndDestroy?.() ?? to.destroy()));
    };
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected && error.code === 'ECONNREFUSED' && client.remotePort) refusedPorts.add(client.remotePort);
    });
    client.on('error', () => undefined);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    refusedPorts,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
