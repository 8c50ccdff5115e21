import { z } from 'zod';
import { enumField } from './enums.ts';
import { isoDate, rowId, trimmedString } from './fields.ts';
import { mealTypes } from './food-log.ts';

/** Logging a database food by an amount in words ('1 cup', '2 large', '150 g'): the server supplies every number. */
export const logPortionInput = z.object({
  foodId: rowId('Food id'),
  portion: trimmedString('Portion', 100).min(1, 'Portion is required'),
  mealType: enumField('Meal type', mealTypes),
  date: isoDate.optional(),
});
export type LogPortionInput = z.infer<typeof logPortionInput>;
