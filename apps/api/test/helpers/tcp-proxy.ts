import net from 'node:net';

export interface TcpProxy {
  readonly port: number;
  /** Connections accepted so far (each one a connection attempt of a client). */
  readonly accepted: number;
  /** Connections open right now, and the most ever open at once. */
  readonly open: number;
  readonly maxOpen: number;
  /** The server "goes away": every open connection is cut and new ones are refused. */
  stop(): Promise<void>;
  /** Back on the same port. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of `target` (PostgreSQL, Redis) that a test can stop and start, so a
 * dependency goes away and comes back without touching the real server. Without a target it
 * accepts each connection and cuts it at once: a server that refuses every client.
 */
export async function startTcpProxy(target?: { host: string; port: number }): Promise<TcpProxy> {
  const clients = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  let accepted = 0;
  let maxOpen = 0;
  let port = 0;
  let server: net.Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((socket) => {
        accepted += 1;
        clients.add(socket);
        maxOpen = Math.max(maxOpen, clients.size);
        socket.on('close', () => clients.delete(socket));
        socket.on('error', () => undefined);
        if (!target) {
          socket.destroy();
          return;
        }
        const upstream = net.connect(target.port, target.host);
        upstreams.add(upstream);
        upstream.on('close', () => {
          upstreams.delete(upstream);
          socket.destroy();
        });
        upstream.on('error', () => socket.destroy());
        socket.on('close', () => upstream.destroy());
        socket.pipe(upstream).pipe(socket);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const stop = async () => {
    const closing = server;
    server = undefined;
    for (const socket of [...clients, ...upstreams]) socket.destroy();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    get open() {
      return clients.size;
    },
    get maxOpen() {
      return maxOpen;
    },
    stop,
    start: listen,
    close: stop,
  };
}

/** Polls `condition` until it holds; fails after `timeoutMs` with `what`. */
export async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Active handles of this process by kind (timers, sockets), as Node reports them. */
export function activeResources(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
}
