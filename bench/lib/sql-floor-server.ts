/**
 * The floor of an API call (bench/enterprise-load.ts): a bare Fastify process that answers one call by sending the
 * statements the service would send, with `pg`, and replying with the last one's rows as JSON. No credential check,
 * validation, mapping, audit or security headers: what is left is what any Node HTTP service pays for the same SQL,
 * so API/floor is what our code adds and floor/SQL what HTTP and JSON add.
 *   PUT  /statements  [{ text, params }]   the statements of the next call, in order
 *   POST /call, GET /call                  runs them one after another, as the SQL column does
 * Started the way the services are (`node --import tsx`); PORT, DATABASE_URL and POOL_MAX from the environment.
 */
import Fastify from 'fastify';
import pg from 'pg';
import type { Statement } from './http-load.ts';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 20) });
let statements: Statement[] = [];

const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
app.get('/health', async () => ({ status: 'ok' }));
app.put<{ Body: Statement[] }>('/statements', async (req) => {
  statements = req.body;
  return { count: statements.length };
});
const call = async () => {
  let rows: unknown[] = [];
  for (const s of statements) rows = (await pool.query(s.text, s.params)).rows;
  return { retCode: 0, msg: 'Success', data: { result: rows } };
};
app.get('/call', call);
app.post('/call', call);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
