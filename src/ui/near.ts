import { useEffect, useState } from 'react';

/**
 * True once `el` is in the viewport, or, after the visitor has scrolled, within one screen's height of it (above or
 * below), and from then on: a widget below the first screen loads the rest of its code when the visitor scrolls near,
 * before it shows (DESIGN.md §5: "widgets below the first screen may load when scrolled near"); a page nobody scrolls
 * loads none of it. True at once where the browser has no IntersectionObserver.
 */
export function useNear(el: Element): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver != 'function');
  useEffect(() => {
    if (near) return;
    // A page already scrolled when the widget mounts (the visitor was quick, or followed a link to a fragment) counts.
    let scrolled = scrollY > 0;
    /** Whether a box is in the viewport or, once scrolled, within a screen of it. */
    const close = ({ top, bottom }: { top: number; bottom: number }) => {
      const margin = scrolled ? innerHeight : 0;
      return bottom >= -margin && top <= innerHeight + margin;
    };
    const done = () => {
      observer.disconnect();
      removeEventListener('scroll', onScroll);
      setNear(true);
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting && close(e.boundingClientRect)) && done(), {
      rootMargin: '100% 0px',
    });
    const onScroll = () => {
      scrolled = true;
      removeEventListener('scroll', onScroll);
      if (close(el.getBoundingClientRect())) done();
    };
    observer.observe(el);
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      removeEventListener('scroll', onScroll);
    };
  }, [el, near]);
  return near;
}
