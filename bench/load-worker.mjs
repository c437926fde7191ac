// Runs one autocannon measurement in its own process (the load generator must not share the
// bench's event loop) and prints the summary as JSON. Usage: node bench/load-worker.mjs '<spec>'
// where spec is autocannon's options plus `bodyFile` (a request body read from disk).
import fs from 'node:fs';
import autocannon from 'autocannon';

const spec = JSON.parse(process.argv[2]);
if (spec.bodyFile) {
  spec.body = fs.readFileSync(spec.bodyFile);
  delete spec.bodyFile;
}
const result = await autocannon(spec);
const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
);
process.stdout.write(
  JSON.stringify({
    requests: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
  }),
);
