import { describe, expect, it } from 'vitest';
import { MET_ACTIVITIES } from './met-activities.ts';
import { pickerOrder } from './activity-order.ts';

const kind = (name: string) => pickerOrder(MET_ACTIVITIES).filter((a) => a.activity.startsWith(`${name},`));

describe('activity picker order', () => {
  it('lists running from light to vigorous by MET, not as text (10 mph last)', () => {
    const running = kind('running');
    expect(running.map((a) => a.met)).toEqual([6, 8.3, 9.8, 11, 11.8, 12.8, 14.5]);
    expect(running[0]!.activity).toBe('running, 4 mph (15 min/mile)');
    expect(running.at(-1)!.activity).toBe('running, 10 mph (6 min/mile)');
  });

  it('keeps each kind together, kinds in alphabetical order', () => {
    const kinds = pickerOrder(MET_ACTIVITIES).map((a) => a.activity.split(',')[0]!.toLowerCase());
    expect(kinds).toEqual([...kinds].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('suggests one moderate pace per kind with a choice', () => {
    const suggested = (name: string) => kind(name).filter((a) => a.suggested).map((a) => a.activity);
    expect(suggested('running')).toEqual(['running, 6 mph (10 min/mile)']);
    expect(suggested('walking')).toEqual(['walking, 2.8 to 3.2 mph, level, moderate pace, firm surface']);
    expect(suggested('bicycling')).toEqual(['bicycling, 12-13.9 mph, leisure, moderate effort']);
    expect(suggested('yoga')).toEqual(['yoga, Hatha']);
    expect(pickerOrder(MET_ACTIVITIES).find((a) => a.activity.startsWith('aerobic'))!.suggested).toBe(false);
  });
});
