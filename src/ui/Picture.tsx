import { srcsetOf, SRCSET_WIDTHS, THUMBNAIL_WIDTHS, sizedUrl, type ImageData } from '../media/image';

/**
 * How a picture loads:
 * - `main`: the page's main picture, usually its largest paint: loaded at once, at high priority;
 * - `lazy` (default): loaded as it nears the viewport (below the fold, a gallery's other slides, a cart line).
 */
export type PictureLoading = 'main' | 'lazy';

export interface PictureProps {
  image: ImageData;
  /**
   * The `sizes` attribute: how wide the slot the picture fills is, so the browser picks the width it needs from the
   * srcset, not the largest (e.g. `"(max-width: 600px) 100vw, 480px"`, or `"64px"` for a cart thumbnail).
   */
  sizes: string;
  /** `thumbnail`: the srcset over the spec's thumbnail buckets (100–1000 px); default, its seven widths (100–2500 px). */
  widths?: 'full' | 'thumbnail';
  loading?: PictureLoading;
  /** The `part` name, for `::part()` styling. */
  part?: string;
  className?: string;
}

/**
 * The one `<img>` every widget that shows a picture renders (docs/embed-contract.md, "Images"): a `srcset` over the
 * spec's widths (`?format=<w>w` on the asset URL), `sizes` from the slot, `width`/`height` from `originalSize` (the
 * browser reserves the space: no layout shift), `object-position` from the focal point, the `colorData` centre average
 * as the background until the picture is there, `alt` from `altText` (empty and `aria-hidden` when there is none),
 * `decoding="async"`, and lazy unless it is the page's main picture.
 */
export function Picture({ image, sizes, widths = 'full', loading = 'lazy', part, className }: PictureProps) {
  const list = widths == 'thumbnail' ? THUMBNAIL_WIDTHS : SRCSET_WIDTHS;
  return (
    <img
      part={part}
      className={className}
      // For a browser without srcset: a middle width of the list.
      src={sizedUrl(image.url, list[3])}
      srcSet={srcsetOf(image, list)}
      sizes={sizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt}
      aria-hidden={image.alt ? undefined : 'true'}
      title={image.title || undefined}
      loading={loading == 'main' ? 'eager' : 'lazy'}
      fetchPriority={loading == 'main' ? 'high' : undefined}
      decoding="async"
      style={{ objectPosition: `${image.focal.x * 100}% ${image.focal.y * 100}%`, backgroundColor: image.colour ?? undefined }}
      // The placeholder colour goes once the picture is there (a picture with transparent parts shows no colour behind).
      onLoad={(e) => void (e.currentTarget.style.backgroundColor = '')}
    />
  );
}
