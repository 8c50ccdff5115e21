export type Rarity = 'common' | 'rare' | 'epic' | 'legendary';

export interface AchievementFacts {
  /** Day of the first, 100th food entry and first, fifth weigh-in; null when not reached. */
  firstMealOn: string | null;
  hundredthMealOn: string | null;
  firstWeightOn: string | null;
  fifthWeightOn: string | null;
  /** Day a 7- and a 30-day logging run was first completed. */
  weekStreakOn: string | null;
  monthStreakOn: string | null;
}

export interface Achievement {
  id: string;
  name: string;
  description: string;
  rarity: Rarity;
  unlocked: boolean;
  unlockedOn: string | null;
}

const DEFINITIONS: { id: string; name: string; description: string; rarity: Rarity; fact: keyof AchievementFacts }[] = [
  { id: 'getting-started', name: 'Getting Started', description: 'Log your first meal', rarity: 'common', fact: 'firstMealOn' },
  { id: 'week-warrior', name: 'Week Warrior', description: 'Log food 7 days in a row', rarity: 'rare', fact: 'weekStreakOn' },
  { id: 'century-club', name: 'Century Club', description: 'Log 100 meals', rarity: 'epic', fact: 'hundredthMealOn' },
  { id: 'consistency-king', name: 'Consistency King', description: 'Log food 30 days in a row', rarity: 'legendary', fact: 'monthStreakOn' },
  { id: 'goal-setter', name: 'Goal Setter', description: 'Record your first weight', rarity: 'common', fact: 'firstWeightOn' },
  { id: 'progress-tracker', name: 'Progress Tracker', description: 'Record 5 weigh-ins', rarity: 'rare', fact: 'fifthWeightOn' },
];

/** The six achievements, unlocked from counts; once reached they stay unlocked. */
export function achievements(facts: AchievementFacts): Achievement[] {
  return DEFINITIONS.map(({ fact, ...a }) => ({ ...a, unlocked: facts[fact] !== null, unlockedOn: facts[fact] }));
}

/** Up to `limit` unlocked achievements, most recent first. */
export function recentlyUnlocked(list: readonly Achievement[], limit = 4): Achievement[] {
  return list
    .filter((a) => a.unlocked)
    .sort((a, b) => (b.unlockedOn ?? '').localeCompare(a.unlockedOn ?? ''))
    .slice(0, limit);
}
