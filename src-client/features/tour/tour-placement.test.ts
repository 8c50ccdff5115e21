import { describe, expect, it } from 'vitest';
import { cutoutPath, placeTooltip, scrollBlock, spotlightBox } from './tour-placement.ts';

const view = { width: 1280, height: 900 };
const tip = { width: 320, height: 200 };

describe('placeTooltip', () => {
  it('puts the tooltip below a target with room, centred on it', () => {
    const target = { top: 100, left: 400, width: 400, height: 100 };
    expect(placeTooltip(target, tip, view, 'bottom')).toEqual({ top: 212, left: 440, placement: 'bottom' });
  });

  it('flips to the opposite side when the preferred one has no room', () => {
    const target = { top: 650, left: 400, width: 400, height: 100 };
    expect(placeTooltip(target, tip, view, 'bottom')).toMatchObject({ top: 438, placement: 'top' });
  });

  it('places right and left, vertically centred', () => {
    const target = { top: 300, left: 100, width: 500, height: 300 };
    expect(placeTooltip(target, tip, view, 'right')).toEqual({ top: 350, left: 612, placement: 'right' });
    expect(placeTooltip({ ...target, left: 700 }, tip, view, 'left')).toEqual({ top: 350, left: 368, placement: 'left' });
  });

  it('keeps the tooltip on screen along the other axis', () => {
    const target = { top: 100, left: 0, width: 40, height: 40 };
    expect(placeTooltip(target, tip, view, 'bottom').left).toBe(12);
  });

  it('overlays the bottom of a target too big for any side', () => {
    const target = { top: 0, left: 0, width: 1280, height: 900 };
    expect(placeTooltip(target, tip, view, 'right')).toEqual({ top: 688, left: 480, placement: 'overlay' });
  });

  it('centres the tooltip when there is no target', () => {
    expect(placeTooltip(null, tip, view)).toEqual({ top: 350, left: 480, placement: 'center' });
  });

  it('still fits a tooltip on a phone-sized screen', () => {
    const phone = { width: 390, height: 844 };
    const pos = placeTooltip({ top: 100, left: 16, width: 358, height: 600 }, { width: 358, height: 220 }, phone, 'right');
    expect(pos.left).toBeGreaterThanOrEqual(12);
    expect(pos.top + 220).toBeLessThanOrEqual(844 - 12);
  });
});

describe('spotlightBox and scrollBlock', () => {
  it('grows the target by the padding', () => {
    expect(spotlightBox({ top: 10, left: 20, width: 100, height: 50 })).toEqual({ top: 2, left: 12, width: 116, height: 66 });
  });

  it('centres short targets and shows the top of tall ones', () => {
    expect(scrollBlock(300, 900)).toBe('center');
    expect(scrollBlock(800, 900)).toBe('start');
  });
});

describe('cutoutPath', () => {
  it('covers the viewport, with a rounded hole over the target', () => {
    expect(cutoutPath({ width: 100, height: 50 }, null)).toBe('M0 0H100V50H0Z');
    expect(cutoutPath({ width: 100, height: 50 }, { top: 10, left: 20, width: 40, height: 20 }, 4)).toBe(
      'M0 0H100V50H0ZM24 10h32a4 4 0 0 1 4 4v12a4 4 0 0 1 -4 4h-32a4 4 0 0 1 -4 -4v-12a4 4 0 0 1 4 -4Z',
    );
  });

  it('keeps the corner radius within a small hole', () => {
    expect(cutoutPath({ width: 100, height: 50 }, { top: 0, left: 0, width: 6, height: 6 }, 8)).toContain('a3 3 0 0 1');
  });
});
