import { IMPORT_MAX_CHARS, type ImportCounts, type importFormats } from '../../../src/schemas/data-transfer.ts';

export type ImportFormat = (typeof importFormats)[number];

export const IMPORT_FORMAT_OPTIONS: { value: ImportFormat; label: string; accept: string; hint: string }[] = [
  { value: 'mfp-csv', label: 'MyFitnessPal food diary (CSV)', accept: '.csv,text/csv', hint: 'The "Food diary" nutrition export from MyFitnessPal: one row per day and meal.' },
  { value: 'platewise-json', label: 'Platewise export (JSON)', accept: '.json,application/json', hint: 'A file from "Download all data (JSON)", from this or another Platewise server.' },
];

/** The server reads at most 5,000,000 characters; a file within that many bytes always fits. */
export const IMPORT_MAX_BYTES = IMPORT_MAX_CHARS;

export function fileSizeError(bytes: number): string | null {
  if (bytes === 0) return 'The file is empty.';
  return bytes > IMPORT_MAX_BYTES ? `The file is ${(bytes / 1_000_000).toFixed(1)} MB; the limit is 5 MB.` : null;
}

const KINDS: { key: keyof ImportCounts; one: string; many: string }[] = [
  { key: 'foodLogs', one: 'food entry', many: 'food entries' },
  { key: 'weightLogs', one: 'weigh-in', many: 'weigh-ins' },
  { key: 'mealPlans', one: 'meal plan', many: 'meal plans' },
  { key: 'mealPrepSessions', one: 'meal prep session', many: 'meal prep sessions' },
  { key: 'customFoods', one: 'custom food', many: 'custom foods' },
  { key: 'recipes', one: 'recipe', many: 'recipes' },
  { key: 'savedMeals', one: 'saved meal', many: 'saved meals' },
  { key: 'waterLogs', one: 'water entry', many: 'water entries' },
  { key: 'activityLogs', one: 'activity', many: 'activities' },
  { key: 'dailySteps', one: 'day of steps', many: 'days of steps' },
  { key: 'targetChanges', one: 'target change', many: 'target changes' },
  { key: 'mealConversations', one: 'meal assistant conversation', many: 'meal assistant conversations' },
];
/** Always listed in the preview, zeros too; the other kinds only when the file has some. */
const ALWAYS = new Set<keyof ImportCounts>(['foodLogs', 'weightLogs', 'mealPlans', 'mealPrepSessions']);

export function totalOf(counts: ImportCounts): number {
  return KINDS.reduce((sum, { key }) => sum + counts[key], 0);
}

/** One line per kind for the preview. */
export function countRows(counts: ImportCounts): { key: keyof ImportCounts; label: string; count: number }[] {
  return KINDS.filter(({ key }) => ALWAYS.has(key) || counts[key] > 0).map(({ key, many }) => ({ key, label: many.charAt(0).toUpperCase() + many.slice(1), count: counts[key] }));
}

/** '12 food entries and 1 weigh-in'; 'nothing new' when all are 0. */
export function describeCounts(counts: ImportCounts): string {
  const parts = KINDS.filter(({ key }) => counts[key] > 0).map(({ key, one, many }) => `${counts[key]} ${counts[key] === 1 ? one : many}`);
  if (parts.length === 0) return 'nothing new';
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function importButtonLabel(total: number): string {
  return `Import ${total} ${total === 1 ? 'entry' : 'entries'}`;
}

/** The toast after a commit: what was added and how many duplicates were skipped. */
export function importSummary(result: { added: ImportCounts; duplicates: number }): string {
  const skipped = result.duplicates ? ` ${result.duplicates} ${result.duplicates === 1 ? 'duplicate was' : 'duplicates were'} skipped.` : '';
  return `Added ${describeCounts(result.added)}.${skipped}`;
}
