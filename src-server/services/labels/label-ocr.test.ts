import { describe, expect, it } from 'vitest';
import { withoutRules } from './label-ocr.ts';

describe('withoutRules', () => {
  it('turns a label’s rules and frame to paper and keeps its print', () => {
    const width = 100;
    const height = 60;
    const pixels = new Uint8ClampedArray(width * height).fill(255);
    for (let x = 0; x < width; x++) pixels[30 * width + x] = 0; // a rule across the label
    for (let y = 0; y < height; y++) pixels[y * width + 2] = 0; // the frame's left side
    for (let y = 10; y < 20; y++) for (let x = 40; x < 45; x++) pixels[y * width + x] = 40; // a letter's stroke
    const out = withoutRules({ width, height, pixels }).pixels;
    expect(out[30 * width + 50]).toBe(255);
    expect(out[45 * width + 2]).toBe(255);
    expect(out[15 * width + 42]).toBe(40);
  });
});
