import { z } from 'zod';
import { LABEL_FIELDS, type LabelField } from '../domain/label-parse.ts';

/** A photo of a nutrition label, base64 (a data URL is fine), within the meal-photo limits. */
export const scanLabelInput = z.object(
  { image: z.string({ error: 'Send the photo as a base64 text' }).min(1, 'Send the photo as a base64 text') },
  { error: 'image: Send the photo as a base64 text' },
);

/**
 * The same photo as an assistant sends it: plain base64 and its type. The type must be one the
 * scanner reads; the bytes still decide (decodeImage).
 */
export const scanLabelToolInput = z.object({
  image: z.string().min(1).describe('The photo, base64 without a data: prefix; at most 8 MB and 40 megapixels'),
  mimeType: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif']).describe('The photo’s type'),
});

const reading = z.object({
  value: z.number(),
  /** 0–100: how sure the reading is. */
  confidence: z.number().int().min(0).max(100),
  /** What confirmed it: the %DV beside it, the label's energy (4-4-9), or the OCR alone. */
  check: z.enum(['daily-value', 'energy', 'read']),
  /** A check chose another reading of the printed text than the OCR's first one. */
  repaired: z.boolean(),
});

/**
 * A custom-food draft read from a label: per serving, in the custom food's units (grams; sodium,
 * cholesterol, calcium, iron, potassium in mg; vitamin D in µg). Fields the label does not print are absent.
 */
export const labelDraftDto = z.object({
  format: z.enum(['us-2016', 'us-classic', 'us-dual', 'canadian', 'eu']),
  servingDescription: z.string().nullable(),
  servingGrams: z.number().nullable(),
  barcode: z.string().nullable(),
  /** Who read the print: the OCR in the worker pool, or the configured vision model. */
  readBy: z.enum(['ocr', 'model']),
  fields: z.object(Object.fromEntries(LABEL_FIELDS.map((f) => [f, reading.optional()])) as Record<LabelField, z.ZodOptional<typeof reading>>),
});
export type LabelDraftDto = z.infer<typeof labelDraftDto>;
