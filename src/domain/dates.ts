/** Calendar days as 'YYYY-MM-DD' in a given IANA time zone: the user's day, not the server's. */

export function dayIn(timeZone: string, at: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
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
