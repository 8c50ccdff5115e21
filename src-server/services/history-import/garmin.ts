import { KG_PER_LB } from '../../../src/food-phrase/units.ts';
import { isoDate } from '../../../src/schemas/fields.ts';
import { csvStream } from './csv-stream.ts';
import { FirstWeighIns, rowsRead, type HistoryReader } from '../../../src/domain/history-rows.ts';

const MONTHS = new Map(['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map((m, i) => [m, String(i + 1).padStart(2, '0')]));
const KG_PER = new Map([['kg', 1], ['lb', KG_PER_LB], ['lbs', KG_PER_LB]]);

/** "Jul 18, 2026" or "21 Sep 2023" → 2026-07-18; null for anything else. */
function dayOf(text: string): string | null {
  const m = /^(?:(\d{1,2}) )?([A-Za-z]{3})[a-z]*\.? (?:(\d{1,2}),? )?(\d{4})$/.exec(text.trim());
  const month = m && MONTHS.get(m[2]!.toLowerCase());
  const date = m?.[1] ?? m?.[3];
  if (!m || !month || !date) return null;
  const day = `${m[4]}-${month}-${date.padStart(2, '0')}`;
  return isoDate.safeParse(day).success ? day : null;
}

/** "8:28 AM" or "17:08" → minutes after midnight; null when the cell is not a time. */
function minutesOf(text: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?: ?([AP]M))?$/i.exec(text.trim());
  if (!m) return null;
  const hour = (Number(m[1]) % (m[3] ? 12 : 24)) + (m[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return hour * 60 + Number(m[2]);
}

/**
 * Garmin Connect's weight export (Health Stats → Weight → Export, `Weight.csv`): a row naming a day
 * (" Jul 18, 2026") is followed by that day's weigh-ins, newest first, each with `Time` and
 * `Weight` ("80.0 kg", "176.4 lbs"). A day keeps its first weigh-in, as for the other scales.
 */
export function garminReader(): HistoryReader {
  const weights = new FirstWeighIns<number>();
  let records = 0;
  let skipped = 0;
  let day: string | null = null;
  const csv = csvStream((row) => {
    const time = row.get('Time');
    if (time === undefined || !row.has('Weight')) return;
    const at = minutesOf(time);
    if (at === null) {
      day = dayOf(time);
      return;
    }
    records += 1;
    const weight = /^(\d+(?:\.\d+)?) ?(kg|lbs?)$/.exec(row.get('Weight') ?? '');
    if (!day || !weight) {
      skipped += 1;
      return;
    }
    weights.add(day, at, Number(weight[1]) * KG_PER.get(weight[2]!)!);
  });
  return {
    write: csv.write,
    async end() {
      const read = await csv.end();
      return rowsRead(read, records, skipped, { weights: weights.list() });
    },
  };
}
