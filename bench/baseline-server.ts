// The yardstick: a plain Fastify handler on the same machine, measured in the same run, so the
// figures for our endpoints read as ratios rather than as absolute numbers on a shared machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/baseline', async () => ({ status: 'success', message: 'OK', data: { hello: 'world' } }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${address}`);
