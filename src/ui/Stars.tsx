import { useLayoutEffect, useRef } from 'react';
import { stylesheet } from './stylesheet';

/** Five stars side by side, 24 units each: one path, no ids (many cards share one shadow root), nothing to load. */
const D = 'M12 2' + 'l3 6.9 7.5.7-5.7 5 1.7 7.4-6.5-3.7-6.5 3.7 1.7-7.4-5.7-5 7.5-.7zm24 0'.repeat(5);

/**
 * The stars' CSS, adopted by the shadow root they render in (as the video facade's): a widget carries none of it until
 * stars show. Custom properties: --sf-stars-size (1em, one star), --sf-stars-color (the filled part, #a4660b),
 * --sf-stars-empty (the rest, #d9d4c7). Part: stars.
 */
export const starsCss = `
.sf-stars { position: relative; display: inline-block; flex: none; vertical-align: -0.15em; line-height: 0;
  width: calc(5 * var(--sf-stars-size, 1em)); height: var(--sf-stars-size, 1em); color: var(--sf-stars-empty, #d9d4c7); }
.sf-stars svg { width: calc(5 * var(--sf-stars-size, 1em)); height: 100%; fill: currentColor; }
.sf-stars-fill { position: absolute; inset: 0 auto 0 0; overflow: hidden; color: var(--sf-stars-color, #a4660b); }
`;

const Five = () => (
  <svg viewBox="0 0 120 24" aria-hidden="true" focusable="false">
    <path d={D} />
  </svg>
);

/**
 * `value` out of five stars, filled to the tenth. With a `label` it is one image of that name ("4.6 out of 5, 128
 * reviews"); without, it is hidden from assistive technology (the text beside it says it).
 */
export function Stars({ value, label }: { value: number; label?: string }) {
  const root = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const shadow = root.current!.getRootNode();
    const sheet = stylesheet(starsCss);
    if (shadow instanceof ShadowRoot && !shadow.adoptedStyleSheets.includes(sheet))
      shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  }, []);
  const fill = Math.round(Math.min(5, Math.max(0, value)) * 20);
  return (
    <span
      ref={root}
      part="stars"
      className="sf-stars"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <Five />
      <span className="sf-stars-fill" style={{ width: `${fill}%` }}>
        <Five />
      </span>
    </span>
  );
}
