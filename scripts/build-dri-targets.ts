// Builds src/domain/dri-targets.json from the DRI reference table: tsx scripts/build-dri-targets.ts [dri.csv]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { REPORT_NUTRIENTS } from '../src/domain/report-nutrients.ts';
import { driTableSchema, type DriValue } from '../src/domain/dri-targets.ts';

const input = process.argv[2] ?? '../shared/reference/dri.csv';
const output = fileURLToPath(new URL('../src/domain/dri-targets.json', import.meta.url));
const rows = parse(readFileSync(input, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];

const SCALE: Record<string, number> = { g: 1, mg: 1e-3, µg: 1e-6 };

/** The amount in the app's unit: 'µg/d' copper becomes mg; 'mg NE/d' and 'µg RAE/d' are the app's units with a basis. */
function inUnit(value: string, unit: string, target: string): number {
  const from = /^(g|mg|µg)\b/.exec(unit)?.[1];
  if (!from) throw new Error(`Unknown unit ${unit}`);
  return Number((Number(value) * (SCALE[from]! / SCALE[target]!)).toPrecision(6));
}

type Group = { sex: 'male' | 'female'; ageMin: number; ageMax: number; values: Record<string, DriValue> };
const groups = new Map<string, Group>();
for (const row of rows) {
  // The app's ages (13-120) fall in the life-stage groups of people who are not pregnant or lactating.
  if (row.life_stage !== 'none' || (row.sex !== 'male' && row.sex !== 'female')) continue;
  const nutrient = REPORT_NUTRIENTS.find((x) => x.dri === row.nutrient);
  if (!nutrient || !['RDA', 'AI', 'UL', 'CDRR'].includes(row.type!)) continue;
  const id = `${row.sex}|${row.age_min_years}`;
  const group = groups.get(id) ?? { sex: row.sex, ageMin: Number(row.age_min_years), ageMax: Number(row.age_max_years), values: {} };
  groups.set(id, group);
  const value = (group.values[nutrient.key] ??= {});
  const amount = inUnit(row.value!, row.unit!, nutrient.unit);
  if (row.type === 'CDRR') {
    value.limit = amount;
  } else if (row.type === 'UL') {
    value.upper = amount;
    const scope = /UL applies to ([^;]+)/.exec(row.note ?? '')?.[1];
    if (scope) value.upperNote = `Applies to ${scope.trim()}`;
  } else if (value.kind !== 'RDA') {
    value.kind = row.type as 'RDA' | 'AI';
    value.amount = amount;
  }
}

const table = driTableSchema.parse({
  source: 'Food and Nutrition Board, National Academies: Dietary Reference Intakes summary tables (NASEM 2019, Appendix J; IOM 2011 calcium and vitamin D; NASEM 2019 sodium CDRR)',
  groups: [...groups.values()].sort((a, b) => a.sex.localeCompare(b.sex) || a.ageMin - b.ageMin),
});
writeFileSync(output, JSON.stringify(table, null, 1) + '\n');
console.log(`${table.groups.length} groups → ${output}`);
