// The ceiling for bench:throughput: Fastify and pg with nothing else, one indexed SELECT per request,
// on the same database and pool size as the app. Prints its address once listening.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get<{ Params: { id: string } }>('/users/:id', async (req, reply) => {
  const { rows } = await pool.query('select * from users where id = $1', [req.params.id]);
  if (!rows[0]) return reply.status(404).send({ message: 'Not found' });
  return rows[0];
});

async function stop() {
  await app.close();
  await pool.end();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Bare server is running at ${address}`);
