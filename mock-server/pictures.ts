// The mock catalogue's product pictures: drawn as SVG by code (a tee looks like a tee, a mug like a mug), so the same
// module serves them from the Node server and from the MSW worker in Storybook, at any `?format=<width>w` (the
// platform's resize contract: docs/embed-contract.md, "Images"). Each picture also has the spec's Image metadata
// (originalSize, mediaFocalPoint, colorData) to go with it in the catalogue.
import type { ImageItem } from '../src/types';

/** Where the pictures are served: `/media/products/<name>.svg`. */
export const PICTURE_PATH = '/media/products/';

interface Picture {
  /** The drawing's own size (its viewBox), also its `originalSize`. */
  w: number;
  h: number;
  /** The studio background: top and bottom of its gradient. */
  bg: [string, string];
  /** The colour at its centre (colorData.centerAverage). */
  centre: string;
  focal?: { x: number; y: number };
  alt: string;
  draw: () => string;
}

// ------------------------------------------------------------------ shapes

/** A soft shadow under an object. */
const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="0.13" filter="url(#blur)"/>`;

/** A vertical gradient `id` from `a` to `b`. */
const vgrad = (id: string, a: string, b: string) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
/** A horizontal gradient `id` through `stops`. */
const hgrad = (id: string, ...stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>`;

const TEE = 'M380 330 L505 278 Q600 345 695 278 L820 330 L1005 478 L905 640 L825 590 L825 1190 Q600 1222 375 1190 L375 590 L295 640 L195 478 Z';

function tee(colour: string, trim: string, back: boolean): string {
  const collar = back ? 'M505 278 Q600 312 695 278' : 'M505 278 Q600 365 695 278';
  return `<defs>${hgrad('cloth', trim, colour, colour, trim)}</defs>
${shadow(600, 1230, 330, 34)}
<path d="${TEE}" fill="url(#cloth)" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/>
<path d="${collar}" fill="none" stroke="${trim}" stroke-width="22" stroke-linecap="round"/>
<path d="M375 590 L295 640 M825 590 L905 640" stroke="${trim}" stroke-width="6" opacity="0.5"/>
<path d="M300 600 L385 560 M900 600 L815 560" stroke="#000" stroke-width="3" opacity="0.12"/>
<path d="M400 1165 Q600 1195 800 1165" fill="none" stroke="${trim}" stroke-width="5" stroke-dasharray="10 9" opacity="0.6"/>
${back ? '' : `<rect x="650" y="470" width="110" height="120" rx="10" fill="none" stroke="${trim}" stroke-width="5" stroke-dasharray="9 8" opacity="0.55"/>`}`;
}

function fabric(colour: string, thread: string): string {
  const rows = Array.from({ length: 36 }, (_, i) => `<path d="M0 ${i * 42 + 10} Q300 ${i * 42 + 24} 600 ${i * 42 + 10} T1200 ${i * 42 + 10}" stroke="${thread}" stroke-width="9" fill="none" opacity="0.35"/>`).join('');
  return `${rows}<path d="M0 1020 L1200 920" stroke="${thread}" stroke-width="14" stroke-dasharray="26 18" opacity="0.9"/>
<path d="M0 1080 L1200 980" stroke="#000" stroke-width="40" opacity="0.08"/>
<rect x="0" y="0" width="1200" height="1500" fill="${colour}" opacity="0.0"/>`;
}

function mug(colour: string, dark: string, angle: 'front' | 'side'): string {
  const handle = angle == 'front' ? 'M960 610 C1130 600 1150 900 960 930' : 'M960 630 C1080 640 1090 860 960 880';
  return `<defs>${hgrad('glaze', dark, colour, colour, dark)}</defs>
${shadow(720, 1135, 330, 40)}
<path d="${handle}" fill="none" stroke="${dark}" stroke-width="64" stroke-linecap="round"/>
<path d="${handle}" fill="none" stroke="${colour}" stroke-width="34" stroke-linecap="round"/>
<path d="M460 470 L460 1050 Q460 1130 710 1130 Q960 1130 960 1050 L960 470 Z" fill="url(#glaze)"/>
<ellipse cx="710" cy="470" rx="250" ry="62" fill="${dark}"/>
<ellipse cx="710" cy="476" rx="226" ry="48" fill="#3b2314"/>
<ellipse cx="690" cy="470" rx="150" ry="22" fill="#5a3621" opacity="0.6"/>
<path d="M520 560 L520 1000" stroke="#fff" stroke-width="26" stroke-linecap="round" opacity="0.18"/>
<path d="M640 380 C600 330 690 300 650 240 M760 380 C720 330 810 300 770 240" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity="0.55"/>`;
}

function landscape(x: number, y: number, w: number, h: number): string {
  const sx = (v: number) => x + (v / 100) * w;
  const sy = (v: number) => y + (v / 100) * h;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${sx(70)}" cy="${sy(30)}" r="${w * 0.11}" fill="#f4b860"/>
<path d="M${sx(0)} ${sy(70)} L${sx(22)} ${sy(42)} L${sx(38)} ${sy(60)} L${sx(58)} ${sy(34)} L${sx(100)} ${sy(72)} L${sx(100)} ${sy(100)} L${sx(0)} ${sy(100)} Z" fill="#4d6b5a"/>
<path d="M${sx(0)} ${sy(82)} Q${sx(30)} ${sy(70)} ${sx(55)} ${sy(80)} T${sx(100)} ${sy(78)} L${sx(100)} ${sy(100)} L${sx(0)} ${sy(100)} Z" fill="#2f4a3e"/>
<path d="M${sx(58)} ${sy(34)} L${sx(52)} ${sy(42)} L${sx(57)} ${sy(41)} L${sx(61)} ${sy(45)} L${sx(64)} ${sy(40)} Z" fill="#eef2f0"/>`;
}

function poster(onWall: boolean): string {
  const defs = `<defs>${vgrad('sky', '#f6d7b0', '#e8a87c')}</defs>`;
  if (!onWall) return `${defs}${landscape(0, 0, 1200, 1600)}<text x="90" y="1500" font-family="Georgia, serif" font-size="92" fill="#f8f1e5" opacity="0.9">Field &amp; Fern</text>`;
  return `${defs}${shadow(600, 1420, 420, 30)}
<rect x="230" y="180" width="740" height="1000" fill="#2b2b2b"/>
<rect x="262" y="212" width="676" height="936" fill="#fbf8f3"/>
${landscape(330, 280, 540, 700)}
<text x="600" y="1060" text-anchor="middle" font-family="Georgia, serif" font-size="46" fill="#3a3a3a">Field &amp; Fern</text>
<text x="600" y="1110" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" letter-spacing="6" fill="#777">A2 PRINT</text>
<rect x="140" y="1380" width="920" height="22" rx="8" fill="#8a6b4f"/>`;
}

function ebook(pages: boolean): string {
  if (pages)
    return `${shadow(600, 1380, 470, 40)}
<path d="M120 420 Q360 360 600 430 L600 1320 Q360 1250 120 1310 Z" fill="#fffdf8" stroke="#d9d2c3" stroke-width="4"/>
<path d="M1080 420 Q840 360 600 430 L600 1320 Q840 1250 1080 1310 Z" fill="#fbf7ef" stroke="#d9d2c3" stroke-width="4"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M180 ${540 + i * 52} Q360 ${505 + i * 52} 550 ${545 + i * 52}" stroke="#9a9489" stroke-width="7" fill="none" stroke-linecap="round" opacity="${i % 5 == 4 ? 0 : 0.7}"/><path d="M650 ${545 + i * 52} Q840 ${505 + i * 52} 1020 ${540 + i * 52}" stroke="#9a9489" stroke-width="7" fill="none" stroke-linecap="round" opacity="${i % 6 == 5 ? 0 : 0.7}"/>`).join('')}
<text x="340" y="480" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="#5b5346">Chapter One</text>`;
  return `<defs>${vgrad('cover', '#1f4e5f', '#123340')}</defs>
${shadow(600, 1450, 380, 36)}
<rect x="250" y="150" width="700" height="1260" rx="60" fill="#1c1c1e"/>
<rect x="285" y="215" width="630" height="1130" rx="14" fill="url(#cover)"/>
<circle cx="600" cy="560" r="150" fill="none" stroke="#e9c46a" stroke-width="10"/>
<path d="M600 430 L600 690 M470 560 L730 560 M510 470 L690 650 M690 470 L510 650" stroke="#e9c46a" stroke-width="6" opacity="0.7"/>
<text x="600" y="870" text-anchor="middle" font-family="Georgia, serif" font-size="76" fill="#f4efe6">Field Notes</text>
<text x="600" y="950" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" letter-spacing="5" fill="#b9d3d9">A GARDENER'S YEAR</text>
<text x="600" y="1240" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="#b9d3d9">E-BOOK EDITION</text>`;
}

function consultation(): string {
  return `${shadow(800, 1050, 620, 40)}
<rect x="170" y="1000" width="1260" height="40" rx="14" fill="#b48a60"/>
<rect x="420" y="400" width="760" height="480" rx="24" fill="#2d2f33"/>
<rect x="450" y="430" width="700" height="420" rx="8" fill="#dfe8ef"/>
<circle cx="640" cy="590" r="70" fill="#c98d6b"/><path d="M520 820 Q640 640 760 820 Z" fill="#49617a"/>
<circle cx="960" cy="590" r="70" fill="#8d5e43"/><path d="M840 820 Q960 640 1080 820 Z" fill="#7a4f6b"/>
<path d="M360 880 L1240 880 L1300 1000 L300 1000 Z" fill="#3c3f44"/>
<rect x="1230" y="820" width="130" height="170" rx="16" fill="#fafafa" stroke="#ddd" stroke-width="4"/>
<path d="M1360 860 Q1420 880 1360 930" fill="none" stroke="#ddd" stroke-width="14"/>
<path d="M1270 790 C1250 760 1290 740 1270 710" fill="none" stroke="#c9c9c9" stroke-width="8" stroke-linecap="round"/>
<rect x="200" y="870" width="200" height="130" rx="8" fill="#e9d8a6" transform="rotate(-6 300 935)"/>`;
}

function coffee(view: 'bag' | 'cup' | 'beans'): string {
  const bean = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="46" ry="32" fill="#5a3826"/><path d="M-40 0 Q0 12 40 0" stroke="#2d1a10" stroke-width="7" fill="none"/></g>`;
  const beans = [[380, 1180, 20], [470, 1230, -30], [1080, 1190, 60], [1160, 1250, -10], [1010, 1270, 35], [300, 1260, 80]].map(([x, y, r]) => bean(x!, y!, r!)).join('');
  if (view == 'beans') return Array.from({ length: 60 }, (_, i) => bean(80 + ((i * 233) % 1360), 90 + ((i * 157) % 1330), (i * 47) % 180)).join('');
  if (view == 'cup')
    return `${shadow(750, 1080, 420, 50)}
<ellipse cx="750" cy="1040" rx="420" ry="90" fill="#f3f1ec" stroke="#dad6cc" stroke-width="6"/>
<path d="M470 640 L520 960 Q750 1060 980 960 L1030 640 Z" fill="#f7f5f0" stroke="#dad6cc" stroke-width="6"/>
<path d="M1020 700 C1160 700 1160 900 990 900" fill="none" stroke="#efece5" stroke-width="44"/>
<ellipse cx="750" cy="640" rx="280" ry="64" fill="#6b3f24"/>
<ellipse cx="720" cy="636" rx="120" ry="24" fill="#c89467" opacity="0.6"/>
<path d="M660 540 C620 470 720 430 680 340 M800 540 C760 470 860 430 820 340" fill="none" stroke="#a9a9a9" stroke-width="14" stroke-linecap="round" opacity="0.5"/>`;
  return `<defs>${hgrad('kraft', '#a77b4f', '#c99a68', '#b98a59', '#94693f')}</defs>
${shadow(750, 1230, 380, 40)}
<path d="M450 380 L1050 380 L1090 1210 L410 1210 Z" fill="url(#kraft)"/>
<path d="M450 380 L520 300 L980 300 L1050 380 Z" fill="#8a6139"/>
<rect x="520" y="620" width="460" height="420" rx="16" fill="#f5efe3"/>
<text x="750" y="760" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="#3b2a1c">Coffee</text>
<text x="750" y="840" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="#3b2a1c">Club</text>
<text x="750" y="940" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" letter-spacing="5" fill="#8a6139">SINGLE ORIGIN · 250 G</text>
${beans}`;
}

function giftCard(): string {
  return `<defs>${hgrad('card', '#2f5d50', '#3f7a68', '#2f5d50')}</defs>
${shadow(800, 880, 560, 34)}
<rect x="260" y="180" width="1080" height="660" rx="48" fill="url(#card)"/>
<rect x="940" y="180" width="90" height="660" fill="#e9c46a"/>
<rect x="260" y="470" width="1080" height="80" fill="#e9c46a"/>
<path d="M985 510 C880 380 820 460 985 510 C1090 380 1150 460 985 510 Z" fill="#f4a261" stroke="#c9803f" stroke-width="6"/>
<text x="330" y="330" font-family="Georgia, serif" font-size="88" fill="#f4efe6">Gift Card</text>
<text x="330" y="760" font-family="Helvetica, Arial, sans-serif" font-size="44" letter-spacing="4" fill="#cfe3dc">FERN &amp; FIELD</text>`;
}

function pen(closeUp: boolean): string {
  if (closeUp)
    return `<defs>${vgrad('barrel', '#4b5563', '#1f2937')}</defs>
<rect x="-100" y="330" width="1800" height="340" rx="170" fill="url(#barrel)" transform="rotate(-8 800 500)"/>
<text x="800" y="560" text-anchor="middle" font-family="'Brush Script MT', 'Segoe Script', cursive" font-size="170" fill="#d6c08f" transform="rotate(-8 800 500)">Ada</text>
<path d="M-100 420 L1700 200" stroke="#fff" stroke-width="18" opacity="0.12"/>`;
  return `<defs>${vgrad('barrel', '#4b5563', '#111827')}</defs>
${shadow(800, 760, 620, 28)}
<g transform="rotate(-14 800 500)">
<rect x="230" y="440" width="880" height="110" rx="50" fill="url(#barrel)"/>
<rect x="1080" y="440" width="300" height="110" rx="50" fill="#1f2937"/>
<rect x="1050" y="432" width="40" height="126" rx="8" fill="#d6c08f"/>
<path d="M1120 436 L1360 436 Q1380 436 1380 420 L1380 410 L1110 410 Z" fill="#d6c08f"/>
<path d="M230 495 L110 480 L110 510 Z" fill="#d6c08f"/>
<path d="M260 460 L1060 460" stroke="#fff" stroke-width="10" opacity="0.15"/>
<text x="650" y="512" text-anchor="middle" font-family="'Brush Script MT', 'Segoe Script', cursive" font-size="60" fill="#d6c08f">Ada</text>
</g>`;
}

// ------------------------------------------------------------------ the catalogue's pictures

const studio: [string, string] = ['#f4f1ec', '#e6e1d8'];
const PICTURES: Record<string, Picture> = {
  'tee-black-front': { w: 1200, h: 1500, bg: studio, centre: '2b2b2e', focal: { x: 0.5, y: 0.45 }, alt: 'Black tee, front', draw: () => tee('#2e2e33', '#16161a', false) },
  'tee-white-front': { w: 1200, h: 1500, bg: ['#e7ecef', '#d3dbe0'], centre: 'f2f2f0', focal: { x: 0.5, y: 0.45 }, alt: 'White tee, front', draw: () => tee('#fafaf7', '#cfcfc9', false) },
  'tee-black-back': { w: 1200, h: 1500, bg: studio, centre: '2b2b2e', focal: { x: 0.5, y: 0.45 }, alt: 'Black tee, back', draw: () => tee('#2e2e33', '#16161a', true) },
  'tee-white-back': { w: 1200, h: 1500, bg: ['#e7ecef', '#d3dbe0'], centre: 'f2f2f0', focal: { x: 0.5, y: 0.45 }, alt: 'White tee, back', draw: () => tee('#fafaf7', '#cfcfc9', true) },
  'tee-fabric': { w: 1200, h: 1500, bg: ['#34343a', '#26262b'], centre: '303036', focal: { x: 0.5, y: 0.65 }, alt: 'Close-up of the cotton and its stitching', draw: () => fabric('#2e2e33', '#4a4a52') },
  'poster-wall': { w: 1200, h: 1600, bg: ['#ece7df', '#ddd5c9'], centre: 'e7b98a', focal: { x: 0.5, y: 0.4 }, alt: 'The print framed on a wall', draw: () => poster(true) },
  'poster-print': { w: 1200, h: 1600, bg: ['#f6d7b0', '#e8a87c'], centre: '6b7f5c', focal: { x: 0.6, y: 0.35 }, alt: 'The print: mountains under an evening sun', draw: () => poster(false) },
  'mug-blue': { w: 1500, h: 1500, bg: studio, centre: '2f5d8a', alt: 'Blue mug', draw: () => mug('#3a6c9e', '#22476b', 'front') },
  'mug-red': { w: 1500, h: 1500, bg: studio, centre: 'b23a3a', alt: 'Red mug', draw: () => mug('#c0463f', '#86281f', 'front') },
  'mug-blue-side': { w: 1500, h: 1500, bg: ['#e4ebf1', '#d2dde6'], centre: '2f5d8a', alt: 'Blue mug from the side', draw: () => mug('#3a6c9e', '#22476b', 'side') },
  'ebook-cover': { w: 1200, h: 1600, bg: ['#e9eef0', '#d7dfe2'], centre: '1f4e5f', alt: 'Field Notes, the e-book, on a reader', draw: () => ebook(false) },
  'ebook-pages': { w: 1200, h: 1600, bg: ['#efe9dd', '#e1d8c6'], centre: 'f6f1e7', alt: 'Two pages of Field Notes', draw: () => ebook(true) },
  consultation: { w: 1600, h: 1200, bg: ['#eef0f2', '#dfe3e7'], centre: 'dfe8ef', focal: { x: 0.5, y: 0.5 }, alt: 'A video call on a laptop, a cup of coffee beside it', draw: consultation },
  'coffee-bag': { w: 1500, h: 1500, bg: studio, centre: 'c99a68', alt: 'A bag of Coffee Club beans', draw: () => coffee('bag') },
  'coffee-cup': { w: 1500, h: 1500, bg: ['#e9e2d6', '#d9cfbf'], centre: '6b3f24', alt: 'A cup of black coffee', draw: () => coffee('cup') },
  'coffee-beans': { w: 1500, h: 1500, bg: ['#8a6139', '#6f4c2b'], centre: '5a3826', alt: '', draw: () => coffee('beans') },
  'gift-card': { w: 1600, h: 1000, bg: ['#f3efe8', '#e4ddd1'], centre: '3f7a68', alt: 'The gift card, tied with a ribbon', draw: giftCard },
  'pen': { w: 1600, h: 1000, bg: studio, centre: '374151', alt: 'The pen, engraved with a name', draw: () => pen(false) },
  'pen-engraving': { w: 1600, h: 1000, bg: ['#2a2f36', '#1b1f24'], centre: '1f2937', focal: { x: 0.5, y: 0.5 }, alt: 'Close-up of an engraving', draw: () => pen(true) },
};

/** The names of the catalogue's pictures. */
export const PICTURE_NAMES = Object.keys(PICTURES);

/**
 * The picture `name` as SVG, `width` pixels wide (its own width when none is asked for or it is out of range), or null
 * when there is no such picture.
 */
export function pictureSvg(name: string, width?: number): string | null {
  const p = Object.prototype.hasOwnProperty.call(PICTURES, name) ? PICTURES[name]! : null;
  if (!p) return null;
  const w = width && width > 0 && width <= 5000 ? Math.round(width) : p.w;
  const h = Math.round((w * p.h) / p.w);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${p.w} ${p.h}">
<defs>${vgrad('studio', p.bg[0], p.bg[1])}<filter id="blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter></defs>
<rect width="${p.w}" height="${p.h}" fill="url(#studio)"/>
${p.draw()}
</svg>`;
}

/** The spec's Image for the picture `name` (its URL under `base`, '' for the page's origin). */
export function pictureImage(name: string, base = ''): ImageItem {
  const p = PICTURES[name];
  if (!p) throw new Error(`no picture "${name}"`);
  const edge = p.bg[0].slice(1);
  return {
    assetUrl: `${base}${PICTURE_PATH}${name}.svg`,
    originalSize: `${p.w}x${p.h}`,
    mediaFocalPoint: p.focal ?? { x: 0.5, y: 0.5 },
    colorData: { topLeftAverage: edge, topRightAverage: edge, bottomLeftAverage: p.bg[1].slice(1), bottomRightAverage: p.bg[1].slice(1), centerAverage: p.centre },
    ...(p.alt ? { altText: p.alt } : {}),
  };
}
