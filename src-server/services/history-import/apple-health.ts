import { Parser } from 'htmlparser2';
import { MINUTES_PER_DAY } from '../../../src/domain/activity.ts';
import { G_PER_OZ, KG_PER_LB, KJ_PER_KCAL, LB_PER_STONE } from '../../../src/food-phrase/units.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { FirstWeighIns, type HistoryReader, type HistoryRows } from '../../../src/domain/history-rows.ts';

/** Apple Health's mass units (HKUnit strings) in kilograms. */
const KG_PER = new Map([['kg', 1], ['g', 0.001], ['lb', KG_PER_LB], ['oz', G_PER_OZ / 1000], ['st', LB_PER_STONE * KG_PER_LB]]);
/** Energy units in kcal: "Cal" is the food calorie. */
const KCAL_PER = new Map([['kcal', 1], ['Cal', 1], ['kJ', 1 / KJ_PER_KCAL], ['cal', 0.001]]);
const GRAMS_PER = new Map([['g', 1], ['mg', 0.001], ['kg', 1000]]);

type Kind = 'weight' | 'steps' | 'active' | 'energy' | 'protein' | 'carbs' | 'fats';
const KINDS = new Map<string, Kind>([
  ['HKQuantityTypeIdentifierBodyMass', 'weight'],
  ['HKQuantityTypeIdentifierStepCount', 'steps'],
  ['HKQuantityTypeIdentifierActiveEnergyBurned', 'active'],
  ['HKQuantityTypeIdentifierDietaryEnergyConsumed', 'energy'],
  ['HKQuantityTypeIdentifierDietaryProtein', 'protein'],
  ['HKQuantityTypeIdentifierDietaryCarbohydrates', 'carbs'],
  ['HKQuantityTypeIdentifierDietaryFatTotal', 'fats'],
]);
const UNITS: Record<Kind, ReadonlyMap<string, number>> = {
  weight: KG_PER, steps: new Map([['count', 1]]), active: KCAL_PER, energy: KCAL_PER, protein: GRAMS_PER, carbs: GRAMS_PER, fats: GRAMS_PER,
};

export const APPLE_ACTIVE_ENERGY = 'Active energy (Apple Health)';
export const APPLE_FOOD_NAME = 'Food logged in Apple Health';

/** A sum per day and per source: a phone and a watch both count the same steps, so a day keeps its largest source. */
class BySource {
  readonly days = new Map<string, Map<string, number>>();
  add(date: string, source: string, value: number) {
    let day = this.days.get(date);
    if (!day) this.days.set(date, (day = new Map()));
    day.set(source, (day.get(source) ?? 0) + value);
  }
  largest(date: string): number {
    return Math.max(0, ...(this.days.get(date)?.values() ?? []));
  }
}

/** "2024-01-02 07:01:00 -0800" → its day where it was recorded. */
function dayOf(stamp: string | undefined): string | null {
  const day = stamp?.slice(0, 10);
  return day && isoDate.safeParse(day).success ? day : null;
}

const one = (n: number) => Math.round(n * 10) / 10;

/**
 * Apple Health's `export.xml` (Health app → profile → Export All Health Data): one `<Record>` per
 * sample, with `type`, `sourceName`, `unit`, `startDate` and `value`. Weigh-ins keep the day's first
 * (the morning reading the trend wants); steps and active energy keep the day's largest source;
 * food is each day's total of energy and macros, as one entry (decision 104).
 */
export function appleHealthReader(): HistoryReader {
  const weights = new FirstWeighIns<number>();
  const steps = new BySource();
  const active = new BySource();
  const activeMinutes = new Map<string, number>();
  const food = new Map<string, Record<'energy' | 'protein' | 'carbs' | 'fats', number>>();
  let records = 0;
  let skipped = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name !== 'Record') return;
        const kind = KINDS.get(attrs.type ?? '');
        if (!kind) return;
        records += 1;
        const date = dayOf(attrs.startDate);
        const factor = UNITS[kind].get(attrs.unit ?? '');
        const raw = Number(attrs.value);
        if (!date || factor === undefined || attrs.value === undefined || !Number.isFinite(raw) || raw < 0) {
          skipped += 1;
          return;
        }
        const value = raw * factor;
        const source = attrs.sourceName ?? '';
        if (kind === 'weight') {
          weights.add(date, Date.parse(stamp(attrs.startDate)), value);
        } else if (kind === 'steps') steps.add(date, source, value);
        else if (kind === 'active') {
          active.add(date, source, value);
          const minutes = (Date.parse(stamp(attrs.endDate)) - Date.parse(stamp(attrs.startDate))) / 60_000;
          if (Number.isFinite(minutes) && minutes > 0) activeMinutes.set(`${date}|${source}`, (activeMinutes.get(`${date}|${source}`) ?? 0) + minutes);
        } else {
          let day = food.get(date);
          if (!day) food.set(date, (day = { energy: 0, protein: 0, carbs: 0, fats: 0 }));
          day[kind] += value;
        }
      },
    },
    { xmlMode: true },
  );
  return {
    write: (text) => parser.write(text),
    end() {
      parser.end();
      return Promise.resolve(collect());
    },
  };

  function collect(): HistoryRows {
    const byDay = <T>(map: Map<string, T>) => [...map.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    return {
      records,
      skipped,
      weights: weights.list(),
      steps: byDay(steps.days).map(([date]) => ({ date, steps: Math.round(steps.largest(date)) })).filter((s) => s.steps > 0),
      activity: byDay(active.days)
        .map(([date, sources]) => {
          const [source] = [...sources.entries()].sort((a, b) => b[1] - a[1])[0]!;
          const minutes = Math.min(MINUTES_PER_DAY, Math.max(1, Math.round(activeMinutes.get(`${date}|${source}`) ?? 0)));
          return { date, name: APPLE_ACTIVE_ENERGY, minutes, calories: Math.round(active.largest(date)) };
        })
        .filter((a) => a.calories > 0),
      foods: byDay(food)
        .filter(([, d]) => d.energy > 0)
        .map(([date, d]) => ({
          date, meal_type: 'snack', food_name: APPLE_FOOD_NAME, quantity: '1 day', calories: Math.round(d.energy), protein: one(d.protein), carbs: one(d.carbs), fats: one(d.fats),
          dayTotal: true as const,
        })),
    };
  }
}

/** Apple's "2024-01-02 07:01:00 -0800" as a date JavaScript reads. */
function stamp(text: string | undefined): string {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(text ?? '');
  return m ? `${m[1]}T${m[2]}${m[3]}:${m[4]}` : '';
}
