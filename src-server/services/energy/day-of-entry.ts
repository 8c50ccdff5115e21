import { dayIn } from '../../../src/domain/dates.ts';
import type { UserRow } from '../../db/schema.ts';
import { fieldError } from '../../errors.ts';

/** The day an entry is for: the one given, else the user's today; a future day is refused. */
export function dayOfEntry(user: UserRow, date: string | undefined): string {
  const today = dayIn(user.time_zone);
  if (date !== undefined && date > today) throw fieldError('BAD_REQUEST', 'date', 'futureDay');
  return date ?? today;
}
