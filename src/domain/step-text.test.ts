import { describe, expect, it } from 'vitest';
import { statedMinutes, stepWords } from './step-text.ts';

describe('the time a step states', () => {
  it('reads minutes, ranges, hours and seconds', () => {
    expect(statedMinutes('Simmer for about 10 minutes.')).toBe(10);
    expect(statedMinutes('Bake 5–7 minutes until golden.')).toBe(7);
    expect(statedMinutes('Roast 1.5 hours')).toBe(90);
    expect(statedMinutes('Stir for 30 seconds')).toBe(0.5);
    expect(statedMinutes('Simmer 10 min, then rest 5 minutes.')).toBe(15);
  });

  it('is none when the text gives no time', () => {
    expect(statedMinutes('Chill overnight.')).toBeNull();
    expect(statedMinutes('Add 2 eggs and 150 g flour.')).toBeNull();
  });
});

describe('the words of a step', () => {
  it('shows a short step once, as its heading', () => {
    expect(stepWords('Simmer for about 10 minutes.')).toEqual({ title: 'Simmer for about 10 minutes.', description: '' });
  });

  it('heads a long step with its first sentence and keeps the rest beneath', () => {
    const rest = 'Then add the spinach, stir until it wilts and season with salt, pepper and a squeeze of lemon juice before serving.';
    expect(stepWords(`Simmer the lentils for 20 minutes. ${rest}`)).toEqual({ title: 'Simmer the lentils for 20 minutes.', description: rest });
  });
});
