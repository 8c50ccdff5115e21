import { z } from 'zod';
import { MAX_ENTRY_ML } from '../domain/entry-amount.ts';
import { ML_PER_FL_OZ } from '../food-phrase/units.ts';
import { logDate } from './entry-fields.ts';
import { clientIdField, rangeField } from './fields.ts';

/** A drink: a positive amount up to 5 litres (or 170 fl oz) at once. */
export const waterAddInput = z
  .object({
    date: logDate.optional(),
    amount: z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: 'Amount must be a number' }).positive('Amount must be more than 0').finite('Amount must be a number')),
    unit: z.enum(['ml', 'fl_oz'], { error: 'Unit must be ml or fl_oz' }).default('ml'),
    clientId: clientIdField,
  })
  .refine((v) => (v.unit === 'ml' ? v.amount : v.amount * ML_PER_FL_OZ) <= MAX_ENTRY_ML, { path: ['amount'], message: 'Amount must be at most 5,000 ml (169 fl oz)' });

/** Null clears the user's own target, back to 35 ml per kg. */
export const waterTargetInput = z.object({ targetMl: rangeField('Water target', 500, 10_000, { integer: true }).nullable() });

export const waterEntryDto = z.object({ id: z.number().int(), date: z.string(), ml: z.number(), clientId: z.string().nullable(), createdAt: z.string() });
export const waterDayDto = z.object({
  date: z.string(),
  entries: z.array(waterEntryDto),
  totalMl: z.number(),
  targetMl: z.number(),
  /** Whether the target is the user's own or 35 ml per kg. */
  targetSetByUser: z.boolean(),
});
export type WaterDayDto = z.infer<typeof waterDayDto>;
