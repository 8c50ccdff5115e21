// pnpm met:build [path to met.csv]: turns the reference MET table (../shared/reference/met.csv, 2011
// Compendium of Physical Activities) into src/domain/met-activities.json, which the app ships.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { metActivities } from '../src/schemas/activity.ts';

const source = process.argv[2] ?? new URL('../../shared/reference/met.csv', import.meta.url).pathname;
const rows = parse(readFileSync(source, 'utf8'), { columns: true, skip_empty_lines: true }) as Record<string, string>[];
const activities = metActivities.parse(
  rows.map((r) => ({ code: r.code, activity: r.activity, met: Number(r.met) })).sort((a, b) => a.activity!.localeCompare(b.activity!)),
);
const target = new URL('../src/domain/met-activities.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(activities, null, 1)}\n`);
console.log(`${activities.length} activities written to ${target.pathname}`);
