import { useEffect, useState } from 'react';
import { scrollBlock, type Box, type Size } from './tour-placement.ts';

function boxOf(element: Element): Box {
  const r = element.getBoundingClientRect();
  return { top: r.top, left: r.left, width: r.width, height: r.height };
}

const viewport = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

/**
 * The step's target in viewport coordinates (null when nothing matches), scrolled into view when
 * the step opens and followed through scrolling, resizing and layout changes.
 */
export function useTargetBox(selector: string): { box: Box | null; view: Size } {
  const [state, setState] = useState<{ box: Box | null; view: Size }>(() => ({ box: null, view: viewport() }));

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = document.querySelector(selector);
        setState({ box: element ? boxOf(element) : null, view: viewport() });
      });
    };
    const element = document.querySelector(selector);
    if (element) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      element.scrollIntoView({ block: scrollBlock(boxOf(element).height, window.innerHeight), behavior: smooth ? 'smooth' : 'auto' });
    }
    const resize = new ResizeObserver(measure);
    if (element) resize.observe(element);
    measure();
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [selector]);

  return state;
}

/** The rendered size of an element, kept up to date. */
export function useElementSize(element: HTMLElement | null, fallback: Size): Size {
  const [size, setSize] = useState<Size>(fallback);
  useEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() => setSize({ width: element.offsetWidth, height: element.offsetHeight }));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
