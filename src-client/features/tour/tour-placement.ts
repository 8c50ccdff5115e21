import type { TourPlacement } from './tour-machine.ts';

/** Viewport coordinates, as from `getBoundingClientRect()`. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Where the tooltip went: a side of the target, the centre (no target) or over the target's bottom (no side has room). */
export type TooltipPlacement = TourPlacement | 'center' | 'overlay';

export const SPOTLIGHT_PADDING = 8;
const GAP = 12;
const MARGIN = 12;

const OPPOSITE: Record<TourPlacement, TourPlacement> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** The highlighted box: the target grown by a little padding. */
export function spotlightBox(target: Box, padding = SPOTLIGHT_PADDING): Box {
  return { top: target.top - padding, left: target.left - padding, width: target.width + 2 * padding, height: target.height + 2 * padding };
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

function fits(side: TourPlacement, t: Box, tip: Size, view: Size): boolean {
  switch (side) {
    case 'bottom':
      return t.top + t.height + GAP + tip.height <= view.height - MARGIN;
    case 'top':
      return t.top - GAP - tip.height >= MARGIN;
    case 'right':
      return t.left + t.width + GAP + tip.width <= view.width - MARGIN;
    case 'left':
      return t.left - GAP - tip.width >= MARGIN;
  }
}

function sideOf(side: TourPlacement, t: Box, tip: Size): { top: number; left: number } {
  switch (side) {
    case 'bottom':
      return { top: t.top + t.height + GAP, left: t.left + t.width / 2 - tip.width / 2 };
    case 'top':
      return { top: t.top - GAP - tip.height, left: t.left + t.width / 2 - tip.width / 2 };
    case 'right':
      return { top: t.top + t.height / 2 - tip.height / 2, left: t.left + t.width + GAP };
    case 'left':
      return { top: t.top + t.height / 2 - tip.height / 2, left: t.left - GAP - tip.width };
  }
}

/**
 * The tooltip's top-left corner: the preferred side when it has room, else the opposite side, else
 * any side; a target too big for any side gets the tooltip over its lower part. Always on screen.
 */
export function placeTooltip(target: Box | null, tip: Size, view: Size, preferred: TourPlacement = 'bottom'): { top: number; left: number; placement: TooltipPlacement } {
  const within = (pos: { top: number; left: number }) => ({
    top: clamp(pos.top, MARGIN, view.height - tip.height - MARGIN),
    left: clamp(pos.left, MARGIN, view.width - tip.width - MARGIN),
  });
  if (!target) return { ...within({ top: (view.height - tip.height) / 2, left: (view.width - tip.width) / 2 }), placement: 'center' };
  const order = [preferred, OPPOSITE[preferred], ...(['bottom', 'top', 'right', 'left'] as const).filter((s) => s !== preferred && s !== OPPOSITE[preferred])];
  const side = order.find((s) => fits(s, target, tip, view));
  if (side) return { ...within(sideOf(side, target, tip)), placement: side };
  const bottom = Math.min(target.top + target.height, view.height);
  return { ...within({ top: bottom - tip.height - MARGIN, left: target.left + target.width / 2 - tip.width / 2 }), placement: 'overlay' };
}

/** Short targets are scrolled to the middle of the screen, tall ones to the top so their heading shows. */
export function scrollBlock(targetHeight: number, viewportHeight: number): ScrollLogicalPosition {
  return targetHeight <= viewportHeight * 0.6 ? 'center' : 'start';
}

/** An SVG path covering the viewport with a rounded hole over `hole` (fill-rule evenodd). */
export function cutoutPath(view: Size, hole: Box | null, radius = 8): string {
  const outer = `M0 0H${view.width}V${view.height}H0Z`;
  if (!hole) return outer;
  const r = Math.max(0, Math.min(radius, hole.width / 2, hole.height / 2));
  const { top: y, left: x, width: w, height: h } = hole;
  const arc = (dx: number, dy: number) => `a${r} ${r} 0 0 1 ${dx} ${dy}`;
  return `${outer}M${x + r} ${y}h${w - 2 * r}${arc(r, r)}v${h - 2 * r}${arc(-r, r)}h${-(w - 2 * r)}${arc(-r, -r)}v${-(h - 2 * r)}${arc(r, -r)}Z`;
}
