/** Resources slower than this are reported in the console at start-up. */
export const SLOW_RESOURCE_MS = 2000;

export interface TimedEntry {
  name: string;
  duration: number;
}

/** The entries that took longer than the threshold, as console-ready lines. */
export function slowResourceWarnings(entries: readonly TimedEntry[], thresholdMs = SLOW_RESOURCE_MS): string[] {
  return entries
    .filter((entry) => entry.duration > thresholdMs)
    .map((entry) => `Slow resource: ${entry.name} took ${Math.round(entry.duration)} ms to load`);
}

/** Watches resource timings (including those already loaded) and warns about slow ones. */
export function watchSlowResources(warn: (message: string) => void = console.warn): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const observer = new PerformanceObserver((list) => {
    for (const line of slowResourceWarnings(list.getEntries())) warn(line);
  });
  try {
    observer.observe({ type: 'resource', buffered: true });
  } catch {
    return () => {};
  }
  return () => observer.disconnect();
}
