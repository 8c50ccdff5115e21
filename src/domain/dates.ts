// Building a DateTimeFormat costs ~100 µs, formatting with one ~2 µs: keep one per zone. Zone names
// are case-insensitive, so spellings are many: the cache is cleared rather than left to grow.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_ZONES = 1000;

/** Calendar days as 'YYYY-MM-DD' in a given IANA time zone: the user's day, not the server's. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (dayFormats.size >= MAX_CACHED_ZONES) dayFormats.clear();
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
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
