import { buildApp } from './app.ts';
import { openMigratedDatabase } from './boot.ts';
import { EnvError, loadEnv } from './env.ts';
import { loadEnglishWords } from './services/ai/english-words.ts';

try {
  process.loadEnvFile();
} catch {
  // No .env file: the process environment alone configures the app.
}

let env;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openMigratedDatabase(env, (msg) => console.log(msg));
const app = await buildApp({ env, db: database.db, replica: database.replica, serveClient: true });

let stopping = false;
// A response finished while stopping also ends its keep-alive connection: close() waits for every
// connection, and an idle one would otherwise hold the exit for the whole keep-alive timeout (72 s).
// Callback style: an async hook would cost every response a promise.
app.addHook('onSend', (_request, reply, payload, done) => {
  if (stopping) reply.header('connection', 'close');
  done(null, payload);
});
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing in-flight requests`);
  // close() stops accepting connections and waits for in-flight requests before resolving.
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// The meal parser's English dictionary, built before any request can wait for it.
loadEnglishWords();
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`Platewise is running at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${(app.server.address() as { port: number }).port}`);
