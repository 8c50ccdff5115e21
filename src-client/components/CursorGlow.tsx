import { useEffect, useRef } from 'react';
import classes from './CursorGlow.module.css';

/** A soft glow that follows the pointer; purely decorative and never intercepts clicks. */
export function CursorGlow() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const move = (event: PointerEvent) => {
      const el = ref.current;
      if (!el) return;
      el.style.setProperty('--glow-x', `${event.clientX}px`);
      el.style.setProperty('--glow-y', `${event.clientY}px`);
      el.dataset.visible = 'true';
    };
    window.addEventListener('pointermove', move, { passive: true });
    return () => window.removeEventListener('pointermove', move);
  }, []);

  return <div ref={ref} className={classes.glow} aria-hidden="true" />;
}
