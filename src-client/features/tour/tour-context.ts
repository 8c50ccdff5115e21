import { createContext, useContext } from 'react';
import type { TourStep } from './tour-machine.ts';

export interface TourControls {
  active: boolean;
  /** The shown step, its index and the number of steps; `null`/0 while inactive. */
  step: TourStep | null;
  index: number;
  total: number;
  start(steps: readonly TourStep[]): void;
  next(): void;
  back(): void;
  skip(): void;
  end(): void;
}

export const TourContext = createContext<TourControls | null>(null);

export const TOUR_OUTSIDE_PROVIDER = 'useTour must be used inside <TourProvider>';

/** The guided tour: start it with a list of steps. Only inside a `<TourProvider>`. */
export function useTour(): TourControls {
  const tour = useContext(TourContext);
  if (!tour) throw new Error(TOUR_OUTSIDE_PROVIDER);
  return tour;
}
