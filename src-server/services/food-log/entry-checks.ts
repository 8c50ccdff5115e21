import { amountTextProblem, entrySizeProblem, unitFits, unitsFor } from '../../../src/domain/entry-amount.ts';
import type { FoodPortion } from '../../../src/domain/portion-facts.ts';
import type { PortionRequest } from '../../../src/domain/portion-engine.ts';
import { unitText } from '../../../src/food-phrase/units.ts';
import { fieldError } from '../../errors.ts';

/** Refuses, naming `field`, an entry of nothing or of more than one entry holds (decision 102). */
export function checkEntrySize(field: string, entry: { grams?: number | null | undefined; calories: number }): void {
  const reason = entrySizeProblem(entry);
  if (reason) throw fieldError('BAD_REQUEST', field, reason);
}

/** Refuses, naming `field`, an amount in words the server wrote itself (a saved meal's item times its servings). */
export function checkAmountText(field: string, text: string): void {
  const reason = amountTextProblem(text);
  if (reason) throw fieldError('BAD_REQUEST', field, reason);
}

/** Refuses, naming `field`, a counted unit the food has no portion of, with the units it has. */
export function checkUnitFits(field: string, portions: readonly FoodPortion[], request: PortionRequest): void {
  if (unitFits(portions, request.unit)) return;
  const unit = unitText(request.unit!, request.quantity);
  throw fieldError('BAD_REQUEST', field, 'unitDoesNotFit', { unit, units: unitsFor(portions).join(', ') });
}
