import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';

export interface CsvOptions {
  /** Called with the size of each chunk read from disk (for a progress bar). */
  onBytes?(bytes: number): void;
  /** Called for each row that cannot be used (bad quoting, wrong column count). */
  onBadRow?(reason: string): void;
}

export class CsvRow {
  constructor(private readonly header: Map<string, number>, readonly values: string[]) {}

  get(column: string): string {
    const index = this.header.get(column);
    return index === undefined ? '' : (this.values[index] ?? '').trim();
  }

  number(column: string): number | null {
    const text = this.get(column);
    if (text === '') return null;
    const value = Number(text);
    return Number.isFinite(value) ? value : null;
  }
}

/** Streams a CSV file with a header row; memory stays flat whatever the file size. */
export async function* csvRows(file: string, options: CsvOptions = {}): AsyncGenerator<CsvRow> {
  const input = createReadStream(file);
  if (options.onBytes) input.on('data', (chunk) => options.onBytes!(chunk.length));
  const parser = input.pipe(
    parse({ bom: true, relax_column_count: true, skip_records_with_error: true, skip_empty_lines: true }),
  );
  parser.on('skip', (error: Error & { code?: string }) => options.onBadRow?.(`unreadable CSV row (${error.code ?? error.message})`));
  input.on('error', (error) => parser.destroy(error));

  let header: Map<string, number> | null = null;
  for await (const values of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = new Map(values.map((name, i) => [name.trim(), i]));
      continue;
    }
    if (values.length !== header.size) {
      options.onBadRow?.('wrong number of columns');
      continue;
    }
    yield new CsvRow(header, values);
  }
}
