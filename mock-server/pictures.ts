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
const vgrad = (id: string, a: string, b: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
/** A horizontal gradient `id` through `stops`. */
const hgrad = (id: string, ...stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('')}</linearGradient>`;

const TEE =
  'M380 330 L505 278 Q600 345 695 278 L820 330 L1005 478 L905 640 L825 590 L825 1190 Q600 1222 375 1190 L375 590 L295 640 L195 478 Z';

/** A tee from the front or the back; `print` (SVG) goes on its chest, in place of the pocket. */
function tee(colour: string, trim: string, back: boolean, print = ''): string {
  const collar = back ? 'M505 278 Q600 312 695 278' : 'M505 278 Q600 365 695 278';
  return `<defs>${hgrad('cloth', trim, colour, colour, trim)}</defs>
${shadow(600, 1230, 330, 34)}
<path d="${TEE}" fill="url(#cloth)" stroke="${trim}" stroke-width="4" stroke-linejoin="round"/>
<path d="${collar}" fill="none" stroke="${trim}" stroke-width="22" stroke-linecap="round"/>
<path d="M375 590 L295 640 M825 590 L905 640" stroke="${trim}" stroke-width="6" opacity="0.5"/>
<path d="M300 600 L385 560 M900 600 L815 560" stroke="#000" stroke-width="3" opacity="0.12"/>
<path d="M400 1165 Q600 1195 800 1165" fill="none" stroke="${trim}" stroke-width="5" stroke-dasharray="10 9" opacity="0.6"/>
${back ? '' : print || `<rect x="650" y="470" width="110" height="120" rx="10" fill="none" stroke="${trim}" stroke-width="5" stroke-dasharray="9 8" opacity="0.55"/>`}`;
}

function fabric(colour: string, thread: string): string {
  const rows = Array.from(
    { length: 36 },
    (_, i) =>
      `<path d="M0 ${i * 42 + 10} Q300 ${i * 42 + 24} 600 ${i * 42 + 10} T1200 ${i * 42 + 10}" stroke="${thread}" stroke-width="9" fill="none" opacity="0.35"/>`,
  ).join('');
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
  if (!onWall)
    return `${defs}${landscape(0, 0, 1200, 1600)}<text x="90" y="1500" font-family="Georgia, serif" font-size="92" fill="#f8f1e5" opacity="0.9">Field &amp; Fern</text>`;
  return `${defs}${shadow(600, 1420, 420, 30)}
<rect x="230" y="180" width="740" height="1000" fill="#2b2b2b"/>
<rect x="262" y="212" width="676" height="936" fill="#fbf8f3"/>
${landscape(330, 280, 540, 700)}
<text x="600" y="1060" text-anchor="middle" font-family="Georgia, serif" font-size="46" fill="#3a3a3a">Field &amp; Fern</text>
<text x="600" y="1110" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" letter-spacing="6" fill="#777">A2 PRINT</text>
<rect x="140" y="1380" width="920" height="22" rx="8" fill="#8a6b4f"/>`;
}

interface EbookCover {
  /** The title, one line or two. */
  title: string[];
  sub: string;
  /** The cover's gradient, top and bottom. */
  top: string;
  bottom: string;
  /** The motif's colour, the title's and the small print's. */
  accent: string;
  ink: string;
  subInk: string;
  /** The drawing above the title (SVG, about 300 wide around (600, 560)); the default is a sun wheel in `accent`. */
  motif?: string;
  /** The line at the foot of the cover. */
  edition?: string;
}

const FIELD_NOTES: EbookCover = {
  title: ['Field Notes'],
  sub: "A GARDENER'S YEAR",
  top: '#1f4e5f',
  bottom: '#123340',
  accent: '#e9c46a',
  ink: '#f4efe6',
  subInk: '#b9d3d9',
};

function ebook(pages: boolean, cover: EbookCover = FIELD_NOTES): string {
  if (pages)
    return `${shadow(600, 1380, 470, 40)}
<path d="M120 420 Q360 360 600 430 L600 1320 Q360 1250 120 1310 Z" fill="#fffdf8" stroke="#d9d2c3" stroke-width="4"/>
<path d="M1080 420 Q840 360 600 430 L600 1320 Q840 1250 1080 1310 Z" fill="#fbf7ef" stroke="#d9d2c3" stroke-width="4"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M180 ${540 + i * 52} Q360 ${505 + i * 52} 550 ${545 + i * 52}" stroke="#9a9489" stroke-width="7" fill="none" stroke-linecap="round" opacity="${i % 5 == 4 ? 0 : 0.7}"/><path d="M650 ${545 + i * 52} Q840 ${505 + i * 52} 1020 ${540 + i * 52}" stroke="#9a9489" stroke-width="7" fill="none" stroke-linecap="round" opacity="${i % 6 == 5 ? 0 : 0.7}"/>`).join('')}
<text x="340" y="480" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="#5b5346">Chapter One</text>`;
  const { title, sub, top, bottom, accent, ink, subInk } = cover;
  const motif =
    cover.motif ??
    `<circle cx="600" cy="560" r="150" fill="none" stroke="${accent}" stroke-width="10"/>
<path d="M600 430 L600 690 M470 560 L730 560 M510 470 L690 650 M690 470 L510 650" stroke="${accent}" stroke-width="6" opacity="0.7"/>`;
  const lines = title
    .map(
      (line, i) =>
        `<text x="600" y="${870 - (title.length - 1) * 84 + i * 84}" text-anchor="middle" font-family="Georgia, serif" font-size="76" fill="${ink}">${line}</text>`,
    )
    .join('\n');
  return `<defs>${vgrad('cover', top, bottom)}</defs>
${shadow(600, 1450, 380, 36)}
<rect x="250" y="150" width="700" height="1260" rx="60" fill="#1c1c1e"/>
<rect x="285" y="215" width="630" height="1130" rx="14" fill="url(#cover)"/>
${motif}
${lines}
<text x="600" y="950" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" letter-spacing="5" fill="${subInk}">${sub}</text>
<text x="600" y="1240" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" fill="${subInk}">${cover.edition ?? 'E-BOOK EDITION'}</text>`;
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

interface CoffeeBag {
  /** The label's two lines and its small print. */
  name: [string, string];
  sub: string;
  /** The bag's gradient (left to right), its folded top, its label and the label's ink. */
  bag: [string, string, string, string];
  fold: string;
  label: string;
  ink: string;
}

const COFFEE_CLUB: CoffeeBag = {
  name: ['Coffee', 'Club'],
  sub: 'SINGLE ORIGIN · 250 G',
  bag: ['#a77b4f', '#c99a68', '#b98a59', '#94693f'],
  fold: '#8a6139',
  label: '#f5efe3',
  ink: '#3b2a1c',
};

function coffee(view: 'bag' | 'cup' | 'beans', bag: CoffeeBag = COFFEE_CLUB): string {
  const bean = (x: number, y: number, r: number) =>
    `<g transform="translate(${x} ${y}) rotate(${r})"><ellipse rx="46" ry="32" fill="#5a3826"/><path d="M-40 0 Q0 12 40 0" stroke="#2d1a10" stroke-width="7" fill="none"/></g>`;
  const beans = [
    [380, 1180, 20],
    [470, 1230, -30],
    [1080, 1190, 60],
    [1160, 1250, -10],
    [1010, 1270, 35],
    [300, 1260, 80],
  ]
    .map(([x, y, r]) => bean(x!, y!, r!))
    .join('');
  if (view == 'beans')
    return Array.from({ length: 60 }, (_, i) => bean(80 + ((i * 233) % 1360), 90 + ((i * 157) % 1330), (i * 47) % 180)).join('');
  if (view == 'cup')
    return `${shadow(750, 1080, 420, 50)}
<ellipse cx="750" cy="1040" rx="420" ry="90" fill="#f3f1ec" stroke="#dad6cc" stroke-width="6"/>
<path d="M470 640 L520 960 Q750 1060 980 960 L1030 640 Z" fill="#f7f5f0" stroke="#dad6cc" stroke-width="6"/>
<path d="M1020 700 C1160 700 1160 900 990 900" fill="none" stroke="#efece5" stroke-width="44"/>
<ellipse cx="750" cy="640" rx="280" ry="64" fill="#6b3f24"/>
<ellipse cx="720" cy="636" rx="120" ry="24" fill="#c89467" opacity="0.6"/>
<path d="M660 540 C620 470 720 430 680 340 M800 540 C760 470 860 430 820 340" fill="none" stroke="#a9a9a9" stroke-width="14" stroke-linecap="round" opacity="0.5"/>`;
  return `<defs>${hgrad('kraft', ...bag.bag)}</defs>
${shadow(750, 1230, 380, 40)}
<path d="M450 380 L1050 380 L1090 1210 L410 1210 Z" fill="url(#kraft)"/>
<path d="M450 380 L520 300 L980 300 L1050 380 Z" fill="${bag.fold}"/>
<rect x="520" y="620" width="460" height="420" rx="16" fill="${bag.label}"/>
<text x="750" y="760" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${bag.ink}">${bag.name[0]}</text>
<text x="750" y="840" text-anchor="middle" font-family="Georgia, serif" font-size="64" fill="${bag.ink}">${bag.name[1]}</text>
<text x="750" y="940" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" letter-spacing="5" fill="${bag.fold}">${bag.sub}</text>
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

// ------------------------------------------------------------------ Fern & Field: the rest of the shop

/** One decimal place is plenty for a drawing this size (and keeps the SVG short). */
const n1 = (v: number) => Math.round(v * 10) / 10;

/** A repeatable stream of numbers in [0, 1): the same drawing every time. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

/** A pointed leaf `len` long and `wid` wide, from (x, y) towards `angle` degrees (0 points right), with its midrib. */
function leaf(x: number, y: number, angle: number, len: number, wid: number, fill: string, rib = true): string {
  return `<g transform="translate(${n1(x)} ${n1(y)}) rotate(${n1(angle)})"><path d="M0 0 Q${n1(len * 0.45)} ${n1(-wid)} ${n1(len)} 0 Q${n1(len * 0.45)} ${n1(wid)} 0 0 Z" fill="${fill}"/>${rib && wid >= 10 ? `<path d="M${n1(len * 0.06)} 0 L${n1(len * 0.85)} 0" stroke="#fff" stroke-width="${n1(Math.max(1.5, wid * 0.09))}" opacity="0.3"/>` : ''}</g>`;
}

/** A frond: a stem along a quadratic curve from `from` through `ctrl` to `to`, with leaflets along it on both sides. */
function frond(from: [number, number], ctrl: [number, number], to: [number, number], size: number, fill: string, stem: string): string {
  const at = (t: number) => [0, 1].map((k) => (1 - t) ** 2 * from[k]! + 2 * (1 - t) * t * ctrl[k]! + t * t * to[k]!) as [number, number];
  const slope = (t: number) => [0, 1].map((k) => 2 * (1 - t) * (ctrl[k]! - from[k]!) + 2 * t * (to[k]! - ctrl[k]!)) as [number, number];
  let leaves = '';
  for (let t = 0.14; t < 0.97; t += 0.052) {
    const [x, y] = at(t);
    const [dx, dy] = slope(t);
    const along = (Math.atan2(dy, dx) * 180) / Math.PI;
    const len = size * (0.25 + 0.75 * Math.sin(Math.PI * Math.min(1, t * 1.15)) ** 0.8) * (1 - t * 0.55);
    leaves += leaf(x, y, along - 62, len, len * 0.22, fill, false) + leaf(x, y, along + 62, len, len * 0.22, fill, false);
  }
  return `<path d="M${from.join(' ')} Q${ctrl.join(' ')} ${to.join(' ')}" fill="none" stroke="${stem}" stroke-width="${n1(size * 0.09)}" stroke-linecap="round"/>${leaves}`;
}

type PotColour = [light: string, dark: string];
const POTS: Record<string, PotColour> = {
  terracotta: ['#d07a52', '#9c4f2e'],
  white: ['#f6f4ef', '#c9c4ba'],
  sage: ['#a7bfa4', '#6d8c6c'],
  charcoal: ['#5a5d61', '#2f3134'],
  stone: ['#d9d2c5', '#a39a8a'],
};

/** The back of a pot's rim and its soil, at the top of a pot `w` wide whose rim is at `top`. Drawn before the plant. */
function potBack(cx: number, top: number, w: number, [, dark]: PotColour): string {
  const e = w * 0.09;
  return `<ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${n1(e)}" fill="${dark}"/><ellipse cx="${cx}" cy="${n1(top + e * 0.12)}" rx="${n1(w / 2 - w * 0.035)}" ry="${n1(e * 0.78)}" fill="#4a3426"/><ellipse cx="${cx}" cy="${n1(top + e * 0.2)}" rx="${n1(w * 0.3)}" ry="${n1(e * 0.35)}" fill="#6a4b36" opacity="0.6"/>`;
}

/** The front of a pot (rim band and body, `h` tall from `top`), drawn over the stems; `id` names its gradients. */
function potFront(cx: number, top: number, w: number, h: number, [light, dark]: PotColour, id: string): string {
  const e = w * 0.09;
  const rimH = h * 0.17;
  const L = cx - w / 2;
  const R = cx + w / 2;
  return `<defs>${hgrad(`${id}-body`, dark, light, light, dark)}${hgrad(`${id}-rim`, dark, light, dark)}</defs>
${shadow(cx, top + h + e * 0.5, w * 0.48, w * 0.06)}
<path d="M${n1(cx - w * 0.45)} ${n1(top + rimH)} L${n1(cx - w * 0.35)} ${n1(top + h)} A${n1(w * 0.35)} ${n1(e * 0.8)} 0 0 0 ${n1(cx + w * 0.35)} ${n1(top + h)} L${n1(cx + w * 0.45)} ${n1(top + rimH)} Z" fill="url(#${id}-body)"/>
<path d="M${n1(cx - w * 0.45)} ${n1(top + rimH + e)} A${n1(w * 0.45)} ${n1(e)} 0 0 0 ${n1(cx + w * 0.45)} ${n1(top + rimH + e)}" fill="none" stroke="#000" stroke-width="${n1(w * 0.04)}" opacity="0.12"/>
<path d="M${L} ${top} A${w / 2} ${n1(e)} 0 0 0 ${R} ${top} L${R} ${n1(top + rimH)} A${w / 2} ${n1(e)} 0 0 1 ${L} ${n1(top + rimH)} Z" fill="url(#${id}-rim)"/>
<path d="M${n1(L + w * 0.12)} ${n1(top + rimH + e * 1.6)} L${n1(L + w * 0.16)} ${n1(top + h - e * 0.3)}" stroke="#fff" stroke-width="${n1(w * 0.035)}" stroke-linecap="round" opacity="0.18"/>`;
}

type PlantKind = 'fern' | 'snake' | 'monstera' | 'cactus' | 'basil' | 'rosemary' | 'mint' | 'olive';

/** A sprig: a stem from (x, y) bending by `lean` up `height`, with `pairs` of leaves and a tip. */
function sprig(
  x: number,
  y: number,
  height: number,
  lean: number,
  pairs: number,
  len: number,
  wid: number,
  fill: string,
  stem: string,
): string {
  const tip: [number, number] = [x + lean, y - height];
  const ctrl: [number, number] = [x + lean * 0.2, y - height * 0.6];
  const at = (t: number) => [0, 1].map((k) => (1 - t) ** 2 * [x, y][k]! + 2 * (1 - t) * t * ctrl[k]! + t * t * tip[k]!) as [number, number];
  let leaves = '';
  for (let i = 0; i < pairs; i++) {
    const t = 0.25 + (0.72 * i) / pairs;
    const [px, py] = at(t);
    const shrink = 1 - i / (pairs * 1.8);
    const up = 20 + i * (40 / pairs);
    leaves += leaf(px, py, 180 + up, len * shrink, wid * shrink, fill) + leaf(px, py, -up, len * shrink, wid * shrink, fill);
  }
  return `<path d="M${x} ${y} Q${n1(ctrl[0])} ${n1(ctrl[1])} ${n1(tip[0])} ${n1(tip[1])}" fill="none" stroke="${stem}" stroke-width="${n1(Math.max(5, wid * 0.22))}" stroke-linecap="round"/>${leaves}${leaf(tip[0], tip[1] + len * 0.3, -90 + lean * 0.05, len * 0.55, wid * 0.5, fill)}`;
}

/** A monstera leaf (`#mleaf`, about 480 wide, its stalk at (0, 110)): heart-shaped, slit from the edge, a few holes. */
const MONSTERA_DEFS = (() => {
  const slits = [-120, -40, 40, 115]
    .flatMap((y, i) => [`M-290 ${y - 75} L-${58 + i * 4} ${y}`, `M290 ${y - 60} L${58 + i * 4} ${y + 12}`])
    .join(' ');
  return `<defs>${hgrad('mleaf-fill', '#1f5a35', '#2f7a48', '#236340')}
<mask id="mslits" maskUnits="userSpaceOnUse" x="-300" y="-300" width="600" height="600"><rect x="-300" y="-300" width="600" height="600" fill="#fff"/><path d="${slits}" stroke="#000" stroke-width="22" stroke-linecap="round"/><ellipse cx="-110" cy="-95" rx="18" ry="11" fill="#000"/><ellipse cx="115" cy="-10" rx="16" ry="10" fill="#000"/><ellipse cx="-120" cy="70" rx="15" ry="9" fill="#000"/></mask>
<g id="mleaf"><g mask="url(#mslits)"><path d="M0 110 C-60 175 -205 150 -232 40 C-262 -80 -150 -215 0 -200 C150 -215 262 -80 232 40 C205 150 60 175 0 110 Z" fill="url(#mleaf-fill)"/></g><path d="M0 110 Q8 -40 0 -190" stroke="#9cc79a" stroke-width="7" fill="none" opacity="0.7"/></g></defs>`;
})();

/** The plant (above the rim at (cx, top)), split in what stands behind the pot's front and what hangs in front of it. */
function foliage(kind: PlantKind, cx: number, top: number, w: number): { back: string; front: string } {
  const s = w / 400;
  if (kind == 'fern') {
    const greens = ['#3d7a36', '#4c8c41', '#5a9c4c'];
    const f = (dx: number, lift: number, tipDx: number, tipDy: number, size: number, i: number) =>
      frond([cx + dx * 0.1, top], [cx + dx, top - lift * s], [cx + tipDx * s, top - tipDy * s], size * s, greens[i % 3]!, '#35602d');
    const back = [
      f(-40, 620, -70, 600, 92, 0),
      f(70, 600, 150, 560, 92, 1),
      f(-180, 560, -310, 420, 100, 2),
      f(200, 560, 320, 440, 100, 0),
      f(-20, 640, 40, 660, 86, 2),
    ].join('');
    const front = [
      f(-300, 380, -470, 90, 104, 1),
      f(320, 360, 480, 60, 104, 2),
      f(-170, 300, -300, -90, 96, 0),
      f(180, 300, 320, -110, 96, 1),
    ].join('');
    return { back, front };
  }
  if (kind == 'snake') {
    const leafPath = (x: number, lean: number, height: number, bw: number) => {
      const b = top + 10;
      return `<path d="M${n1(x - bw / 2)} ${b} Q${n1(x - bw * 0.7 + lean * 0.3)} ${n1(b - height * 0.55)} ${n1(x + lean)} ${n1(b - height)} Q${n1(x + bw * 0.7 + lean * 0.3)} ${n1(b - height * 0.55)} ${n1(x + bw / 2)} ${b} Z" fill="url(#bands)" stroke="#d9c65c" stroke-width="${n1(7 * s)}"/>`;
    };
    const defs = `<defs><pattern id="bands" width="160" height="70" patternUnits="userSpaceOnUse"><rect width="160" height="70" fill="#2f5d3a"/><path d="M0 20 Q40 6 80 22 T160 18 M0 50 Q40 38 80 52 T160 48" stroke="#7aa36a" stroke-width="9" fill="none" opacity="0.75"/></pattern></defs>`;
    const back =
      defs +
      [
        leafPath(cx - 90 * s, -70 * s, 640 * s, 92 * s),
        leafPath(cx + 100 * s, 60 * s, 600 * s, 90 * s),
        leafPath(cx + 10 * s, 10 * s, 800 * s, 104 * s),
        leafPath(cx - 30 * s, -140 * s, 520 * s, 84 * s),
        leafPath(cx + 50 * s, 150 * s, 470 * s, 80 * s),
      ].join('');
    return { back, front: '' };
  }
  if (kind == 'monstera') {
    const leafAt = (dx: number, dy: number, rot: number, sc: number, flip = 1) => {
      const x = cx + dx * s;
      const y = top + dy * s;
      const k = sc * s;
      const a = (rot * Math.PI) / 180;
      const [sx, sy] = [x - 110 * k * Math.sin(a), y + 110 * k * Math.cos(a)];
      return `<path d="M${cx + dx * 0.08 * s} ${top} Q${n1(cx + dx * 0.35 * s)} ${n1(top + dy * 0.45 * s)} ${n1(sx)} ${n1(sy)}" fill="none" stroke="#3c7a45" stroke-width="${n1(13 * s)}" stroke-linecap="round"/><use href="#mleaf" transform="translate(${n1(x)} ${n1(y)}) rotate(${rot}) scale(${n1(k * flip * 100) / 100} ${n1(k * 100) / 100})"/>`;
    };
    const back = MONSTERA_DEFS + [leafAt(-250, -520, -38, 0.78), leafAt(250, -560, 40, 0.82, -1), leafAt(10, -700, 4, 0.8)].join('');
    const front = [leafAt(-330, -250, -72, 0.68), leafAt(330, -280, 70, 0.7, -1)].join('');
    return { back, front };
  }
  if (kind == 'cactus') {
    const col = `<defs>${hgrad('cactus', '#3f7a4a', '#6fa36b', '#5a9258', '#35663e')}</defs>`;
    const spines = Array.from({ length: 26 }, (_, i) => {
      const x = cx + ((i % 4) - 1.5) * 34 * s;
      const y = top - 60 * s - Math.floor(i / 4) * 64 * s - (i % 2) * 20 * s;
      return `<path d="M${n1(x - 7 * s)} ${n1(y)} L${n1(x + 7 * s)} ${n1(y)} M${n1(x)} ${n1(y - 7 * s)} L${n1(x)} ${n1(y + 7 * s)}" stroke="#f4f1de" stroke-width="${n1(3 * s)}" opacity="0.9"/>`;
    }).join('');
    const armL = `M${n1(cx - 40 * s)} ${n1(top - 200 * s)} L${n1(cx - 120 * s)} ${n1(top - 200 * s)} L${n1(cx - 120 * s)} ${n1(top - 330 * s)}`;
    const armR = `M${n1(cx + 40 * s)} ${n1(top - 290 * s)} L${n1(cx + 115 * s)} ${n1(top - 290 * s)} L${n1(cx + 115 * s)} ${n1(top - 420 * s)}`;
    const arm = (d: string) =>
      `<path d="${d}" fill="none" stroke="#3f7a4a" stroke-width="${n1(84 * s)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#6fa36b" stroke-width="${n1(40 * s)}" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>`;
    const flower = (x: number, y: number) =>
      Array.from({ length: 8 }, (_, i) => leaf(x, y, i * 45, 34 * s, 12 * s, '#ec7fa0', false)).join('') +
      `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(9 * s)}" fill="#f7d35c"/>`;
    const back =
      col +
      arm(armL) +
      arm(armR) +
      `<rect x="${n1(cx - 75 * s)}" y="${n1(top - 560 * s)}" width="${n1(150 * s)}" height="${n1(580 * s)}" rx="${n1(75 * s)}" fill="url(#cactus)"/>
${[-40, 0, 40].map((d) => `<path d="M${n1(cx + d * s)} ${n1(top - 520 * s)} L${n1(cx + d * s)} ${top}" stroke="#2f5b36" stroke-width="${n1(4 * s)}" opacity="0.45"/>`).join('')}${spines}${flower(cx + 10 * s, top - 560 * s)}`;
    return { back, front: '' };
  }
  if (kind == 'basil' || kind == 'mint' || kind == 'rosemary') {
    const look = {
      basil: { n: 6, h: 420, pairs: 4, len: 92, wid: 46, fill: '#55a246', stem: '#4b7d3a' },
      mint: { n: 7, h: 380, pairs: 5, len: 70, wid: 34, fill: '#3f8a55', stem: '#5c6e3a' },
      rosemary: { n: 9, h: 520, pairs: 14, len: 52, wid: 7, fill: '#5e7a62', stem: '#6b5a3f' },
    }[kind];
    const rnd = seeded(kind.length * 97);
    let back = '';
    for (let i = 0; i < look.n; i++) {
      const x = cx + (i / (look.n - 1) - 0.5) * w * 0.6;
      const lean = (i / (look.n - 1) - 0.5) * 260 * s + (rnd() - 0.5) * 40 * s;
      const h = look.h * s * (0.75 + rnd() * 0.35) * (1 - Math.abs(i / (look.n - 1) - 0.5) * 0.5);
      back += sprig(x, top + 6, h, lean, look.pairs, look.len * s, look.wid * s, look.fill, look.stem);
    }
    return { back, front: '' };
  }
  // olive: a little tree
  const rnd = seeded(7);
  const crown = [
    [cx - 170 * s, top - 700 * s, 190 * s],
    [cx + 160 * s, top - 740 * s, 200 * s],
    [cx, top - 880 * s, 210 * s],
    [cx - 10 * s, top - 640 * s, 170 * s],
  ];
  let leaves = '';
  for (const [ox, oy, r] of crown) {
    for (let i = 0; i < 110; i++) {
      const a = rnd() * Math.PI * 2;
      const d = Math.sqrt(rnd()) * r!;
      leaves += leaf(
        ox! + Math.cos(a) * d,
        oy! + Math.sin(a) * d * 0.8,
        rnd() * 360,
        78 * s,
        14 * s,
        ['#6f8a69', '#9cb095', '#55704f', '#b8c6ae'][i % 4]!,
        false,
      );
    }
  }
  const olives = Array.from({ length: 9 }, (_, i) => {
    const [ox, oy, r] = crown[i % crown.length]!;
    return `<ellipse cx="${n1(ox! + (rnd() - 0.5) * r!)}" cy="${n1(oy! + (rnd() - 0.2) * r! * 0.7)}" rx="${n1(11 * s)}" ry="${n1(15 * s)}" fill="${i % 3 ? '#3d3a2a' : '#6d7a3a'}"/>`;
  }).join('');
  const trunk = `<path d="M${cx} ${top} C${n1(cx - 30 * s)} ${n1(top - 200 * s)} ${n1(cx + 40 * s)} ${n1(top - 380 * s)} ${n1(cx - 10 * s)} ${n1(top - 560 * s)} M${n1(cx + 5 * s)} ${n1(top - 420 * s)} C${n1(cx + 80 * s)} ${n1(top - 520 * s)} ${n1(cx + 120 * s)} ${n1(top - 640 * s)} ${n1(cx + 140 * s)} ${n1(top - 740 * s)} M${n1(cx - 10 * s)} ${n1(top - 500 * s)} C${n1(cx - 90 * s)} ${n1(top - 580 * s)} ${n1(cx - 130 * s)} ${n1(top - 640 * s)} ${n1(cx - 150 * s)} ${n1(top - 700 * s)} M${n1(cx - 10 * s)} ${n1(top - 560 * s)} L${n1(cx)} ${n1(top - 880 * s)}" fill="none" stroke="#6e5a45" stroke-width="${n1(30 * s)}" stroke-linecap="round"/>`;
  return { back: trunk + leaves + olives, front: '' };
}

/** A plant in a pot: the pot `w` wide with its rim at `top`; `id` keeps the pot's gradients apart from another pot's. */
function potted(kind: PlantKind, pot: PotColour, cx: number, top: number, w: number, h: number, id = 'pot'): string {
  const { back, front } = foliage(kind, cx, top, w);
  return `${potBack(cx, top, w, pot)}${back}${potFront(cx, top, w, h, pot, id)}${front}`;
}

/** A close-up of one leaf on a plain ground: a fern frond or a monstera leaf. */
function leafCloseUp(kind: 'fern' | 'monstera'): string {
  if (kind == 'fern')
    return (
      frond([120, 1400], [420, 300], [1120, 160], 250, '#4c8c41', '#35602d') +
      frond([-60, 1100], [200, 700], [640, 520], 150, '#5a9c4c', '#35602d')
    );
  return `${MONSTERA_DEFS}<path d="M800 985 Q860 1300 940 1500" stroke="#3c7a45" stroke-width="28" fill="none" stroke-linecap="round"/><use href="#mleaf" transform="translate(750 740) rotate(-12) scale(2.3)"/>`;
}

type SeedKind = 'basil' | 'tomato' | 'sunflower' | 'lavender' | 'chilli' | 'sweet-pea';

/** The drawing on a seed packet: the plant, about 400 wide, centred on (cx, cy). */
function seedMotif(kind: SeedKind, cx: number, cy: number): string {
  const x = (v: number) => n1(cx + v);
  const y = (v: number) => n1(cy + v);
  switch (kind) {
    case 'basil':
      return sprig(cx, cy + 200, 380, 10, 4, 120, 62, '#4f9a3f', '#467a35') + leaf(cx, cy - 150, -70, 70, 34, '#63b04f');
    case 'tomato': {
      const fruit = (fx: number, fy: number, r: number) =>
        `<circle cx="${x(fx)}" cy="${y(fy)}" r="${r}" fill="#d9412b"/><circle cx="${x(fx - r * 0.35)}" cy="${y(fy - r * 0.35)}" r="${n1(r * 0.25)}" fill="#fff" opacity="0.35"/>${[0, 72, 144, 216, 288].map((a) => leaf(cx + fx, cy + fy - r * 0.85, a - 90, r * 0.55, r * 0.14, '#3f7d3a', false)).join('')}`;
      return `<path d="M${x(-190)} ${y(-170)} Q${x(0)} ${y(-230)} ${x(180)} ${y(-150)} M${x(-60)} ${y(-200)} Q${x(-80)} ${y(-120)} ${x(-90)} ${y(-40)} M${x(70)} ${y(-190)} Q${x(90)} ${y(-60)} ${x(60)} ${y(40)}" fill="none" stroke="#46783a" stroke-width="10" stroke-linecap="round"/>
${leaf(cx - 150, cy - 180, 200, 80, 34, '#4c8c41')}${leaf(cx + 150, cy - 160, -20, 80, 34, '#4c8c41')}${fruit(-90, 40, 80)}${fruit(60, 110, 92)}${fruit(150, -40, 62)}`;
    }
    case 'sunflower': {
      const head = Array.from({ length: 20 }, (_, i) => leaf(cx, cy - 90, i * 18, 150, 30, i % 2 ? '#f2c230' : '#e9a91f', false)).join('');
      const seeds = Array.from({ length: 40 }, (_, i) => {
        const a = i * 2.39996;
        const d = 7.5 * Math.sqrt(i);
        return `<circle cx="${n1(cx + Math.cos(a) * d)}" cy="${n1(cy - 90 + Math.sin(a) * d)}" r="4" fill="#3a2414"/>`;
      }).join('');
      return `<path d="M${x(0)} ${y(-40)} Q${x(-20)} ${y(100)} ${x(0)} ${y(230)}" stroke="#4b7d3a" stroke-width="16" fill="none"/>${leaf(cx - 6, cy + 110, 200, 130, 50, '#4c8c41')}${leaf(cx + 4, cy + 60, -25, 120, 46, '#5a9c4c')}${head}<circle cx="${x(0)}" cy="${y(-90)}" r="62" fill="#6b4423"/>${seeds}`;
    }
    case 'lavender': {
      let out = '';
      [-130, -65, 0, 65, 130].forEach((dx, i) => {
        const tipX = cx + dx * 1.1;
        const tipY = cy - 210 + Math.abs(dx) * 0.35;
        out += `<path d="M${x(dx * 0.15)} ${y(220)} Q${x(dx * 0.5)} ${y(0)} ${n1(tipX)} ${n1(tipY)}" stroke="#6f8a5a" stroke-width="7" fill="none"/>`;
        for (let k = 0; k < 9; k++) {
          const t = k / 9;
          const bx = tipX - dx * 0.12 * t;
          const by = tipY + t * 150;
          out += `<ellipse cx="${n1(bx - 10)}" cy="${n1(by)}" rx="12" ry="17" fill="${(k + i) % 2 ? '#8a6fbf' : '#a58bd6'}"/><ellipse cx="${n1(bx + 10)}" cy="${n1(by + 7)}" rx="12" ry="17" fill="${(k + i) % 2 ? '#a58bd6' : '#7a5fb0'}"/>`;
        }
      });
      return (
        out +
        [-1, 1]
          .map(
            (d) =>
              leaf(cx, cy + 200, d < 0 ? 215 : -35, 130, 10, '#7d9677', false) +
              leaf(cx, cy + 210, d < 0 ? 235 : -55, 110, 9, '#8fa58a', false),
          )
          .join('')
      );
    }
    case 'chilli': {
      const pod = (px: number, py: number, rot: number, len: number) =>
        `<g transform="translate(${x(px)} ${y(py)}) rotate(${rot})"><path d="M-26 0 C-30 ${len * 0.5} -10 ${len * 0.9} 12 ${len} C10 ${len * 0.6} 30 ${len * 0.3} 26 0 Z" fill="#c8321e"/><path d="M-10 20 C-12 ${len * 0.45} -4 ${len * 0.7} 4 ${len * 0.85}" stroke="#fff" stroke-width="6" fill="none" opacity="0.3"/><path d="M-30 4 Q0 -18 30 4 Q0 14 -30 4 Z" fill="#3f7d3a"/><path d="M0 -4 Q6 -40 -10 -60" stroke="#46783a" stroke-width="9" fill="none" stroke-linecap="round"/></g>`;
      return `<path d="M${x(-170)} ${y(-200)} Q${x(0)} ${y(-260)} ${x(170)} ${y(-200)}" stroke="#46783a" stroke-width="12" fill="none" stroke-linecap="round"/>${leaf(cx - 100, cy - 225, 150, 90, 30, '#4c8c41')}${leaf(cx + 110, cy - 220, 30, 90, 30, '#4c8c41')}${pod(-100, -140, 14, 300)}${pod(10, -170, -4, 340)}${pod(115, -140, -18, 280)}`;
    }
    case 'sweet-pea': {
      const flower = (fx: number, fy: number, rot: number, c: string, d: string) =>
        `<g transform="translate(${x(fx)} ${y(fy)}) rotate(${rot})"><circle cx="0" cy="-20" r="72" fill="${c}"/><path d="M-60 -30 Q0 -70 60 -30" stroke="${d}" stroke-width="5" fill="none" opacity="0.5"/><ellipse cx="-34" cy="36" rx="40" ry="30" fill="${d}"/><ellipse cx="34" cy="36" rx="40" ry="30" fill="${d}"/><path d="M-16 60 Q0 80 16 60 L0 100 Z" fill="#5a8f4a"/></g>`;
      return `<path d="M${x(-160)} ${y(230)} Q${x(-40)} ${y(40)} ${x(20)} ${y(-160)} M${x(-60)} ${y(80)} Q${x(80)} ${y(20)} ${x(130)} ${y(-60)}" stroke="#5a8f4a" stroke-width="10" fill="none" stroke-linecap="round"/>
<path d="M${x(-110)} ${y(120)} c-40 -10 -60 -60 -20 -70 c30 -6 36 30 10 34" stroke="#5a8f4a" stroke-width="5" fill="none"/><path d="M${x(120)} ${y(110)} c40 -10 50 -60 14 -66 c-26 -4 -30 30 -6 30" stroke="#5a8f4a" stroke-width="5" fill="none"/>
${leaf(cx - 80, cy + 120, 160, 100, 34, '#6aa15a')}${leaf(cx - 40, cy + 40, 20, 90, 30, '#6aa15a')}${flower(-60, -120, -12, '#f0a6c4', '#d66f9b')}${flower(110, -30, 14, '#c9a0e6', '#9a6fc4')}${flower(-20, 60, 4, '#f7d3e0', '#e48ab0')}`;
    }
  }
}

/** A paper seed packet with a crimped top: a coloured band, the drawing, the plant's name and variety. */
function seedPacket(kind: SeedKind, name: string, variety: string, band: string, wash: string): string {
  const crimp = Array.from({ length: 30 }, (_, i) => `L${310 + i * 20 + 10} 262 L${310 + (i + 1) * 20} 250`).join(' ');
  return `<defs>${hgrad('paper', '#e9e1cf', '#f8f3e8', '#f6f0e3', '#e4dbc7')}</defs>
${shadow(620, 1330, 330, 30)}
<path d="M310 250 ${crimp} L910 1300 L310 1300 Z" fill="url(#paper)"/>
<rect x="310" y="280" width="600" height="150" fill="${band}"/>
<text x="610" y="345" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" letter-spacing="8" fill="#fff">FERN &amp; FIELD</text>
<text x="610" y="395" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="6" fill="#fff" opacity="0.8">SEEDS</text>
<rect x="360" y="470" width="500" height="480" rx="14" fill="${wash}"/>
${seedMotif(kind, 610, 700)}
<text x="610" y="1050" text-anchor="middle" font-family="Georgia, serif" font-size="76" fill="#2f3a2f">${name}</text>
<text x="610" y="1115" text-anchor="middle" font-family="Georgia, serif" font-style="italic" font-size="38" fill="#5b5346">${variety}</text>
<path d="M380 1170 L840 1170" stroke="${band}" stroke-width="4"/>
<text x="610" y="1230" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="5" fill="#6b6357">ORGANIC · SOW INDOORS OR OUT</text>
<path d="M310 250 L310 1300 M910 250 L910 1300" stroke="#000" stroke-width="6" opacity="0.07"/>`;
}

/** A candle in a glass jar with a coloured label; lit, or closed with a wooden lid. */
function candle(scent: string, wax: string, label: string, ink: string, lit: boolean): string {
  const flame = lit
    ? `<circle cx="750" cy="520" r="120" fill="url(#glow)"/><path d="M750 440 C780 490 790 530 750 570 C710 530 720 490 750 440 Z" fill="#f7b733"/><path d="M750 480 C764 510 766 530 750 556 C734 530 738 510 750 480 Z" fill="#fff3c4"/>`
    : `<rect x="488" y="470" width="524" height="80" rx="18" fill="url(#wood)"/><path d="M510 495 Q640 485 760 500 T990 496 M520 525 Q650 515 800 528 T985 522" stroke="#6e4a2c" stroke-width="4" fill="none" opacity="0.5"/>`;
  return `<g transform="translate(750 860) scale(1.22) translate(-750 -860)"><defs>${hgrad('glass', '#cfd4d2', '#f4f6f5', '#e6eae8', '#bfc6c3')}${hgrad('wood', '#9a6a43', '#c4936a', '#a97a50')}<radialGradient id="glow"><stop offset="0" stop-color="#ffd36b" stop-opacity="0.55"/><stop offset="1" stop-color="#ffd36b" stop-opacity="0"/></radialGradient></defs>
${shadow(750, 1200, 300, 34)}
<rect x="500" y="540" width="500" height="650" rx="46" fill="url(#glass)" opacity="0.9"/>
<rect x="516" y="620" width="468" height="550" rx="34" fill="${wax}"/>
<ellipse cx="750" cy="622" rx="232" ry="26" fill="#fff" opacity="0.35"/>
${lit ? '<path d="M750 622 L750 580" stroke="#2b2b2b" stroke-width="6" stroke-linecap="round"/>' : ''}
<rect x="500" y="540" width="500" height="650" rx="46" fill="none" stroke="#fff" stroke-width="6" opacity="0.6"/>
<path d="M535 600 L535 1130" stroke="#fff" stroke-width="22" stroke-linecap="round" opacity="0.45"/>
<rect x="545" y="770" width="410" height="290" rx="10" fill="${label}"/>
<text x="750" y="835" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="7" fill="${ink}" opacity="0.8">FERN &amp; FIELD</text>
<text x="750" y="935" text-anchor="middle" font-family="Georgia, serif" font-size="${scent.length > 10 ? 50 : 62}" fill="${ink}">${scent}</text>
<path d="M640 970 L860 970" stroke="${ink}" stroke-width="3" opacity="0.6"/>
<text x="750" y="1020" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="4" fill="${ink}" opacity="0.8">SOY WAX · 40 HOURS</text>
${flame}</g>`;
}

/** A canvas tote with two handles, its hem stitched; `print` is drawn on its front. */
function tote(cloth: string, shade: string, print = ''): string {
  const handle = (d: string, c: string) =>
    `<path d="${d}" fill="none" stroke="${c}" stroke-width="44" stroke-linecap="butt"/><path d="${d}" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="10 8" opacity="0.35" transform="translate(0 -12)"/>`;
  return `<defs>${hgrad('canvas', shade, cloth, cloth, shade)}<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 0 L8 8 M8 0 L0 8" stroke="#000" stroke-width="0.8" opacity="0.06"/></pattern></defs>
${shadow(600, 1335, 340, 30)}
${handle('M470 560 C460 250 740 250 730 560', shade)}
<path d="M300 540 L900 540 L930 1320 L270 1320 Z" fill="url(#canvas)"/>
<path d="M300 540 L900 540 L930 1320 L270 1320 Z" fill="url(#weave)"/>
<path d="M302 600 L898 600" stroke="#fff" stroke-width="4" stroke-dasharray="14 10" opacity="0.4"/>
<path d="M300 540 L900 540 L902 590 L298 590 Z" fill="#000" opacity="0.06"/>
${handle('M420 570 C400 200 800 200 780 570', cloth)}
<rect x="396" y="560" width="48" height="70" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="8 6" opacity="0.4"/>
<rect x="756" y="560" width="48" height="70" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="8 6" opacity="0.4"/>
<path d="M285 1300 L915 1300" stroke="#000" stroke-width="6" opacity="0.08"/>
${print}`;
}

/** A hardback A5 notebook, closed: cover, elastic band, ribbon, blind-stamped label. */
function notebook(cover: string, dark: string, ink = dark, id = 'nb'): string {
  return `<defs>${hgrad(`${id}-cover`, dark, cover, cover, cover)}</defs>
${shadow(620, 1235, 330, 26)}
<rect x="322" y="292" width="600" height="880" rx="16" fill="#efe8d8"/>
<path d="M330 300 L916 300 M330 1165 L916 1165" stroke="#d8cfbd" stroke-width="3"/>
<rect x="300" y="280" width="600" height="900" rx="18" fill="url(#${id}-cover)"/>
<path d="M340 280 L340 1180" stroke="#000" stroke-width="4" opacity="0.12"/>
<rect x="398" y="400" width="300" height="130" rx="8" fill="none" stroke="${ink}" stroke-width="5" opacity="0.9"/>
<text x="548" y="460" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" letter-spacing="8" fill="${ink}">DOT GRID</text>
<text x="548" y="505" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="6" fill="${ink}" opacity="0.8">A5 · 192 PAGES</text>
${frond([420, 1100], [470, 900], [560, 820], 40, ink, ink)}
<rect x="810" y="280" width="28" height="900" fill="#2a2a2c" opacity="0.85"/>
<path d="M560 1180 L560 1300 L578 1282 L596 1300 L596 1180 Z" fill="#b5543a"/>`;
}

/** An A5 notebook open on its dot-grid pages, the ribbon down the middle. */
function notebookOpen(cover: string): string {
  return `<defs><pattern id="dots" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="3" fill="#9a9489" opacity="0.55"/></pattern></defs>
${shadow(750, 1080, 650, 34)}
<rect x="110" y="210" width="1280" height="850" rx="22" fill="${cover}"/>
<path d="M140 230 Q440 200 750 240 L750 1040 Q440 1000 140 1030 Z" fill="#fbf8f1"/>
<path d="M1360 230 Q1060 200 750 240 L750 1040 Q1060 1000 1360 1030 Z" fill="#f7f3ea"/>
<path d="M180 270 L710 280 L710 1000 L180 990 Z" fill="url(#dots)"/>
<path d="M790 280 L1320 270 L1320 990 L790 1000 Z" fill="url(#dots)"/>
<path d="M750 240 L750 1040" stroke="#000" stroke-width="10" opacity="0.08"/>
<path d="M210 420 Q360 380 520 430 T680 420" stroke="#2f4a3e" stroke-width="6" fill="none" stroke-linecap="round"/>
<text x="220" y="360" font-family="Georgia, serif" font-style="italic" font-size="44" fill="#2f4a3e">Sow in March</text>
<path d="M758 240 L758 1130 L776 1110 L794 1130 L794 1040" stroke="none" fill="#b5543a"/>`;
}

/** Three pocket notebooks, fanned. */
function notebookSet(): string {
  const book = (rot: number, dx: number, cover: string, dark: string, id: string) =>
    `<g transform="translate(${dx} 0) rotate(${rot} 750 1100) translate(750 760) scale(0.8) translate(-600 -730)">${notebook(
      cover,
      dark,
      dark,
      id,
    )
      .replace(/DOT GRID/, 'POCKET')
      .replace(/A5 · 192 PAGES/, 'A6 · 64 PAGES')
      .replace(/<ellipse [^>]*filter="url\(#blur\)"\/>/, '')}</g>`;
  return `${shadow(750, 1290, 540, 34)}${book(-14, -200, '#c9a77a', '#7a5a36', 'nb1')}${book(0, 0, '#8fa88c', '#3f5a43', 'nb2')}${book(13, 200, '#d9c7a6', '#7d6a4a', 'nb3')}`;
}

type SceneKind = 'coast' | 'forest' | 'night';

/** A print's scene in the box (x, y, w, h): the coast at dawn, a pine forest or a night sky; its sky is `#sky`. */
function scene(kind: SceneKind, x: number, y: number, w: number, h: number): string {
  const sx = (v: number) => n1(x + (v / 100) * w);
  const sy = (v: number) => n1(y + (v / 100) * h);
  const sky = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>`;
  if (kind == 'coast')
    return `${sky}<circle cx="${sx(42)}" cy="${sy(58)}" r="${n1(w * 0.13)}" fill="#fff0c2"/>
<path d="M${sx(62)} ${sy(58)} L${sx(74)} ${sy(44)} L${sx(84)} ${sy(40)} L${sx(100)} ${sy(46)} L${sx(100)} ${sy(58)} Z" fill="#7d8797"/>
<rect x="${x}" y="${sy(58)}" width="${w}" height="${n1(h * 0.42)}" fill="url(#sea)"/>
${[62, 66, 70, 75].map((v, i) => `<path d="M${sx(42 - 10 + i * 2)} ${sy(v)} L${sx(42 + 10 - i * 2)} ${sy(v)}" stroke="#fff4d6" stroke-width="${n1(h * 0.006)}" stroke-linecap="round" opacity="0.7"/>`).join('')}
<path d="M${sx(0)} ${sy(86)} Q${sx(40)} ${sy(80)} ${sx(100)} ${sy(88)} L${sx(100)} ${sy(100)} L${sx(0)} ${sy(100)} Z" fill="#e8cfa3"/>
<path d="M${sx(0)} ${sy(86)} Q${sx(40)} ${sy(80)} ${sx(100)} ${sy(88)}" stroke="#fff" stroke-width="${n1(h * 0.006)}" fill="none" opacity="0.7"/>
<path d="M${sx(20)} ${sy(22)} q${n1(w * 0.02)} ${n1(-h * 0.015)} ${n1(w * 0.04)} 0 q${n1(w * 0.02)} ${n1(-h * 0.015)} ${n1(w * 0.04)} 0 M${sx(30)} ${sy(30)} q${n1(w * 0.015)} ${n1(-h * 0.012)} ${n1(w * 0.03)} 0 q${n1(w * 0.015)} ${n1(-h * 0.012)} ${n1(w * 0.03)} 0" stroke="#6b5a66" stroke-width="${n1(h * 0.004)}" fill="none"/>`;
  if (kind == 'forest') {
    const pine = (px: number, base: number, ph: number, c: string) => {
      const half = ((w * ph) / 100) * 0.22;
      const tier = (from: number, to: number, k: number) =>
        `M${sx(px)} ${sy(base - ph * from)} L${n1(sx(px) + half * k)} ${sy(base - ph * to)} L${n1(sx(px) - half * k)} ${sy(base - ph * to)} Z`;
      return `<path d="${tier(1, 0.55, 0.6)} ${tier(0.75, 0.3, 0.85)} ${tier(0.5, 0.04, 1.1)}" fill="${c}"/><rect x="${n1(sx(px) - w * 0.006)}" y="${sy(base - ph * 0.05)}" width="${n1(w * 0.012)}" height="${n1(((h * ph) / 100) * 0.05)}" fill="#3b2f25"/>`;
    };
    const back = Array.from({ length: 12 }, (_, i) => pine(i * 9 + 2, 70 + (i % 3) * 2, 22 + (i % 4) * 3, '#6f9a7e')).join('');
    const front = Array.from({ length: 8 }, (_, i) => pine(i * 14 + 4, 93 + (i % 2) * 2, 30 + (i % 3) * 6, '#2f5240')).join('');
    return `${sky}<circle cx="${sx(30)}" cy="${sy(30)}" r="${n1(w * 0.1)}" fill="#f7efd2"/>
<path d="M${sx(0)} ${sy(64)} Q${sx(30)} ${sy(52)} ${sx(60)} ${sy(60)} T${sx(100)} ${sy(56)} L${sx(100)} ${sy(100)} L${sx(0)} ${sy(100)} Z" fill="#a9c3ae"/>
${back}<path d="M${sx(0)} ${sy(80)} Q${sx(50)} ${sy(74)} ${sx(100)} ${sy(82)} L${sx(100)} ${sy(100)} L${sx(0)} ${sy(100)} Z" fill="#4d7a5e"/>${front}
<rect x="${x}" y="${sy(93)}" width="${w}" height="${n1(h * 0.07)}" fill="#243f31"/>`;
  }
  const rnd = seeded(11);
  const stars = Array.from(
    { length: 70 },
    () =>
      `<circle cx="${sx(rnd() * 100)}" cy="${sy(rnd() * 62)}" r="${n1((0.5 + rnd() * 1.6) * w * 0.003)}" fill="#fff" opacity="${n1(0.5 + rnd() * 0.5)}"/>`,
  ).join('');
  return `${sky}<path d="M${sx(-5)} ${sy(40)} Q${sx(40)} ${sy(18)} ${sx(105)} ${sy(8)}" stroke="#fff" stroke-width="${n1(w * 0.14)}" fill="none" opacity="0.07" filter="url(#blur)"/>${stars}
<mask id="moon"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/><circle cx="${sx(76)}" cy="${sy(18)}" r="${n1(w * 0.075)}" fill="#000"/></mask>
<circle cx="${sx(72)}" cy="${sy(20)}" r="${n1(w * 0.08)}" fill="#f3ecd2" mask="url(#moon)"/>
<path d="M${sx(0)} ${sy(72)} L${sx(18)} ${sy(52)} L${sx(30)} ${sy(62)} L${sx(52)} ${sy(44)} L${sx(74)} ${sy(64)} L${sx(86)} ${sy(56)} L${sx(100)} ${sy(66)} L${sx(100)} ${sy(100)} L${sx(0)} ${sy(100)} Z" fill="#24355c"/>
<path d="M${sx(0)} ${sy(84)} Q${sx(40)} ${sy(74)} ${sx(70)} ${sy(82)} T${sx(100)} ${sy(80)} L${sx(100)} ${sy(100)} L${sx(0)} ${sy(100)} Z" fill="#131f3a"/>
<path d="M${sx(60)} ${sy(80)} L${sx(60)} ${sy(74)} L${sx(64)} ${sy(70)} L${sx(68)} ${sy(74)} L${sx(68)} ${sy(80)} Z" fill="#0c1426"/><rect x="${sx(62.6)}" y="${sy(75)}" width="${n1(w * 0.025)}" height="${n1(h * 0.022)}" fill="#f4c25b"/>`;
}

const SCENES: Record<SceneKind, { sky: [string, string]; sea?: [string, string] }> = {
  coast: { sky: ['#f2b8a2', '#fde6c6'], sea: ['#7fa3b8', '#3f6a82'] },
  forest: { sky: ['#dfe9d8', '#f4efdc'] },
  night: { sky: ['#0f1c3a', '#2f4472'] },
};

/** A print of `kind`: on its own, or framed (in `frame`) on a wall above a shelf. */
function print(kind: SceneKind, title: string, onWall: boolean, frame = '#2b2b2b'): string {
  const { sky, sea } = SCENES[kind];
  const defs = `<defs>${vgrad('sky', ...sky)}${sea ? vgrad('sea', ...sea) : ''}</defs>`;
  // The title at the foot of the print: on the sand (coast), the forest floor or the night hills.
  const ink = { coast: '#3f5a6e', forest: '#f4efdc', night: '#fbf4e6' }[kind];
  if (!onWall)
    return `${defs}${scene(kind, 0, 0, 1200, 1600)}<text x="90" y="1510" font-family="Georgia, serif" font-size="84" fill="${ink}" opacity="0.92">${title}</text>`;
  return `${defs}${shadow(600, 1420, 420, 30)}
<rect x="230" y="180" width="740" height="1000" fill="${frame}"/>
<rect x="262" y="212" width="676" height="936" fill="#fbf8f3"/>
${scene(kind, 330, 280, 540, 700)}
<text x="600" y="1060" text-anchor="middle" font-family="Georgia, serif" font-size="46" fill="#3a3a3a">${title}</text>
<text x="600" y="1110" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" letter-spacing="6" fill="#777">FERN &amp; FIELD PRINT</text>
<rect x="140" y="1380" width="920" height="22" rx="8" fill="#8a6b4f"/>`;
}

/** A paper garden plan on a desk, with a pencil. */
function gardenPlan(): string {
  const plants = (cx: number, cy: number, n: number, r: number, c: string) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<circle cx="${n1(cx + Math.cos(i * 2.4) * r * Math.sqrt(i + 1) * 0.5)}" cy="${n1(cy + Math.sin(i * 2.4) * r * Math.sqrt(i + 1) * 0.35)}" r="${n1(r * 0.32)}" fill="${c}" stroke="#2f5240" stroke-width="2"/>`,
    ).join('');
  return `<defs><pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0 L0 0 L0 40" fill="none" stroke="#9ec1d9" stroke-width="1.5" opacity="0.6"/></pattern></defs>
${shadow(800, 1080, 560, 30)}
<g transform="rotate(-3 800 580)">
<rect x="270" y="130" width="1060" height="900" fill="#fbfaf5"/>
<rect x="270" y="130" width="1060" height="900" fill="url(#grid)"/>
<rect x="330" y="190" width="940" height="780" fill="none" stroke="#2f3a33" stroke-width="4"/>
<rect x="390" y="250" width="820" height="420" rx="40" fill="#cfe3b9" stroke="#5f8a4e" stroke-width="3"/>
<path d="M330 560 Q520 600 620 720 T900 970" stroke="#e3d1ae" stroke-width="60" fill="none"/>
<path d="M330 560 Q520 600 620 720 T900 970" stroke="#b89a6a" stroke-width="3" stroke-dasharray="14 10" fill="none"/>
<ellipse cx="930" cy="420" rx="140" ry="90" fill="#a9d0e6" stroke="#4f7f9e" stroke-width="4"/>
<path d="M390 250 L700 250 Q760 330 700 400 L390 400 Z" fill="#8fbf7a" stroke="#4f7a3e" stroke-width="3"/>${plants(520, 320, 9, 36, '#6fa35c')}
<path d="M1210 670 L1000 670 Q960 760 1040 820 L1210 820 Z" fill="#e7b7c6" stroke="#a5586f" stroke-width="3"/>${plants(1120, 740, 7, 30, '#d989a3')}
${[
  [1140, 300],
  [460, 760],
  [1180, 900],
]
  .map(
    ([cx, cy]) =>
      `<circle cx="${cx}" cy="${cy}" r="70" fill="#5d8f5a" opacity="0.55" stroke="#2f5240" stroke-width="3"/><path d="M${cx! - 20} ${cy} L${cx! + 20} ${cy} M${cx} ${cy! - 20} L${cx} ${cy! + 20}" stroke="#2f5240" stroke-width="3"/>`,
  )
  .join('')}
<rect x="700" y="820" width="220" height="130" fill="none" stroke="#2f3a33" stroke-width="3"/>
<path d="M700 850 L730 820 M700 880 L760 820 M700 910 L790 820 M700 940 L820 820 M720 950 L850 820 M750 950 L880 820 M780 950 L910 820 M810 950 L920 840 M840 950 L920 870 M870 950 L920 900" stroke="#2f3a33" stroke-width="2" opacity="0.5"/>
<text x="1250" y="1000" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="24" letter-spacing="4" fill="#2f3a33">GARDEN PLAN · 1:50</text>
</g>
<g transform="rotate(-28 1200 900)">
<rect x="900" y="870" width="520" height="44" fill="#f2c230"/><rect x="900" y="870" width="520" height="14" fill="#fbe08a"/>
<rect x="1420" y="870" width="50" height="44" fill="#c9ced3"/><rect x="1470" y="870" width="50" height="44" rx="10" fill="#e88f9a"/>
<path d="M900 870 L830 892 L900 914 Z" fill="#e6c39a"/><path d="M850 886 L830 892 L850 898 Z" fill="#333"/>
</g>`;
}

/** A balcony: a railing with a planter of herbs and flowers on it, pots in front, a trowel and a bag of compost. */
function balcony(): string {
  const bars = Array.from({ length: 15 }, (_, i) => `<rect x="${170 + i * 90}" y="600" width="16" height="430" fill="#3b3f44"/>`).join('');
  const flowers = [
    [690, 430, '#e86a5a'],
    [760, 400, '#f2c230'],
    [830, 440, '#e86a5a'],
    [900, 410, '#f7f3ea'],
  ]
    .map(
      ([x, y, c]) =>
        `<path d="M${x} 520 L${x} ${Number(y) + 10}" stroke="#4b7d3a" stroke-width="6"/>${Array.from({ length: 6 }, (_, i) => leaf(Number(x), Number(y), i * 60, 34, 14, String(c), false)).join('')}<circle cx="${x}" cy="${y}" r="10" fill="#6b4423"/>`,
    )
    .join('');
  return `${shadow(800, 1060, 700, 26)}
<rect x="0" y="1030" width="1600" height="170" fill="#cdbfae"/>
<rect x="0" y="1030" width="1600" height="12" fill="#000" opacity="0.08"/>
${bars}<rect x="140" y="580" width="1320" height="30" rx="10" fill="#2f3338"/><rect x="140" y="1000" width="1320" height="18" fill="#2f3338"/>
${sprig(420, 540, 200, -20, 4, 50, 26, '#55a246', '#4b7d3a')}${sprig(480, 540, 230, 10, 4, 52, 26, '#55a246', '#4b7d3a')}${sprig(540, 540, 190, 30, 4, 46, 24, '#55a246', '#4b7d3a')}
${sprig(1020, 540, 260, -10, 10, 30, 5, '#5e7a62', '#6b5a3f')}${sprig(1080, 540, 240, 20, 10, 30, 5, '#5e7a62', '#6b5a3f')}${sprig(1140, 540, 220, 40, 10, 30, 5, '#5e7a62', '#6b5a3f')}
${flowers}
<defs>${vgrad('trough', '#b88758', '#8a5e38')}</defs>
<rect x="360" y="520" width="880" height="110" rx="8" fill="url(#trough)"/><path d="M360 560 L1240 560 M360 595 L1240 595" stroke="#6e4a2c" stroke-width="3" opacity="0.5"/>
<path d="M420 630 L420 680 M1180 630 L1180 680" stroke="#2f3338" stroke-width="14"/>
${potted('snake', POTS.terracotta!, 330, 860, 240, 200, 'pot-a')}
${potted('fern', POTS.white!, 1250, 880, 230, 180, 'pot-b')}
<g transform="rotate(-8 800 980)"><path d="M640 880 L960 880 L990 1040 L610 1040 Z" fill="#6b5238"/><path d="M640 880 Q800 840 960 880" fill="#8a6b4a"/><rect x="680" y="920" width="240" height="80" rx="6" fill="#f4efe4"/><text x="800" y="972" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="30" letter-spacing="5" fill="#3b2a1c">COMPOST</text></g>
<g transform="translate(1000 1000) rotate(-12)"><path d="M0 0 C-40 -30 -110 -30 -160 0 C-110 30 -40 30 0 0 Z" fill="#c9ced3"/><rect x="0" y="-10" width="60" height="20" fill="#9aa3aa"/><rect x="60" y="-18" width="150" height="36" rx="18" fill="#a8754a"/></g>`;
}

/** A watering can, its long spout to the left with a rose on its end. */
function wateringCan(metal: [string, string, string, string]): string {
  const [dark, light, mid, edge] = metal;
  return `<defs>${hgrad('can', dark, light, mid, edge)}${hgrad('spout', edge, light, dark)}</defs>
${shadow(800, 1150, 330, 34)}
<path d="M1000 690 C1130 700 1150 980 1000 1000" fill="none" stroke="${dark}" stroke-width="46" stroke-linecap="round"/>
<path d="M600 1010 L300 560 L340 534 L640 930 Z" fill="url(#spout)"/>
<g transform="rotate(-34 300 548)"><path d="M250 548 L350 548 L336 600 L264 600 Z" fill="${mid}"/><ellipse cx="300" cy="548" rx="62" ry="22" fill="${edge}"/><ellipse cx="300" cy="546" rx="52" ry="16" fill="${dark}"/>${Array.from({ length: 7 }, (_, i) => `<circle cx="${272 + i * 9}" cy="${544 + (i % 2) * 5}" r="2.5" fill="${light}"/>`).join('')}</g>
<path d="M560 640 L560 1110 Q800 1160 1040 1110 L1040 640 Z" fill="url(#can)"/>
<ellipse cx="800" cy="640" rx="240" ry="42" fill="${mid}" stroke="${edge}" stroke-width="8"/>
<ellipse cx="860" cy="640" rx="130" ry="22" fill="${dark}" opacity="0.8"/>
<path d="M560 790 Q800 830 1040 790 M560 1000 Q800 1040 1040 1000" stroke="${edge}" stroke-width="8" fill="none" opacity="0.7"/>
<path d="M650 640 C660 430 960 420 1000 650" fill="none" stroke="${edge}" stroke-width="44" stroke-linecap="round"/>
<path d="M650 640 C660 430 960 420 1000 650" fill="none" stroke="${light}" stroke-width="14" stroke-linecap="round" opacity="0.5"/>
<path d="M610 700 L610 1080" stroke="#fff" stroke-width="22" stroke-linecap="round" opacity="0.3"/>`;
}

/** A pair of secateurs, closed, lying at an angle. */
function secateurs(): string {
  return `<defs>${vgrad('blade', '#eef1f3', '#9aa3aa')}${vgrad('grip', '#d9503e', '#9c2a1d')}</defs>
${shadow(780, 1060, 520, 30)}
<g transform="rotate(-28 750 750)">
<path d="M640 735 C520 680 360 650 230 705 C360 735 520 760 660 790 Z" fill="url(#blade)" stroke="#7f878d" stroke-width="3"/>
<path d="M660 790 C540 810 400 810 300 770 C420 850 580 870 690 830 Z" fill="#5b6166"/>
<path d="M640 720 L860 745 L860 790 L660 810 Z" fill="#8e979e"/>
<path d="M860 780 C960 720 1120 690 1300 660" fill="none" stroke="url(#grip)" stroke-width="86" stroke-linecap="round"/>
<path d="M860 800 C980 850 1130 880 1300 900" fill="none" stroke="url(#grip)" stroke-width="86" stroke-linecap="round"/>
<path d="M900 760 C990 720 1120 700 1280 680" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity="0.25"/>
<path d="M890 786 L910 814 L930 780 L950 818 L970 784 L990 822" fill="none" stroke="#c9ced3" stroke-width="8" stroke-linejoin="round"/>
<circle cx="760" cy="768" r="34" fill="#d6c08f" stroke="#9c8756" stroke-width="5"/><circle cx="760" cy="768" r="10" fill="#9c8756"/>
<rect x="1010" y="742" width="60" height="18" rx="8" fill="#c9ced3" transform="rotate(-8 1040 750)"/>
</g>`;
}

/** A hand trowel with an ash handle, a little soil on the blade. */
function trowel(): string {
  const crumbs = Array.from(
    { length: 14 },
    (_, i) =>
      `<circle cx="${300 + ((i * 137) % 420)}" cy="${1120 + ((i * 53) % 90)}" r="${6 + (i % 4) * 4}" fill="#5a3f2c" opacity="0.85"/>`,
  ).join('');
  return `<defs>${vgrad('steel', '#eef1f3', '#8e979e')}${vgrad('ash', '#d5a574', '#9a6a43')}</defs>
${shadow(760, 1080, 560, 34)}${crumbs}
<g transform="rotate(-24 750 750)">
<path d="M720 750 C640 600 380 590 170 750 C380 910 640 900 720 750 Z" fill="url(#steel)" stroke="#7f878d" stroke-width="3"/>
<path d="M690 750 C560 745 380 748 220 750" stroke="#7f878d" stroke-width="5" opacity="0.6"/>
<path d="M250 760 C320 800 360 820 420 830 C380 790 300 770 250 760 Z" fill="#5a3f2c"/>
<rect x="700" y="734" width="120" height="32" fill="#9aa3aa"/>
<rect x="810" y="710" width="70" height="80" rx="10" fill="#b4bcc2"/>
<rect x="870" y="700" width="460" height="100" rx="50" fill="url(#ash)"/>
<path d="M900 725 Q1100 715 1300 728 M910 770 Q1080 780 1290 768" stroke="#7a5232" stroke-width="4" fill="none" opacity="0.5"/>
<circle cx="1270" cy="750" r="16" fill="#6e4a2c"/>
</g>`;
}

/** A spool of jute twine with a paper band, its loose end across the table. */
function twine(): string {
  return `<defs><pattern id="wound" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(18)"><rect width="26" height="26" fill="#c9a46a"/><path d="M0 6 L26 6" stroke="#a98450" stroke-width="7"/><path d="M0 18 L26 18" stroke="#dcbc85" stroke-width="5"/></pattern></defs>
${shadow(760, 1150, 330, 30)}
<path d="M980 1000 C1160 1040 1240 1160 1100 1210 C980 1250 1060 1330 1300 1320" fill="none" stroke="#b8925a" stroke-width="12" stroke-linecap="round"/>
<path d="M500 520 L500 1080 A250 60 0 0 0 1000 1080 L1000 520 Z" fill="url(#wound)"/>
<path d="M500 520 L500 1080 A250 60 0 0 0 1000 1080 L1000 520 Z" fill="none" stroke="#8a6a3a" stroke-width="4" opacity="0.5"/>
<path d="M500 520 L500 1080 A250 60 0 0 0 560 1122 L560 560 Z" fill="#000" opacity="0.12"/>
<path d="M940 560 L940 1122 A250 60 0 0 0 1000 1080 L1000 520 Z" fill="#000" opacity="0.12"/>
<ellipse cx="750" cy="520" rx="250" ry="60" fill="#d2b07a" stroke="#a98450" stroke-width="4"/>
${[200, 150, 100].map((r, i) => `<ellipse cx="750" cy="520" rx="${r}" ry="${r * 0.24}" fill="none" stroke="#a98450" stroke-width="4" opacity="${0.5 + i * 0.15}"/>`).join('')}
<ellipse cx="750" cy="520" rx="62" ry="16" fill="#3a2a1a"/>
<path d="M500 740 L500 880 A250 60 0 0 0 1000 880 L1000 740 A250 60 0 0 1 500 740 Z" fill="#f4efe4"/>
<text x="750" y="825" text-anchor="middle" font-family="Georgia, serif" font-size="58" fill="#3b2a1c">Jute Twine</text>
<text x="750" y="880" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="22" letter-spacing="5" fill="#8a6139">FERN &amp; FIELD · 100 M</text>`;
}

/** Seed of the Month: a kraft envelope with its sticker, three packets fanned behind it. */
function seedClub(): string {
  const packet = (kind: SeedKind, name: string, variety: string, band: string, wash: string, rot: number, dx: number) =>
    `<g transform="translate(${dx} 0) rotate(${rot} 750 1000) translate(750 700) scale(0.55) translate(-610 -780)">${seedPacket(
      kind,
      name,
      variety,
      band,
      wash,
    )
      .replace(/<ellipse [^>]*filter="url\(#blur\)"\/>/, '')
      .replace(/paper/g, `paper-${kind}`)}</g>`;
  return `<defs>${hgrad('kraft-env', '#b98a59', '#d2a779', '#c39565')}</defs>
${shadow(750, 1260, 520, 36)}
${packet('sunflower', 'Sunflower', "'Giant Yellow'", '#d9902b', '#fbf0d4', -16, -260)}${packet('sweet-pea', 'Sweet Pea', "'Old Spice'", '#b5608a', '#f7e6ee', 0, 0)}${packet('tomato', 'Tomato', "'Sungold'", '#c0462e', '#fbe9e2', 15, 260)}
<rect x="270" y="760" width="960" height="480" rx="14" fill="url(#kraft-env)"/>
<path d="M270 770 L750 1020 L1230 770" fill="none" stroke="#9a6e43" stroke-width="6" opacity="0.6"/>
<circle cx="750" cy="1030" r="130" fill="#2f5d50"/><circle cx="750" cy="1030" r="112" fill="none" stroke="#e9c46a" stroke-width="4" stroke-dasharray="6 6"/>
<text x="750" y="1010" text-anchor="middle" font-family="Georgia, serif" font-size="40" fill="#f4efe6">Seed of</text>
<text x="750" y="1056" text-anchor="middle" font-family="Georgia, serif" font-size="40" fill="#f4efe6">the Month</text>
<text x="750" y="1100" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" letter-spacing="4" fill="#e9c46a">NO. 04</text>`;
}

/** The Flower Box: an open box of cut flowers and eucalyptus in tissue paper. */
function flowerBox(): string {
  const rnd = seeded(5);
  const euca = (x: number, y: number, rot: number) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 0 L0 -360" stroke="#6f8a6b" stroke-width="6"/>${Array.from({ length: 8 }, (_, i) => `<circle cx="${i % 2 ? 22 : -22}" cy="${-40 - i * 42}" r="${26 - i * 1.6}" fill="#9fb5a0" stroke="#7d9677" stroke-width="3"/>`).join('')}</g>`;
  const tulip = (x: number, y: number, c: string, d: string) =>
    `<path d="M${x} ${y + 40} L${x + (750 - x) * 0.3} 900" stroke="#4b7d3a" stroke-width="10"/><path d="M${x - 48} ${y - 40} Q${x - 54} ${y + 50} ${x} ${y + 50} Q${x + 54} ${y + 50} ${x + 48} ${y - 40} L${x + 24} ${y - 10} L${x} ${y - 54} L${x - 24} ${y - 10} Z" fill="${c}"/><path d="M${x} ${y - 54} Q${x + 10} ${y} ${x} ${y + 50}" stroke="${d}" stroke-width="5" fill="none" opacity="0.6"/>`;
  const ranunculus = (x: number, y: number, r: number, c: string, d: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/>${[0.78, 0.56, 0.34].map((k) => `<circle cx="${x + r * 0.06}" cy="${y - r * 0.04}" r="${n1(r * k)}" fill="none" stroke="${d}" stroke-width="4" opacity="0.55"/>`).join('')}<circle cx="${x + r * 0.08}" cy="${y - r * 0.05}" r="${n1(r * 0.14)}" fill="#4a5a2a"/>`;
  const leaves = Array.from({ length: 10 }, (_, i) =>
    leaf(750 + (rnd() - 0.5) * 600, 820 - rnd() * 140, 180 + rnd() * 180, 150, 36, i % 2 ? '#4c8c41' : '#3d7a36'),
  ).join('');
  return `<defs>${vgrad('box-in', '#8a6139', '#a77b4f')}${hgrad('box-front', '#b98a59', '#d2a779', '#c39565', '#a77b4f')}</defs>
${shadow(750, 1270, 560, 36)}
<path d="M280 760 L1220 760 L1190 860 L310 860 Z" fill="url(#box-in)"/>
<path d="M330 820 L520 560 L640 840 Z M860 840 L1000 540 L1180 820 Z" fill="#fbfaf5" opacity="0.9"/>
${euca(420, 900, -30)}${euca(1080, 900, 28)}${euca(760, 880, 4)}${leaves}
${tulip(560, 560, '#e86a5a', '#b43d30')}${tulip(930, 540, '#f2a7b8', '#c9607a')}${tulip(760, 470, '#f4c542', '#c9952a')}
${ranunculus(650, 700, 70, '#f7d3c4', '#d98a74')}${ranunculus(860, 690, 76, '#e85d75', '#a8324a')}${ranunculus(500, 740, 58, '#f3ede0', '#c9b99a')}${ranunculus(1010, 730, 60, '#f4a261', '#c9703a')}
<path d="M300 840 L1200 840 L1160 1250 L340 1250 Z" fill="url(#box-front)"/>
<path d="M300 840 L1200 840" stroke="#8a6139" stroke-width="10"/>
<rect x="560" y="960" width="380" height="150" rx="10" fill="none" stroke="#3b2a1c" stroke-width="4"/>
<text x="750" y="1035" text-anchor="middle" font-family="Georgia, serif" font-size="54" fill="#3b2a1c">Flower Box</text>
<text x="750" y="1082" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" letter-spacing="5" fill="#3b2a1c">FERN &amp; FIELD</text>`;
}

/** A pair of gardening gloves, and the trowel beside them. */
function gloves(): string {
  const glove = (x: number, y: number, rot: number, c: string, cuff: string) =>
    `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M-40 0 L-40 -120 Q-40 -150 -70 -170 L-130 -230 Q-160 -260 -130 -280 Q-100 -300 -70 -270 L-30 -230 Z" fill="${c}"/>
${[
  [-10, 64],
  [60, 72],
  [130, 68],
  [200, 58],
]
  .map(
    ([fx, fl]) =>
      `<rect x="${fx! - 30}" y="${-230 - fl! * 3.4}" width="62" height="${fl! * 3.4 + 40}" rx="31" fill="${c}" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>`,
  )
  .join('')}
<rect x="-40" y="-250" width="272" height="270" rx="50" fill="${c}"/>
<path d="M-20 -200 Q90 -170 220 -200" stroke="#000" stroke-width="4" fill="none" opacity="0.12"/>
<rect x="-50" y="0" width="292" height="150" rx="20" fill="${cuff}"/><path d="M-50 40 L242 40 M-50 110 L242 110" stroke="#fff" stroke-width="5" stroke-dasharray="12 8" opacity="0.5"/></g>`;
  return `${shadow(760, 1240, 560, 34)}
${glove(460, 1010, -18, '#8fa88c', '#c9a77a')}${glove(840, 1090, 14, '#7f9a7c', '#b8925a')}
<g transform="translate(780 40) scale(0.48)">${trowel()
    .replace(/<ellipse [^>]*filter="url\(#blur\)"\/>/, '')
    .replace(/<circle cx="\d+" cy="1[12]\d\d"[^>]*\/>/g, '')}</g>`;
}

/** The shop's name and a frond, printed on a tee's chest or a tote. */
const chestPrint = (ink: string, x = 600, y = 470, scale = 1) =>
  `<g transform="translate(${x} ${y}) scale(${scale})">${frond([0, 300], [-30, 140], [20, 0], 60, ink, ink)}<text x="0" y="370" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="34" letter-spacing="7" fill="${ink}">FERN &amp; FIELD</text></g>`;

const sprout = (ink: string) =>
  `<ellipse cx="600" cy="660" rx="70" ry="44" fill="none" stroke="${ink}" stroke-width="10"/><path d="M600 640 Q590 540 600 450" stroke="${ink}" stroke-width="10" fill="none" stroke-linecap="round"/>${leaf(598, 520, -150, 130, 44, ink)}${leaf(602, 480, -30, 120, 40, ink)}`;
const balconyMotif = (ink: string) =>
  `<path d="M440 610 L760 610 M440 700 L760 700 ${[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `M${450 + i * 37.5} 610 L${450 + i * 37.5} 700`).join(' ')}" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>
<path d="M470 610 L490 540 L550 540 L570 610 Z M640 610 L655 560 L705 560 L720 610 Z" fill="${ink}"/>${leaf(520, 540, -120, 90, 26, ink, false)}${leaf(520, 540, -60, 90, 26, ink, false)}${leaf(520, 540, -90, 110, 22, ink, false)}${leaf(680, 560, -100, 70, 20, ink, false)}${leaf(680, 560, -70, 60, 18, ink, false)}`;
const calendarMotif = (ink: string) =>
  `<rect x="460" y="430" width="280" height="260" rx="16" fill="none" stroke="${ink}" stroke-width="10"/><path d="M460 490 L740 490" stroke="${ink}" stroke-width="10"/><path d="M520 410 L520 450 M680 410 L680 450" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${488 + (i % 4) * 60}" y="${515 + Math.floor(i / 4) * 55}" width="34" height="32" rx="4" fill="${ink}" opacity="${i == 6 ? 1 : 0.45}"/>`).join('')}`;

const totePrint = (ink: string) =>
  `<text x="600" y="1080" text-anchor="middle" font-family="Georgia, serif" font-size="76" fill="${ink}">Fern &amp; Field</text><text x="600" y="1140" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="24" letter-spacing="8" fill="${ink}" opacity="0.8">GARDEN · PAPER · GOODS</text>${frond([600, 980], [560, 820], [610, 690], 70, ink, ink)}`;
const fernPrint = (ink: string) =>
  `${frond([440, 1250], [380, 900], [560, 680], 110, ink, ink)}${frond([640, 1260], [760, 980], [780, 760], 90, ink, ink)}`;

const bagLook = (name: [string, string], sub: string, bag: [string, string, string, string], fold: string): CoffeeBag => ({
  name,
  sub,
  bag,
  fold,
  label: '#f7f1e4',
  ink: '#3b2a1c',
});

// ------------------------------------------------------------------ the catalogue's pictures

const studio: [string, string] = ['#f4f1ec', '#e6e1d8'];
const PICTURES: Record<string, Picture> = {
  'tee-black-front': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '2b2b2e',
    focal: { x: 0.5, y: 0.45 },
    alt: 'Black tee, front',
    draw: () => tee('#2e2e33', '#16161a', false),
  },
  'tee-white-front': {
    w: 1200,
    h: 1500,
    bg: ['#e7ecef', '#d3dbe0'],
    centre: 'f2f2f0',
    focal: { x: 0.5, y: 0.45 },
    alt: 'White tee, front',
    draw: () => tee('#fafaf7', '#cfcfc9', false),
  },
  'tee-black-back': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '2b2b2e',
    focal: { x: 0.5, y: 0.45 },
    alt: 'Black tee, back',
    draw: () => tee('#2e2e33', '#16161a', true),
  },
  'tee-white-back': {
    w: 1200,
    h: 1500,
    bg: ['#e7ecef', '#d3dbe0'],
    centre: 'f2f2f0',
    focal: { x: 0.5, y: 0.45 },
    alt: 'White tee, back',
    draw: () => tee('#fafaf7', '#cfcfc9', true),
  },
  'tee-fabric': {
    w: 1200,
    h: 1500,
    bg: ['#34343a', '#26262b'],
    centre: '303036',
    focal: { x: 0.5, y: 0.65 },
    alt: 'Close-up of the cotton and its stitching',
    draw: () => fabric('#2e2e33', '#4a4a52'),
  },
  'poster-wall': {
    w: 1200,
    h: 1600,
    bg: ['#ece7df', '#ddd5c9'],
    centre: 'e7b98a',
    focal: { x: 0.5, y: 0.4 },
    alt: 'The print framed on a wall',
    draw: () => poster(true),
  },
  'poster-print': {
    w: 1200,
    h: 1600,
    bg: ['#f6d7b0', '#e8a87c'],
    centre: '6b7f5c',
    focal: { x: 0.6, y: 0.35 },
    alt: 'The print: mountains under an evening sun',
    draw: () => poster(false),
  },
  'mug-blue': { w: 1500, h: 1500, bg: studio, centre: '2f5d8a', alt: 'Blue mug', draw: () => mug('#3a6c9e', '#22476b', 'front') },
  'mug-red': { w: 1500, h: 1500, bg: studio, centre: 'b23a3a', alt: 'Red mug', draw: () => mug('#c0463f', '#86281f', 'front') },
  'mug-blue-side': {
    w: 1500,
    h: 1500,
    bg: ['#e4ebf1', '#d2dde6'],
    centre: '2f5d8a',
    alt: 'Blue mug from the side',
    draw: () => mug('#3a6c9e', '#22476b', 'side'),
  },
  'ebook-cover': {
    w: 1200,
    h: 1600,
    bg: ['#e9eef0', '#d7dfe2'],
    centre: '1f4e5f',
    alt: 'Field Notes, the e-book, on a reader',
    draw: () => ebook(false),
  },
  'ebook-pages': {
    w: 1200,
    h: 1600,
    bg: ['#efe9dd', '#e1d8c6'],
    centre: 'f6f1e7',
    alt: 'Two pages of Field Notes',
    draw: () => ebook(true),
  },
  consultation: {
    w: 1600,
    h: 1200,
    bg: ['#eef0f2', '#dfe3e7'],
    centre: 'dfe8ef',
    focal: { x: 0.5, y: 0.5 },
    alt: 'A video call on a laptop, a cup of coffee beside it',
    draw: consultation,
  },
  'coffee-bag': { w: 1500, h: 1500, bg: studio, centre: 'c99a68', alt: 'A bag of Coffee Club beans', draw: () => coffee('bag') },
  'coffee-cup': { w: 1500, h: 1500, bg: ['#e9e2d6', '#d9cfbf'], centre: '6b3f24', alt: 'A cup of black coffee', draw: () => coffee('cup') },
  'coffee-beans': { w: 1500, h: 1500, bg: ['#8a6139', '#6f4c2b'], centre: '5a3826', alt: '', draw: () => coffee('beans') },
  'gift-card': { w: 1600, h: 1000, bg: ['#f3efe8', '#e4ddd1'], centre: '3f7a68', alt: 'The gift card, tied with a ribbon', draw: giftCard },
  pen: { w: 1600, h: 1000, bg: studio, centre: '374151', alt: 'The pen, engraved with a name', draw: () => pen(false) },
  'pen-engraving': {
    w: 1600,
    h: 1000,
    bg: ['#2a2f36', '#1b1f24'],
    centre: '1f2937',
    focal: { x: 0.5, y: 0.5 },
    alt: 'Close-up of an engraving',
    draw: () => pen(true),
  },
  // Fern & Field's other products.
  'plant-fern': {
    w: 1200,
    h: 1500,
    bg: ['#eef1ea', '#dde3d6'],
    centre: '96b68e',
    focal: { x: 0.5, y: 0.45 },
    alt: 'A Boston fern in a white pot, its fronds arching over the rim',
    draw: () => potted('fern', POTS.white!, 600, 1060, 400, 320),
  },
  'fern-frond': {
    w: 1200,
    h: 1500,
    bg: ['#e8efe4', '#d3dfcc'],
    centre: 'c5d8bf',
    alt: 'Close-up of a fern frond',
    draw: () => leafCloseUp('fern'),
  },
  'plant-snake': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '6b885d',
    focal: { x: 0.5, y: 0.4 },
    alt: 'A snake plant in a charcoal pot: upright striped leaves with yellow edges',
    draw: () => potted('snake', POTS.charcoal!, 600, 1040, 380, 320),
  },
  'plant-monstera': {
    w: 1500,
    h: 1500,
    bg: ['#f1efe9', '#e2ddd2'],
    centre: 'd7dbce',
    focal: { x: 0.5, y: 0.4 },
    alt: 'A monstera in a stone pot, its big split leaves spreading',
    draw: () => potted('monstera', POTS.stone!, 750, 1080, 400, 310),
  },
  'monstera-leaf': {
    w: 1500,
    h: 1500,
    bg: ['#e7efe9', '#d2e0d6'],
    centre: '3b8052',
    alt: 'Close-up of one monstera leaf with its slits and holes',
    draw: () => leafCloseUp('monstera'),
  },
  'cactus-terracotta': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '8bab88',
    alt: 'A little cactus with a pink flower in a terracotta pot',
    draw: () => potted('cactus', POTS.terracotta!, 600, 1080, 320, 270),
  },
  'cactus-white': {
    w: 1200,
    h: 1500,
    bg: ['#e7ecef', '#d3dbe0'],
    centre: '86a98a',
    alt: 'A little cactus with a pink flower in a white pot',
    draw: () => potted('cactus', POTS.white!, 600, 1080, 320, 270),
  },
  'cactus-sage': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '8bab88',
    alt: 'A little cactus with a pink flower in a sage green pot',
    draw: () => potted('cactus', POTS.sage!, 600, 1080, 320, 270),
  },
  'herbs-basil': {
    w: 1500,
    h: 1500,
    bg: ['#f2f0e8', '#e3dfd2'],
    centre: 'a8c79a',
    alt: 'Basil growing in a terracotta pot',
    draw: () => potted('basil', POTS.terracotta!, 750, 1020, 420, 320),
  },
  'herbs-rosemary': {
    w: 1500,
    h: 1500,
    bg: ['#f2f0e8', '#e3dfd2'],
    centre: 'c2c4b6',
    alt: 'Rosemary growing in a terracotta pot',
    draw: () => potted('rosemary', POTS.terracotta!, 750, 1020, 420, 320),
  },
  'herbs-mint': {
    w: 1500,
    h: 1500,
    bg: ['#f2f0e8', '#e3dfd2'],
    centre: 'a6bfa4',
    alt: 'Mint growing in a terracotta pot',
    draw: () => potted('mint', POTS.terracotta!, 750, 1020, 420, 320),
  },
  'plant-olive': {
    w: 1200,
    h: 1500,
    bg: ['#f3f0e6', '#e4dfd0'],
    centre: 'cbc8b8',
    focal: { x: 0.5, y: 0.4 },
    alt: 'A young olive tree with a few olives, in a terracotta pot',
    draw: () => potted('olive', POTS.terracotta!, 600, 1110, 340, 290),
  },
  'seeds-basil': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'b8d4ac',
    alt: "A packet of basil seeds, 'Genovese', with a drawing of a basil sprig",
    draw: () => seedPacket('basil', 'Basil', "'Genovese'", '#4f7f3a', '#eef4e4'),
  },
  'seeds-tomato': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'dd8e7b',
    alt: "A packet of tomato seeds, 'Gardener's Delight', with a drawing of ripe tomatoes on the vine",
    draw: () => seedPacket('tomato', 'Tomato', "'Gardener's Delight'", '#c0462e', '#fbe9e2'),
  },
  'seeds-sunflower': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'd2c386',
    alt: "A packet of sunflower seeds, 'Giant Yellow', with a drawing of a sunflower",
    draw: () => seedPacket('sunflower', 'Sunflower', "'Giant Yellow'", '#d9902b', '#fbf0d4'),
  },
  'seeds-lavender': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'cfccd9',
    alt: "A packet of lavender seeds, 'Munstead', with a drawing of lavender stems",
    draw: () => seedPacket('lavender', 'Lavender', "'Munstead'", '#7a5fb0', '#efe9f7'),
  },
  'seeds-chilli': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'f2c8bf',
    alt: "A packet of chilli seeds, 'Apache', with a drawing of red chillies",
    draw: () => seedPacket('chilli', 'Chilli', "'Apache'", '#a8321e', '#fbe6df'),
  },
  'seeds-sweet-pea': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'e3c1d4',
    alt: "A packet of sweet pea seeds, 'Old Spice', with a drawing of sweet pea flowers",
    draw: () => seedPacket('sweet-pea', 'Sweet Pea', "'Old Spice'", '#b5608a', '#f7e6ee'),
  },
  'candle-fig': {
    w: 1500,
    h: 1500,
    bg: ['#efece4', '#ddd7ca'],
    centre: 'a8aa92',
    alt: 'The Fig Leaf candle, lit, in a glass jar with an olive green label',
    draw: () => candle('Fig Leaf', '#efe6d6', '#5c6b4a', '#f4efe6', true),
  },
  'candle-fig-lid': {
    w: 1500,
    h: 1500,
    bg: studio,
    centre: 'a8aa92',
    alt: 'The Fig Leaf candle closed with its wooden lid',
    draw: () => candle('Fig Leaf', '#efe6d6', '#5c6b4a', '#f4efe6', false),
  },
  'candle-cedar': {
    w: 1500,
    h: 1500,
    bg: ['#ece6dc', '#d9cfc0'],
    centre: 'b49a81',
    alt: 'The Cedar & Moss candle, lit, in a glass jar with a brown label',
    draw: () => candle('Cedar &amp; Moss', '#ece3d0', '#7a4e2d', '#f4efe6', true),
  },
  'candle-rose': {
    w: 1500,
    h: 1500,
    bg: ['#f3ebe8', '#e4d6d2'],
    centre: 'dfaaae',
    alt: 'The Wild Rose candle, lit, in a glass jar with a pink label',
    draw: () => candle('Wild Rose', '#f4dfdc', '#c9707d', '#fff7f2', true),
  },
  'tote-natural': {
    w: 1200,
    h: 1500,
    bg: ['#e9ecef', '#d6dbe0'],
    centre: 'd8d3c0',
    alt: 'A natural canvas tote printed with Fern & Field',
    draw: () => tote('#efe6d2', '#d3c6a9', totePrint('#2f4a3e')),
  },
  'tote-black': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '47464a',
    alt: 'A black canvas tote printed with Fern & Field',
    draw: () => tote('#34343a', '#1c1c1f', totePrint('#efe6d2')),
  },
  'tote-fern': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'a1b89c',
    alt: 'A sage green tote with a print of two fern fronds',
    draw: () => tote('#a9bfa3', '#86a080', fernPrint('#2f4a3e')),
  },
  'notebook-sage': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '9ab499',
    alt: 'The A5 dot grid notebook in sage',
    draw: () => notebook('#9bb59a', '#4f6b4e'),
  },
  'notebook-ochre': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'd8a341',
    alt: 'The A5 dot grid notebook in ochre',
    draw: () => notebook('#d9a441', '#7a5a1c'),
  },
  'notebook-navy': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '30405d',
    alt: 'The A5 dot grid notebook in navy',
    draw: () => notebook('#2f3f5c', '#1a2438', '#c9d3e6'),
  },
  'notebook-rust': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'b5553b',
    alt: 'The A5 dot grid notebook in rust',
    draw: () => notebook('#b5543a', '#6e2e1c', '#f4d7c4'),
  },
  'notebook-open': {
    w: 1500,
    h: 1200,
    bg: ['#efe9dd', '#e1d8c6'],
    centre: 'f4ece3',
    alt: 'A notebook open on its dot grid pages, a note about sowing on the left',
    draw: () => notebookOpen('#9bb59a'),
  },
  'notebook-set': {
    w: 1500,
    h: 1500,
    bg: studio,
    centre: '90987b',
    alt: 'Three pocket notebooks, fanned: kraft, sage and sand',
    draw: notebookSet,
  },
  'print-coast-wall': {
    w: 1200,
    h: 1600,
    bg: ['#ece7df', '#ddd5c9'],
    centre: 'a4afaa',
    focal: { x: 0.5, y: 0.4 },
    alt: 'Coast at Dawn, framed in oak on a wall',
    draw: () => print('coast', 'Coast at Dawn', true, '#b08a5f'),
  },
  'print-coast': {
    w: 1200,
    h: 1600,
    bg: ['#f2b8a2', '#fde6c6'],
    centre: 'edd3b8',
    focal: { x: 0.45, y: 0.55 },
    alt: 'The print: the sun rising over the sea, a headland and a beach',
    draw: () => print('coast', 'Coast at Dawn', false),
  },
  'print-forest-wall': {
    w: 1200,
    h: 1600,
    bg: ['#e9ebe4', '#d8dccf'],
    centre: '567863',
    focal: { x: 0.5, y: 0.4 },
    alt: 'Forest, framed in black on a wall',
    draw: () => print('forest', 'Forest', true),
  },
  'print-forest': {
    w: 1200,
    h: 1600,
    bg: ['#dfe9d8', '#f4efdc'],
    centre: 'c2d1bc',
    focal: { x: 0.5, y: 0.7 },
    alt: 'The print: rows of pine trees under a pale sun',
    draw: () => print('forest', 'Forest', false),
  },
  'print-night-wall': {
    w: 1200,
    h: 1600,
    bg: ['#e6e4e9', '#d3d0d9'],
    centre: '1d2c4d',
    focal: { x: 0.5, y: 0.4 },
    alt: 'Night Sky, framed in brass on a wall',
    draw: () => print('night', 'Night Sky', true, '#b89a5e'),
  },
  'print-night': {
    w: 1200,
    h: 1600,
    bg: ['#0f1c3a', '#2f4472'],
    centre: '223259',
    focal: { x: 0.6, y: 0.3 },
    alt: 'The print: a crescent moon and stars over dark hills, a lit cabin window',
    draw: () => print('night', 'Night Sky', false),
  },
  'mug-sage': { w: 1500, h: 1500, bg: studio, centre: '94ae93', alt: 'Sage glazed mug', draw: () => mug('#9bb59a', '#5f7d5e', 'front') },
  'mug-ochre': { w: 1500, h: 1500, bg: studio, centre: 'd19d3d', alt: 'Ochre glazed mug', draw: () => mug('#d9a441', '#9a6e1f', 'front') },
  'mug-sage-side': {
    w: 1500,
    h: 1500,
    bg: ['#e6ede4', '#d5e0d2'],
    centre: '94ae93',
    alt: 'Sage glazed mug from the side',
    draw: () => mug('#9bb59a', '#5f7d5e', 'side'),
  },
  'tee-sage-front': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: 'a3baa1',
    focal: { x: 0.5, y: 0.45 },
    alt: 'Sage tee with a fern printed on the chest, front',
    draw: () => tee('#9bb59a', '#6f8f6e', false, chestPrint('#f4efe6')),
  },
  'tee-sage-back': {
    w: 1200,
    h: 1500,
    bg: studio,
    centre: '9bb59a',
    focal: { x: 0.5, y: 0.45 },
    alt: 'Sage tee, back',
    draw: () => tee('#9bb59a', '#6f8f6e', true),
  },
  'tee-rust-front': {
    w: 1200,
    h: 1500,
    bg: ['#efe9e3', '#ded4ca'],
    centre: 'bb6148',
    focal: { x: 0.5, y: 0.45 },
    alt: 'Rust tee with a fern printed on the chest, front',
    draw: () => tee('#b5543a', '#86361f', false, chestPrint('#f7e3d3')),
  },
  'tee-rust-back': {
    w: 1200,
    h: 1500,
    bg: ['#efe9e3', '#ded4ca'],
    centre: 'b5543a',
    focal: { x: 0.5, y: 0.45 },
    alt: 'Rust tee, back',
    draw: () => tee('#b5543a', '#86361f', true),
  },
  'coffee-ethiopia': {
    w: 1500,
    h: 1500,
    bg: studio,
    centre: 'e3d9c6',
    alt: 'An ochre bag of Ethiopia Yirgacheffe coffee beans',
    draw: () =>
      coffee('bag', bagLook(['Ethiopia', 'Yirgacheffe'], 'BERGAMOT · 250 G', ['#b0823a', '#d9a441', '#c8963a', '#9a6e1f'], '#7a5a1c')),
  },
  'coffee-colombia': {
    w: 1500,
    h: 1500,
    bg: studio,
    centre: 'dddacc',
    alt: 'A green bag of Colombia Huila coffee beans',
    draw: () => coffee('bag', bagLook(['Colombia', 'Huila'], 'COCOA · 250 G', ['#2f5240', '#4d7a5e', '#3f6a50', '#243f31'], '#1d3327')),
  },
  'coffee-decaf': {
    w: 1500,
    h: 1500,
    bg: studio,
    centre: 'ddd8ce',
    alt: 'A navy bag of Swiss Water decaf coffee beans',
    draw: () =>
      coffee('bag', bagLook(['Swiss Water', 'Decaf'], 'CARAMEL · 250 G', ['#2f3f5c', '#4a5d80', '#3c4f70', '#23304a'], '#1a2438')),
  },
  'ebook-seeds': {
    w: 1200,
    h: 1600,
    bg: ['#f0ebe2', '#e0d7c8'],
    centre: '684d31',
    alt: 'Saving Seeds, the e-book, on a reader: a sprouting seed on a brown cover',
    draw: () =>
      ebook(false, {
        title: ['Saving Seeds'],
        sub: 'FROM YOUR OWN GARDEN',
        top: '#6b4a2b',
        bottom: '#4a321c',
        accent: '#e9c46a',
        ink: '#f7efe2',
        subInk: '#e3cfa9',
        motif: sprout('#e9c46a'),
      }),
  },
  'ebook-balcony': {
    w: 1200,
    h: 1600,
    bg: ['#efe9e3', '#ded4ca'],
    centre: 'ad6149',
    alt: 'The Balcony Garden, the e-book, on a reader: potted plants on a railing on a rust cover',
    draw: () =>
      ebook(false, {
        title: ['The Balcony', 'Garden'],
        sub: 'GROWING IN SMALL SPACES',
        top: '#b5543a',
        bottom: '#86361f',
        accent: '#f4d7b0',
        ink: '#fff7ee',
        subInk: '#f4d7b0',
        motif: balconyMotif('#f4d7b0'),
      }),
  },
  'planner-cover': {
    w: 1200,
    h: 1600,
    bg: ['#e9eef0', '#d7dfe2'],
    centre: '849d83',
    alt: 'The Garden Planner on a tablet: a calendar on a sage cover',
    draw: () =>
      ebook(false, {
        title: ['Garden', 'Planner'],
        sub: '52 WEEKS · 12 MONTHS',
        top: '#7f9c80',
        bottom: '#5f7d5e',
        accent: '#f7f3ea',
        ink: '#fbfaf5',
        subInk: '#e6efe4',
        motif: calendarMotif('#f7f3ea'),
        edition: 'PDF TO PRINT',
      }),
  },
  'garden-plan': {
    w: 1600,
    h: 1200,
    bg: ['#efe9dd', '#e1d8c6'],
    centre: 'd4e5c4',
    alt: 'A garden plan drawn to scale: lawn, beds, a pond, a path and trees, a pencil beside it',
    draw: gardenPlan,
  },
  'workshop-balcony': {
    w: 1600,
    h: 1200,
    bg: ['#e9eef0', '#d9e0e4'],
    centre: 'b8a693',
    alt: 'A balcony with a planter of herbs and flowers on its railing, potted plants and a bag of compost',
    draw: balcony,
  },
  'watering-can-galvanised': {
    w: 1500,
    h: 1500,
    bg: studio,
    centre: 'b7bec3',
    alt: 'A galvanised watering can with a long spout',
    draw: () => wateringCan(['#7c858c', '#e1e5e8', '#b4bcc2', '#6b747b']),
  },
  'watering-can-sage': {
    w: 1500,
    h: 1500,
    bg: studio,
    centre: '9cb39a',
    alt: 'A sage green watering can with a long spout',
    draw: () => wateringCan(['#5f7d5e', '#c3d6c0', '#9bb59a', '#4f6b4e']),
  },
  secateurs: { w: 1500, h: 1500, bg: studio, centre: 'd3c3bc', alt: 'A pair of secateurs with red handles', draw: secateurs },
  trowel: {
    w: 1500,
    h: 1500,
    bg: ['#efe9dd', '#e1d8c6'],
    centre: 'd7d2c8',
    alt: 'A hand trowel with an ash handle and a little soil',
    draw: trowel,
  },
  twine: {
    w: 1500,
    h: 1500,
    bg: studio,
    centre: 'cdb38b',
    alt: 'A spool of jute twine with a paper band, its loose end unwinding',
    draw: twine,
  },
  'seed-club': {
    w: 1500,
    h: 1500,
    bg: ['#f1ede4', '#e2dbcd'],
    centre: 'dcbaac',
    alt: 'Three seed packets behind a kraft envelope with a Seed of the Month sticker',
    draw: seedClub,
  },
  'flower-box': {
    w: 1500,
    h: 1500,
    bg: ['#f4efe9', '#e6ddd3'],
    centre: 'bd987f',
    focal: { x: 0.5, y: 0.45 },
    alt: 'An open box of tulips, ranunculus and eucalyptus',
    draw: flowerBox,
  },
  'garden-gloves': {
    w: 1500,
    h: 1500,
    bg: ['#efe9dd', '#e1d8c6'],
    centre: 'd1d1bf',
    alt: 'A pair of gardening gloves and a trowel',
    draw: gloves,
  },
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
    colorData: {
      topLeftAverage: edge,
      topRightAverage: edge,
      bottomLeftAverage: p.bg[1].slice(1),
      bottomRightAverage: p.bg[1].slice(1),
      centerAverage: p.centre,
    },
    ...(p.alt ? { altText: p.alt } : {}),
  };
}
