import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Requests answered by each upstream (by index), for asserting the spread. */
  served: number[];
  close(): Promise<void>;
}

/**
 * A small HTTP reverse proxy for tests, doing what the nginx site of docs/deploy.md does: round
 * robin over the upstreams, `X-Forwarded-For` set to `clientAddress`, streamed answers (SSE), and
 * the next upstream tried when one refuses the connection (nothing was sent, so any method may be
 * retried, as nginx's `proxy_next_upstream error`). An upstream that dies mid-request is a 502.
 */
export async function startRoundRobinProxy(upstreams: string[], clientAddress: string): Promise<RoundRobinProxy> {
  let next = 0;
  const served = upstreams.map(() => 0);
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => forward(Buffer.concat(chunks), 0));

    function forward(body: Buffer, tried: number) {
      if (tried >= upstreams.length) {
        response.writeHead(502).end();
        return;
      }
      const index = next++ % upstreams.length;
      const target = new URL(request.url ?? '/', upstreams[index]);
      const outgoing = http.request(target, {
        method: request.method,
        headers: { ...request.headers, host: target.host, 'x-forwarded-for': clientAddress },
      });
      outgoing.on('response', (answer) => {
        served[index]! += 1;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on('error', () => response.destroy());
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') forward(body, tried + 1);
        else if (!response.headersSent) response.writeHead(502).end();
        else response.destroy();
      });
      response.on('close', () => outgoing.destroy());
      outgoing.end(body);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
