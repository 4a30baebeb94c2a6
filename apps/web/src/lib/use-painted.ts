import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser has painted the component once: for what a page asks the server for after
 * its first paint, not before (the first page's status calls, which also load the contracts' schemas).
 * An animation frame runs just before a paint; a task queued from it runs after that paint. A hidden
 * page paints nothing, so it does not wait.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(() => globalThis.document?.hidden === true);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // What the change brings renders in slices: the page has painted, and a tap comes first.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
