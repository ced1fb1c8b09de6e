/**
 * The floor of the memory benchmark (bench/memory.ts): a Fastify process that answers a small JSON reply and nothing
 * else, started the way the services are (`node --import tsx`), so the difference is what the services add.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.post('/echo', async () => ({ retCode: 0, msg: 'Success', data: { result: [], total: 0 } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
