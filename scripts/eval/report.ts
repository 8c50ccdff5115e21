import { floorOf, type FigureName } from './floors.ts';

export interface Figure {
  name: FigureName;
  passed: number;
  total: number;
}

export interface SectionResult {
  title: string;
  cases: number;
  figures: Figure[];
  /** Extra lines under the table (per-flag figures and the like). */
  notes: string[];
  failures: string[];
}

export const percent = (f: Pick<Figure, 'passed' | 'total'>) => (f.total === 0 ? 0 : (100 * f.passed) / f.total);

export function underFloor(f: Figure): boolean {
  const floor = floorOf(f.name);
  return floor !== null && percent(f) < floor.floor;
}

export function formatSection(section: SectionResult, maxFailures: number): string {
  const rows = section.figures.map((f) => {
    const floor = floorOf(f.name);
    const figure = `  ${f.name.padEnd(38)} ${percent(f).toFixed(1).padStart(6)}%  ${`${f.passed}/${f.total}`.padStart(9)}`;
    if (!floor) return `${figure}   no floor yet`;
    const mark = underFloor(f) ? 'UNDER FLOOR' : percent(f) < floor.goal ? 'under goal' : 'ok';
    return `${figure}   goal ${String(floor.goal).padStart(3)}%  floor ${String(floor.floor).padStart(3)}%  ${mark}`;
  });
  const lines = [`\n${section.title} (${section.cases} cases)`, ...rows, ...section.notes.map((n) => `  ${n}`)];
  if (section.failures.length > 0 && maxFailures === 0) lines.push(`  ${section.failures.length} failing cases (--failures N lists them)`);
  else if (section.failures.length > 0) {
    lines.push(`  failing cases (${Math.min(maxFailures, section.failures.length)} of ${section.failures.length}):`);
    lines.push(...section.failures.slice(0, maxFailures).map((f) => `    - ${f}`));
  }
  return lines.join('\n');
}
