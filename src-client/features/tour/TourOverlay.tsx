import { FocusTrap, Portal } from '@mantine/core';
import { useEffect, useState, type Dispatch } from 'react';
import { tourKeyAction, type TourAction, type TourStep } from './tour-machine.ts';
import classes from './TourOverlay.module.css';
import { cutoutPath, placeTooltip, spotlightBox } from './tour-placement.ts';
import { TourTooltip } from './TourTooltip.tsx';
import { useElementSize, useTargetBox } from './use-target-box.ts';

interface TourOverlayProps {
  step: TourStep;
  index: number;
  total: number;
  dispatch: Dispatch<TourAction>;
}

const TOOLTIP_ESTIMATE = { width: 360, height: 220 };

/**
 * The running tour: the page dimmed around a highlighted target, and the step's tooltip beside it.
 * A click on the dimmed page or Escape ends the tour; the arrow keys move between steps.
 */
export function TourOverlay({ step, index, total, dispatch }: TourOverlayProps) {
  const { box, view } = useTargetBox(step.target);
  const [tooltip, setTooltip] = useState<HTMLDivElement | null>(null);
  const size = useElementSize(tooltip, TOOLTIP_ESTIMATE);
  const spot = box ? spotlightBox(box) : null;
  const position = placeTooltip(spot, size, view, step.placement);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = tourKeyAction(event.key);
      if (!action) return;
      event.preventDefault();
      event.stopPropagation();
      dispatch(action);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [dispatch]);

  // Back is disabled on the first step: keep focus inside the tooltip when the focused button goes.
  useEffect(() => {
    if (tooltip && !tooltip.contains(document.activeElement)) tooltip.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [tooltip, index]);

  return (
    <Portal>
      <div className={classes.backdrop} aria-hidden onClick={() => dispatch({ type: 'end' })}>
        <svg className={classes.dim} width={view.width} height={view.height} aria-hidden focusable="false">
          <path d={cutoutPath(view, spot)} fillRule="evenodd" />
        </svg>
      </div>
      {spot && <div className={classes.spotlight} aria-hidden style={{ top: spot.top, left: spot.left, width: spot.width, height: spot.height }} />}
      <FocusTrap active innerRef={setTooltip}>
        <TourTooltip
          className={classes.tooltip}
          style={{ top: position.top, left: position.left }}
          step={step}
          index={index}
          total={total}
          onBack={() => dispatch({ type: 'back' })}
          onNext={() => dispatch({ type: 'next' })}
          onSkip={() => dispatch({ type: 'skip' })}
          onClose={() => dispatch({ type: 'end' })}
        />
      </FocusTrap>
    </Portal>
  );
}
