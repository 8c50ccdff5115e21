/** The element holding the landing page painted from HTML, before any script ran (decision 074). */
export const PRERENDERED_ID = 'prerendered';

/**
 * The app has rendered its first screen into the hidden #root: it takes the place of the painted
 * landing page in the same frame. Its copy of the page is the same markup, so nothing moves; the
 * animations already under way carry on from where they are instead of starting over.
 */
export function takeOverPrerendered(): void {
  const painted = document.getElementById(PRERENDERED_ID);
  const root = document.getElementById('root');
  if (!painted || !root) return;
  const elapsed = painted.getAnimations({ subtree: true }).map((a) => a.currentTime);
  painted.remove();
  root.hidden = false;
  const started = root.getAnimations({ subtree: true });
  if (started.length !== elapsed.length) return;
  started.forEach((animation, i) => {
    animation.currentTime = elapsed[i] ?? null;
  });
}
