import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { estimateExpenditure, KCAL_PER_KG, MIN_LOGGED_DAYS, type DayIntake, type WeighIn } from './expenditure.ts';

const today = '2026-11-23';
/** A person burning `burn` who eats `eat(d)` on day d of the last 28 and weighs in exactly. */
function history(burn: number, eat: (d: number) => number | null, weighEvery = 1) {
  const intakes: DayIntake[] = [];
  const weighIns: WeighIn[] = [];
  let weight = 80;
  for (let d = 0; d <= 28; d++) {
    const date = addDays(today, d - 28);
    if (d % weighEvery === 0) weighIns.push({ date, weight });
    if (d === 28) break;
    const eaten = eat(d);
    if (eaten !== null) intakes.push({ date, calories: eaten });
    weight += ((eaten ?? 2000) - burn) / KCAL_PER_KG;
  }
  return { intakes, weighIns };
}

describe('estimateExpenditure', () => {
  it('reads a steady deficit back as the expenditure, with a tight band', () => {
    const { intakes, weighIns } = history(2600, () => 2100);
    const e = estimateExpenditure(intakes, weighIns, today);
    expect(e).toMatchObject({ status: 'estimate', kcal: 2600, loggedDays: 28, weighIns: 29 });
    if (e.status === 'estimate') expect(e.high - e.low).toBeLessThanOrEqual(20);
  });

  it('treats a day without a log as unknown, not as a day of fasting', () => {
    // Ate 2,000 every day but logged only every other day: counting the gaps as 0 kcal would read 1,000 kcal less.
    const { intakes, weighIns } = history(2300, (d) => (d % 2 ? null : 2000));
    const e = estimateExpenditure(intakes, weighIns, today);
    expect(e.status === 'estimate' && e.kcal).toBe(2300);
  });

  it('follows a person gaining weight on a surplus', () => {
    const { intakes, weighIns } = history(2000, (d) => 2500 + (d % 3) * 100, 2);
    const e = estimateExpenditure(intakes, weighIns, today);
    expect(e.status === 'estimate' && Math.abs(e.kcal - 2000)).toBeLessThanOrEqual(20);
  });

  it('gives no number with fewer than 10 logged days or 3 weigh-ins in the window', () => {
    const few = history(2500, (d) => (d < MIN_LOGGED_DAYS - 1 ? 2000 : null));
    expect(estimateExpenditure(few.intakes, few.weighIns, today)).toMatchObject({ status: 'not_enough_data', loggedDays: 9 });
    const full = history(2500, () => 2000);
    expect(estimateExpenditure(full.intakes, full.weighIns.slice(0, 2), today)).toMatchObject({ status: 'not_enough_data', weighIns: 2 });
    expect(estimateExpenditure(full.intakes, full.weighIns.slice(0, 3), today).status).toBe('estimate');
  });

  it('ignores what lies outside the last four weeks and today’s unfinished log', () => {
    const { intakes, weighIns } = history(2600, () => 2100);
    const noise = [{ date: addDays(today, -40), calories: 9000 }, { date: today, calories: 9000 }];
    const e = estimateExpenditure([...intakes, ...noise], [...weighIns, { date: addDays(today, -60), weight: 200 }], today);
    expect(e.status === 'estimate' && e.kcal).toBe(2600);
  });

  it('is not tilted by one morning of water retention', () => {
    const { intakes, weighIns } = history(2600, () => 2100);
    weighIns[20] = { ...weighIns[20]!, weight: weighIns[20]!.weight + 1.5 };
    const e = estimateExpenditure(intakes, weighIns, today);
    expect(e.status === 'estimate' && Math.abs(e.kcal - 2600)).toBeLessThanOrEqual(20);
  });
});
