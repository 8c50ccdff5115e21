import { describe, expect, it } from 'vitest';
import { MET_ACTIVITIES } from '../../../src/domain/met-activities.ts';
import de from '../../locales/de/activity.json';
import en from '../../locales/en/activity.json';
import es from '../../locales/es/activity.json';

describe('activity names', () => {
  it('name every activity of the catalogue in every language, and nothing else', () => {
    const codes = MET_ACTIVITIES.map((a) => a.code).sort();
    for (const names of [en.names, es.names, de.names]) expect(Object.keys(names).sort()).toEqual(codes);
  });

  it('give paces in km/h where the reader measures in kilometres', () => {
    for (const names of [es.names, de.names]) expect(Object.values(names).filter((n) => /mph|mile/.test(n))).toEqual([]);
  });
});
