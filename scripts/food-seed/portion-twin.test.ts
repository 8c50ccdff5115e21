import { describe, expect, it } from 'vitest';
import { emptyNutrients, type FoodRecord, type Portion } from '../../src-server/food-data/food-record.ts';
import { PortionTwins, type NamedFood } from './portion-twin.ts';

const food = (source: FoodRecord['source'], name: string, portions: Portion[] = [], otherNames: string[] = []): NamedFood => ({
  food: { source, sourceId: name, fdcId: null, name, brand: null, gtinUpc: null, category: null, per100: emptyNutrients(), portions },
  otherNames,
});

// SR and FNDDS foods as USDA names them, with a few unrelated ones so that common words weigh little.
const grain = food('sr_legacy', 'Oats', [{ label: '1 cup', grams: 156 }]);
const rolled = food('sr_legacy', 'Cereals, oats, regular and quick, not fortified, dry', [{ label: '1 cup', grams: 81 }], ['oatmeal', 'old-fashioned oats', 'rolled oats']);
const cookedBeans = food('survey', 'Kidney beans, NFS', [{ label: '1 cup', grams: 185 }]);
const beanSauce = food('survey', 'Black bean sauce', [{ label: '1 tablespoon', grams: 16 }]);
const freshTomatoes = food('sr_legacy', 'Tomatoes, red, ripe, raw, year round average', [{ label: '1 large whole', grams: 182 }]);
const cannedTomatoes = food('sr_legacy', 'Tomatoes, red, ripe, canned, packed in tomato juice', [{ label: '1 large', grams: 164 }]);
const others = ['Apples, raw, with skin', 'Milk, whole', 'Bread, white', 'Rice, white, cooked', 'Chicken, roasted', 'Cheese, cheddar', 'Coffee, brewed', 'Beans, green, raw'].map((n) => food('survey', n, [{ label: '1 cup', grams: 100 }]));
const twins = new PortionTwins([grain, rolled, cookedBeans, beanSauce, freshTomatoes, cannedTomatoes, ...others]);

describe('PortionTwins: the same food in SR or FNDDS, whose portions a Foundation food without any takes', () => {
  it('finds rolled oats by the name both are called, not the oat grain that has its NDB number', () => {
    const oats = food('foundation', 'Oats, whole grain, rolled, old fashioned', [], ['rolled oats']);
    expect(twins.twinOf(oats, grain.food)?.twin.portions).toEqual([{ label: '1 cup', grams: 81 }]);
  });

  it('keeps the state: dry beans take no cooked beans, canned tomatoes no fresh ones', () => {
    expect(twins.twinOf(food('foundation', 'Kidney beans, dry', [], ['kidney bean']))).toBeNull();
    expect(twins.twinOf(food('foundation', 'Tomatoes, red, ripe, canned'), freshTomatoes.food)?.twin).toBe(cannedTomatoes.food);
    expect(twins.twinOf(food('foundation', 'Tomatoes, red, ripe, raw'))?.twin).toBe(freshTomatoes.food);
  });

  it('takes no food whose own name is about something else', () => {
    expect(twins.twinOf(food('foundation', 'Beans, Dry, Black (0% moisture)'))).toBeNull();
  });
});
