import { describe, expect, it } from 'vitest';
import { genericRank } from './generic-rank.ts';

describe('genericRank', () => {
  it('ranks the plain food above prepared forms and dishes', () => {
    const raw = genericRank('Bananas, raw', 'Fruits and Fruit Juices', 'sr_legacy');
    expect(raw).toBeGreaterThan(genericRank('Bananas, dehydrated, or banana powder', 'Fruits and Fruit Juices', 'sr_legacy'));
    expect(raw).toBeGreaterThan(genericRank('Banana pudding', 'Pudding', 'survey'));
    expect(genericRank('Rice, cooked, NFS', 'Rice', 'survey')).toBeGreaterThan(genericRank('Rice, fried, with chicken', 'Fried rice and lo/chow mein', 'survey'));
  });

  it('prefers raw over cooked, and cooked over fried', () => {
    expect(genericRank('Apple, raw', 'Apples', 'survey')).toBeGreaterThan(genericRank('Apple, baked', 'Apples', 'survey'));
    expect(genericRank('Egg, whole, boiled or poached', 'Eggs and omelets', 'survey')).toBeGreaterThan(
      genericRank('Egg, whole, fried with oil', 'Eggs and omelets', 'survey'),
    );
  });

  it('pushes niche foods, restaurant foods, parts and branded products down', () => {
    const milk = genericRank('Milk, whole', 'Milk, whole', 'survey');
    expect(milk).toBeGreaterThan(genericRank('Milk, human', 'Human milk', 'survey') + 2);
    expect(milk).toBeGreaterThan(genericRank('Babyfood, fruit, bananas', 'Baby Foods', 'sr_legacy') + 2);
    expect(genericRank('Chicken, broilers or fryers, meat only, raw', 'Poultry Products', 'sr_legacy')).toBeGreaterThan(
      genericRank('Chicken, broilers or fryers, giblets, raw', 'Poultry Products', 'sr_legacy'),
    );
    expect(genericRank('Whole Milk', 'Milk', 'branded')).toBeLessThan(milk - 2);
  });

  it('does not count whole wheat as a plain whole food', () => {
    expect(genericRank('Bread, whole wheat', 'Yeast breads', 'survey')).toBe(genericRank('Bread, rye', 'Yeast breads', 'survey'));
  });
});
