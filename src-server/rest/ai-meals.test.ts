import { describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../test/app.ts';

const t = useTestApp();

const ask = (cookie: string, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/ai/meal-suggestions', headers: { cookie }, payload: payload as object });

describe('POST /api/ai/meal-suggestions', () => {
  it('answers with text and recipes whose nutrition comes from their ingredients', async () => {
    const { cookie } = await signUp(t.app);
    const res = await ask(cookie, { message: 'A vegetarian high-protein lunch please, no nuts', preferences: { cookingSkill: 'intermediate', availableTime: 40 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.engine).toBe('builtin');
    expect(body.response).toMatch(/vegetarian/);
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(3);
    for (const s of body.suggestions) {
      expect(s).toMatchObject({ id: expect.any(String), name: expect.any(String), prepTime: expect.any(Number), description: expect.any(String), reasonForSuggestion: expect.any(String) });
      expect(['easy', 'medium', 'hard']).toContain(s.difficulty);
      expect(s.dietaryTags).toContain('vegetarian');
      expect(s.dietaryTags).toContain('nut-free');
      expect(s.nutrition.calories).toBeGreaterThan(0);
      expect(body.response).toContain(s.name);
    }
  });

  it('uses the spec defaults when no preferences are sent', async () => {
    const { cookie } = await signUp(t.app);
    const body = (await ask(cookie, { message: 'Quick breakfast ideas' })).json();
    expect(body.suggestions.length).toBe(3);
    for (const s of body.suggestions) expect(s.prepTime).toBeLessThanOrEqual(20);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const { cookie } = await signUp(t.app);
    const cases: [unknown, RegExp][] = [
      [{ message: '  ' }, /^message: Type a message/],
      [{}, /^message: /],
      [{ message: 'hi', preferences: { availableTime: 'soon' } }, /^preferences.availableTime: /],
      [{ message: 'hi', preferences: { cookingSkill: 'chef' } }, /^preferences.cookingSkill: Cooking skill must be one of/],
      [{ message: 'hi', preferences: { allergies: 'nuts' } }, /^preferences.allergies: /],
    ];
    for (const [payload, message] of cases) {
      const res = await ask(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/ai/meal-suggestions', payload: { message: 'hi' } })).statusCode).toBe(401);
  });
});
