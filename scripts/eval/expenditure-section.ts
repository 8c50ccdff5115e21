import { addDays } from '../../src/domain/dates.ts';
import { estimateExpenditure, MIN_LOGGED_DAYS, MIN_WEIGH_INS, WINDOW_DAYS } from '../../src/domain/expenditure.ts';
import { seededRandom, simulatePerson } from './expenditure-simulation.ts';
import type { SectionResult } from './report.ts';

const PEOPLE = 1000;
const DAYS = 21;
const TOLERANCE_KCAL = 150;
const START = '2026-01-05';

/**
 * Simulated people with a known expenditure (decision 048). Each is estimated after 21 days, and on
 * every morning before: whenever the window holds fewer than 10 logged days or 3 weigh-ins, a number
 * would be a guess, and the estimate must give none.
 */
export function evaluateExpenditure(): SectionResult {
  const random = seededRandom(15);
  let close = 0;
  let inBand = 0;
  let withheldRight = 0;
  let shortMornings = 0;
  const errors: number[] = [];
  const failures: string[] = [];
  for (let p = 0; p < PEOPLE; p++) {
    const person = simulatePerson(random, START, DAYS);
    for (let d = 1; d <= DAYS; d++) {
      const today = addDays(START, d);
      const from = addDays(today, -WINDOW_DAYS);
      const logged = person.intakes.filter((i) => i.date >= from && i.date < today).length;
      const weighed = new Set(person.weighIns.filter((w) => w.date >= from && w.date <= today).map((w) => w.date)).size;
      const e = estimateExpenditure(person.intakes, person.weighIns, today);
      if (logged < MIN_LOGGED_DAYS || weighed < MIN_WEIGH_INS) {
        shortMornings++;
        if (e.status === 'not_enough_data') withheldRight++;
        else failures.push(`person ${p + 1}, day ${d}: a number (${e.kcal} kcal) from ${logged} logged days and ${weighed} weigh-ins`);
      }
      if (d < DAYS) continue;
      if (e.status !== 'estimate') {
        failures.push(`person ${p + 1}: no estimate after ${DAYS} days (${e.loggedDays} logged days, ${e.weighIns} weigh-ins)`);
        continue;
      }
      const error = e.kcal - person.expenditure;
      errors.push(error);
      if (Math.abs(error) <= TOLERANCE_KCAL) close++;
      else failures.push(`person ${p + 1}: true ${Math.round(person.expenditure)} kcal, estimated ${e.kcal} (${error > 0 ? '+' : ''}${Math.round(error)})`);
      if (person.expenditure >= e.low && person.expenditure <= e.high) inBand++;
    }
  }
  const rmse = Math.sqrt(errors.reduce((s, e) => s + e * e, 0) / Math.max(1, errors.length));
  const sorted = errors.map(Math.abs).sort((a, b) => a - b);
  return {
    title: 'Adaptive expenditure (simulated people)',
    cases: PEOPLE,
    figures: [
      { name: 'expenditure: within ±150 kcal at 21 days', passed: close, total: PEOPLE },
      { name: 'expenditure: no number before the data', passed: withheldRight, total: shortMornings },
    ],
    notes: [
      `error after ${DAYS} days: root mean square ${Math.round(rmse)} kcal, median ${Math.round(sorted[sorted.length >> 1] ?? 0)} kcal, 95th percentile ${Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0)} kcal`,
      `the uncertainty band holds the true expenditure for ${((100 * inBand) / PEOPLE).toFixed(1)}% of people`,
      `${shortMornings} mornings with too little data were checked`,
    ],
    failures,
  };
}
