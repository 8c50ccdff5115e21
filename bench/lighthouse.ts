// Lighthouse on a phone: pnpm bench:lighthouse. Builds the client, starts the server on a fresh
// embedded database, signs a user up, then runs Lighthouse (its default mobile preset and simulated
// throttling) with Debian's Chromium on the landing page, the dashboard and the food log, three runs
// each from clean browser storage, printing each run's score, CPU benchmark and unthrottled paint,
// then the median performance score and the main timings.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = [
  { label: 'landing page (/), signed out', path: '/', signedIn: false, goal: 95 },
  { label: 'dashboard (/dashboard)', path: '/dashboard', signedIn: true, goal: 80 },
  { label: 'food log (/food-log)', path: '/food-log', signedIn: true, goal: 80 },
];

async function signedInCookie(origin: string): Promise<string> {
  const register = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com`, password: 'a long pass phrase' }),
  });
  const cookie = (register.headers.get('set-cookie') ?? '').split(';')[0]!;
  const profile = { age: 34, gender: 'female', height: 168, weight: 64, activityLevel: 'lightly_active', fitnessGoal: 'maintain_weight', dietaryPreference: 'none', timeline: '1_year' };
  await fetch(`${origin}/api/auth/onboarding`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, origin }, body: JSON.stringify(profile) });
  // Greeted once already, as a returning user would be.
  await fetch(`${origin}/api/auth/welcome`, { method: 'POST', headers: { cookie, origin } });
  return cookie;
}

/** One Lighthouse run; a run whose trace Lighthouse could not read (it says to run again) is run again, once. */
async function audit(url: string, port: number, cookie: string | undefined, retried = false): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Every run is a first visit. Lighthouse keeps IndexedDB and local storage by default, to keep a
    // sign-in, and warns that they move the figures: the app's saved query cache from the run before
    // was there. The session here is a cookie header, so clearing them loses nothing.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb', 'local_storage'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (lhr.runtimeError && !retried) return audit(url, port, cookie, true);
  return lhr;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  // The test runner and shells may set NODE_ENV; the client must be the production build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  const server = await startServer();
  const port = 9300 + Math.floor(Math.random() * 500);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', `--remote-debugging-port=${port}`] });
  try {
    const cookie = await signedInCookie(server.url);
    console.log('\nLighthouse performance, mobile preset (simulated throttling), median of %d runs\n', RUNS);
    // `pnpm bench:lighthouse dashboard` runs only the pages whose label holds a given word.
    const only = process.argv.slice(2);
    for (const page of PAGES.filter((p) => only.length === 0 || only.some((word) => p.label.includes(word)))) {
      const runs: { score: number; fcp: number; lcp: number; tbt: number; cls: number }[] = [];
      for (let i = 0; i < RUNS; i++) {
        const lhr = await audit(`${server.url}${page.path}`, port, page.signedIn ? cookie : undefined);
        // LIGHTHOUSE_REPORTS=<dir> keeps each run's full report, to see what a score is made of.
        if (process.env.LIGHTHOUSE_REPORTS) writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, `${page.path.replace(/\W/g, '') || 'landing'}-${i + 1}.json`), JSON.stringify(lhr));
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        runs.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
        });
        // The score follows the machine: Lighthouse's CPU benchmark of this run, and when the page painted unthrottled.
        const observed = lhr.audits.metrics?.details?.type === 'debugdata' ? Number(lhr.audits.metrics.details.items[0]?.observedFirstContentfulPaint) : Number.NaN;
        console.log(`  run ${i + 1}: ${runs.at(-1)!.score}; CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}, painted at ${Math.round(observed)} ms unthrottled`);
      }
      const score = median(runs.map((r) => r.score));
      const ms = (key: 'fcp' | 'lcp' | 'tbt') => `${Math.round(median(runs.map((r) => r[key])))} ms`;
      console.log(
        `${page.label}: performance ${score} (goal ≥ ${page.goal}: ${score >= page.goal ? 'met' : 'MISSED'}); runs ${runs.map((r) => r.score).join(', ')}; ` +
          `FCP ${ms('fcp')}, LCP ${ms('lcp')}, TBT ${ms('tbt')}, CLS ${median(runs.map((r) => r.cls)).toFixed(3)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
