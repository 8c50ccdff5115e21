import { KG_PER_LB } from '../../../src/food-phrase/units.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { cellNumber } from './csv-stream.ts';
import { jsonObjectStream } from './json-objects.ts';
import { FirstWeighIns, rowsRead, type HistoryReader, type ReaderOptions } from '../../../src/domain/history-rows.ts';

/** Fitbit writes US dates, "01/02/24", with the year in two digits (Fitbit began in 2008). */
function dayOf(text: unknown): string | null {
  const us = typeof text === 'string' ? /^(\d{2})\/(\d{2})\/(\d{2})(?:\s|$)/.exec(text) : null;
  const day = us ? `20${us[3]}-${us[1]}-${us[2]}` : null;
  return day && isoDate.safeParse(day).success ? day : null;
}

const numberOf = (value: unknown) => (typeof value === 'number' ? (Number.isFinite(value) && value >= 0 ? value : null) : cellNumber(typeof value === 'string' ? value : undefined));

/**
 * Fitbit's files in Google Takeout (`Fitbit/Global Export Data/`), one month each:
 * `weight-YYYY-MM-DD.json`, an array of `{ logId, weight, bmi, date: "01/02/24", time: "07:01:00", source }`,
 * and `steps-YYYY-MM-DD.json`, an array of `{ dateTime: "01/02/24 07:01:00", value: "12" }`, one per
 * minute, summed per day. The weight file has no unit: Fitbit writes it in the account's unit
 * (pounds for US accounts), so it is read in the weight unit the user chose here, which people
 * coming from a US account keep. A day keeps its first weigh-in.
 */
export function fitbitReader(options: ReaderOptions): HistoryReader {
  const kgPer = options.weightUnit === 'lb' ? KG_PER_LB : 1;
  const weights = new FirstWeighIns<string>();
  const steps = new Map<string, number>();
  let records = 0;
  let skipped = 0;
  const json = jsonObjectStream((item) => {
    const isWeight = 'weight' in item && 'date' in item;
    if (!isWeight && !('dateTime' in item && 'value' in item)) return;
    records += 1;
    const day = dayOf(isWeight ? item.date : item.dateTime);
    const value = numberOf(isWeight ? item.weight : item.value);
    if (!day || value === null || (isWeight && value === 0)) {
      skipped += 1;
      return;
    }
    if (isWeight) weights.add(day, typeof item.time === 'string' ? item.time : '', value * kgPer);
    else steps.set(day, (steps.get(day) ?? 0) + value);
  });
  return {
    write: json.write,
    async end() {
      // Text that is not a JSON array of records reads as no records at all, which the service refuses.
      const read = await json.end();
      return rowsRead(read, records, skipped, {
        weights: weights.list(),
        steps: [...steps].sort(([a], [b]) => (a < b ? -1 : 1)).map(([date, n]) => ({ date, steps: Math.round(n) })),
      });
    },
  };
}
