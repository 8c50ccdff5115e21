import { isoDate } from '../../../src/schemas/fields.ts';
import { cellNumber, csvStream } from './csv-stream.ts';
import type { HistoryReader, HistoryRows } from '../../../src/domain/history-rows.ts';

/**
 * Google Takeout's Fit export, `Daily activity metrics.csv`: one row per `Date` with `Step count`
 * and `Average weight (kg)` among others. The file has no time of each weigh-in, so a day's weight is
 * its average; a day without one (most days) adds no weigh-in.
 */
export function googleFitReader(): HistoryReader {
  const rows: Pick<HistoryRows, 'weights' | 'steps'> = { weights: [], steps: [] };
  let records = 0;
  let skipped = 0;
  const csv = csvStream((row) => {
    const date = row.get('Date');
    if (date === undefined || (!row.has('Step count') && !row.has('Average weight (kg)'))) return;
    records += 1;
    if (!isoDate.safeParse(date).success) {
      skipped += 1;
      return;
    }
    const steps = cellNumber(row.get('Step count'));
    const kg = cellNumber(row.get('Average weight (kg)'));
    if (steps) rows.steps.push({ date, steps: Math.round(steps) });
    if (kg) rows.weights.push({ date, weight: Math.round(kg * 100) / 100 });
  });
  return {
    write: csv.write,
    async end() {
      const read = await csv.end();
      return read ? { records, skipped, ...rows, activity: [], foods: [] } : { records: 0, skipped, weights: [], steps: [], activity: [], foods: [] };
    },
  };
}
