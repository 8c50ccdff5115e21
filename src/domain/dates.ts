// Building a DateTimeFormat costs ~100 µs, formatting with one 5-20 µs: keep one per zone, with the
// last day it gave. Days start on a whole minute in every zone, so within one minute the day is the
// same. Zone names are case-insensitive, so spellings are many: the cache is cleared, not left to grow.
const dayFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; day: string }>();
const MAX_CACHED_ZONES = 1000;

/** Calendar days as 'YYYY-MM-DD' in a given IANA time zone: the user's day, not the server's. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const minute = Math.floor(at.getTime() / 60_000);
  let zone = dayFormats.get(timeZone);
  if (!zone) {
    // en-CA formats as YYYY-MM-DD.
    const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= MAX_CACHED_ZONES) dayFormats.clear();
    zone = { format, minute: NaN, day: '' };
    dayFormats.set(timeZone, zone);
  }
  if (zone.minute !== minute) {
    zone.day = zone.format.format(at);
    zone.minute = minute;
  }
  return zone.day;
}

export function addDays(day: string, delta: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + delta);
  return d.toISOString().slice(0, 10);
}

/** The `count` days ending with `last`, newest first. */
export function daysBack(last: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(last, -i));
}
