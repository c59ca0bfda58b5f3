import { useMemo, useState } from 'react';
import type { VideoData } from '../../src/media/video';
import { reportRefusal, videoPlayed } from '../../src/media/videoPlayed';
import type { Runtime } from '../../src/runtime/types';
import { useWidgetState } from '../../src/ui/defineWidget';
import { VideoFacade, type VideoState } from '../../src/ui/VideoFacade';

export type { VideoState };

export interface VideoProps {
  rt: Pick<Runtime, 'api' | 'config' | 'settings' | 'emit'>;
  video: VideoData;
  /** The poster's `sizes` (`data-image-sizes`). */
  imageSizes: string;
  /** The widget's element, which the console names. */
  el: Element;
  fail: (reason: unknown) => void;
  onState: (state: VideoState) => void;
}

/** The video widget: the one video facade (src/ui/VideoFacade.tsx) for the element's Video, its plays counted. */
export function Video({ rt, video, imageSizes, el, fail, onState }: VideoProps) {
  const [state, setState] = useState<VideoState>('idle');
  useWidgetState(onState, state, fail, false);
  const onPlay = useMemo(() => videoPlayed(rt, video), [rt, video]);
  return (
    <div part="root" className="sf-root video-root">
      <VideoFacade
        video={video}
        sizes={imageSizes}
        onPlay={onPlay}
        onRefused={(reason, linked) => reportRefusal(el, reason, linked)}
        onState={setState}
      />
    </div>
  );
}
