import { describe, expect, it } from 'vitest';
import { coachSuggestions, dayShare, type CoachFacts } from './coach-rules.ts';
import { weeklySummaryText, type WeeklyFacts } from './weekly-rules.ts';

const day = (o: Partial<CoachFacts['today']> = {}) => ({ entries: 2, calories: 900, protein: 60, carbs: 100, fats: 30, fiber: 10, sugar: 20, sodium: 1200, ...o });
const facts = (o: Partial<CoachFacts> = {}): CoachFacts => ({
  hour: 13,
  targets: { calories: 2000, protein: 120, fiber: 25, sugar: 50, sodium: 2300 },
  today: day(),
  meals: { breakfast: { entries: 1, protein: 25 }, lunch: { entries: 1, protein: 35 } },
  recent: { daysLogged: 0, calories: 0, protein: 0 },
  streak: 1,
  ...o,
});
const text = (f: CoachFacts) => JSON.stringify(coachSuggestions(f));

describe('coach suggestions', () => {
  it('names a nutrient low this week with foods rich in it', () => {
    const list = coachSuggestions(
      facts({ lowThisWeek: [{ key: 'vitaminC', percentOfTarget: 32, daysLogged: 5, foods: ['Peppers, raw, NFS', 'Strawberries, raw'] }] }),
    );
    const item = list.find((s) => /Vitamin C/.test(s.suggestion));
    expect(item).toMatchObject({ suggestion: 'Vitamin C is low this week: 32% of your target' });
    expect(item!.action).toBe('Add foods rich in Vitamin C, such as Peppers, raw, NFS, Strawberries, raw');
    expect(text(facts({ lowThisWeek: [{ key: 'iron', percentOfTarget: 40, daysLogged: 3, foods: [] }] }))).not.toMatch(/Iron/);
  });

  it('spreads the day from 7:00 to 20:00', () => {
    expect(dayShare(6)).toBe(0.15);
    expect(dayShare(13.5)).toBe(0.5);
    expect(dayShare(23)).toBe(1);
  });

  it('asks for breakfast in the morning when nothing is logged, with the targets', () => {
    const list = coachSuggestions(facts({ hour: 8, today: day({ entries: 0, calories: 0, protein: 0 }), meals: {} }));
    expect(list).toHaveLength(1);
    expect(list[0]!.suggestion).toMatch(/breakfast/);
    expect(list[0]!.reasoning).toMatch(/2,000 kcal and 120 g protein/);
  });

  it('flags calories over target, high sodium and sugar with the numbers', () => {
    const t = text(facts({ hour: 21, today: day({ calories: 2450, sodium: 3100, sugar: 72, protein: 130, fiber: 30 }) }));
    expect(t).toMatch(/450 kcal over your 2,000 kcal target/);
    expect(t).toMatch(/3,100 mg, above the 2,300 mg limit/);
    expect(t).toMatch(/72 g, above 50 g/);
  });

  it('flags protein short for the time of day, fiber low and no breakfast', () => {
    const list = coachSuggestions(facts({ hour: 18, today: day({ protein: 30, fiber: 4 }), meals: { lunch: { entries: 2, protein: 30 } } }));
    const t = JSON.stringify(list);
    expect(t).toMatch(/You are at 30 g of your 120 g protein target/);
    expect(t).toMatch(/Fiber is low: 4 g of 25 g/);
    expect(t).toMatch(/No breakfast is logged today/);
    expect(list[0]!.suggestion).toMatch(/protein/);
  });

  it("backs the protein suggestion with today's numbers, the days in a row under, and a food to log", () => {
    const list = coachSuggestions(facts({ hour: 14, today: day({ protein: 42 }), proteinShortDays: 3, proteinFood: '150 g firm tofu' }));
    const protein = list.find((s) => /protein to your next meal/.test(s.suggestion))!;
    expect(protein.why).toEqual(['Protein today: 42 g of your 120 g target', 'On track by 14:00: about 65 g', 'Under your protein target 3 days in a row before today']);
    expect(protein.food).toBe('150 g firm tofu');
    for (const s of list) expect(s.why.length).toBeGreaterThan(0);
  });

  it('notes protein crammed into one meal, recent averages and a streak, at most 5', () => {
    const list = coachSuggestions(
      facts({
        hour: 20,
        today: day({ calories: 2600, protein: 60, sodium: 2600, sugar: 60, fiber: 5 }),
        meals: { breakfast: { entries: 1, protein: 5 }, dinner: { entries: 1, protein: 55 } },
        recent: { daysLogged: 5, calories: 2500, protein: 70 },
        streak: 6,
      }),
    );
    expect(list).toHaveLength(5);
    expect(list[0]!.suggestion).toMatch(/600 kcal over/);
  });

  it('says so when the day is on track', () => {
    const list = coachSuggestions(facts({ hour: 13, today: day({ calories: 1000, protein: 65, fiber: 14 }) }));
    expect(list[0]).toMatchObject({ suggestion: 'You are on track today', reasoning: 'So far: 1,000 of 2,000 kcal and 65 of 120 g protein.' });
  });
});

const week = (logged: Record<number, Partial<WeeklyFacts['days'][number]>>, weights: WeeklyFacts['weights'] = [], goal: WeeklyFacts['goal'] = { weight: null, weeklyRate: null }): WeeklyFacts => ({
  days: Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-${String(14 + i).padStart(2, '0')}`, entries: 0, calories: 0, protein: 0, carbs: 0, fats: 0, fiber: 0, sugar: 0, sodium: 0, ...(logged[i] ? { entries: 3, ...logged[i] } : {}) })),
  targets: { calories: 2000, protein: 120, fiber: 25 },
  weights,
  goal,
});

describe('weekly summary', () => {
  it('is honest with no data', () => {
    const s = weeklySummaryText(week({}));
    expect(s.daysLogged).toBe(0);
    expect(s.progress).toMatch(/^You did not log any food in the last 7 days/);
    expect(s.recommendations).toContain('Log your weight once a week to follow your trend.');
  });

  it('shows an improving week', () => {
    const s = weeklySummaryText(
      week(
        { 0: { calories: 2600, protein: 70, fiber: 10 }, 1: { calories: 2500, protein: 75, fiber: 12 }, 4: { calories: 2050, protein: 110, fiber: 20 }, 6: { calories: 1950, protein: 120, fiber: 24 } },
        [{ date: '2026-11-10', weight: 81 }, { date: '2026-11-20', weight: 80.2 }],
      ),
    );
    expect(s.progress).toMatch(/You logged food on 4 of the last 7 days, averaging 2,275 kcal \(target 2,000\) and 94 g protein/);
    expect(s.progress).toMatch(/2 of those days were within 10%/);
    expect(s.progress).toMatch(/You lost 0.8 kg \(from 81 kg on 2026-11-10 to 80.2 kg on 2026-11-20\)\./);
    expect(s.improvements).toMatch(/protein rose from 73 g to 115 g/);
    expect(s.improvements).toMatch(/calories moved closer to target/);
    expect(s.recommendations.join(' ')).toMatch(/Log every day .* 4 of the last 7 days/);
  });

  const oneDay = { 3: { calories: 2000, protein: 120, fiber: 25 } };
  const lose = { weight: 75, weeklyRate: 0.5 };

  it('calls a small weight change steady', () => {
    expect(weeklySummaryText(week(oneDay, [{ date: '2026-11-15', weight: 70 }, { date: '2026-11-19', weight: 70.1 }])).progress).toMatch(/held steady at about 70.1 kg/);
  });

  it('says a loss of the chosen weekly rate is on the goal rate, not steady', () => {
    const s = weeklySummaryText(week(oneDay, [{ date: '2026-11-13', weight: 80 }, { date: '2026-11-20', weight: 79.5 }], lose));
    expect(s.progress).toMatch(/You lost 0.5 kg \(from 80 kg on 2026-11-13 to 79.5 kg on 2026-11-20\), on your goal rate of 0.5 kg a week\./);
    expect(s.progress).not.toMatch(/steady/);
  });

  it('says when the weight moved faster, slower or away from the goal', () => {
    const text = (to: number) => weeklySummaryText(week(oneDay, [{ date: '2026-11-13', weight: 80 }, { date: '2026-11-20', weight: to }], lose)).progress;
    expect(text(79)).toMatch(/lost 1 kg .*, faster than your goal rate of 0.5 kg a week\./);
    expect(text(79.7)).toMatch(/lost 0.3 kg .*, slower than your goal rate/);
    expect(text(80.6)).toMatch(/gained 0.6 kg .*, away from your goal of 75 kg\./);
  });

  it("holds each day to its own target: a check-in mid-week changes only the days after it", () => {
    const before = { calories: 2400, protein: 120, target: { calories: 2400, protein: 120 } };
    const after = { calories: 2000, protein: 120, target: { calories: 2000, protein: 120 } };
    const s = weeklySummaryText(week({ 0: before, 1: before, 4: after, 6: after }));
    expect(s.progress).toMatch(/averaging 2,200 kcal \(target 2,200\)/);
    expect(s.progress).toMatch(/4 of those days were within 10%/);
  });
});
