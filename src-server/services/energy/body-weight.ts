import type { Database } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { onboardingDefaults } from '../../../src/schemas/user.ts';
import { latestWeight } from '../../repositories/energy.ts';

/** The weight exercise and water are reckoned from: the latest weigh-in, else the profile's, else the onboarding default. */
export async function bodyWeight(db: Database, user: UserRow): Promise<number> {
  return (await latestWeight(db, user.id)) ?? user.weight ?? onboardingDefaults.weight;
}
