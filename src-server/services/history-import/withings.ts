import { KG_PER_LB } from '../../../src/food-phrase/units.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { cellNumber, csvStream } from './csv-stream.ts';
import { FirstWeighIns, rowsRead, type HistoryReader } from '../../../src/domain/history-rows.ts';

const KG_PER = new Map([['Weight (kg)', 1], ['Weight (lb)', KG_PER_LB]]);

/**
 * Withings' `weight.csv` (Health Mate → Settings → Download my data): `Date` ("2024-01-02 07:01:00",
 * the scale's local time) and `Weight (kg)` or `Weight (lb)`, then body composition, which is not
 * read. As with Apple Health, a day keeps its first weigh-in.
 */
export function withingsReader(): HistoryReader {
  const weights = new FirstWeighIns<string>();
  let records = 0;
  let skipped = 0;
  const csv = csvStream((row) => {
    const at = row.get('Date');
    const column = [...KG_PER.keys()].find((name) => row.has(name));
    if (at === undefined || !column) return;
    records += 1;
    const day = at.slice(0, 10);
    const value = cellNumber(row.get(column));
    if (!isoDate.safeParse(day).success || !value) {
      skipped += 1;
      return;
    }
    weights.add(day, at, value * KG_PER.get(column)!);
  });
  return {
    write: csv.write,
    async end() {
      // A file that is not CSV reads as no records at all, which the service refuses.
      const read = await csv.end();
      return rowsRead(read, records, skipped, { weights: weights.list() });
    },
  };
}
