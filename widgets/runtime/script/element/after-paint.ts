// page-state: the page's first paint, once the classic script waits for it.
/**
 * The classic script runs once the HTML is parsed, usually while the page's first frame is still
 * on its way to the screen, and every server-rendered element is already drawn by the HTML alone.
 * Its work then (defining the elements, reading the session and the banner's state from storage,
 * whose first touch waits on the browser process) would only compete with that frame. So it waits
 * for the page's first paint (the Paint Timing entry, made once the frame is shown); what the
 * visitor does meanwhile is held, as before any element's code has come. An import of the package
 * (no `currentScript`), a page that has painted and a hidden page (which paints nothing until
 * shown) go on at once; a paint that never comes (a hidden frame, a browser without Paint Timing)
 * is waited for one second at most.
 */
let painted: Promise<unknown> | undefined;

/** Runs `work` at once, or after the page's first paint when the classic script runs before it. */
export function afterFirstPaint(work: () => void): void {
  if (!document.currentScript || document.visibilityState !== 'visible' || performance.getEntriesByType('paint').length) work();
  else {
    painted ??= new Promise((resolve) => {
      new PerformanceObserver(resolve).observe({ type: 'paint' });
      setTimeout(resolve, 1000);
    });
    painted.then(work);
  }
}
