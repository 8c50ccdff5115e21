import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';
import { CsvRow } from './csv-rows.ts';
import type { OffFields } from './off-product.ts';

export interface OffDumpOptions {
  /** Called with the size of each chunk read from disk (compressed, for a progress bar). */
  onBytes?(bytes: number): void;
  /** Called for each line or row that cannot be read. */
  onSkip?(reason: string): void;
}

export type OffDumpFormat = 'jsonl' | 'csv';

const LANGUAGE_NAME = /^product_name_([a-z]{2})$/;

/** JSONL (openfoodfacts-products.jsonl) or the tab-separated CSV export, by the file's name; gzip or plain. */
export function offDumpFormat(file: string): OffDumpFormat | null {
  const name = file.toLowerCase().replace(/\.gz$/, '');
  if (name.endsWith('.jsonl') || name.endsWith('.json')) return 'jsonl';
  if (name.endsWith('.csv') || name.endsWith('.tsv')) return 'csv';
  return null;
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}

/** The file's text; chunks are counted as read from disk, without starting the flow before the reader is attached. */
async function textStream(file: string, options: OffDumpOptions): Promise<Readable> {
  const gzip = await isGzip(file);
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      options.onBytes?.(chunk.length);
      done(null, chunk);
    },
  });
  // pipeline destroys every stream on an error; the last one passes it to the reader.
  const noop = () => {};
  return gzip ? pipeline(createReadStream(file), counter, createGunzip(), noop) : pipeline(createReadStream(file), counter, noop);
}

/**
 * Streams the products of an Open Food Facts export, one at a time: memory stays flat whatever the
 * file size (the full JSONL dump is over 7 GB compressed).
 */
export async function* readOffDump(file: string, options: OffDumpOptions = {}): AsyncGenerator<OffFields> {
  const format = offDumpFormat(file);
  if (!format) throw new Error(`${file} is not an Open Food Facts export (openfoodfacts-products.jsonl[.gz] or en.openfoodfacts.org.products.csv[.gz])`);
  const stream = await textStream(file, options);
  yield* format === 'jsonl' ? jsonlProducts(stream, options) : csvProducts(stream, options);
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function toNumber(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

async function* jsonlProducts(stream: Readable, options: OffDumpOptions): AsyncGenerator<OffFields> {
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    if (!line.trim()) continue;
    let product: unknown;
    try {
      product = JSON.parse(line);
    } catch {
      options.onSkip?.('unreadable line');
      continue;
    }
    if (!isObject(product)) {
      options.onSkip?.('unreadable line');
      continue;
    }
    yield jsonFields(product);
  }
}

function jsonFields(product: Json): OffFields {
  const nutriments = isObject(product.nutriments) ? product.nutriments : {};
  const text = (key: string) => {
    const value = product[key];
    return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  };
  return {
    text,
    number: (key) => toNumber(product[key]),
    nutrient: (key) => toNumber(nutriments[key]),
    tags: (key) => {
      const value = product[key];
      return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
    },
    languageNames: () => {
      const names = new Map<string, string>();
      for (const key of Object.keys(product)) {
        const language = LANGUAGE_NAME.exec(key)?.[1];
        if (language && text(key)) names.set(language, text(key));
      }
      return names;
    },
  };
}

async function* csvProducts(stream: Readable, options: OffDumpOptions): AsyncGenerator<OffFields> {
  // The export is tab-separated without quoting: a quote mark is just part of a name.
  const parser = stream.pipe(parse({ delimiter: '\t', quote: false, bom: true, relax_column_count: true, skip_empty_lines: true }));
  stream.on('error', (error) => parser.destroy(error));
  let header: Map<string, number> | null = null;
  let languageColumns: [string, string][] = [];
  for await (const values of parser as AsyncIterable<string[]>) {
    if (!header) {
      header = new Map(values.map((name, i) => [name.trim(), i]));
      languageColumns = [...header.keys()].flatMap((column) => {
        const language = LANGUAGE_NAME.exec(column)?.[1];
        return language ? [[column, language] as [string, string]] : [];
      });
      continue;
    }
    if (values.length !== header.size) {
      options.onSkip?.('wrong number of columns');
      continue;
    }
    yield csvFields(new CsvRow(header, values), languageColumns);
  }
}

function csvFields(row: CsvRow, languageColumns: [string, string][]): OffFields {
  return {
    text: (key) => row.get(key),
    number: (key) => row.number(key),
    nutrient: (key) => row.number(key),
    tags: (key) => row.get(key).split(',').map((t) => t.trim()).filter(Boolean),
    languageNames: () => new Map(languageColumns.filter(([column]) => row.get(column)).map(([column, language]): [string, string] => [language, row.get(column)])),
  };
}
