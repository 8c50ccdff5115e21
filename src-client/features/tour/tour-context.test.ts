import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TOUR_OUTSIDE_PROVIDER, TourContext, useTour, type TourControls } from './tour-context.ts';

function Probe() {
  const tour = useTour();
  return createElement('span', null, `active: ${tour.active}`);
}

describe('useTour', () => {
  it('throws a clear error outside <TourProvider>', () => {
    expect(() => renderToString(createElement(Probe))).toThrow(TOUR_OUTSIDE_PROVIDER);
  });

  it('returns the controls inside a provider', () => {
    const controls = { active: false, step: null, index: 0, total: 0 } as unknown as TourControls;
    expect(renderToString(createElement(TourContext.Provider, { value: controls }, createElement(Probe)))).toContain('active: false');
  });
});
