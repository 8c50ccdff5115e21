import { addDays } from '../../src/domain/dates.ts';
import { KCAL_PER_KG, type DayIntake, type WeighIn } from '../../src/domain/expenditure.ts';

/** mulberry32: a small seeded generator, so every run simulates the same people. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SimulatedPerson {
  expenditure: number;
  start: string;
  intakes: DayIntake[];
  weighIns: WeighIn[];
}

/**
 * One person over `days` days from `start` (decision 048): a true expenditure of 1,800–3,400 kcal;
 * a planned intake between 750 kcal under it and 400 over; each day's intake within ±15% of the plan;
 * 10–20% of days not logged (what they ate still counts for their weight); a weigh-in on 85% of
 * mornings, off the true weight by up to ±0.5 kg: up to ±0.35 kg of water that follows the day
 * before's intake (a big day holds water, glycogen and food mass) and drifts on its own, and up to
 * ±0.15 kg of scale and clothing.
 */
export function simulatePerson(random: () => number, start: string, days: number): SimulatedPerson {
  const between = (lo: number, hi: number) => lo + (hi - lo) * random();
  const expenditure = between(1800, 3400);
  const planned = expenditure + between(-750, 400);
  const unloggedShare = between(0.1, 0.2);
  let weight = between(55, 120);
  let water = 0;
  const intakes: DayIntake[] = [];
  const weighIns: WeighIn[] = [];
  for (let d = 0; d < days; d++) {
    const date = addDays(start, d);
    if (random() < 0.85) weighIns.push({ date, weight: Math.round((weight + water + between(-0.15, 0.15)) * 10) / 10 });
    const surprise = between(-0.15, 0.15);
    const eaten = planned * (1 + surprise);
    if (random() >= unloggedShare) intakes.push({ date, calories: Math.round(eaten) });
    weight += (eaten - expenditure) / KCAL_PER_KG;
    water = Math.max(-0.35, Math.min(0.35, 0.5 * water + 1.2 * surprise + between(-0.1, 0.1)));
  }
  return { expenditure, start, intakes, weighIns };
}
