import { useEffect, useMemo } from 'react';
import type { ImageData } from '../../src/media/image';
import { parseVideo } from '../../src/media/video';
import { reportRefusal, say, videoPlayed } from '../../src/media/videoPlayed';
import type { Runtime } from '../../src/runtime/types';
import { Picture, type PictureLoading } from '../../src/ui/Picture';
import { VideoFacade } from '../../src/ui/VideoFacade';

export interface GalleryVideoProps {
  /** The item as it came (spec 001 §3 "Gallery media types": video): the spec's Video. */
  item: unknown;
  /** Its picture (the poster), shown as a plain picture when the item is no Video. */
  image: ImageData;
  sizes: string;
  loading: PictureLoading;
  /** False: a slide not shown now (a video playing there goes back to its poster). */
  active: boolean;
  /** The runtime its plays are counted for. */
  rt: Pick<Runtime, 'api' | 'config' | 'settings' | 'emit'>;
  /** The gallery's element, which the console names. */
  el: Element;
}

/**
 * A gallery's video item as the one video facade (src/ui/VideoFacade.tsx), its plays counted and its refusals named as
 * the video widget's are. Loaded with the gallery's first video item (./Gallery.tsx). Its title is not shown over the
 * poster: the gallery's captions say it. An item that is no Video (no `oembed.html`) shows as its poster, with one
 * console error.
 */
export function GalleryVideo({ item, image, sizes, loading, active, rt, el }: GalleryVideoProps) {
  const parsed = useMemo(() => parseVideo(item), [item]);
  const invalid = parsed.ok ? null : parsed.error;
  useEffect(() => {
    if (invalid) say('error', el, `a video item ${invalid}; its poster shows as a picture`);
  }, [invalid, el]);
  const video = parsed.ok ? parsed.video : null;
  const onPlay = useMemo(() => (video ? videoPlayed(rt, video) : undefined), [rt, video]);
  if (!video) return <Picture part="image" className="image" image={image} sizes={sizes} loading={loading} />;
  return (
    <VideoFacade
      video={video}
      sizes={sizes}
      loading={loading}
      onPlay={onPlay}
      onRefused={(reason, linked) => reportRefusal(el, reason, linked)}
      active={active}
      showTitle={false}
    />
  );
}
