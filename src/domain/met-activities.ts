import { metActivities, type MetActivity } from '../schemas/activity.ts';
import rows from './met-activities.json' with { type: 'json' };

/** The 2011 Compendium activities the app offers, checked against their schema when loaded. */
export const MET_ACTIVITIES: readonly MetActivity[] = metActivities.parse(rows);
const byCode = new Map(MET_ACTIVITIES.map((a) => [a.code, a]));

export const metActivity = (code: string): MetActivity | undefined => byCode.get(code);
