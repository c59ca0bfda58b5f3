/**
 * The share and follow buttons' icons: simple line drawings of the SDK's own (24 × 24, drawn with `currentColor`), no
 * brand file or font fetched from anywhere. Shared by the `share` and `follow` widgets, which never import each other.
 */
const SHAPES = {
  facebook: 'M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V21M6 10.5h8',
  x: 'M4 4l16 16M20 4L4 20',
  pinterest: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM10.5 18.5V7.5h2.75a2.75 2.75 0 0 1 0 5.5H10.5',
  linkedin: 'M4 4h16v16H4zM8 10.5V17M8 7v.01M12 17v-6.5M12 13a2.5 2.5 0 0 1 5 0v4',
  instagram: 'M4 8a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM12 8.5a3.5 3.5 0 1 0 .01 0M17 7v.01',
  youtube: 'M3 8.5A3.5 3.5 0 0 1 6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5zM10 9v6l5-3z',
  tiktok: 'M13 3v12.5A3.5 3.5 0 1 1 9.5 12M13 3a5 5 0 0 0 5 5',
  threads: 'M16.5 11.5C16 8 13 7 11 8.3M12 21a9 9 0 1 1 8.5-12M16.5 11.5a4.5 3 0 1 1-4.5-1c2 0 4.5.5 4.5 3S14 18 12 18',
  soundcloud: 'M7 18h10.5a3.5 3.5 0 0 0 0-7 5 5 0 0 0-9.7-1.3M3 14v4M5.5 11.5V18',
  bandcamp: 'M8 17l4.5-10H20l-4.5 10z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  share: 'M12 15V3M8 7l4-4 4 4M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7',
  check: 'M5 12.5l4.5 4.5L19 7',
} as const;

export type IconName = keyof typeof SHAPES;

/** An icon, hidden from assistive technology (the control it sits in carries the name). */
export const SocialIcon = ({ name }: { name: IconName }) => (
  <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={SHAPES[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
