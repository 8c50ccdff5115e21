// Runs in the worker pool's threads: CPU-heavy pure work that must not stall the server's requests.
import { findBarcode } from '../services/ai/barcode-image.ts';
import { parseMfpCsv } from '../services/data-transfer/mfp-csv.ts';
import { parsePlatewiseJson } from '../services/data-transfer/platewise-json.ts';
import { optimisePlan, type OptimiseInput } from '../../src/domain/meal-plan-optimiser.ts';
import { readRecipePage } from '../services/user-recipes/recipe-page.ts';

export const tasks = {
  optimisePlan: (input: Omit<OptimiseInput, 'random'>) => optimisePlan(input),
  readBarcode: ({ bytes, mime }: { bytes: Uint8Array; mime: string }) => findBarcode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), mime),
  parseImport: ({ format, content }: { format: 'mfp-csv' | 'platewise-json'; content: string }) =>
    format === 'mfp-csv' ? parseMfpCsv(content) : parsePlatewiseJson(content),
  readRecipePage: (html: string) => readRecipePage(html),
};

export type Tasks = typeof tasks;
export type TaskName = keyof Tasks;

/** Piscina calls the default export with each task's message. */
export default function run({ name, input }: { name: TaskName; input: never }): unknown {
  return tasks[name](input);
}
