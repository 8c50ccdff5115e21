// @ts-check
// The landing page is painted from HTML and works without scripts: its way in is a link (decision 074).
// The app, which only adds the pointer glow and in-app navigation there, starts at the visitor's first
// interaction, so a phone spends nothing on it while the page is read (decision 075).
(() => {
  const script = /** @type {HTMLScriptElement} */ (document.currentScript);
  const entry = script.dataset.app;
  if (!entry) return;
  const events = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'];
  const options = { capture: true, passive: true };
  const start = () => {
    for (const name of events) removeEventListener(name, start, options);
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
  };
  for (const name of events) addEventListener(name, start, options);
})();
