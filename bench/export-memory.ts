// Export memory against history length: pnpm bench:export-memory. Users with a day, three years and
// nine years of food log (five entries a day) on a throwaway Postgres database; for each, a fresh app
// process downloads the JSON export five times (BENCH_EXPORTS) while its resident memory is sampled.
// Flat means the peak does not rise with the history: rows that outlive a young collection wait for a
// full one, so a longer history would show as a higher peak (decision 114, follow-up).
import { loopbackProductionEnv, runQuery } from '../e2e/support/local-services.ts';
import { signUpBenchUser } from './bench-user.ts';
import { createThrowawayDatabase, serverRuntime, spawnServer } from './processes.ts';
import { residentMb } from './scale-measure.ts';

const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 5);
const ENTRIES_A_DAY = 5;
const HISTORIES = [1, 3 * 365, 9 * 365];

/** `days` of food log before `today`, generated inside Postgres. */
async function addHistory(url: string, userId: string, today: string, days: number) {
  await runQuery(
    url,
    `insert into food_logs (user_id, date, meal_type, food_name, quantity, calories, protein, carbs, fats)
     select $1, $2::date - d, (array['breakfast','lunch','dinner','snack','snack'])[e], 'Rice and beans, portion ' || (d * 10 + e), '1 cup', 425, 19, 85, 1.4
     from generate_series(1, $3::int) d, generate_series(1, ${ENTRIES_A_DAY}) e`,
    [userId, today, days],
  );
}

async function peakDuring(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = residentMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, residentMb(pid));
}

async function main() {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { node } = serverRuntime();
  const database = await createThrowawayDatabase(adminUrl);
  const env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn', RATE_LIMIT_API_PER_MIN: '0', ...(await loopbackProductionEnv()) };
  try {
    let app = await spawnServer('src-server/main.ts', env, node);
    const users = [];
    for (const days of HISTORIES) {
      const user = await signUpBenchUser(app.url);
      await addHistory(database.url, user.id, user.date, days);
      users.push({ days, user });
    }
    await app.stop();
    console.log(`days | entries | export KB | ms per export | idle RSS MB | peak RSS MB (${EXPORTS} exports) | lift MB`);
    for (const { days, user } of users) {
      // A fresh process each, so one user's peak is not carried into the next one's.
      app = await spawnServer('src-server/main.ts', env, node);
      try {
        const idle = residentMb(app.pid);
        let bytes = 0;
        const started = performance.now();
        const peak = await peakDuring(app.pid, async () => {
          for (let i = 0; i < EXPORTS; i++) {
            const res = await fetch(`${app.url}/api/export`, { headers: { cookie: user.cookie } });
            if (!res.ok) throw new Error(`export answered ${res.status}`);
            bytes = (await res.arrayBuffer()).byteLength;
          }
        });
        const [counted] = await runQuery<{ entries: number }>(database.url, 'select count(*)::int as entries from food_logs where user_id = $1', [user.id]);
        const ms = (performance.now() - started) / EXPORTS;
        console.log(`${days} | ${counted?.entries} | ${Math.round(bytes / 1024)} | ${Math.round(ms)} | ${Math.round(idle)} | ${Math.round(peak)} | ${Math.round(peak - idle)}`);
      } finally {
        await app.stop();
      }
    }
  } finally {
    await database.drop();
  }
}

await main();
