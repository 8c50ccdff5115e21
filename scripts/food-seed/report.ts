/** Counts per source for the seed build report. */
export class SeedReport {
  private readonly rows = new Map<string, Map<string, number>>();

  add(source: string, what: string, amount = 1): void {
    const row = this.rows.get(source) ?? new Map<string, number>();
    row.set(what, (row.get(what) ?? 0) + amount);
    this.rows.set(source, row);
  }

  get(source: string, what: string): number {
    return this.rows.get(source)?.get(what) ?? 0;
  }

  format(): string {
    const lines: string[] = [];
    for (const [source, row] of this.rows) {
      lines.push(`${source}:`);
      const entries = [...row].sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b));
      for (const [what, n] of entries) lines.push(`  ${what.padEnd(58)} ${String(n).padStart(6)}`);
    }
    return lines.join('\n');
  }
}

function order(what: string): number {
  return ['read', 'kept', 'ok', 'repaired', 'dropped'].findIndex((p) => what.startsWith(p)) + 1 || 9;
}
