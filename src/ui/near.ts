import { useEffect, useState } from 'react';

/**
 * True once `el` has come within one screen's height of the viewport (above or below it), and from then on: a widget
 * below the first screen loads the rest of its code then, before it shows (DESIGN.md §5: "widgets below the first
 * screen may load when scrolled near"). True at once where the browser has no IntersectionObserver.
 */
export function useNear(el: Element): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver != 'function');
  useEffect(() => {
    if (near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, near]);
  return near;
}
