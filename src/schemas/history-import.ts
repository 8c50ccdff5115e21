import { z } from 'zod';
import { hasNoNul, rowId } from './fields.ts';

/** Files from other apps that the history import reads (decision 104). */
export const historyFormats = ['apple-health', 'google-fit', 'withings', 'garmin', 'cronometer', 'lose-it', 'fitbit', 'macrofactor', 'health-connect'] as const;
export type HistoryFormat = (typeof historyFormats)[number];

export const historyFormat = z.enum(historyFormats, { error: `format must be one of: ${historyFormats.join(', ')}` });

/** What a history file adds, by kind of row. */
export const historyCounts = z.object({
  weightLogs: z.number(),
  dailySteps: z.number(),
  activityLogs: z.number(),
  foodLogs: z.number(),
});
export type HistoryCounts = z.infer<typeof historyCounts>;

/** One file read from another app: its preview, then the import that one click undoes. */
export const historyBatchDto = z.object({
  id: z.number(),
  format: historyFormat,
  fileName: z.string(),
  status: z.enum(['preview', 'imported']),
  /** Records of the kinds read, in the file. */
  records: z.number(),
  /** Records that could not be read (no date or number, an unknown unit) and days outside what the log takes; left out. */
  skipped: z.number(),
  /** Rows new to the log (the preview) or added by the import. */
  toAdd: historyCounts,
  /** Rows skipped because the log already has them. */
  duplicates: historyCounts,
  /** The days the file covers, or null when it holds none of the kinds read. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  createdAt: z.string(),
  importedAt: z.string().nullable(),
});
export type HistoryBatchDto = z.infer<typeof historyBatchDto>;

export const historyBatchInput = z.object({ id: rowId('id') });

export const historyUndoDto = z.object({ id: z.number(), removed: z.literal(true) });

/** The upload's query: which app the file is from, and its name as the list shows it. */
export const historyUploadQuery = z.object({
  format: historyFormat,
  fileName: z.string({ error: 'fileName must be text' }).trim().min(1, 'fileName is empty').max(200, 'fileName is longer than 200 characters').refine(hasNoNul, 'fileName holds a NUL character'),
});
