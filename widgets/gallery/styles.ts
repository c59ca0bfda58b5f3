/**
 * Custom properties: --sf-gallery-background (behind a picture until it is there, and a letterboxed one's bars;
 * transparent with data-transparent-background), --sf-gallery-accent (the current thumbnail's border),
 * --sf-gallery-focus-color, --sf-gallery-control-background, --sf-gallery-control-color, --sf-gallery-radius,
 * --sf-gallery-meta-background and --sf-gallery-meta-color (a caption over a picture), --sf-gallery-slide (a carousel
 * slide's width, 60%); set by the widget from its
 * settings: --sf-gallery-gap (padding), --sf-gallery-columns, --sf-gallery-cell-max (max-width), --sf-gallery-ratio
 * (aspect-ratio), --sf-gallery-strip-height, --sf-gallery-strip-margin.
 * Parts: gallery, items, item, image, enlarge, meta, meta-title, meta-body, carousel, slides, slide (and `current`),
 * rotation, previous, next, thumbnails, thumbnail (and `current`); a video item's, the video facade's
 * (src/ui/videoFacadeCss.ts, adopted with its first video item).
 */
export const galleryCss = `
.gallery { display: block; container-type: inline-size; --sf-gallery-background: #f3f1ec; }
.gallery[data-transparent] { --sf-gallery-background: transparent; }
.figure, .slide { margin: 0; }
.slide { position: relative; }
.figure { position: relative; display: flex; flex-direction: column; }
.image { display: block; width: 100%; height: auto; background-color: var(--sf-gallery-background); border-radius: var(--sf-gallery-radius, 0); object-fit: contain; }
.gallery[data-crop] .image { object-fit: cover; }
.enlarge { display: block; width: 100%; padding: 0; border: 0; background: none; cursor: zoom-in; border-radius: var(--sf-gallery-radius, 0); }
.enlarge:focus-visible, .control:focus-visible, .thumbnail:focus-visible { outline: 3px solid var(--sf-gallery-focus-color, #2563eb); outline-offset: 2px; }
.items { list-style: none; margin: 0; padding: 0; gap: var(--sf-gallery-gap); }

.gallery[data-design="grid"] .items { display: grid; grid-template-columns: repeat(var(--sf-gallery-columns), minmax(0, var(--sf-gallery-cell-max))); }
.gallery[data-design="grid"] .image { aspect-ratio: var(--sf-gallery-ratio); }
/* A phone (spec 001 §9's breakpoint, src/ui/breakpoints.ts): two columns at most. */
@container (max-width: 432px) {
  .gallery[data-design="grid"] .items { grid-template-columns: repeat(var(--sf-gallery-columns-narrow), minmax(0, 1fr)); }
}
.gallery[data-design="stacked"] .items { display: flex; flex-direction: column; }

.carousel { position: relative; }
.stage { position: relative; }
.viewport { overflow: hidden; touch-action: pan-y; border-radius: var(--sf-gallery-radius, 0); }
.slide .image { aspect-ratio: var(--sf-gallery-stage-ratio); }
/* The carousel: slides --sf-gallery-slide wide, the current one at the left, centre or right (data-active-alignment). */
.gallery[data-design="slider"] { --sf-gallery-slide: 60%; --sf-gallery-align: calc((100% - var(--sf-gallery-slide)) / 2); }
.gallery[data-align="left"] { --sf-gallery-align: 0%; }
.gallery[data-align="right"] { --sf-gallery-align: calc(100% - var(--sf-gallery-slide)); }
.gallery[data-design="slider"] .slides {
  display: flex; gap: var(--sf-gallery-gap);
  transform: translateX(calc(var(--sf-gallery-align) - var(--sf-gallery-index) * (var(--sf-gallery-slide) + var(--sf-gallery-gap))));
  transition: transform 0.45s ease;
}
/* The neighbouring slides' pictures are faded, never their captions: a caption keeps its contrast (4.5 : 1) on every slide. */
.gallery[data-design="slider"] .slide { flex: 0 0 var(--sf-gallery-slide); }
.gallery[data-design="slider"] .slide .image { transition: opacity 0.3s; }
.gallery[data-design="slider"] .slide:not([data-current]) .image { opacity: 0.55; }
.control {
  display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; padding: 0;
  border: 0; border-radius: 50%; cursor: pointer; font: inherit; font-size: 1.6em; line-height: 1;
  background: var(--sf-gallery-control-background, rgba(255, 255, 255, 0.9)); color: var(--sf-gallery-control-color, #111);
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.25);
}
.previous, .next { position: absolute; top: 50%; transform: translateY(-50%); }
.previous { left: 0.5em; }
.next { right: 0.5em; }
.rotation { position: absolute; z-index: 1; top: 0.5em; right: 0.5em; font-size: 0.9em; }
.thumbnails {
  display: flex; gap: 8px; list-style: none; padding: 0 0 4px; margin: var(--sf-gallery-strip-margin) 0 0;
  height: var(--sf-gallery-strip-height); overflow-x: auto; scrollbar-width: thin;
}
.thumbnails li { flex: none; height: 100%; }
.thumbnail { display: block; height: 100%; padding: 0; border: 2px solid transparent; border-radius: 4px; background: none; cursor: pointer; opacity: 0.7; }
.thumbnail:hover, .thumbnail[aria-current] { opacity: 1; }
.thumbnail[aria-current] { border-color: var(--sf-gallery-accent, #111); }
.thumbnail-image { display: block; height: 100%; width: auto; border-radius: 2px; }
.thumbnails[data-square] .thumbnail-image { aspect-ratio: 1; object-fit: cover; }

.meta { display: flex; flex-direction: column; gap: 0.15em; padding: 0.5em 0; font-size: 0.9em; }
.meta-title { font-weight: 600; }
.meta[data-position^="top"] { order: -1; }
.meta[data-position="center"], .meta[data-position$="-left"], .meta[data-position$="-right"] {
  position: absolute; max-width: 80%; padding: 0.5em 0.75em; border-radius: 4px;
  background: var(--sf-gallery-meta-background, rgba(0, 0, 0, 0.6)); color: var(--sf-gallery-meta-color, #fff);
}
.meta[data-position="center"] { top: 50%; left: 50%; transform: translate(-50%, -50%); text-align: center; }
.meta[data-position="top-left"] { top: 0.75em; left: 0.75em; }
.meta[data-position="top-right"] { top: 0.75em; right: 0.75em; }
.meta[data-position="bottom-left"] { bottom: 0.75em; left: 0.75em; }
.meta[data-position="bottom-right"] { bottom: 0.75em; right: 0.75em; }
.meta[data-hover] { opacity: 0; transition: opacity 0.2s; }
.figure:hover .meta[data-hover], .figure:focus-within .meta[data-hover], .slide:hover .meta[data-hover], .slide:focus-within .meta[data-hover] { opacity: 1; }
@media (prefers-reduced-motion: reduce) {
  .gallery[data-design="slider"] .slides, .gallery[data-design="slider"] .slide .image, .meta[data-hover] { transition: none; }
}
/* A video item (the video facade, whose CSS comes with it) takes a picture's place and shape in every design. */
.gallery { --sf-video-radius: var(--sf-gallery-radius, 0); --sf-video-background: var(--sf-gallery-background); }
.gallery[data-design="grid"] .video { aspect-ratio: var(--sf-gallery-ratio); }
.slide .video { aspect-ratio: var(--sf-gallery-stage-ratio); }
`;
