import type { TFunction } from 'i18next';
import { IMPORT_MAX_CHARS, type ImportCounts, type importFormats } from '../../../src/schemas/data-transfer.ts';

export type ImportFormat = (typeof importFormats)[number];

type T = TFunction<'data-transfer'>;

/** Each format with its message key (`formats.<key>.label` and `.hint`). */
export const IMPORT_FORMAT_OPTIONS: { value: ImportFormat; key: 'mfpCsv' | 'platewiseJson'; accept: string }[] = [
  { value: 'mfp-csv', key: 'mfpCsv', accept: '.csv,text/csv' },
  { value: 'platewise-json', key: 'platewiseJson', accept: '.json,application/json' },
];

/** The server reads at most 5,000,000 characters; a file within that many bytes always fits. */
export const IMPORT_MAX_BYTES = IMPORT_MAX_CHARS;

export function fileSizeError(bytes: number, t: T): string | null {
  if (bytes === 0) return t('panel.empty');
  return bytes > IMPORT_MAX_BYTES ? t('panel.tooBig', { size: bytes / 1_000_000 }) : null;
}

/** In the order the preview and the summaries list them (`kinds.*` and `kindLabels.*`). */
const KINDS: (keyof ImportCounts)[] = [
  'foodLogs',
  'weightLogs',
  'mealPlans',
  'mealPrepSessions',
  'customFoods',
  'recipes',
  'savedMeals',
  'waterLogs',
  'activityLogs',
  'dailySteps',
  'targetChanges',
  'mealConversations',
];
/** Always listed in the preview, zeros too; the other kinds only when the file has some. */
const ALWAYS = new Set<keyof ImportCounts>(['foodLogs', 'weightLogs', 'mealPlans', 'mealPrepSessions']);

export function totalOf(counts: Partial<ImportCounts>): number {
  return KINDS.reduce((sum, key) => sum + (counts[key] ?? 0), 0);
}

/** One line per kind for the preview. */
export function countRows(counts: ImportCounts, t: T): { key: keyof ImportCounts; label: string; count: number }[] {
  return KINDS.filter((key) => ALWAYS.has(key) || counts[key] > 0).map((key) => ({ key, label: t(`kindLabels.${key}`), count: counts[key] }));
}

/** '12 food entries and 1 weigh-in'; 'nothing new' when all are 0. A history import counts fewer kinds. */
export function describeCounts(counts: Partial<ImportCounts>, t: T): string {
  const parts = KINDS.filter((key) => (counts[key] ?? 0) > 0).map((key) => t(`kinds.${key}`, { count: counts[key] }));
  if (parts.length === 0) return t('summary.nothingNew');
  return parts.length === 1 ? parts[0]! : t('summary.list', { rest: parts.slice(0, -1).join(', '), last: parts.at(-1) });
}

export function importButtonLabel(total: number, t: T): string {
  return t('panel.importButton', { count: total });
}

/** The toast after a commit: what was added and how many duplicates were skipped. */
export function importSummary(result: { added: ImportCounts; duplicates: number }, t: T): string {
  return t('summary.added', { what: describeCounts(result.added, t), duplicates: result.duplicates });
}
