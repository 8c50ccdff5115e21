// Runs in the worker pool's threads: CPU-heavy pure work that must not stall the server's requests.
import type { MessagePort } from 'node:worker_threads';
import { findBarcode } from '../services/ai/barcode-image.ts';
import { parseMfpCsv } from '../services/data-transfer/mfp-csv.ts';
import { parsePlatewiseJson } from '../services/data-transfer/platewise-json.ts';
import { optimisePlan, type OptimiseInput } from '../../src/domain/meal-plan-optimiser.ts';
import { readRecipePage } from '../services/user-recipes/recipe-page.ts';
import { readLabelText } from '../services/labels/label-ocr.ts';
import { readWholeFile, type WholeFileInput } from '../services/history-import/whole-file.ts';

export const tasks = {
  optimisePlan: (input: Omit<OptimiseInput, 'random'>) => optimisePlan(input),
  readBarcode: ({ bytes, mime }: { bytes: Uint8Array; mime: string }) => findBarcode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime),
  parseImport: ({ format, content }: { format: 'mfp-csv' | 'platewise-json'; content: string }) =>
    format === 'mfp-csv' ? parseMfpCsv(content) : parsePlatewiseJson(content),
  readRecipePage: (html: string) => readRecipePage(html),
  readLabel: ({ bytes, mime }: { bytes: Uint8Array; mime: string }) => readLabelText(bytes, mime),
  readHistoryFile: (input: WholeFileInput) => readWholeFile(input),
};

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

/** Piscina calls the default export with each task's message; `started` tells the pool the task's time starts now. */
export default function run({ name, input, started }: { name: TaskName; input: never; started: MessagePort }): unknown {
  started.postMessage(null);
  started.close();
  return tasks[name](input);
}
