import { z } from 'zod';
import { enumField } from './enums.ts';
import { amountText, logDate } from './entry-fields.ts';
import { rowId } from './fields.ts';
import { foodLogDto, mealTypes } from './food-log.ts';

/** Logging a database food by an amount in words ('1 cup', '2 large', '150 g'): the server supplies every number. */
export const logPortionInput = z.object({
  foodId: rowId('Food id'),
  portion: amountText('Portion'),
  mealType: enumField('Meal type', mealTypes),
  date: logDate.optional(),
});
export type LogPortionInput = z.infer<typeof logPortionInput>;

/** The logged entry, and the portion its grams came from ('1 cup (240 g)'). */
export const portionLogDto = foodLogDto.extend({ portionUsed: z.string() });
