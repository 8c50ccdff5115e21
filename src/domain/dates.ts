// Building a DateTimeFormat costs ~100 µs, formatting with one 5-20 µs: keep one per zone and kind.
// Zone names are case-insensitive, so spellings are many: the cache is cleared, not left to grow.
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_CACHED_FORMATS = 2000;
// en-CA formats a day as YYYY-MM-DD; en-GB with h23 an hour as 00-23.
const KINDS = {
  day: ['en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }],
  hour: ['en-GB', { hour: '2-digit', hourCycle: 'h23' }],
} as const satisfies Record<string, [string, Intl.DateTimeFormatOptions]>;

function formatIn(kind: keyof typeof KINDS, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const [locale, options] = KINDS[kind];
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    if (formats.size >= MAX_CACHED_FORMATS) formats.clear();
    formats.set(key, format);
  }
  return format;
}

// Days start on a whole minute in every zone, so within one minute the day is the same.
const lastDays = new Map<string, { minute: number; day: string }>();

/** Calendar days as 'YYYY-MM-DD' in a given IANA time zone: the user's day, not the server's. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const day = formatIn('day', timeZone).format(at);
  if (lastDays.size >= MAX_CACHED_FORMATS) lastDays.clear();
  lastDays.set(timeZone, { minute, day });
  return day;
}

/** The hour of the day (0-23) in a given IANA time zone. */
export function hourIn(timeZone: string, at: Date = new Date()): number {
  return Number(formatIn('hour', timeZone).format(at));
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
