import { describe, expect, it } from 'vitest';
import { coachSuggestions, type CoachFacts } from '../domain/coach-rules.ts';
import { weeklySummaryText } from '../domain/weekly-rules.ts';
import { measureSaid, portionSaid, sayIn } from './say.ts';

const facts: CoachFacts = {
  hour: 21,
  targets: { calories: 2000, protein: 120, fiber: 25, sugar: 50, sodium: 2300 },
  today: { entries: 3, calories: 2450, protein: 130, carbs: 250, fats: 80, fiber: 30, sugar: 20, sodium: 1200 },
  meals: { breakfast: { entries: 1, protein: 40 }, dinner: { entries: 2, protein: 90 } },
  recent: { daysLogged: 0, calories: 0, protein: 0 },
  streak: 4,
};
const week = {
  days: Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${String(20 + i).padStart(2, '0')}`, entries: i < 2 ? 1 : 0, calories: 1900, protein: 90, carbs: 200, fats: 60, fiber: 12, sugar: 30, sodium: 1500 })),
  targets: { calories: 2000, protein: 120, fiber: 25 },
  weights: [{ date: '2026-11-20', weight: 80 }, { date: '2026-11-26', weight: 79.5 }],
  goal: { weight: 70, weeklyRate: 0.5 },
};

describe('the coach in the reader’s language', () => {
  it('says the suggestions in Spanish and German, with numbers written as each writes them', () => {
    expect(coachSuggestions(facts, sayIn('de'))[0]).toMatchObject({ suggestion: 'Du liegst 450 kcal über deinem Ziel von 2.000 kcal', action: 'Halte den Rest des Tages leicht: Gemüse, mageres Eiweiß und Wasser' });
    expect(coachSuggestions(facts, sayIn('es'))[0]!.suggestion).toBe('Llevas 450 kcal por encima de tu objetivo de 2000 kcal');
    expect(JSON.stringify(coachSuggestions(facts, sayIn('es')))).toMatch(/el \d+ % de los 130 g de proteína de hoy fue en la cena/i);
  });

  it('names a nutrient low this week in the language', () => {
    const low = { ...facts, lowThisWeek: [{ key: 'iron' as const, percentOfTarget: 40, daysLogged: 5, foods: ['Lentils, cooked'] }] };
    expect(coachSuggestions(low, sayIn('es')).map((s) => s.action)).toContain('Añade alimentos ricos en Hierro, como Lentils, cooked');
    expect(coachSuggestions(low, sayIn('de')).map((s) => s.suggestion)).toContain('Eisen ist diese Woche niedrig: 40 % deines Ziels');
  });

  it('says portion words in the language and leaves English portions as USDA wrote them', () => {
    expect(portionSaid('es', '1 cup')).toBe('1 taza');
    expect(portionSaid('de', '2 slices, thin')).toBe('2 Scheiben, thin');
    expect(portionSaid('en', '1 tablespoon')).toBe('1 tablespoon');
    expect(measureSaid('es', 'serving (85 g)')).toBe('ración (85 g)');
    expect(measureSaid('de', '100 g')).toBe('100 g');
  });

  it('writes the weekly summary in the language, and English for a language the app does not ship', () => {
    const es = weeklySummaryText(week, sayIn('es'));
    expect(es.progress).toMatch(/^Registraste comida 2 de los últimos 7 días/);
    expect(es.progress).toMatch(/Perdiste 0,5 kg/);
    expect(weeklySummaryText(week, sayIn('de')).recommendations).toContain('Trage jeden Tag ein, um ein vollständigeres Bild zu bekommen: Du hast an 2 der letzten 7 Tage eingetragen.');
    expect(weeklySummaryText(week, sayIn('fr')).progress).toMatch(/^You logged food on 2 of the last 7 days/);
  });
});
