import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

export interface E2E {
  server: RunningServer;
  browser: Browser;
  /** A fresh browser context (its own cookies) at the app's origin. */
  newPage(options?: { mobile?: boolean; touch?: boolean; locale?: string; javaScript?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
}

/** One server and one browser per test file; `env` is added to the server's environment. */
export function useE2E(options: { env?: Record<string, string> } = {}): E2E {
  const e2e = {} as E2E;
  beforeAll(async () => {
    [e2e.server, e2e.browser] = await Promise.all([startServer(options.env), launchBrowser()]);
    e2e.newPage = async ({ mobile = false, touch = false, locale = 'en-US', javaScript = true } = {}) => {
      // axe-core is injected as an inline script, which the production CSP rightly refuses.
      const context = await e2e.browser.newContext({
        baseURL: e2e.server.url,
        bypassCSP: true,
        viewport: mobile || touch ? { width: 390, height: 844 } : { width: 1280, height: 900 },
        hasTouch: touch,
        locale,
        javaScriptEnabled: javaScript,
      });
      context.setDefaultTimeout(15_000);
      return { context, page: await context.newPage() };
    };
  }, 180_000);
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
}

export async function expectNoSeriousA11yIssues(page: Page, where: string) {
  const { seriousA11yViolations } = await import('./browser.ts');
  // A dialog fading in blends its text with the backdrop: check once every transition has finished.
  // Endless animations (spinners, the landing page's words) are left alone.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const violations = await seriousA11yViolations(page);
  if (violations.length) {
    throw new Error(`${where}: ${violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n')}`);
  }
}

let n = 0;
export function e2eEmail(): string {
  n += 1;
  return `e2e-${Date.now().toString(36)}-${n}@example.com`;
}
