import type { Page } from 'playwright-core';
import { e2eEmail } from './session.ts';

/** Signs up and completes onboarding through the API, leaving the page's context signed in. */
export async function signUpComplete(page: Page, profile: Record<string, unknown> = {}) {
  const email = e2eEmail();
  const registered = await page.request.post('/api/auth/register', { data: { email, password: 'a long pass phrase' } });
  if (!registered.ok()) throw new Error(`register: ${registered.status()}`);
  const onboarded = await page.request.post('/api/auth/onboarding', {
    data: { age: 30, gender: 'male', height: 180, weight: 80, activityLevel: 'moderately_active', fitnessGoal: 'maintain_weight', dietaryPreference: 'none', timeline: '6_months', ...profile },
  });
  if (!onboarded.ok()) throw new Error(`onboarding: ${onboarded.status()}`);
  return { email };
}
