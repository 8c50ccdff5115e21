import { describe, expect, it, vi } from 'vitest';

// The app's own i18n set-up, in node: a page's document and storage, as far as it touches them.
vi.stubGlobal('document', { documentElement: { lang: '' } });
vi.stubGlobal('localStorage', { setItem: () => {}, removeItem: () => {}, getItem: () => null });

const { applyLanguage } = await import('./i18n.ts');
const { messageOf } = await import('../lib/api-errors.ts');

const apiError = (message: string, data: Record<string, unknown>) => Object.assign(new Error(message), { data: { httpStatus: 400, issues: [], ...data } });
const refused = apiError('name: Token name is required', {
  reason: 'invalidField',
  params: { path: 'name', problem: 'Token name is required' },
  issues: [{ path: 'name', message: 'Token name is required', zod: { code: 'too_small', origin: 'string', minimum: 1, inclusive: true } }],
});

describe('choosing a language', () => {
  it("loads that language's errors and zod's words for it", async () => {
    await applyLanguage('de');
    await vi.waitFor(() => expect(messageOf(refused, 'x')).toBe('name: Zu klein: erwartet, dass string >=1 Zeichen hat'));
    expect(messageOf(apiError('Recipe not found', { reason: 'recipeNotFound' }), 'x')).toBe('Rezept nicht gefunden');
    await applyLanguage('en');
    expect(messageOf(refused, 'x')).toBe('name: Token name is required');
  });
});
