import { videoFacadeCss } from '../../src/ui/videoFacadeCss';

/**
 * The video widget's own CSS, before the facade's (src/ui/videoFacadeCss.ts: its custom properties and parts).
 * Parts: root, and the facade's.
 */
export const videoCss = `
.video-root { display: block; }
`;

/** What the widget adopts: its own CSS and the facade's. */
export const videoStyles = videoCss + videoFacadeCss;
