/** Servings typed by the user: empty or invalid counts as 1. */
export function parseServings(text: string | number): number {
  const value = typeof text === 'number' ? text : Number.parseFloat(text);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** Hub stepper: plus/minus 0.5, never below 0.1 when decreasing. */
export function stepServings(current: number, direction: 1 | -1): number {
  const next = Math.round((current + 0.5 * direction) * 10) / 10;
  return direction === -1 ? Math.max(0.1, next) : next;
}
