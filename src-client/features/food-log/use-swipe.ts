import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { dragOffset, releaseVelocity, restingOffset, SWIPE, swipeOutcome, type PointerSample } from './swipe-gesture.ts';

interface Drag {
  pointerId: number;
  startX: number;
  moved: boolean;
  samples: PointerSample[];
}

/** Pointer-event swipe state for one card; the gesture rules live in swipe-gesture.ts. */
export function useSwipe({ onAdd }: { onAdd: () => void }) {
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState(false);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const settle = (outcome: ReturnType<typeof swipeOutcome>) => {
    setDragging(false);
    setOffset(restingOffset(outcome));
    setOpen(outcome === 'open-actions' || outcome === 'stay-open');
    if (outcome === 'add') onAdd();
  };

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      drag.current = { pointerId: e.pointerId, startX: e.clientX, moved: false, samples: [{ x: e.clientX, t: e.timeStamp }] };
      swallowClick.current = false;
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      if (!d || d.pointerId !== e.pointerId) return;
      const dx = e.clientX - d.startX;
      if (!d.moved && Math.abs(dx) < SWIPE.tapSlop) return;
      if (!d.moved) {
        d.moved = true;
        setDragging(true);
        e.currentTarget.setPointerCapture(e.pointerId);
      }
      d.samples.push({ x: e.clientX, t: e.timeStamp });
      if (d.samples.length > 20) d.samples.shift();
      setOffset(dragOffset(dx, open));
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const d = drag.current;
      drag.current = null;
      if (!d || !d.moved) return;
      swallowClick.current = true;
      d.samples.push({ x: e.clientX, t: e.timeStamp });
      settle(swipeOutcome(e.clientX - d.startX, releaseVelocity(d.samples), open));
    },
    onPointerCancel: () => {
      drag.current = null;
      setDragging(false);
      setOffset(open ? SWIPE.actionsOffset : 0);
    },
    /** A drag ends in a click on the same element: it must not also open the calculator. */
    onClickCapture: (e: MouseEvent<HTMLElement>) => {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };

  const close = () => {
    setOpen(false);
    setOffset(0);
  };

  return { offset, open, dragging, close, handlers };
}
