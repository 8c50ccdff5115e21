import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OUTPUT_KEPT = 20_000;

export interface ServerProcess {
  url: string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** The last part of what the server printed, for failure messages. */
  output(): string;
  /** SIGTERM, as a process manager stops it; resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs `src-server/main.ts` as its own Node process (no npx or tsx wrapper in between, so signals
 * and the exit code are the server's own) on the given database.
 */
export async function startServer(databaseUrl: string): Promise<ServerProcess> {
  // Production defaults, limits included, behind a reverse proxy: each simulated user sends its own
  // address (X-Forwarded-For), so the per-address sign-up limit applies to each as to a real visitor.
  const env = { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', TRUST_PROXY: 'true', DATABASE_URL: databaseUrl };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = () => {
      const match = /Platewise is running at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout.off('data', onData);
      resolve(match[1]);
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    exited,
    output: () => output,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
