/**
 * The video widget's own CSS; the facade's comes with it (src/ui/videoFacadeCss.ts: its custom properties and parts).
 * Parts: root, and the facade's.
 */
export const videoCss = `
.video-root { display: block; }
`;
