import { checkLabel, LABEL_FIELDS, rowReadings, type Candidate, type LabelDraft, type LabelField, type LabelFormat } from './label-parse.ts';

/** A row as a reader that sees the whole label reports it: the amount as printed ("55g"), and its %DV. */
export interface PrintedRow {
  amount: string;
  dailyValue?: number | null | undefined;
}

/** The rows a reader reports: the app's fields, and an EU label's salt. */
export const PRINTED_ROWS = [...LABEL_FIELDS, 'salt'] as const;
export type PrintedRowName = (typeof PRINTED_ROWS)[number];

/** A label as a vision model reports it: each row of the column the draft takes, as printed. */
export interface PrintedLabel {
  format: LabelFormat;
  servingDescription: string | null;
  servingGrams: number | null;
  rows: Partial<Record<PrintedRowName, PrintedRow | null | undefined>>;
}

/**
 * A model states no confidence of its own, so its readings start just under the mark below which the
 * form asks to check a box (80): only a check of the label's arithmetic lifts one above it.
 */
export const MODEL_READING_CONFIDENCE = 75;

function readingsOf(field: PrintedRowName, row: PrintedRow | null | undefined): Candidate | null {
  if (!row) return null;
  const dv = row.dailyValue === null || row.dailyValue === undefined ? '' : ` ${row.dailyValue}%`;
  return rowReadings(field, `${row.amount}${dv}`, MODEL_READING_CONFIDENCE);
}

/** A model's reading of a label → a draft, through the same checks as an OCR reading (`checkLabel`). */
export function checkPrintedLabel(label: PrintedLabel): LabelDraft {
  const fields = new Map<LabelField, Candidate>();
  for (const field of LABEL_FIELDS) {
    const c = readingsOf(field, label.rows[field]);
    if (c) fields.set(field, c);
  }
  return checkLabel({ format: label.format, servingDescription: label.servingDescription, servingGrams: label.servingGrams, fields, salt: readingsOf('salt', label.rows.salt) });
}
