import { describe, expect, it } from 'vitest';
import { parseSpokenFoods } from '../domain/voice-parse.ts';
import { foodSpan } from './roles.ts';

const words = (text: string) => {
  const all = text.split(' ');
  const [start, end] = foodSpan(all);
  return all.slice(start, end).join(' ');
};
const foods = (text: string) => parseSpokenFoods(text).foods.map((f) => f.food);

describe('foodSpan', () => {
  it('ends the food at a relative clause', () => {
    expect(words('1 cup of steamed quinoa that i made')).toBe('1 cup of steamed quinoa');
    expect(words('leftover chili we saved')).toBe('leftover chili');
    expect(words('frozen corn which came to 260 grams')).toBe('frozen corn');
    expect(words('that pizza')).toBe('that pizza');
  });

  it("ends the food at a word of time before or after something, not at one of how it was made", () => {
    expect(words('2 flour tortillas post-workout')).toBe('2 flour tortillas');
    expect(words('protein bar pre-game')).toBe('protein bar');
    expect(words('rice pre-cooked')).toBe('rice pre-cooked');
  });

  it('ends the food at a purpose clause, but not in "ready to eat" nor a range', () => {
    expect(words('iced tea to sip')).toBe('iced tea');
    expect(words('pretzels to nibble')).toBe('pretzels');
    expect(words('ready to eat cereal')).toBe('ready to eat cereal');
    expect(words('2 to 3 eggs')).toBe('2 to 3 eggs');
  });

  it('ends the food at a past participle saying why, when or by whom, not how it was cooked', () => {
    expect(words('peanut butter sandwich packed for school')).toBe('peanut butter sandwich');
    expect(words('chicken breast set aside')).toBe('chicken breast');
    expect(words('yogurt eaten at my desk')).toBe('yogurt');
    expect(words('fish fried in butter')).toBe('fish fried in butter');
  });

  it('starts the food after the subject and verb of a clause that opens with them', () => {
    expect(words('i made 90 g pizza')).toBe('90 g pizza');
    expect(words('i have just cooked salmon')).toBe('salmon');
    expect(words('we must have eaten 3 cookies')).toBe('3 cookies');
    expect(words('salmon')).toBe('salmon');
    expect(words('i went for a burger')).toBe('a burger');
    expect(words('we wolfed down 2 pizzas')).toBe('2 pizzas');
    // A phrase of time, place or circumstance may come before the subject.
    expect(words('during the movie we shared popcorn')).toBe('popcorn');
    expect(words('in lunch i take white bread')).toBe('white bread');
  });

  it('ends the food at a phrase of time, place or circumstance', () => {
    expect(words('a banana after the gym')).toBe('a banana');
    expect(words('popcorn while watching a movie')).toBe('popcorn');
    expect(words('a bagel at the office')).toBe('a bagel');
    expect(words('tuna in water')).toBe('tuna in water');
  });

  it('ends the food at a phrase about the person', () => {
    expect(words('boiled yams for my midday meal')).toBe('boiled yams');
    expect(words('an apple during our walk')).toBe('an apple');
  });
});

describe('meals read by role', () => {
  it('keeps no words of a clause or phrase about the person as food', () => {
    expect(foods('a cup of steamed quinoa that I made this morning')).toEqual(['steamed quinoa']);
    expect(foods('a glass of iced tea to sip on this afternoon')).toEqual(['iced tea']);
    expect(foods('some boiled yams for my midday meal')).toEqual(['boiled yams']);
    expect(foods('a 1.5 oz bag of pretzels to nibble on')).toEqual(['pretzels']);
    expect(foods('ok so tonight I made 90 g pizza')).toEqual(['pizza']);
    expect(foods('late night snack of rhubarb, about 300 g oops')).toEqual(['rhubarb']);
  });

  it('reads a weight or volume stated in a clause about the person', () => {
    const amounts = (text: string) => parseSpokenFoods(text).foods.map((f) => [f.food, f.quantity, f.unit]);
    expect(amounts('frozen corn which came to 260 grams')).toEqual([['frozen corn', 260, 'g']]);
    expect(amounts("pad thai I'd say 400 grams")).toEqual([['pad thai', 400, 'g']]);
    expect(amounts('pad thai that I made in 20 minutes')).toEqual([['pad thai', 1, null]]);
  });
});
