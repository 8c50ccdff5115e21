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

/**
 * The largest history file sent uncompressed in parts (decision 116; a compressed one is held to the
 * instance's history limit, decision 122), and the largest whole-file format (an .xlsx, a phone
 * database), read in memory.
 */
export const HISTORY_UPLOAD_MAX_BYTES = 100 * 2 ** 20;

/** The largest part one request may carry. */
export const HISTORY_PART_MAX_BYTES = 8 * 2 ** 20;

/** How the parts are sent: the file's bytes as they are, or the file gzip-compressed as one stream. */
export const historyUploadEncoding = z.enum(['identity', 'gzip'], { error: 'encoding must be identity or gzip' });
export type HistoryUploadEncoding = z.infer<typeof historyUploadEncoding>;

/**
 * A file to send in parts: which app, its name, its own size in bytes and how it is sent. A file
 * sent as it is waits whole in the database, so it is held to the parts cap; a compressed one is
 * held to the instance's history limit, checked by the service.
 */
export const historyUploadInput = historyUploadQuery
  .extend({
    size: z.number({ error: 'size must be a number of bytes' }).int('size must be a whole number of bytes').min(1, 'size is 0: the file is empty').max(2 ** 50, 'size is too large'),
    encoding: historyUploadEncoding.default('identity'),
  })
  .superRefine((input, ctx) => {
    if (input.encoding === 'identity' && input.size > HISTORY_UPLOAD_MAX_BYTES)
      ctx.addIssue({ code: 'custom', path: ['size'], message: `size is over ${HISTORY_UPLOAD_MAX_BYTES / 2 ** 20} MB; send the file gzip-compressed` });
  });

export type HistoryUploadInput = z.output<typeof historyUploadInput>;

/** An upload in parts: the bytes the server holds (`offset`, compressed bytes for gzip) of a file of `size`. */
export const historyUploadDto = z.object({ id: z.number(), format: historyFormat, fileName: z.string(), size: z.number(), encoding: historyUploadEncoding, offset: z.number() });
export type HistoryUploadDto = z.infer<typeof historyUploadDto>;

const byteCount = (header: string) => z.string({ error: `${header} is missing` }).regex(/^\d{1,10}$/, `${header} must be a whole number of bytes`).transform(Number);

/**
 * Where a part starts in the bytes sent (`Upload-Offset`); the last part of a compressed file also
 * says how many bytes were sent in all (`Upload-Length`), which only its sender knows.
 */
export const historyPartHeaders = z.object({ 'upload-offset': byteCount('Upload-Offset'), 'upload-length': byteCount('Upload-Length').optional() });
