import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { AGE_RANGE } from '../schemas/user.ts';
import { driGroupName, driTargets } from './dri-targets.ts';
import { REPORT_NUTRIENTS } from './report-nutrients.ts';

const csvFile = process.env.DRI_CSV ?? fileURLToPath(new URL('../../../shared/reference/dri.csv', import.meta.url));

// Every age the app accepts, at each edge of the DRI groups it spans.
const AGES = [AGE_RANGE.min, 14, 18, 19, 30, 31, 50, 51, 70, 71, AGE_RANGE.max];

describe('DRI targets', () => {
  it.skipIf(!existsSync(csvFile))('match dri.csv for every age and sex the app supports: RDA, else AI, the UL and the CDRR', () => {
    const rows = parse(readFileSync(csvFile, 'utf8'), { columns: true }) as Record<string, string>[];
    const perDay = (row: Record<string, string>, unit: string) => {
      const factor = row.unit!.startsWith('µg') && unit === 'mg' ? 1 / 1000 : 1;
      return Number(row.value) * factor;
    };
    let checked = 0;
    for (const sex of ['male', 'female'] as const) {
      for (const age of AGES) {
        const targets = driTargets(sex, age);
        for (const n of REPORT_NUTRIENTS.filter((x) => x.dri)) {
          const of = (type: string) =>
            rows.find((r) => r.nutrient === n.dri && r.sex === sex && r.life_stage === 'none' && r.type === type && age >= Number(r.age_min_years) && age <= Number(r.age_max_years));
          const intake = of('RDA') ?? of('AI');
          const ul = of('UL');
          const cdrr = of('CDRR');
          const t = targets.find((x) => x.key === n.key)!;
          expect(t.amount, `${n.key} ${sex} ${age}`).toBeCloseTo(intake ? perDay(intake, n.unit) : Number.NaN, 6);
          expect(t.kind, `${n.key} ${sex} ${age}`).toBe(intake?.type);
          if (ul) expect(t.upper, `${n.key} UL ${sex} ${age}`).toBeCloseTo(perDay(ul, n.unit), 6);
          else expect(t.upper, `${n.key} UL ${sex} ${age}`).toBeNull();
          if (cdrr) expect(t.limit, `${n.key} CDRR ${sex} ${age}`).toBe(Number(cdrr.value));
          else expect(t.limit, `${n.key} CDRR ${sex} ${age}`).toBeNull();
          checked++;
        }
      }
    }
    // 20 tracked nutrients with DRIs, and fiber and sodium.
    expect(checked).toBe(2 * AGES.length * 22);
  });

  it('uses the known values of adults', () => {
    const woman = driTargets('female', 35);
    const man = driTargets('male', 35);
    expect(woman.find((t) => t.key === 'vitaminC')).toMatchObject({ amount: 75, kind: 'RDA', upper: 2000, upperNote: null });
    expect(man.find((t) => t.key === 'vitaminC')).toMatchObject({ amount: 90, kind: 'RDA' });
    expect(woman.find((t) => t.key === 'iron')).toMatchObject({ amount: 18, upper: 45 });
    expect(man.find((t) => t.key === 'potassium')).toMatchObject({ amount: 3400, kind: 'AI', upper: null });
    // Copper is in µg in the DRI table and in mg in USDA's food data.
    expect(man.find((t) => t.key === 'copper')).toMatchObject({ amount: 0.9, upper: 10 });
    // The vitamin A UL is for preformed retinol: said, not compared with food's RAE.
    expect(man.find((t) => t.key === 'vitaminA')?.upperNote).toMatch(/preformed/);
    expect(man.find((t) => t.key === 'caffeine')).toMatchObject({ amount: null, upper: null });
    expect(man.find((t) => t.key === 'fiber')).toMatchObject({ amount: 38, kind: 'AI', limit: null });
    expect(woman.find((t) => t.key === 'fiber')).toMatchObject({ amount: 25, kind: 'AI' });
    expect(man.find((t) => t.key === 'sodium')).toMatchObject({ amount: 1500, kind: 'AI', limit: 2300, upper: null });
    expect(driTargets('female', 13).find((t) => t.key === 'sodium')).toMatchObject({ limit: 1800 });
    expect(driGroupName('female', 35)).toBe('female, 31-50 years');
    expect(driGroupName('male', 80)).toBe('male, over 70');
  });

  it('gives a person who is neither male nor female the higher intake and the lower limit of the two', () => {
    const other = driTargets('other', 35);
    expect(other.find((t) => t.key === 'iron')).toMatchObject({ amount: 18 });
    expect(other.find((t) => t.key === 'vitaminC')).toMatchObject({ amount: 90 });
    expect(driGroupName('other', 35)).toBe('any sex, 31-50 years');
  });
});
