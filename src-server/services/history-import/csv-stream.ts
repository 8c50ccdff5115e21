import { Parser } from 'csv-parse';
import { finished } from 'node:stream/promises';

/** Columns a file may have; exports have a few dozen. */
const MAX_COLUMNS = 500;

/**
 * A CSV file parsed as it arrives: each row goes to `onRow` (column name → cell) as it is read and is
 * never kept, so the parser's own output stays empty. `end` resolves false when the file is not CSV.
 */
export function csvStream(onRow: (row: ReadonlyMap<string, string>) => void) {
  let header: string[] | null = null;
  let failure: Error | undefined;
  const parser = new Parser({
    bom: true,
    trim: true,
    skip_empty_lines: true,
    relax_column_count: true,
    on_record: (cells: string[]) => {
      if (!header) header = cells.slice(0, MAX_COLUMNS);
      else onRow(new Map(header.map((name, i) => [name, cells[i] ?? ''])));
      return null;
    },
  });
  parser.on('error', (error) => (failure = error));
  parser.resume();
  return {
    write(text: string) {
      if (!failure) parser.write(text);
    },
    async end(): Promise<boolean> {
      parser.end();
      await finished(parser).catch(() => undefined);
      return !failure;
    },
  };
}

/** A number of a cell, or null when it is empty or not a number of 0 or more. */
export function cellNumber(text: string | undefined): number | null {
  const value = Number((text ?? '').replace(/,/g, ''));
  return text && text.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : null;
}
