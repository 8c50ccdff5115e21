import type { HistoryFormat } from '../../../src/schemas/history-import.ts';
import type { HistoryFileReader, HistoryRows, ReaderOptions } from '../../../src/domain/history-rows.ts';
import { healthConnectReader } from './health-connect.ts';
import { macroFactorReader } from './macrofactor.ts';

/**
 * Zip-based formats (a spreadsheet, a database in an archive): no parser reads them a chunk at a
 * time, so they are read whole once the upload ends, in the worker pool (decision 116). Loaded by
 * the pool's threads only; the server knows these formats by their type.
 */
const WHOLE_FILE_READERS = {
  macrofactor: macroFactorReader,
  'health-connect': healthConnectReader,
} satisfies Partial<Record<HistoryFormat, HistoryFileReader>>;

export type WholeFileFormat = keyof typeof WHOLE_FILE_READERS;

export interface WholeFileInput {
  format: WholeFileFormat;
  bytes: Uint8Array;
  options: ReaderOptions;
}

export function readWholeFile({ format, bytes, options }: WholeFileInput): Promise<HistoryRows> {
  return WHOLE_FILE_READERS[format](bytes, options);
}
