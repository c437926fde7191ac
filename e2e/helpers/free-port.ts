import { execFileSync } from 'node:child_process';

// Playwright evaluates its config synchronously, so the probe runs in a short child process.
// Ports are drawn below Linux's ephemeral range (32768+): a port picked there can be handed to an
// outgoing connection between the probe and the server's listen, which is how CI once failed with
// EADDRINUSE. Below it, only another listener can take the port, and the probe skips those.
const PROBE = `
const net = require('node:net');
function attempt(left) {
  const port = 20000 + Math.floor(Math.random() * 12000);
  const server = net.createServer();
  server.once('error', () => (left > 0 ? attempt(left - 1) : process.exit(1)));
  server.listen(port, '127.0.0.1', () => server.close(() => process.stdout.write(String(port))));
}
attempt(50);
`;

export function freeLoopbackPort(): number {
  const output = execFileSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' });
  const port = Number(output);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`No free port found (probe said "${output}")`);
  return port;
}
